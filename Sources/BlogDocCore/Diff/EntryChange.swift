/// What happened to one entry of a document.
///
/// Insertions and removals box their entry (`indirect`), so a change costs a few dozen
/// bytes, not a whole entry's size, in histories of many one-field edits.
public enum EntryChange<M: Model>: Hashable, Sendable {
  /// The entry was inserted at `position` (clamped to the document's end when applied).
  indirect case inserted(M, position: Int)
  /// The entry, as it was, was removed from `position`.
  indirect case removed(M, position: Int)
  /// The entry with `id` moved from one position to another.
  case moved(id: String, from: Int, to: Int)
  /// Fields of the entry with `id` changed.
  case modified(id: String, fields: [FieldChange], unknownFields: UnknownFieldsChange?)

  /// The id of the entry this change is about.
  public var id: String {
    switch self {
    case .inserted(let entry, _), .removed(let entry, _): entry.id
    case .moved(let id, _, _), .modified(let id, _, _): id
    }
  }

  /// The change that undoes this one.
  public func inverted() -> EntryChange {
    switch self {
    case .inserted(let entry, let position): .removed(entry, position: position)
    case .removed(let entry, let position): .inserted(entry, position: position)
    case .moved(let id, let from, let to): .moved(id: id, from: to, to: from)
    case .modified(let id, let fields, let unknown):
      .modified(
        id: id, fields: fields.reversed().map { $0.inverted() }, unknownFields: unknown?.inverted())
    }
  }
}
