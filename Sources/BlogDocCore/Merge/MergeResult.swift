/// What ``DocumentMerge/merge(base:ours:theirs:)`` gives: the merged document and the
/// places where the two sides conflict.
///
/// ```swift
/// let result = DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
/// print(result.isClean ? "merged" : result.conflicts.map(\.place).joined(separator: ", "))
/// ```
public struct MergeResult<M: Model>: Sendable {
  /// The merged document; each conflicting place holds ours's value (an entry ours removed
  /// is absent).
  public var document: ModelDocument<M>
  /// The conflicts, by entry in ours's order, then the document's own members.
  public var conflicts: [MergeConflict]

  /// The order of every id the document may hold, entries of a delete-vs-edit conflict too.
  let order: [String]
  /// The sides' versions of each entry removed on one side and edited on the other.
  let entrySides: [String: [MergeSide: M]]

  init(
    document: ModelDocument<M>, conflicts: [MergeConflict], order: [String],
    entrySides: [String: [MergeSide: M]]
  ) {
    self.document = document
    self.conflicts = conflicts
    self.order = order
    self.entrySides = entrySides
  }

  /// Whether the two sides merged with no conflict.
  public var isClean: Bool { conflicts.isEmpty }

  /// The merged document with every conflicting place holding `side`'s value.
  ///
  /// ```swift
  /// let theirs = result.document(taking: .theirs)
  /// ```
  ///
  /// - Complexity: O(*c* log *n*) for *c* conflicts, plus O(*n*) when an entry conflicts.
  public func document(taking side: MergeSide) -> ModelDocument<M> {
    document(taking: { _ in side })
  }

  /// The merged document with each conflicting place holding the value of the side
  /// `choose` picks for it.
  public func document(taking choose: (MergeConflict) -> MergeSide) -> ModelDocument<M> {
    var result = document
    var entriesChanged = false
    for conflict in conflicts {
      let side = choose(conflict)
      switch conflict.kind {
      case .field(let name, let base, let ours, let theirs):
        guard let id = conflict.entryID, var entry = result[id: id],
          let field = M.schema.field(named: name)
        else { continue }
        field.setValue(side == .base ? base : side == .ours ? ours : theirs, in: &entry)
        result[id: id] = entry
      case .unknownMember(let key, let base, let ours, let theirs):
        let values = side == .base ? base : side == .ours ? ours : theirs
        if let id = conflict.entryID {
          guard var entry = result[id: id] else { continue }
          entry.unknownFields = Self.replacing(key, with: values, in: entry.unknownFields)
          result[id: id] = entry
        } else {
          result.unknownFields = Self.replacing(key, with: values, in: result.unknownFields)
        }
      case .entry:
        guard let id = conflict.entryID else { continue }
        entriesChanged = true
        if let entry = entrySides[id]?[side] {
          result._store(entry)
        } else if let slot = result._slots.removeValue(forKey: id) {
          result._stamps.remove(_EntryStamp(id: id, stamp: slot.stamp))
        }
      }
    }
    if entriesChanged { result._order = order.filter { result._slots[$0] != nil } }
    return result
  }

  /// `object` with the members named `key` replaced by `values`, where the first of them was.
  private static func replacing(
    _ key: String, with values: [ArchiveValue], in object: ArchiveObject
  ) -> ArchiveObject {
    var members: [ArchiveObject.Member] = []
    var placed = false
    for member in object.members {
      if member.key == key {
        if !placed { members += values.map { ArchiveObject.Member(key: key, value: $0) } }
        placed = true
      } else {
        members.append(member)
      }
    }
    if !placed { members += values.map { ArchiveObject.Member(key: key, value: $0) } }
    return ArchiveObject(members)
  }
}
