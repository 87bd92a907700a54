/// GitHub-flavoured Markdown tables (the GFM spec's table extension), written as
/// cmark-gfm writes them.
///
/// ```markdown
/// | Name | Price |
/// | :--- | ----: |
/// | tea  | 2 \| 3 |
/// ```
///
/// - A table is a header row, a delimiter row with as many cells (`---`, `:--`, `--:` or
///   `:-:`, blanks around them allowed), and data rows. Leading and trailing pipes are
///   optional; a delimiter row of dashes alone and no pipe is a setext underline, not a table.
/// - A table interrupts a paragraph: its header row is the paragraph's last line, and the
///   lines before it stay a paragraph (github.com since 2023; older cmark-gfm did so only
///   for some tables, cmark-gfm issue 180).
/// - Cells are split at every pipe not escaped by a backslash, before inline Markdown is
///   read (so `\|` is a pipe inside code spans too), and trimmed. A row with fewer cells is
///   padded with empty ones; cells past the header's count are dropped.
/// - The table ends at a blank line or at a line that starts another block (a quote, a
///   fence, a heading, a thematic break, a list item); any other line is a row.
/// - blogdoc reads one piece of raw HTML in a cell, `<br>` (also `<br/>` and `<br />`),
///   as a line break, since a row cannot hold a line end; outside code spans and unescaped
///   only. Everywhere else raw HTML stays text, and links keep the safe-target policy.
extension MarkdownBlocks {
  /// A column's alignment from its delimiter cell.
  enum ColumnAlignment: Equatable {
    case none, left, center, right

    var attribute: String {
      switch self {
      case .none: ""
      case .left: " align=\"left\""
      case .center: " align=\"center\""
      case .right: " align=\"right\""
      }
    }
  }

  /// The alignments of a delimiter row, if `line` is one with `columns` cells.
  static func delimiterRow(_ line: Line, columns: Int) -> [ColumnAlignment]? {
    guard indentation(line).columns < 4 else { return nil }
    let content = trimmed(line)
    // Dashes alone are a setext underline (or a thematic break), which wins over a table.
    guard content.contains(UInt8(ascii: "|")) || content.contains(UInt8(ascii: ":")) else {
      return nil
    }
    var cells = content.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
    if content.first == UInt8(ascii: "|") { cells.removeFirst() }
    if content.count > 1, content.last == UInt8(ascii: "|") { cells.removeLast() }
    guard cells.count == columns else { return nil }
    var alignments: [ColumnAlignment] = []
    for cell in cells {
      var marker = trimmed(cell)
      let left = marker.first == UInt8(ascii: ":")
      if left { marker = marker.dropFirst() }
      let right = marker.last == UInt8(ascii: ":")
      if right { marker = marker.dropLast() }
      guard !marker.isEmpty, marker.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
      alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
    }
    return alignments
  }

  /// The cells of a table row: split at unescaped pipes, trimmed, `\|` made `|`.
  static func tableCells(_ line: Line) -> [[UInt8]] {
    let content = trimmed(line)
    var cells: [[UInt8]] = []
    var cell: [UInt8] = []
    var index = content.startIndex
    if content.first == UInt8(ascii: "|") { index += 1 }
    var endsWithPipe = false
    while index < content.endIndex {
      let byte = content[index]
      endsWithPipe = false
      if byte == UInt8(ascii: "\\"), index + 1 < content.endIndex {
        // `\|` is a pipe in the cell; any other escape stays for the inline reader.
        if content[index + 1] != UInt8(ascii: "|") { cell.append(byte) }
        cell.append(content[index + 1])
        index += 2
        continue
      }
      if byte == UInt8(ascii: "|") {
        cells.append(Array(trimmed(cell[...])))
        cell = []
        endsWithPipe = true
      } else {
        cell.append(byte)
      }
      index += 1
    }
    if !endsWithPipe || cells.isEmpty { cells.append(Array(trimmed(cell[...]))) }
    return cells
  }

  /// The header cells and alignments when `lines[index]` opens a table: its next line is
  /// a delimiter row with as many cells.
  static func tableStart(
    _ lines: ArraySlice<Line>, at index: Int
  ) -> ([[UInt8]], [ColumnAlignment])? {
    guard index + 1 < lines.endIndex, lines[index + 1].contains(UInt8(ascii: "-")),
      !isBlank(lines[index]), indentation(lines[index]).columns < 4
    else { return nil }
    let header = tableCells(lines[index])
    guard let alignments = delimiterRow(lines[index + 1], columns: header.count) else { return nil }
    return (header, alignments)
  }

  /// Whether `line` ends a table by starting another block (or being blank).
  static func endsTable(_ line: Line) -> Bool {
    isBlank(line) || interruptsParagraph(line) || ListMarker(line) != nil
  }

  /// Writes the table starting at `start` (see ``tableStart(_:at:)``) and returns the
  /// index after it.
  func table(
    _ header: [[UInt8]], _ alignments: [ColumnAlignment], _ lines: ArraySlice<Line>,
    from start: Int, into out: inout [UInt8]
  ) -> Int {
    Self.cr(&out)
    out += Array("<table>\n<thead>\n".utf8)
    row(header, alignments, cellTag: "th", into: &out)
    out += Array("</thead>\n".utf8)
    var index = start + 2
    var hasBody = false
    while index < lines.endIndex, !Self.endsTable(lines[index]) {
      if !hasBody { out += Array("<tbody>\n".utf8) }
      hasBody = true
      var cells = Self.tableCells(lines[index])
      cells = Array(cells.prefix(alignments.count))
      while cells.count < alignments.count { cells.append([]) }
      row(cells, alignments, cellTag: "td", into: &out)
      index += 1
    }
    if hasBody { out += Array("</tbody>\n".utf8) }
    out += Array("</table>\n".utf8)
    return index
  }

  private func row(
    _ cells: [[UInt8]], _ alignments: [ColumnAlignment], cellTag: String, into out: inout [UInt8]
  ) {
    out += Array("<tr>\n".utf8)
    for (cell, alignment) in zip(cells, alignments) {
      out += Array("<\(cellTag)\(alignment.attribute)>".utf8)
      // Each `<br>` ends a line that closes with a hard break (a trailing backslash).
      var pieces = Self.splitAtLineBreaks(cell)
      for index in pieces.indices.dropLast() { pieces[index].append(UInt8(ascii: "\\")) }
      inline.render(pieces.map { $0[...] }, fastPath: fastPath, into: &out)
      out += Array("</\(cellTag)>\n".utf8)
    }
    out += Array("</tr>\n".utf8)
  }

  /// `cell` split at each `<br>`, `<br/>` or `<br />` outside code spans and not escaped.
  static func splitAtLineBreaks(_ cell: [UInt8]) -> [[UInt8]] {
    guard cell.contains(UInt8(ascii: "<")) else { return [cell] }
    var pieces: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < cell.count {
      let byte = cell[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
      } else if byte == UInt8(ascii: "`") {
        let length = MarkdownInline.runLength(of: byte, at: index, in: cell)
        if let close = MarkdownInline.closingRun(of: length, after: index + length, in: cell) {
          index = close + length
        } else {
          index += length
        }
      } else if byte == UInt8(ascii: "<"),
        let tag = ["<br>", "<br/>", "<br />"].first(where: { cell[index...].starts(with: $0.utf8) })
      {
        pieces.append(Array(cell[start..<index]))
        index += tag.utf8.count
        start = index
      } else {
        index += 1
      }
    }
    pieces.append(Array(cell[min(start, cell.count)...]))
    return pieces
  }
}
