import BlogDocCore

/// A byte-level JSON reader over borrowed bytes that knows the line and column it is at.
///
/// blogdoc reads JSON by hand rather than with Foundation's `JSONSerialization` or
/// `JSONDecoder`: on Linux those report "The given data was not valid JSON." with no line
/// or column, and Codable drops the members a model does not know, which blogdoc must keep.
///
/// The scanner is a cursor, not a parser: ``JSONValueReader`` asks it for whole values and
/// ``JSONArchiveFormat`` pulls a document's structure through it one member at a time, so
/// only one field's value is ever built as an `ArchiveValue`. Every violation of RFC 8259
/// (and of blogdoc's character rule) is thrown as a one-sentence `ArchiveError` with the
/// line and column of the offending byte.
///
/// ```swift
/// var scanner = try JSONScanner(UnsafeRawBufferPointer(buffer), options: .default)
/// let value = try scanner.readValue(depth: 0)   // for the bytes {"a": 1,}
/// // Throws "1:9: Expected a member name after ',', found '}'; JSON does not allow a
/// // trailing comma."
/// ```
///
/// - Complexity: Every method is O(*n*) in the bytes it consumes; strings are checked eight
///   bytes at a time while they hold nothing to escape or validate.
struct JSONScanner {
  /// The document, read as bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The same bytes, for loading eight at a time.
  let raw: UnsafeRawBufferPointer
  let options: DecodingOptions
  /// The offset of the next unread byte.
  var position = 0
  /// The line of ``position``, counted from 1.
  var line = 1
  /// The offset of the first byte of ``line``.
  var lineStart = 0
  /// Reused for strings with escapes, so decoding them does not allocate per string.
  var scratch: [UInt8] = []

  /// Starts reading `document`, refusing one over the size limit. A UTF-8 byte-order mark
  /// at the start is skipped, as RFC 8259 lets a reader do (Windows tools write one);
  /// columns on the first line count from the byte after it, as editors show them.
  init(_ document: UnsafeRawBufferPointer, options: DecodingOptions) throws(ArchiveError) {
    raw = document
    // The caller's bytes are only ever read as bytes; UInt8 may alias any memory.
    bytes = UnsafeBufferPointer(
      start: document.baseAddress?.assumingMemoryBound(to: UInt8.self), count: document.count)
    self.options = options
    guard document.count <= options.maxDocumentBytes else {
      throw ArchiveError(
        .limitExceeded,
        "The document is \(document.count) bytes, over the limit of \(options.maxDocumentBytes) bytes.",
        at: SourceLocation(line: 1, column: 1))
    }
    if document.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
      lineStart = 3
    }
  }

  // MARK: - Position

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or `nil` at the end of the document.
  @inline(__always)
  var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Where ``position`` is.
  var location: SourceLocation { location(of: position) }

  /// Where the byte at `offset` on the current line is.
  func location(of offset: Int) -> SourceLocation {
    SourceLocation(line: line, column: offset - lineStart + 1)
  }

  /// Skips JSON whitespace: space, tab, line feed and carriage return.
  ///
  /// A carriage return followed by a line feed ends one line, as does a lone carriage return.
  @inline(__always)
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09:
        position &+= 1
      case 0x0A:
        position &+= 1
        line &+= 1
        lineStart = position
      case 0x0D:
        position &+= 1
        if position < bytes.count && bytes[position] == 0x0A { position &+= 1 }
        line &+= 1
        lineStart = position
      default:
        return
      }
    }
  }

  /// Skips whitespace, then consumes `byte` if it comes next.
  @inline(__always)
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard peek == byte else { return false }
    position &+= 1
    return true
  }

  /// Skips whitespace, then consumes `byte` or throws "Expected `expectation`, found …".
  mutating func expect(_ byte: UInt8, _ expectation: String) throws(ArchiveError) {
    guard consume(byte) else { throw unexpected(expectation) }
  }

  /// Throws unless only whitespace is left.
  mutating func expectEnd() throws(ArchiveError) {
    skipWhitespace()
    guard isAtEnd else {
      throw error("Unexpected data after the root value.")
    }
  }

  /// Enters an array or object at nesting `level` (the root container is level 1).
  @inline(__always)
  func enter(level: Int) throws(ArchiveError) {
    guard level <= options.maxDepth else {
      throw ArchiveError(
        .limitExceeded, "Nesting is deeper than the limit of \(options.maxDepth) levels.",
        at: location)
    }
  }

  // MARK: - Errors

  /// A `.malformed` error at `offset` (the current position by default).
  func error(_ message: String, at offset: Int? = nil) -> ArchiveError {
    ArchiveError(.malformed, message, at: location(of: offset ?? position))
  }

  /// "Expected `expectation`, found …" about the byte at the current position, or the
  /// comment rule when a comment starts there.
  func unexpected(_ expectation: String, suffix: String = "") -> ArchiveError {
    if peek == UInt8(ascii: "/"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
    {
      return error("Comments are not allowed in JSON.")
    }
    return error("Expected \(expectation), found \(describeNext())\(suffix).")
  }

  /// How messages name what comes next: `'x'`, `'NaN'`, `byte 0xC3`, `the end of the document`.
  func describeNext() -> String {
    guard let byte = peek else { return "the end of the document" }
    if Self.isWordByte(byte) {
      var end = position
      while end < bytes.count, end - position < 20, Self.isWordByte(bytes[end]) { end += 1 }
      return "'"
        + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        + "'"
    }
    return Self.describe(byte)
  }

  /// How messages name one byte: `'}'` when printable ASCII, `byte 0x0A` otherwise.
  static func describe(_ byte: UInt8) -> String {
    if (0x20...0x7E).contains(byte) {
      return "'" + String(UnicodeScalar(byte)) + "'"
    }
    return "byte " + hex(byte)
  }

  /// `0xC3`.
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (byte < 0x10 ? "0" : "") + digits
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      true
    default:
      false
    }
  }
}
