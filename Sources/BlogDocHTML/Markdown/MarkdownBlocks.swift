import BlogDocCore
/// The blocks of a Markdown body, read CommonMark's way, written as cmark writes them.
///
/// Ink reads blocks its own way (a blockquote holds one paragraph, a blank line ends a
/// list, a lone CR is a space, `---` at the start is metadata), so blogdoc reads the blocks:
/// paragraphs, ATX and setext headings, thematic breaks, fenced and indented code,
/// blockquotes, lists, link reference definitions and GitHub-flavoured tables. The text of
/// paragraphs, headings, list items and table cells goes to ``MarkdownInline``.
struct MarkdownBlocks {
  typealias Line = ArraySlice<UInt8>

  let inline: MarkdownInline
  /// Whether paragraphs without Markdown syntax may skip Ink.
  var fastPath = true

  /// Appends the HTML of `lines` to `out`. In a tight list item, paragraphs lose `<p>`.
  func render(_ lines: ArraySlice<Line>, tight: Bool = false, into out: inout [UInt8]) {
    var index = lines.startIndex
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) {
        index += 1
        continue
      }
      let (columns, width) = Self.indentation(line)
      if columns >= 4 {
        index = indentedCode(lines, from: index, into: &out)
        continue
      }
      let content = line.dropFirst(width)
      if let fence = Fence(opening: content, indent: columns) {
        index = fencedCode(fence, lines, from: index + 1, into: &out)
        continue
      }
      if let (level, text) = Self.atxHeading(content) {
        heading(level, [text], into: &out)
        index += 1
        continue
      }
      if Self.isThematicBreak(content) {
        Self.cr(&out)
        out += Array("<hr />\n".utf8)
        index += 1
        continue
      }
      if content.first == UInt8(ascii: ">") {
        index = blockquote(lines, from: index, into: &out)
        continue
      }
      if let marker = ListMarker(line) {
        index = list(marker, lines, from: index, into: &out)
        continue
      }
      if let (header, alignments) = Self.tableStart(lines, at: index) {
        index = table(header, alignments, lines, from: index, into: &out)
        continue
      }
      index = paragraph(lines, from: index, tight: tight, into: &out)
    }
  }

  // MARK: Leaf blocks

  private func paragraph(
    _ lines: ArraySlice<Line>, from start: Int, tight: Bool, into out: inout [UInt8]
  ) -> Int {
    var text: [Line] = [lines[start]]
    var index = start + 1
    var setext: Int?
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) { break }
      if Self.indentation(line).columns < 4 {
        if let level = Self.setextLevel(line) {
          setext = level
          index += 1
          break
        }
        if Self.interruptsParagraph(line) || Self.tableStart(lines, at: index) != nil { break }
      }
      text.append(line)
      index += 1
    }
    // Link reference definitions open a paragraph and are not shown.
    while let first = text.first, Self.definition(first) != nil { text.removeFirst() }
    if text.isEmpty {
      // A setext underline under definitions alone is a paragraph of its own.
      if setext != nil { return paragraph(lines, from: index - 1, tight: tight, into: &out) }
      return index
    }
    if let level = setext {
      heading(level, text, into: &out)
    } else if tight {
      inline.render(text, fastPath: fastPath, into: &out)
    } else {
      Self.cr(&out)
      out += Array("<p>".utf8)
      inline.render(text, fastPath: fastPath, into: &out)
      out += Array("</p>\n".utf8)
    }
    return index
  }

  private func heading(_ level: Int, _ text: [Line], into out: inout [UInt8]) {
    Self.cr(&out)
    out += Array("<h\(level)>".utf8)
    inline.render(text, fastPath: fastPath, into: &out)
    out += Array("</h\(level)>\n".utf8)
  }

  private func indentedCode(
    _ lines: ArraySlice<Line>, from start: Int, into out: inout [UInt8]
  ) -> Int {
    var code: [Line] = []
    var index = start
    while index < lines.endIndex,
      Self.isBlank(lines[index]) || Self.indentation(lines[index]).columns >= 4
    {
      code.append(Self.dropColumns(4, from: lines[index]))
      index += 1
    }
    while let last = code.last, Self.isBlank(last) { code.removeLast() }
    Self.codeBlock(code, info: [], into: &out)
    return index
  }

  /// A code fence's opening line: ``` or ~~~, three or more, and an info string.
  struct Fence {
    let character: UInt8
    let count: Int
    let indent: Int
    let info: Line

    init?(opening content: Line, indent: Int) {
      guard let first = content.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
      else { return nil }
      let count = content.prefix { $0 == first }.count
      guard count >= 3 else { return nil }
      let info = MarkdownBlocks.trimmed(content.dropFirst(count))
      if first == UInt8(ascii: "`"), info.contains(first) { return nil }
      (character, self.count, self.indent, self.info) = (first, count, indent, info)
    }

    func isClosed(by line: Line) -> Bool {
      let (columns, width) = MarkdownBlocks.indentation(line)
      guard columns < 4 else { return false }
      let content = line.dropFirst(width)
      let run = content.prefix { $0 == character }.count
      return run >= count && MarkdownBlocks.isBlank(content.dropFirst(run))
    }
  }

  private func fencedCode(
    _ fence: Fence, _ lines: ArraySlice<Line>, from start: Int, into out: inout [UInt8]
  ) -> Int {
    var code: [Line] = []
    var index = start
    while index < lines.endIndex, !fence.isClosed(by: lines[index]) {
      code.append(Self.dropColumns(fence.indent, from: lines[index]))
      index += 1
    }
    let language = fence.info.prefix { $0 != 0x20 && $0 != 0x09 }
    Self.codeBlock(code, info: Array(language), into: &out)
    return min(index + 1, lines.endIndex)
  }

  private static func codeBlock(_ code: [Line], info: [UInt8], into out: inout [UInt8]) {
    cr(&out)
    out += Array("<pre><code".utf8)
    if !info.isEmpty {
      let language = MarkdownInline.unescaped(info)
      out +=
        Array(" class=\"language-".utf8) + HTMLEscaping.escaped(language) + [UInt8(ascii: "\"")]
    }
    out.append(UInt8(ascii: ">"))
    for line in code {
      for byte in line { HTMLEscaping.append(CollectionOfOne(byte), to: &out, quotes: true) }
      out.append(0x0A)
    }
    out += Array("</code></pre>\n".utf8)
  }

  // MARK: Containers

  private func blockquote(
    _ lines: ArraySlice<Line>, from start: Int, into out: inout [UInt8]
  ) -> Int {
    var inner: [Line] = []
    var index = start
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) { break }
      let (columns, width) = Self.indentation(line)
      let content = line.dropFirst(width)
      if columns < 4, content.first == UInt8(ascii: ">") {
        var rest = content.dropFirst()
        if rest.first == 0x20 || rest.first == 0x09 { rest = rest.dropFirst() }
        inner.append(rest)
      } else if let last = inner.last, !Self.isBlank(last), !Self.interruptsParagraph(line),
        ListMarker(line) == nil
      {
        // A lazy continuation line of the quoted paragraph.
        inner.append(line)
      } else {
        break
      }
      index += 1
    }
    Self.cr(&out)
    out += Array("<blockquote>\n".utf8)
    render(inner[...], into: &out)
    Self.cr(&out)
    out += Array("</blockquote>\n".utf8)
    return index
  }

  // MARK: Lines

  static func cr(_ out: inout [UInt8]) {
    if let last = out.last, last != 0x0A { out.append(0x0A) }
  }

  static func isBlank(_ line: Line) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  static func trimmed(_ line: Line) -> Line {
    var text = line.drop { $0 == 0x20 || $0 == 0x09 }
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    return text
  }

  /// The leading blank's width in columns (a tab reaches the next multiple of 4) and bytes.
  static func indentation(_ line: Line) -> (columns: Int, width: Int) {
    var columns = 0
    var width = 0
    for byte in line {
      if byte == 0x20 {
        columns += 1
      } else if byte == 0x09 {
        columns += 4 - columns % 4
      } else {
        break
      }
      width += 1
    }
    return (columns, width)
  }

  /// `line` without up to `columns` columns of leading blank.
  static func dropColumns(_ columns: Int, from line: Line) -> Line {
    var dropped = 0
    var rest = line
    while dropped < columns, let first = rest.first, first == 0x20 || first == 0x09 {
      dropped += first == 0x20 ? 1 : 4 - dropped % 4
      rest = rest.dropFirst()
    }
    return rest
  }

  static func atxHeading(_ content: Line) -> (Int, Line)? {
    let level = content.prefix { $0 == UInt8(ascii: "#") }.count
    guard (1...6).contains(level) else { return nil }
    var text = content.dropFirst(level)
    guard text.isEmpty || text.first == 0x20 || text.first == 0x09 else { return nil }
    text = trimmed(text)
    // A closing run of `#` goes when a blank precedes it (or it is all there is).
    var end = text.endIndex
    while end > text.startIndex, text[end - 1] == UInt8(ascii: "#") { end -= 1 }
    if end == text.startIndex {
      text = text[text.startIndex..<text.startIndex]
    } else if end < text.endIndex, text[end - 1] == 0x20 || text[end - 1] == 0x09 {
      text = trimmed(text[..<end])
    }
    return (level, text)
  }

  static func isThematicBreak(_ content: Line) -> Bool {
    guard let first = content.first,
      first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: "_")
    else {
      return false
    }
    var count = 0
    for byte in content {
      if byte == first { count += 1 } else if byte != 0x20 && byte != 0x09 { return false }
    }
    return count >= 3
  }

  /// 1 for a `===` underline, 2 for `---`.
  static func setextLevel(_ line: Line) -> Int? {
    let content = trimmed(line)
    guard let first = content.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"),
      content.allSatisfy({ $0 == first })
    else { return nil }
    return first == UInt8(ascii: "=") ? 1 : 2
  }

  /// Whether `line` (indented under 4) ends a paragraph by starting another block.
  static func interruptsParagraph(_ line: Line) -> Bool {
    let (columns, width) = indentation(line)
    guard columns < 4 else { return false }
    let content = line.dropFirst(width)
    if content.first == UInt8(ascii: ">") || Fence(opening: content, indent: columns) != nil
      || atxHeading(content) != nil || isThematicBreak(content)
    {
      return true
    }
    // A list item interrupts when it has text, and an ordered one only when it starts at 1.
    guard let marker = ListMarker(line), !marker.isEmpty else { return false }
    return marker.start == nil || marker.start == 1
  }

  /// `[label]: destination "title"` on one line: the normalized label and the destination.
  static func definition(_ line: Line) -> (String, String)? {
    let (columns, width) = indentation(line)
    let content = line.dropFirst(width)
    guard columns < 4, content.first == UInt8(ascii: "["),
      let close = content.firstIndex(of: UInt8(ascii: "]")), close > content.startIndex + 1,
      close + 1 < content.endIndex, content[close + 1] == UInt8(ascii: ":")
    else { return nil }
    let label = content[(content.startIndex + 1)..<close]
    guard !label.contains(UInt8(ascii: "[")), !isBlank(label) else { return nil }
    let target = trimmed(content[(close + 2)...])
    guard !target.isEmpty, let url = MarkdownInline.destination(inTarget: Array(target)) else {
      return nil
    }
    let decoded = MarkdownInline.unescaped(Array(url.utf8))
    return (MarkdownInline.normalizedLabel(label), String(decoding: decoded, as: UTF8.self))
  }
}
