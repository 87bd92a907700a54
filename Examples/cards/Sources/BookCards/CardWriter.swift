import BlogDocCore

/// Writes a document as a `.card` file: the header, then each entry's members (schema
/// fields in order, then unknown members) one `key: value` line each, a blank line before
/// each entry.
enum CardWriter {
  /// The bytes of `document`.
  ///
  /// - Throws: `ArchiveError` of kind `.unwritable` for a list or nested value, or for
  ///   members of the document's own, which a card has no line for.
  /// - Complexity: O(*n*) in the output.
  static func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    let schema = M.schema
    guard document.unknownFields.isEmpty else {
      throw ArchiveError(
        .unwritable,
        "A card file has no place for members of the \(schema.collectionName)'s own ('\(document.unknownFields.map(\.key).joined(separator: "', '"))'); keep the document in XML or JSON."
      )
    }
    let root = document.layout == .single ? schema.entryName : schema.collectionName
    var text = "%card \(root) \(schema.version)\n"
    for entry in document.entries {
      text += "\n"
      for member in entry.archived() {
        let value = try spelling(of: member.value, key: member.key, id: entry.id)
        text += value.isEmpty ? "\(member.key):\n" : "\(member.key): \(value)\n"
      }
    }
    return Array(text.utf8)
  }

  /// How `value`, the member `key` of the entry `id`, is written on its line.
  ///
  /// - Throws: `ArchiveError` of kind `.unwritable` for a list or nested value.
  static func spelling(
    of value: ArchiveValue, key: String, id: String
  ) throws(ArchiveError)
    -> String
  {
    switch value {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let literal): return literal
    case .string(let text): return CardEscaping.escaped(text)
    case .array, .object:
      throw ArchiveError(
        .unwritable,
        "A card holds one value a line; '\(key)' of '\(id)' is a list or has members of its own.")
    }
  }
}
