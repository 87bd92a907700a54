/// Builds ``HTMLBlock``s from a stream of events: text, line breaks, styles opening and
/// closing, blocks starting and ending. The walk over libxml2's tree is in
/// `BlockBuilder+Walk.swift`; this file holds the state and the whitespace rules.
///
/// ```swift
/// var builder = BlockBuilder()
/// builder.appendText("One\n\nTwo  <3")
/// let expected: [HTMLBlock] = [
///   .paragraph([.text("One")]), .paragraph([.text("Two"), .space, .text("<3")]),
/// ]
/// print(builder.finish() == expected)
/// // Prints "true"
/// ```
///
/// Whitespace follows the browser inside leaf blocks (`<p>`, headings, table rows): a run
/// of ASCII whitespace is one space, and none is kept at either end of a paragraph. Loose
/// text outside them follows WordPress's wpautop: two or more newlines end a paragraph,
/// one newline is a hard line break.
///
/// A paragraph ends whenever a block starts, even inside `<b>` or `<a>` (libxml2 keeps
/// `<b><div>…</div></b>` nested): the open styles are closed at the break and reopened
/// after it, so misnested HTML still gives well-formed blocks.
struct BlockBuilder {
  /// Elements deeper than this are flattened to their text, so recursion stays shallow
  /// however deep an untrusted body nests.
  static let maximumDepth = 200

  enum Style: Equatable {
    case root, strong, emphasis
    case link(destination: String, title: String?)
  }

  struct InlineFrame {
    var style: Style
    var children: [HTMLInline] = []
  }

  struct ContainerFrame {
    enum Kind: Equatable {
      case root, quote, item
      case list(ordered: Bool, start: Int)
    }
    var kind: Kind
    var blocks: [HTMLBlock] = []
    var items: [[HTMLBlock]] = []
    /// Open leaf elements; loose text follows wpautop only when this is empty.
    var leaves: [LeafKind] = []
    /// The paragraph being built: the root frame, then one frame per open style.
    var inlines: [InlineFrame] = [InlineFrame(style: .root)]
    /// A separator waiting for the next content, dropped if the paragraph ends first.
    var pending: HTMLInline?
    /// A " | " between table cells, written only if content follows in the row.
    var isCellSeparatorPending = false
    var hasContent = false
  }

  private(set) var current = ContainerFrame(kind: .root)
  private var enclosing: [ContainerFrame] = []

  /// Whether an `<a href>` is open in the current paragraph (links cannot nest).
  var isInsideLink: Bool {
    current.inlines.contains { if case .link = $0.style { true } else { false } }
  }

  /// Whether `style` is open in the current paragraph (`<b><b>x</b></b>` is bold once,
  /// and `<i><i>x</i></i>` must not become `**x**`).
  func isOpen(_ style: Style) -> Bool {
    current.inlines.contains { $0.style == style }
  }

  /// Ends the walk and returns the blocks.
  mutating func finish() -> [HTMLBlock] {
    while !enclosing.isEmpty { closeContainer() }
    flushParagraph()
    return current.blocks
  }

  // MARK: - Text

  /// Appends text, collapsing whitespace (see the type's overview).
  mutating func appendText(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        if Self.isWhitespace(bytes[index]) {
          var newlines = 0
          while index < bytes.count, Self.isWhitespace(bytes[index]) {
            if bytes[index] == 0x0A { newlines += 1 }
            index += 1
          }
          appendSeparator(newlines: newlines)
        } else {
          let start = index
          while index < bytes.count, !Self.isWhitespace(bytes[index]) { index += 1 }
          append(.text(String(decoding: bytes[start..<index], as: UTF8.self)))
        }
      }
    }
  }

  /// HTML's ASCII whitespace: space, tab, line feed, form feed, carriage return.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  private mutating func appendSeparator(newlines: Int) {
    let isAutop = current.leaves.isEmpty
    if isAutop, newlines >= 2 {
      flushParagraph()
    } else if isAutop, newlines == 1 {
      setPending(.hardBreak)
    } else {
      setPending(.space)
    }
  }

  /// `<br>`: a hard break; a second one in a row ends the paragraph, since Markdown has
  /// no empty line inside a paragraph (in a heading or table row it stays one break).
  mutating func appendLineBreak() {
    guard current.hasContent else { return }
    switch (current.pending, current.leaves.last) {
    case (.hardBreak?, .heading?), (.hardBreak?, .row?): break
    case (.hardBreak?, _): flushParagraph()
    default: current.pending = .hardBreak
    }
  }

  private mutating func setPending(_ separator: HTMLInline) {
    guard current.hasContent else { return }
    if current.pending == nil || separator == .hardBreak { current.pending = separator }
  }

  /// Appends content (text, code, an image), first placing a pending separator before
  /// any style opened since the last content, so `a <b>b</b>` keeps its space outside.
  mutating func append(_ inline: HTMLInline) {
    if current.isCellSeparatorPending {
      current.isCellSeparatorPending = false
      insertBeforeEmptySpans(.space)
      insertBeforeEmptySpans(.text("|"))
      current.pending = .space
    }
    if let separator = current.pending {
      insertBeforeEmptySpans(separator)
      current.pending = nil
    }
    current.inlines[current.inlines.count - 1].children.append(inline)
    current.hasContent = true
  }

  /// Appends `inline` to the innermost span that already holds something, so it comes
  /// before the spans opened since (and still empty).
  private mutating func insertBeforeEmptySpans(_ inline: HTMLInline) {
    var index = current.inlines.count - 1
    while index > 0, current.inlines[index].children.isEmpty { index -= 1 }
    current.inlines[index].children.append(inline)
  }

  /// A " | " between table cells: none before the first cell with content, none after
  /// the last.
  mutating func appendCellSeparator() {
    if current.hasContent { current.isCellSeparatorPending = true }
  }

  // MARK: - Styles

  mutating func openStyle(_ style: Style) {
    current.inlines.append(InlineFrame(style: style))
  }

  mutating func closeStyle() {
    precondition(current.inlines.count > 1, "BlockBuilder.closeStyle: no style is open")
    let frame = current.inlines.removeLast()
    if let span = Self.span(frame.style, frame.children) {
      Self.append(span, to: &current.inlines[current.inlines.count - 1].children)
    }
  }

  /// The styled span, or nil if it would show nothing.
  private static func span(_ style: Style, _ children: [HTMLInline]) -> HTMLInline? {
    guard !children.isEmpty else { return nil }
    switch style {
    case .root: preconditionFailure("BlockBuilder.span: the paragraph itself is not a span")
    case .strong: return .strong(children)
    case .emphasis: return .emphasis(children)
    case .link(let destination, let title):
      return .link(destination: destination, title: title, children)
    }
  }

  /// Appends a span, merging it into an identical style right before it
  /// (`<b>a</b><b>b</b>` is `**ab**`, not `**a****b**`).
  private static func append(_ span: HTMLInline, to siblings: inout [HTMLInline]) {
    switch (span, siblings.last) {
    case (.strong(let children), .strong(let previous)?):
      siblings[siblings.count - 1] = .strong(previous + children)
    case (.emphasis(let children), .emphasis(let previous)?):
      siblings[siblings.count - 1] = .emphasis(previous + children)
    default:
      siblings.append(span)
    }
  }

  // MARK: - Blocks

  /// Ends the paragraph in progress, if any; open styles carry on into the next one.
  mutating func flushParagraph() {
    guard current.hasContent else { return }
    var carried: HTMLInline?
    var content: [HTMLInline] = []
    for index in current.inlines.indices.reversed() {
      var children = current.inlines[index].children
      if let carried { Self.append(carried, to: &children) }
      if index == 0 {
        content = children
      } else {
        carried = Self.span(current.inlines[index].style, children)
      }
      current.inlines[index].children = []
    }
    current.pending = nil
    current.isCellSeparatorPending = false
    current.hasContent = false
    guard !content.allSatisfy(Self.isBlank) else { return }
    switch current.leaves.last {
    case .heading(let level)?: appendBlock(.heading(level: level, content))
    default: appendBlock(.paragraph(content))
    }
  }

  /// Whether `inline` shows nothing but whitespace (`<p>&nbsp;</p>` is WordPress's
  /// spacer, not content).
  private static func isBlank(_ inline: HTMLInline) -> Bool {
    switch inline {
    case .space, .hardBreak: true
    case .text(let text): text.unicodeScalars.allSatisfy { $0 == "\u{A0}" }
    case .strong(let children), .emphasis(let children), .link(_, _, let children):
      children.allSatisfy(isBlank)
    case .code, .image: false
    }
  }

  mutating func appendBlock(_ block: HTMLBlock) {
    if case .paragraph = block {} else if case .heading = block {} else { flushParagraph() }
    if case .list = current.kind {
      current.items.append([block])
    } else {
      current.blocks.append(block)
    }
  }

  mutating func openLeaf(_ kind: LeafKind) {
    flushParagraph()
    current.leaves.append(kind)
  }

  mutating func closeLeaf() {
    flushParagraph()
    current.leaves.removeLast()
  }

  mutating func openContainer(_ kind: ContainerFrame.Kind) {
    flushParagraph()
    enclosing.append(current)
    current = ContainerFrame(kind: kind)
  }

  /// Opens an item for content found directly in a list, continuing the last item if
  /// there is one (`<ul><li>a</li><ul>…</ul></ul>` nests the inner list under "a").
  mutating func openItemForStrayContent() {
    flushParagraph()
    let blocks = current.items.popLast() ?? []
    openContainer(.item)
    current.blocks = blocks
  }

  mutating func closeContainer() {
    flushParagraph()
    let finished = current
    current = enclosing.removeLast()
    switch finished.kind {
    case .root:
      preconditionFailure("BlockBuilder.closeContainer: the root cannot be closed")
    case .quote:
      if !finished.blocks.isEmpty { appendBlock(.quote(finished.blocks)) }
    case .list(let ordered, let start):
      if !finished.items.isEmpty {
        appendBlock(.list(ordered: ordered, start: start, items: finished.items))
      }
    case .item:
      if case .list = current.kind {
        flushParagraph()
        current.items.append(finished.blocks)
      } else {
        appendBlock(.list(ordered: false, start: 1, items: [finished.blocks]))
      }
    }
  }
}
