/// What a splice does with a blog's entries, decided from the document before and after
/// and the entries the file holds: which go, which stay (and whether they changed), and
/// where each new one goes. A splicing writer renders it in its own bytes, planning each
/// changed entry's members with ``MemberSplicePlan``.
///
/// ```swift
/// // The file holds a, b, c; the edit removes b, changes c and adds d after a.
/// let plan = try EntrySplicePlan(
///   from: original, to: edited, recordIDs: map.records.lazy.map(\.id), position: map.position(ofID:))
/// // plan.removals: [1]
/// // plan.steps: [.kept(position: 0, isModified: false), .inserted(id: "d", after: 0),
/// //              .kept(position: 2, isModified: true)]
/// ```
public struct EntrySplicePlan: Hashable, Sendable {
  /// One entry of the edited document, in its order.
  public enum Step: Hashable, Sendable {
    /// The entry the file holds at `position`, kept; `isModified` when its value changed.
    case kept(position: Int, isModified: Bool)
    /// An entry the file does not hold, placed after the kept entry at position `after`,
    /// or before every kept entry when `after` is `nil`.
    case inserted(id: String, after: Int?)
  }

  /// The positions in the file of the entries that go, ascending.
  public var removals: [Int] = []
  /// The edited document's entries, in its order. Kept entries come in the file's order:
  /// a splice does not move entries.
  public var steps: [Step] = []

  /// The plan that turns the entries the file holds for `original`, whose ids in file
  /// order are `recordIDs` (`position` finding one by id), into `edited`'s.
  ///
  /// - Throws: `SpliceRefusal` when entries the two documents share are in another order
  ///   ("Entries were moved, which a splice does not write."), or when `recordIDs` names
  ///   an entry `original` lacks.
  /// - Complexity: O(*n*) entry lookups and comparisons, in the entries of both documents.
  public init<M: Model>(
    from original: ModelDocument<M>, to edited: ModelDocument<M>, recordIDs: some Sequence<String>,
    position: (String) -> Int?
  ) throws(SpliceRefusal) {
    let keptBefore = original.ids.filter { edited.contains(id: $0) }
    let keptAfter = edited.ids.filter { original.contains(id: $0) }
    guard keptBefore == keptAfter else {
      throw SpliceRefusal(reason: "Entries were moved, which a splice does not write.")
    }
    // By position in the file: whether a kept entry changed; `nil` for a removed one.
    var isModified: [Bool?] = []
    for (position, id) in recordIDs.enumerated() {
      guard let old = original[id: id] else {
        throw SpliceRefusal(reason: "The source map does not describe this document.")
      }
      guard let new = edited[id: old.id] else {
        removals.append(position)
        isModified.append(nil)
        continue
      }
      isModified.append(old != new)
    }
    steps.reserveCapacity(edited.count)
    var previous: Int?  // The position of the last kept entry met.
    for id in edited.ids {
      if original.contains(id: id), let position = position(id), position < isModified.count,
        let modified = isModified[position]
      {
        steps.append(.kept(position: position, isModified: modified))
        previous = position
      } else {
        steps.append(.inserted(id: id, after: previous))
      }
    }
  }

  /// Whether the plan inserts an entry.
  public var hasInsertions: Bool {
    steps.contains { if case .inserted = $0 { true } else { false } }
  }
}
