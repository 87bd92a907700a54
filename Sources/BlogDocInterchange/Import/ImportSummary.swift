/// What an import did.
public struct ImportSummary: Hashable, Sendable, CustomStringConvertible {
  /// Records whose id the document did not have.
  public var added = 0
  /// Records that changed an entry the document had.
  public var updated = 0
  /// Records that matched their entry already.
  public var unchanged = 0
  /// Records the mapping's `only` left out.
  public var skipped = 0
  /// Records that could not be imported and were left out.
  public var invalid = 0
  /// Why: one problem per invalid record, or each of its warnings when warnings count as
  /// errors; in source order.
  public var refusals: [ImportError] = []
  /// Values that were found but could not be used (their fields were left as they were),
  /// and values derived from other fields, in imported records.
  public var warnings: [ImportError] = []

  /// A summary of an import that has done nothing yet.
  public init() {}

  /// `3 added, 1 updated, 0 unchanged`, then skipped and invalid records when there are any.
  public var description: String {
    "\(added) added, \(updated) updated, \(unchanged) unchanged"
      + (skipped > 0 ? ", \(skipped) skipped" : "")
      + (invalid > 0 ? ", \(invalid) invalid" : "")
  }
}
