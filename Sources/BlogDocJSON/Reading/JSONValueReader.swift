import BlogDocCore

/// Reads any JSON text into an `ArchiveValue`, with blogdoc's strict rules and
/// line:column errors.
///
/// ``JSONArchiveFormat`` uses the same reader for the values of fields and unknown members;
/// this entry point reads a whole document of any shape, which conformance tests and tools
/// that handle unknown members need. It accepts exactly RFC 8259 JSON, minus what blogdoc
/// refuses everywhere: duplicate keys in one object and characters XML 1.0 cannot hold
/// (see `XMLCharacterRule`). Numbers keep their literal text.
///
/// ```swift
/// let value = try JSONValueReader.parse(#"{"big": 12345678901234567890, "tags": ["a"]}"#)
/// print(value == .object(["big": .number("12345678901234567890"), "tags": .array([.string("a")])]))
/// // Prints "true"
///
/// do { _ = try JSONValueReader.parse("{\"a\": 1,\n \"a\": 2}") } catch { print(error) }
/// // Prints "2:2: Duplicate key "a" in one object."
/// ```
///
/// - Complexity: O(*n*) in the input size.
public enum JSONValueReader {
  /// Reads the JSON value `bytes` hold.
  ///
  /// - Throws: `ArchiveError` with the line and column of the first problem:
  ///   `.malformed` for a violation of RFC 8259 or of blogdoc's character rule,
  ///   `.limitExceeded` when `options` bounds the size, depth or a string's length.
  public static func parse(
    _ bytes: UnsafeRawBufferPointer, options: DecodingOptions = .default
  ) throws(ArchiveError) -> ArchiveValue {
    var scanner = try JSONScanner(bytes, options: options)
    let value = try scanner.readValue(depth: 0)
    try scanner.expectEnd()
    return value
  }

  /// Reads the JSON value `bytes` hold.
  public static func parse(
    _ bytes: [UInt8], options: DecodingOptions = .default
  )
    throws(ArchiveError) -> ArchiveValue
  {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(ArchiveError) in try parse(buffer, options: options) }
    }
    return try result.get()
  }

  /// Reads the JSON value `text` holds.
  public static func parse(
    _ text: String, options: DecodingOptions = .default
  )
    throws(ArchiveError) -> ArchiveValue
  {
    var text = text
    let result = text.withUTF8 { buffer in
      Result { () throws(ArchiveError) in
        try parse(UnsafeRawBufferPointer(buffer), options: options)
      }
    }
    return try result.get()
  }
}
