internal import BlogDocLibXML2

// `<table>` as a GitHub-flavoured Markdown table, when GFM can say it.
extension BlockBuilder {
  /// Appends `<table>` at `node` as an ``HTMLTable`` (its `<caption>` as a paragraph
  /// before it) and returns true; returns false, having appended nothing, when GFM cannot
  /// say the table, and the caller reads it as before: one paragraph per row, cells
  /// separated by " | ", so no text is lost.
  ///
  /// GFM cannot say, so this refuses:
  /// - a cell spanning columns or rows (`colspan`, `rowspan` above 1);
  /// - a cell holding a block (a paragraph, a list, a quote, code, a heading, a rule, a
  ///   `<div>`, a nested table): a row is one line of inline content;
  /// - anything but rows, sections, captions and column groups in the table;
  /// - a table whose cells are all empty.
  ///
  /// The header row is `<thead>`'s first row, or else a first row of `<th>` cells alone;
  /// further `<thead>` rows come first among the body's, `<tfoot>` rows last. A table
  /// without one gets an empty header row (see ``HTMLTable``). A column's alignment is
  /// that of its first cell that states one (`align`, `style="text-align:…"`,
  /// `data-align` or WordPress's `has-text-align-…` class).
  mutating func appendTable(_ node: xmlNodePtr, depth: Int) -> Bool {
    guard let shape = Self.tableShape(node) else { return false }
    var headerCells: [xmlNodePtr] = []
    var rows = shape.head + shape.body + shape.foot
    if let first = shape.head.first {
      headerCells = first
      rows.removeFirst()
    } else if let first = rows.first, !first.isEmpty,
      first.allSatisfy({ HTMLTree.name(of: $0) == "th" })
    {
      headerCells = first
      rows.removeFirst()
    }
    let columns = max(headerCells.count, rows.map(\.count).max() ?? 0)
    guard columns > 0 else { return false }
    let cellDepth = depth + 3
    func contents(_ cells: [xmlNodePtr]) -> [[HTMLInline]]? {
      var row: [[HTMLInline]] = []
      for cell in cells {
        guard let inlines = Self.cellContent(cell, depth: cellDepth) else { return nil }
        row.append(inlines)
      }
      return row + Array(repeating: [], count: columns - cells.count)
    }
    guard let header = contents(headerCells) else { return false }
    var bodyRows: [[[HTMLInline]]] = []
    for row in rows {
      guard let cells = contents(row) else { return false }
      bodyRows.append(cells)
    }
    guard
      header.contains(where: { !$0.isEmpty })
        || bodyRows.contains(where: { $0.contains { !$0.isEmpty } })
    else { return false }
    var alignments: [HTMLTable.Alignment] = []
    for column in 0..<columns {
      let cells = ([headerCells] + rows).compactMap { column < $0.count ? $0[column] : nil }
      alignments.append(cells.lazy.map(Self.alignment).first { $0 != .none } ?? .none)
    }
    flushParagraph()
    for caption in shape.captions {
      openLeaf(.paragraph)
      appendChildren(of: caption, depth: depth + 1)
      closeLeaf()
    }
    appendBlock(.table(HTMLTable(header: header, alignments: alignments, rows: bodyRows)))
    return true
  }

  /// A table's rows by section, each row its cells, and its captions; nil when GFM cannot
  /// say it (see ``appendTable(_:depth:)``).
  private static func tableShape(
    _ table: xmlNodePtr
  ) -> (
    head: [[xmlNodePtr]], body: [[xmlNodePtr]], foot: [[xmlNodePtr]], captions: [xmlNodePtr]
  )? {
    var head: [[xmlNodePtr]] = [], body: [[xmlNodePtr]] = [], foot: [[xmlNodePtr]] = []
    var captions: [xmlNodePtr] = []
    for child in HTMLTree.children(of: table) {
      guard let name = elementName(child) else { continue }
      switch name {
      case "caption": captions.append(child)
      case "colgroup", "col": continue
      case "tr":
        guard let row = cells(of: child) else { return nil }
        body.append(row)
      case "thead", "tbody", "tfoot":
        for row in HTMLTree.children(of: child) {
          guard let rowName = elementName(row) else { continue }
          guard rowName == "tr", let cells = cells(of: row) else { return nil }
          if name == "thead" {
            head.append(cells)
          } else if name == "tfoot" {
            foot.append(cells)
          } else {
            body.append(cells)
          }
        }
      default:
        if HTMLElementKind(name: name) != .dropped { return nil }
      }
    }
    return (head, body, foot, captions)
  }

  /// The name of an element that shows something; nil for whitespace, comments and
  /// dropped elements. A text node with more than whitespace gives "#text".
  private static func elementName(_ node: xmlNodePtr) -> String? {
    switch node.pointee.type {
    case XML_ELEMENT_NODE:
      let name = HTMLTree.name(of: node)
      return HTMLElementKind(name: name) == .dropped ? nil : name
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
      return HTMLTree.content(of: node).utf8.allSatisfy(isWhitespace) ? nil : "#text"
    default:
      return nil
    }
  }

  /// A row's `<td>` and `<th>` cells, or nil if it holds anything else or a cell spans.
  private static func cells(of row: xmlNodePtr) -> [xmlNodePtr]? {
    var cells: [xmlNodePtr] = []
    for child in HTMLTree.children(of: row) {
      guard let name = elementName(child) else { continue }
      guard name == "td" || name == "th", span("colspan", of: child) <= 1,
        span("rowspan", of: child) <= 1,
        holdsInlineContentOnly(child)
      else { return nil }
      cells.append(child)
    }
    return cells
  }

  private static func span(_ attribute: String, of cell: xmlNodePtr) -> Int {
    HTMLTree.attribute(attribute, of: cell).flatMap { Int(collapsed($0)) } ?? 1
  }

  /// Whether every element below `cell` is inline (text, styles, code, links, images,
  /// line breaks, unknown elements) or dropped.
  private static func holdsInlineContentOnly(_ cell: xmlNodePtr) -> Bool {
    var isInline = true
    HTMLTree.forEachDescendant(of: cell) { node in
      guard isInline, node.pointee.type == XML_ELEMENT_NODE else { return false }
      switch HTMLElementKind(name: HTMLTree.name(of: node)) {
      case .dropped: return false
      case .inline, .strong, .emphasis, .code, .link, .image, .lineBreak: return true
      default:
        isInline = false
        return false
      }
    }
    return isInline
  }

  /// A cell's inline content, built as a table row's (whitespace collapsed, `<br>` a hard
  /// break); nil if it made more than one paragraph.
  private static func cellContent(_ cell: xmlNodePtr, depth: Int) -> [HTMLInline]? {
    var builder = BlockBuilder()
    builder.openLeaf(.row)
    builder.appendChildren(of: cell, depth: depth + 1)
    builder.closeLeaf()
    let blocks = builder.finish()
    guard let first = blocks.first else { return [] }
    guard blocks.count == 1, case .paragraph(let inlines) = first else { return nil }
    return inlines
  }

  /// The alignment a cell states, if any.
  private static func alignment(of cell: xmlNodePtr) -> HTMLTable.Alignment {
    func named(_ value: Substring) -> HTMLTable.Alignment {
      switch value.lowercased() {
      case "left", "start": .left
      case "center", "centre": .center
      case "right", "end": .right
      default: .none
      }
    }
    if let align = HTMLTree.attribute("align", of: cell)
      ?? HTMLTree.attribute("data-align", of: cell)
    {
      let alignment = named(Substring(collapsed(align)))
      if alignment != .none { return alignment }
    }
    if let style = HTMLTree.attribute("style", of: cell) {
      for declaration in style.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, collapsed(String(parts[0])).lowercased() == "text-align" else {
          continue
        }
        let value = collapsed(String(parts[1])).split(separator: " ").first ?? ""
        let alignment = named(value)
        if alignment != .none { return alignment }
      }
    }
    let classes = (HTMLTree.attribute("class", of: cell) ?? "").split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "\n"
    })
    for token in classes where token.hasPrefix("has-text-align-") {
      let alignment = named(token.dropFirst("has-text-align-".count))
      if alignment != .none { return alignment }
    }
    return .none
  }
}
