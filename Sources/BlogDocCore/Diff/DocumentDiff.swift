/// The changes that turn one document snapshot into another, as data.
///
/// A diff is what a transaction commits, what the history records and what undo inverts.
/// It names entries by id and fields by their schema name, keeps the values before and
/// after, and can be saved (it is `Codable`), printed, inverted and composed.
///
/// ```swift
/// let before = blog
/// blog[id: "hello-world"]?.title = "New"
/// let diff = blog.difference(from: before)
/// print(diff)
/// // Prints "~ hello-world.title: "Hello" → "New""
/// print(try before.applying(diff) == blog, diff.inverted().inverted() == diff)
/// // Prints "true true"
/// ```
public struct DocumentDiff<M: Model>: Hashable, Sendable {
  /// Entry changes, in the order they apply.
  public var entryChanges: [EntryChange<M>]
  /// A change to the document's own unknown members, if any.
  public var unknownFieldsChange: UnknownFieldsChange?

  /// Makes a diff from its changes; an empty diff changes nothing.
  public init(entryChanges: [EntryChange<M>] = [], unknownFieldsChange: UnknownFieldsChange? = nil)
  {
    self.entryChanges = entryChanges
    self.unknownFieldsChange = unknownFieldsChange
  }

  /// Whether the diff changes nothing.
  public var isEmpty: Bool { entryChanges.isEmpty && unknownFieldsChange == nil }

  /// The diff that undoes this one: every change inverted, in reverse order.
  ///
  /// `d.inverted().inverted() == d` for every diff.
  ///
  /// - Complexity: O(*m*), where *m* is the number of changes.
  public func inverted() -> DocumentDiff {
    DocumentDiff(
      entryChanges: entryChanges.reversed().map { $0.inverted() },
      unknownFieldsChange: unknownFieldsChange?.inverted())
  }

  /// The ids of the entries this diff touches, in order of first appearance.
  public var touchedIDs: [String] {
    var seen = Set<String>()
    return entryChanges.map(\.id).filter { seen.insert($0).inserted }
  }
}
