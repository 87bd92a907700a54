/// Writes ``HTMLBlock``s as CommonMark, or as plain text with the same layout.
///
/// ```swift
/// let blocks: [HTMLBlock] = [
///   .heading(level: 2, [.text("Notes")]),
///   .list(ordered: false, start: 1, items: [[.paragraph([.text("a*b")])]]),
/// ]
/// print(MarkdownWriter.text(for: blocks, flavor: .markdown))
/// // Prints "## Notes\n\n- a\*b"
/// ```
///
/// Blocks are separated by one blank line, except list items (lists are tight) and a
/// list that follows its item's first paragraph. Hard breaks are a backslash before the
/// newline: trailing spaces would be invisible and are trimmed. Code is fenced with more
/// backticks than any run inside it. A rule is `---`, or `***` as an item's first line,
/// where `- ---` would read as a rule and not as an item.
///
/// Plain text keeps the layout (list markers, indentation, paragraphs) and drops the
/// rest of the syntax: no escapes, no `>`, headings and code as their text, images as
/// their alt text, links as their text, rules as nothing.
struct MarkdownWriter {
  enum Flavor {
    case markdown, plainText
  }

  let flavor: Flavor
  private var lines = LineWriter()

  /// The whole text for `blocks`, without leading or trailing blank lines.
  static func text(for blocks: [HTMLBlock], flavor: Flavor) -> String {
    var writer = MarkdownWriter(flavor: flavor)
    writer.write(blocks, isInItem: false)
    return writer.lines.text
  }

  private init(flavor: Flavor) {
    self.flavor = flavor
  }

  private mutating func write(_ blocks: [HTMLBlock], isInItem: Bool) {
    for (index, block) in blocks.enumerated() {
      if index > 0, !(isInItem && Self.isTight(block, after: blocks[index - 1])) {
        lines.requestBlankLine()
      }
      write(block)
    }
  }

  /// Whether `block` may follow `previous` without a blank line, keeping its list tight:
  /// a nested list after the item's paragraph. An ordered list must start at 1 to
  /// interrupt a paragraph.
  private static func isTight(_ block: HTMLBlock, after previous: HTMLBlock) -> Bool {
    guard case .paragraph = previous, case .list(let ordered, let start, _) = block else {
      return false
    }
    return !ordered || start == 1
  }

  private mutating func write(_ block: HTMLBlock) {
    switch block {
    case .paragraph(let inlines):
      let text = render(inlines, context: .paragraph)
      switch flavor {
      case .markdown: writeLines(of: MarkdownEscaping.lineStarts(text), isExact: false)
      case .plainText: writePlainLines(of: text)
      }
    case .heading(let level, let inlines):
      let text = render(inlines, context: .heading)
      switch flavor {
      case .markdown:
        lines.writeLine(
          String(repeating: "#", count: level) + " " + MarkdownEscaping.headingEnd(text))
      case .plainText:
        writePlainLines(of: text)
      }
    case .codeBlock(let language, let code):
      guard flavor == .markdown else {
        let trimmed = Self.trimmingBlankLines(code)
        if !trimmed.isEmpty { writeLines(of: trimmed, isExact: true) }
        return
      }
      let fence = String(
        repeating: "`", count: max(3, MarkdownEscaping.longestRun(of: "`", in: code) + 1))
      lines.writeLine(fence + (language ?? ""))
      writeLines(of: code, isExact: true)
      lines.writeLine(fence)
    case .quote(let blocks):
      let marker = flavor == .markdown ? "> " : ""
      lines.push(first: marker, rest: marker)
      write(blocks, isInItem: false)
      lines.pop()
    case .list(let ordered, let start, let items):
      for (offset, item) in items.enumerated() {
        let marker = ordered ? "\(min(start + offset, 999_999_999)). " : "- "
        lines.push(first: marker, rest: String(repeating: " ", count: marker.utf8.count))
        if item.isEmpty { lines.writeLine("") } else { write(item, isInItem: true) }
        lines.pop()
      }
    case .rule:
      if flavor == .markdown { lines.writeLine(lines.isAtFirstLineOfLevel ? "***" : "---") }
    case .table(let table):
      write(table)
    }
  }

  /// A GFM table: every row on one line between pipes, `|` in a cell as `\|`, a hard
  /// break as `<br>`. In plain text, each row is a paragraph with " | " between the cells
  /// that show something, as tables GFM cannot say are.
  private mutating func write(_ table: HTMLTable) {
    guard flavor == .markdown else {
      for row in [table.header] + table.rows {
        var inlines: [HTMLInline] = []
        for cell in row where !cell.isEmpty {
          if !inlines.isEmpty { inlines += [.space, .text("|"), .space] }
          inlines += cell
        }
        guard !inlines.isEmpty else { continue }
        lines.requestBlankLine()
        write(.paragraph(inlines))
      }
      return
    }
    let markers = table.alignments.map { alignment in
      switch alignment {
      case .none: " --- |"
      case .left: " :-- |"
      case .center: " :-: |"
      case .right: " --: |"
      }
    }
    writeRow(table.header)
    lines.writeLine("|" + markers.joined())
    for row in table.rows { writeRow(row) }
  }

  private mutating func writeRow(_ cells: [[HTMLInline]]) {
    let written = cells.map { cell in
      cell.isEmpty ? " |" : " " + Self.escapingPipes(render(cell, context: .cell)) + " |"
    }
    lines.writeLine("|" + written.joined())
  }

  /// `text` with a backslash before each `|`, by scalars: a combining mark after `|` makes
  /// one Character with it, which `replacing` would not see.
  private static func escapingPipes(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "|")) else { return text }
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "|" { escaped.append("\\") }
      escaped.append(scalar)
    }
    return String(escaped)
  }

  /// Writes each "\n"-separated line of `text` (split by scalars, not graphemes).
  private mutating func writeLines(of text: String, isExact: Bool) {
    for line in Substring(text).unicodeScalars.split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      lines.writeLine(Substring(line), isExact: isExact)
    }
  }

  /// Writes the lines of plain text, trimmed, skipping empty ones (an image without
  /// alt text shows nothing).
  private mutating func writePlainLines(of text: String) {
    for line in Substring(text).unicodeScalars.split(separator: "\n") {
      var line = line[...]
      while line.first == " " { line = line.dropFirst() }
      if !line.isEmpty { lines.writeLine(Substring(line)) }
    }
  }

  /// `code` without its leading and trailing whitespace-only lines: in plain text, where
  /// no fence marks the block, they would read as extra blank lines between blocks.
  private static func trimmingBlankLines(_ code: String) -> String {
    let lines = Substring(code).unicodeScalars.split(
      separator: "\n", omittingEmptySubsequences: false)
    let isBlank = { (line: Substring.UnicodeScalarView) in
      line.allSatisfy { $0 == " " || $0 == "\t" }
    }
    guard let first = lines.firstIndex(where: { !isBlank($0) }),
      let last = lines.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return lines[first...last].map { String(Substring($0)) }.joined(separator: "\n")
  }

  // MARK: - Inlines

  /// Where inline content is written, which decides what a hard break becomes.
  private enum InlineContext {
    /// A backslash and a newline (a newline in plain text).
    case paragraph
    /// A space: a heading is one line.
    case heading
    /// `<br>`: a row is one line, and `<br>` is what render reads as a break in a cell.
    case cell
    /// A space inside a span in a cell: `<br>` splits the cell's text before the
    /// span is read, so `**a<br>b**` would show its stars.
    case cellSpan
  }

  private func render(_ inlines: [HTMLInline], context: InlineContext) -> String {
    var text = ""
    render(inlines, context: context, into: &text)
    return text
  }

  private func render(_ inlines: [HTMLInline], context: InlineContext, into text: inout String) {
    let isMarkdown = flavor == .markdown
    let inner = context == .cell ? InlineContext.cellSpan : context
    for inline in inlines {
      switch inline {
      case .text(let content):
        text += isMarkdown ? MarkdownEscaping.text(content) : content
      case .space:
        text += " "
      case .hardBreak:
        switch context {
        case .paragraph: text += isMarkdown ? "\\\n" : "\n"
        case .heading, .cellSpan: text += " "
        case .cell: text += "<br>"
        }
      case .strong(let children):
        if isMarkdown { text += "**" }
        render(children, context: inner, into: &text)
        if isMarkdown { text += "**" }
      case .emphasis(let children):
        if isMarkdown { text += "*" }
        render(children, context: inner, into: &text)
        if isMarkdown { text += "*" }
      case .code(let code) where context == .cell || context == .cellSpan:
        // A backslash before a pipe would escape the `\|` the pipe becomes in a cell;
        // such code is written as text.
        if isMarkdown, code.contains("\\|") {
          text += MarkdownEscaping.text(code)
        } else {
          text += isMarkdown ? MarkdownEscaping.codeSpan(code) : code
        }
      case .code(let code):
        text += isMarkdown ? MarkdownEscaping.codeSpan(code) : code
      case .link(let destination, let title, let children):
        if isMarkdown { text += "[" }
        render(children, context: inner, into: &text)
        if isMarkdown {
          text +=
            "](" + MarkdownEscaping.destination(destination) + MarkdownEscaping.title(title) + ")"
        }
      case .image(let source, let alt, let title):
        if isMarkdown {
          text += "![" + MarkdownEscaping.text(alt) + "]("
          text += MarkdownEscaping.destination(source) + MarkdownEscaping.title(title) + ")"
        } else {
          text += alt
        }
      }
    }
  }
}
