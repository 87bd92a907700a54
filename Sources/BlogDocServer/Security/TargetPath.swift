/// The parts of a request's target (`/view/posts/hello.xml?entry=hello`), read strictly from
/// the bytes the client sent.
///
/// Each path segment is percent-decoded on its own, after the path is split at its
/// slashes, so an encoded slash (`%2F`) or backslash can never join two segments, and is
/// refused. Empty segments, `.` and `..`, names that start with a dot (`.blogdoc`, `.git`),
/// control characters and text that is not UTF-8 are refused as well: the server never
/// resolves a path it has not checked segment by segment, byte by byte.
///
/// ```swift
/// let target = try TargetPath("/view/posts/caf%C3%A9.xml?entry=hello")
/// print(target.segments, target.query["entry"] ?? "")
/// // Prints "["view", "posts", "café.xml"] hello"
/// ```
package struct TargetPath: Sendable, Hashable {
  /// The decoded segments of the path.
  package var segments: [String]
  /// The decoded query parameters; a name given twice keeps its first value.
  package var query: [String: String]

  /// Reads `raw`, the request target as sent (FlyingFox's `target.rawValue`).
  ///
  /// It is split and checked byte by byte, never by `Character`: a slash followed by a
  /// combining mark is one `Character`, which hid a separator inside a segment, and a dot
  /// followed by one is not `"."`, which let a hidden name through (found by the property
  /// tests).
  ///
  /// - Throws: ``RequestRefusal`` (400 or 404) naming what is wrong with the target.
  package init(_ raw: String) throws(RequestRefusal) {
    let bytes = Array(raw.utf8)
    let question = bytes.firstIndex(of: UInt8(ascii: "?"))
    let path = bytes[..<(question ?? bytes.endIndex)]
    guard path.first == UInt8(ascii: "/") else {
      throw .badRequest("The request target '\(raw.prefix(200))' is not a path.")
    }
    segments = []
    if path.count > 1 {
      for piece in path.dropFirst().split(
        separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      {
        segments.append(try Self.segment(piece))
      }
    }
    query = [:]
    if let question {
      for pair in bytes[(question + 1)...].split(separator: UInt8(ascii: "&")) {
        let nameAndValue = pair.split(
          separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        let name = try Self.decode(nameAndValue[0])
        let value = nameAndValue.count == 2 ? try Self.decode(nameAndValue[1]) : ""
        if query[name] == nil { query[name] = value }
      }
    }
  }

  /// The segments after the first `count`, joined by slashes: a document's path under the
  /// served root.
  package func path(droppingFirst count: Int) -> String {
    segments.dropFirst(count).joined(separator: "/")
  }

  /// One checked, decoded segment.
  private static func segment(_ raw: ArraySlice<UInt8>) throws(RequestRefusal) -> String {
    let text = try decode(raw)
    guard let first = text.utf8.first else { throw .notFound("The path has an empty segment.") }
    guard first != UInt8(ascii: ".") else {
      throw .notFound("'\(text.prefix(100))' is not served: names that start with a dot never are.")
    }
    guard !text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) else {
      throw .notFound("A path segment may not hold an encoded slash or backslash.")
    }
    return text
  }

  /// Percent-decodes `raw`: two hexadecimal digits after each `%`, UTF-8 with no control
  /// characters (C0, DEL or C1).
  private static func decode(_ raw: ArraySlice<UInt8>) throws(RequestRefusal) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    var iterator = raw.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else {
        throw .badRequest("The request target has a '%' not followed by two hexadecimal digits.")
      }
      bytes.append(high << 4 | low)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .badRequest("The request target is not UTF-8 once decoded.")
    }
    guard !text.unicodeScalars.contains(where: isControl) else {
      throw .badRequest("The request target holds a control character.")
    }
    return text
  }

  /// Whether `scalar` is a control character (Unicode's category Cc).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
