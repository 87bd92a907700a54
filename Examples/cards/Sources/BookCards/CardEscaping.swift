import BlogDocCore

/// How a value is spelled on a `key: value` line: a backslash, a line feed and a carriage
/// return are written `\\`, `\n` and `\r`, so every value fits on its line.
///
/// ```swift
/// CardEscaping.escaped("one\ntwo")   // one, a backslash, an n, two: 8 characters
/// ```
enum CardEscaping {
  /// `text` escaped for a value.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The text of the escaped value in `bytes`, read on line `line` whose first byte is at
  /// `lineStart`.
  ///
  /// - Throws: `ArchiveError` at the backslash when an escape is not one of the three.
  static func unescaped(
    _ bytes: UnsafeRawBufferPointer.SubSequence, line: Int, lineStart: Int
  )
    throws(ArchiveError)
    -> String
  {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var result: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        index += 1
        continue
      }
      let next = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
      switch next {
      case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
      default:
        let found =
          next.map { "\"\\" + String(decoding: [$0], as: UTF8.self) + "\"" }
          ?? "a backslash at the line's end"
        throw ArchiveError(
          .malformed, "Expected \\\\, \\n or \\r after a backslash, found \(found).",
          at: SourceLocation(line: line, column: index - lineStart + 1))
      }
      index += 2
    }
    return String(decoding: result, as: UTF8.self)
  }
}
