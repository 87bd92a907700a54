/// A ``DocumentDiff`` with its entries in archived form, readable without knowing the model.
///
/// A journal holds the changes of documents of any model: it keeps each diff in this form
/// and turns it back into a ``DocumentDiff`` of the model the record names when it needs
/// to apply it. Its `Codable` form is the same as ``DocumentDiff``'s, so records written
/// as either read as both.
///
/// ```swift
/// let archived = ArchivedDiff(diff)            // diff: DocumentDiff<BlogEntry>
/// let back = try archived.decoded(as: BlogEntry.self)
/// // back == diff
/// ```
public struct ArchivedDiff: Hashable, Sendable, Codable {
  /// One entry's change, with inserted and removed entries as archived objects.
  public enum EntryChange: Hashable, Sendable {
    /// The entry `id` (archived) was inserted at `position`.
    case inserted(id: String, ArchiveObject, position: Int)
    /// The entry `id` (archived) at `position` was removed.
    case removed(id: String, ArchiveObject, position: Int)
    /// The entry `id` moved from one position to another.
    case moved(id: String, from: Int, to: Int)
    /// Fields of the entry `id` changed.
    case modified(id: String, fields: [FieldChange], unknownFields: UnknownFieldsChange?)
  }

  /// The entries' changes, in the order they apply.
  public var entryChanges: [EntryChange]
  /// The change to the document's own unknown fields, if any.
  public var unknownFieldsChange: UnknownFieldsChange?

  /// A diff of `entryChanges` and `unknownFieldsChange`.
  public init(entryChanges: [EntryChange] = [], unknownFieldsChange: UnknownFieldsChange? = nil) {
    self.entryChanges = entryChanges
    self.unknownFieldsChange = unknownFieldsChange
  }

  /// `diff` with its entries archived.
  ///
  /// - Complexity: O(*n*) in the size of the inserted and removed entries.
  public init<M: Model>(_ diff: DocumentDiff<M>) {
    self.init(
      entryChanges: diff.entryChanges.map(EntryChange.init),
      unknownFieldsChange: diff.unknownFieldsChange)
  }

  /// The diff as a ``DocumentDiff`` of `type`, its entries read through the model's schema.
  ///
  /// - Throws: ``ArchiveError`` when an archived entry is not one of `type`.
  /// - Complexity: O(*n*) in the size of the inserted and removed entries.
  public func decoded<M: Model>(as type: M.Type) throws(ArchiveError) -> DocumentDiff<M> {
    var changes: [BlogDocCore.EntryChange<M>] = []
    changes.reserveCapacity(entryChanges.count)
    for change in entryChanges { changes.append(try change.decoded(as: M.self)) }
    return DocumentDiff(entryChanges: changes, unknownFieldsChange: unknownFieldsChange)
  }

  /// The diff with each list field's change kept as what changed between its lists
  /// (``FieldChange/compacted()``): how a journal keeps it, so a record does not grow with
  /// the list.
  ///
  /// - Complexity: O(*n*) in the size of the changed lists.
  public func compactingLists() -> ArchivedDiff {
    ArchivedDiff(
      entryChanges: entryChanges.map { change in
        guard case .modified(let id, let fields, let unknown) = change else { return change }
        return .modified(id: id, fields: fields.map { $0.compacted() }, unknownFields: unknown)
      },
      unknownFieldsChange: unknownFieldsChange)
  }

  /// Whether the diff changes nothing.
  public var isEmpty: Bool { entryChanges.isEmpty && unknownFieldsChange == nil }

  /// The inverse diff: applied after this one, it restores the document.
  public func inverted() -> ArchivedDiff {
    ArchivedDiff(
      entryChanges: entryChanges.reversed().map { change in
        switch change {
        case .inserted(let id, let object, let position):
          .removed(id: id, object, position: position)
        case .removed(let id, let object, let position):
          .inserted(id: id, object, position: position)
        case .moved(let id, let from, let to): .moved(id: id, from: to, to: from)
        case .modified(let id, let fields, let unknown):
          .modified(
            id: id, fields: fields.reversed().map { $0.inverted() },
            unknownFields: unknown?.inverted())
        }
      },
      unknownFieldsChange: unknownFieldsChange?.inverted())
  }
}

extension ArchivedDiff.EntryChange {
  /// `change` with its entry archived.
  ///
  /// - Complexity: O(*n*) in the size of an inserted or removed entry.
  public init<M: Model>(_ change: BlogDocCore.EntryChange<M>) {
    switch change {
    case .inserted(let entry, let position):
      self = .inserted(id: entry.id, entry.archived(), position: position)
    case .removed(let entry, let position):
      self = .removed(id: entry.id, entry.archived(), position: position)
    case .moved(let id, let from, let to): self = .moved(id: id, from: from, to: to)
    case .modified(let id, let fields, let unknown):
      self = .modified(id: id, fields: fields, unknownFields: unknown)
    }
  }

  /// The change as one of `type`'s, its entry read through the model's schema.
  ///
  /// - Throws: ``ArchiveError`` when an archived entry is not one of `type`.
  public func decoded<M: Model>(as type: M.Type) throws(ArchiveError) -> BlogDocCore.EntryChange<M>
  {
    switch self {
    case .inserted(_, let object, let position):
      .inserted(try M(archived: object), position: position)
    case .removed(_, let object, let position):
      .removed(try M(archived: object), position: position)
    case .moved(let id, let from, let to): .moved(id: id, from: from, to: to)
    case .modified(let id, let fields, let unknown):
      .modified(id: id, fields: fields, unknownFields: unknown)
    }
  }

  /// The id of the entry the change is about.
  public var id: String {
    switch self {
    case .inserted(let id, _, _), .removed(let id, _, _), .moved(let id, _, _),
      .modified(let id, _, _):
      id
    }
  }
}

extension ArchivedDiff.EntryChange: Codable {
  private enum CodingKeys: String, CodingKey {
    case inserted, removed, moved, modified, position, from, to, fields, unknownFields, id
  }

  /// The id of an inserted or removed entry: recorded beside it, or in records written
  /// before it was, the entry's `id` member (all such records are of blogdoc's entries).
  private static func id(
    of object: ArchiveObject, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> String {
    if let id = try container.decodeIfPresent(String.self, forKey: .id) { return id }
    if case .string(let id)? = object["id"] { return id }
    return ""
  }

  /// Reads the form ``BlogDocCore/EntryChange`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.inserted) {
      let object = try container.decode(ArchiveObject.self, forKey: .inserted)
      self = .inserted(
        id: try Self.id(of: object, in: container), object,
        position: try container.decode(Int.self, forKey: .position))
    } else if container.contains(.removed) {
      let object = try container.decode(ArchiveObject.self, forKey: .removed)
      self = .removed(
        id: try Self.id(of: object, in: container), object,
        position: try container.decode(Int.self, forKey: .position))
    } else if container.contains(.moved) {
      self = .moved(
        id: try container.decode(String.self, forKey: .moved),
        from: try container.decode(Int.self, forKey: .from),
        to: try container.decode(Int.self, forKey: .to))
    } else {
      self = .modified(
        id: try container.decode(String.self, forKey: .modified),
        fields: try container.decode([FieldChange].self, forKey: .fields),
        unknownFields: try container.decodeIfPresent(
          UnknownFieldsChange.self, forKey: .unknownFields))
    }
  }

  /// Writes the form ``BlogDocCore/EntryChange`` writes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .inserted(let id, let object, let position):
      try container.encode(id, forKey: .id)
      try container.encode(object, forKey: .inserted)
      try container.encode(position, forKey: .position)
    case .removed(let id, let object, let position):
      try container.encode(id, forKey: .id)
      try container.encode(object, forKey: .removed)
      try container.encode(position, forKey: .position)
    case .moved(let id, let from, let to):
      try container.encode(id, forKey: .moved)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
    case .modified(let id, let fields, let unknown):
      try container.encode(id, forKey: .modified)
      try container.encode(fields, forKey: .fields)
      try container.encodeIfPresent(unknown, forKey: .unknownFields)
    }
  }
}
