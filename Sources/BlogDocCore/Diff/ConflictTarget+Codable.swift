/// A target is written as a string when it has no name (`"entry"`, `"unknownFields"`) and
/// as an object of one member when it has one (`{"field": "title"}`,
/// `{"unknownField": "mood"}`): a script tells them apart by the member's key, never by
/// reading a name.
///
/// ```swift
/// let bytes = try JSONEncoder().encode([ConflictTarget.field("title"), .entry])
/// print(String(decoding: bytes, as: UTF8.self))
/// // Prints "[{"field":"title"},"entry"]"
/// ```
extension ConflictTarget: Codable {
  private enum CodingKeys: String, CodingKey {
    case field, unknownField
  }

  private static let entryWord = "entry"
  private static let unknownFieldsWord = "unknownFields"

  /// Reads the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      switch word {
      case Self.entryWord: self = .entry
      case Self.unknownFieldsWord: self = .unknownFields
      default:
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription:
              "Expected \"\(Self.entryWord)\" or \"\(Self.unknownFieldsWord)\", found \"\(word)\".")
        )
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let name = try container.decodeIfPresent(String.self, forKey: .field) {
      self = .field(name)
    } else {
      self = .unknownField(try container.decode(String.self, forKey: .unknownField))
    }
  }

  /// Writes `"entry"`, `"unknownFields"`, `{"field": NAME}` or `{"unknownField": KEY}`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .entry:
      var container = encoder.singleValueContainer()
      try container.encode(Self.entryWord)
    case .unknownFields:
      var container = encoder.singleValueContainer()
      try container.encode(Self.unknownFieldsWord)
    case .field(let name):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .field)
    case .unknownField(let key):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(key, forKey: .unknownField)
    }
  }
}
