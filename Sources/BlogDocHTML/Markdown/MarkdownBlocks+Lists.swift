/// Bullet and ordered lists, tight or loose, nested by indentation.
extension MarkdownBlocks {
  /// A list item's first line: its marker and where its content starts.
  struct ListMarker: Equatable {
    /// `-`, `*` or `+` for a bullet list; `.` or `)` for an ordered one.
    let character: UInt8
    /// An ordered item's number; `nil` for a bullet.
    let start: Int?
    /// The column the item's content starts at; deeper lines belong to the item.
    let contentColumn: Int
    /// The content on the marker's line.
    let firstLine: Line
    var isEmpty: Bool { MarkdownBlocks.isBlank(firstLine) }

    init?(_ line: Line) {
      let (columns, width) = MarkdownBlocks.indentation(line)
      guard columns < 4 else { return nil }
      let content = line.dropFirst(width)
      guard let first = content.first else { return nil }
      var markerLength = 1
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
        (character, start) = (first, nil)
      } else {
        let digits = content.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard (1...9).contains(digits.count), digits.endIndex < content.endIndex,
          content[digits.endIndex] == UInt8(ascii: ".")
            || content[digits.endIndex] == UInt8(ascii: ")")
        else { return nil }
        (character, start) = (
          content[digits.endIndex], Int(String(decoding: digits, as: UTF8.self))
        )
        markerLength = digits.count + 1
      }
      let rest = content.dropFirst(markerLength)
      if MarkdownBlocks.isBlank(rest) {
        (contentColumn, firstLine) = (columns + markerLength + 1, rest[rest.endIndex...])
        return
      }
      guard rest.first == 0x20 || rest.first == 0x09 else { return nil }
      let spaces = rest.prefix { $0 == 0x20 }.count
      if spaces >= 1, spaces <= 4, rest.dropFirst(spaces).first != 0x09 {
        (contentColumn, firstLine) = (columns + markerLength + spaces, rest.dropFirst(spaces))
      } else {
        (contentColumn, firstLine) = (columns + markerLength + 1, rest.dropFirst())
      }
    }

    func isSameList(as other: ListMarker) -> Bool {
      character == other.character && (start == nil) == (other.start == nil)
    }
  }

  func list(
    _ marker: ListMarker, _ lines: ArraySlice<Line>, from start: Int, into out: inout [UInt8]
  ) -> Int {
    var items: [[Line]] = []
    var loose = false
    var current = marker
    var index = start
    while true {
      var item: [Line] = [current.firstLine]
      index += 1
      var blankBefore = false
      while index < lines.endIndex {
        let line = lines[index]
        if Self.isBlank(line) {
          item.append(line[line.endIndex...])
          blankBefore = true
        } else if Self.indentation(line).columns >= current.contentColumn {
          item.append(Self.dropColumns(current.contentColumn, from: line))
          blankBefore = false
        } else if !blankBefore, let last = item.last, !Self.isBlank(last),
          !Self.interruptsParagraph(line),
          ListMarker(line) == nil
        {
          // A lazy continuation line of the item's paragraph.
          item.append(line)
        } else {
          break
        }
        index += 1
      }
      var trailingBlanks = 0
      while item.count > 1, let last = item.last, Self.isBlank(last) {
        item.removeLast()
        trailingBlanks += 1
      }
      if item.dropFirst().contains(where: Self.isBlank) { loose = true }
      items.append(item)
      guard index < lines.endIndex, let next = ListMarker(lines[index]),
        next.isSameList(as: marker),
        !Self.isThematicBreak(Self.trimmed(lines[index]))
      else { break }
      if trailingBlanks > 0 { loose = true }
      current = next
    }
    Self.cr(&out)
    if let number = marker.start {
      out += Array((number == 1 ? "<ol>\n" : "<ol start=\"\(number)\">\n").utf8)
    } else {
      out += Array("<ul>\n".utf8)
    }
    for item in items {
      Self.cr(&out)
      out += Array("<li>".utf8)
      render(item[...], tight: !loose, into: &out)
      out += Array("</li>\n".utf8)
    }
    out += Array((marker.start == nil ? "</ul>\n" : "</ol>\n").utf8)
    return index
  }
}
