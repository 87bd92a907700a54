// Diffs are saved in histories and journals. Entries travel in their archived form
// (``Model/archived()``), so any model is Codable through its schema alone.




extension EntryChange: Codable {
  private enum CodingKeys: String, CodingKey {
    case inserted, removed, moved, modified, position, from, to, id, fields, unknownFields
  }

  /// Reads a change written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func entry(_ key: CodingKeys) throws -> M {
      let object = try container.decode(ArchiveObject.self, forKey: key)
      do {
        return try M(archived: object)
      } catch {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
      }
    }
    if container.contains(.inserted) {
      self = .inserted(try entry(.inserted), position: try container.decode(Int.self, forKey: .position))
    } else if container.contains(.removed) {
      self = .removed(try entry(.removed), position: try container.decode(Int.self, forKey: .position))
    } else if container.contains(.moved) {
      self = .moved(
        id: try container.decode(String.self, forKey: .moved),
        from: try container.decode(Int.self, forKey: .from),
        to: try container.decode(Int.self, forKey: .to))
    } else {
      self = .modified(
        id: try container.decode(String.self, forKey: .modified),
        fields: try container.decode([FieldChange].self, forKey: .fields),
        unknownFields: try container.decodeIfPresent(UnknownFieldsChange.self, forKey: .unknownFields))
    }
  }

  /// Writes the change as a keyed container: its kind, the entry or its id, and any field changes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .inserted(let entry, let position):
      try container.encode(entry.archived(), forKey: .inserted)
      try container.encode(position, forKey: .position)
    case .removed(let entry, let position):
      try container.encode(entry.archived(), forKey: .removed)
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

extension DocumentDiff: Codable {
  private enum CodingKeys: String, CodingKey {
    case entryChanges, unknownFieldsChange
  }

  /// Reads a diff written by ``encode(to:)``, for a journal or an undo history on disk.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      entryChanges: try container.decode([EntryChange<M>].self, forKey: .entryChanges),
      unknownFieldsChange: try container.decodeIfPresent(UnknownFieldsChange.self, forKey: .unknownFieldsChange))
  }

  /// Writes the diff's entry changes and unknown-fields change.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(entryChanges, forKey: .entryChanges)
    try container.encodeIfPresent(unknownFieldsChange, forKey: .unknownFieldsChange)
  }
}
