/// One line of a post's front matter, as byte offsets: where it starts, where its text ends
/// (before `\r\n` or `\n`), and where the next line starts.
struct PostLine: Hashable, Sendable {
  var start: Int
  var contentEnd: Int
  var end: Int

  /// The lines of `bytes` in `range`, split on LF; a CR before the LF is not text.
  ///
  /// - Complexity: O(*n*) in the length of `range`.
  static func lines(of bytes: [UInt8], in range: Range<Int>) -> [PostLine] {
    var lines: [PostLine] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let newline = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n"))
      let end = newline.map { $0 + 1 } ?? range.upperBound
      var contentEnd = newline ?? range.upperBound
      if contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
      lines.append(PostLine(start: start, contentEnd: contentEnd, end: end))
      start = end
    }
    return lines
  }

  /// A space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Whether the line holds only spaces and tabs.
  func isBlank(in bytes: [UInt8]) -> Bool {
    bytes[start..<contentEnd].allSatisfy(Self.isBlank)
  }

  /// Whether the line's first text, after spaces and tabs, is `#`.
  func isComment(in bytes: [UInt8]) -> Bool {
    bytes[start..<contentEnd].first { !Self.isBlank($0) } == UInt8(ascii: "#")
  }

  /// Whether the line starts with a space or a tab and holds more than that.
  func isIndented(in bytes: [UInt8]) -> Bool {
    start < contentEnd && Self.isBlank(bytes[start]) && !isBlank(in: bytes)
  }

  /// Whether the line is a YAML block list item at column 0: `-` then a space or nothing.
  func startsItem(in bytes: [UInt8]) -> Bool {
    start < contentEnd && bytes[start] == UInt8(ascii: "-")
      && (start + 1 == contentEnd || Self.isBlank(bytes[start + 1]))
  }

  /// The spaces before a `- ` item's dash, or `nil` when the line is not an item.
  func itemIndent(in bytes: [UInt8]) -> Int? {
    var position = start
    while position < contentEnd, bytes[position] == UInt8(ascii: " ") { position += 1 }
    guard position < contentEnd, bytes[position] == UInt8(ascii: "-"),
      position + 1 < contentEnd, bytes[position + 1] == UInt8(ascii: " ")
    else { return nil }
    return position - start
  }

  /// The bytes of a `- item` line's value, without a trailing comment.
  func itemValue(in bytes: [UInt8]) -> Range<Int>? {
    guard let indent = itemIndent(in: bytes) else { return nil }
    var position = start + indent + 1
    while position < contentEnd, Self.isBlank(bytes[position]) { position += 1 }
    return valueText(from: position, in: bytes)
  }

  /// The value's text from `position` to the line's end, without a ` #` comment outside
  /// quotes or the spaces before it.
  func valueText(from position: Int, in bytes: [UInt8]) -> Range<Int> {
    var end = position
    var quote: UInt8?
    var index = position
    while index < contentEnd {
      let byte = bytes[index]
      if let open = quote {
        if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") {
          index += 2
          end = min(index, contentEnd)
          continue
        }
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "#"), index == position || Self.isBlank(bytes[index - 1]) {
        break
      } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && index == position {
        quote = byte
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
        index > position,
        [UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: " ")].contains(
          bytes[index - 1])
      {
        quote = byte
      }
      index += 1
      if !Self.isBlank(byte) { end = index }
    }
    return position..<max(end, position)
  }
}
