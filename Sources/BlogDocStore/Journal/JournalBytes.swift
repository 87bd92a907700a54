import FoundationEssentials

extension Journal {
  /// Bytes a journal record holds verbatim: a file's whole former contents, for a change
  /// no diff can take back (see ``FileChange/formerBytes``).
  ///
  /// A record holds them as base64 text, as Foundation's `JSONEncoder` writes `Data`, so
  /// the hand-written record stays byte-equal to the `Codable` one.
  ///
  /// ```swift
  /// let bytes = Journal.Bytes(Array("<entry>\n".utf8))
  /// print(bytes.base64)
  /// // Prints "PGVudHJ5Pgo="
  /// ```
  public struct Bytes: Hashable, Sendable, Codable {
    /// The bytes.
    public var bytes: [UInt8]

    /// The given bytes, to be kept in a record.
    public init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// The bytes as a record writes them: base64 with padding, no line breaks.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public var base64: String {
      Data(bytes).base64EncodedString()
    }

    /// Reads the base64 string a record holds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not base64.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      guard let data = Data(base64Encoded: try container.decode(String.self)) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected base64 bytes.")
      }
      bytes = Array(data)
    }

    /// Writes the bytes as one base64 string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(base64)
    }
  }
}
