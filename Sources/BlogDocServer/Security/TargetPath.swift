/// The parts of a request's target (`/view/posts/hello.xml?entry=hello`), read strictly from
/// the bytes the client sent.
///
/// Each path segment is percent-decoded on its own, after the path is split at its
/// slashes, so an encoded slash (`%2F`) or backslash can never join two segments, and is
/// refused. Empty segments, `.` and `..`, names that start with a dot (`.blogdoc`, `.git`),
/// control characters and text that is not UTF-8 are refused as well: the server never
/// resolves a path it has not checked segment by segment.
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
  /// - Throws: ``RequestRefusal`` (400 or 404) naming what is wrong with the target.
  package init(_ raw: String) throws(RequestRefusal) {
    let parts = raw.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts[0]
    guard path.first == "/" else { throw .badRequest("The request target '\(raw.prefix(200))' is not a path.") }
    segments = []
    if path != "/" {
      for piece in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
        segments.append(try Self.segment(piece))
      }
    }
    query = [:]
    if parts.count == 2, !parts[1].isEmpty {
      for pair in parts[1].split(separator: "&") {
        let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
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
  private static func segment(_ raw: Substring) throws(RequestRefusal) -> String {
    let text = try decode(raw)
    guard !text.isEmpty else { throw .notFound("The path has an empty segment.") }
    guard text.first != "." else {
      throw .notFound("'\(text.prefix(100))' is not served: names that start with a dot never are.")
    }
    guard !text.contains("/") && !text.contains("\\") else {
      throw .notFound("A path segment may not hold an encoded slash or backslash.")
    }
    return text
  }

  /// Percent-decodes `raw`: two hexadecimal digits after each `%`, UTF-8 with no control
  /// characters.
  private static func decode(_ raw: Substring) throws(RequestRefusal) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    var iterator = raw.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        throw .badRequest("The request target has a '%' not followed by two hexadecimal digits.")
      }
      bytes.append(high << 4 | low)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .badRequest("The request target is not UTF-8 once decoded.")
    }
    guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw .badRequest("The request target holds a control character.")
    }
    return text
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
