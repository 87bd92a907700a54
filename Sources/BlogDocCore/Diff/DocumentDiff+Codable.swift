// Diffs are saved in histories and journals. Entries travel in their archived form
// (``Model/archived()``), so any model is Codable through its schema alone.

extension EntryChange: Codable {
  /// Reads the archived form (see ``ArchivedDiff/EntryChange``), its entries through the
  /// model's schema.
  public init(from decoder: any Decoder) throws {
    let archived = try ArchivedDiff.EntryChange(from: decoder)
    do {
      self = try archived.decoded(as: M.self)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Writes the archived form (see ``ArchivedDiff/EntryChange``).
  public func encode(to encoder: any Encoder) throws {
    try ArchivedDiff.EntryChange(self).encode(to: encoder)
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
      unknownFieldsChange: try container.decodeIfPresent(
        UnknownFieldsChange.self, forKey: .unknownFieldsChange))
  }

  /// Writes the diff's entry changes and unknown-fields change.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(entryChanges, forKey: .entryChanges)
    try container.encodeIfPresent(unknownFieldsChange, forKey: .unknownFieldsChange)
  }
}
