internal import BlogDocLibXML2
import BlogDocBlog

// The walk over libxml2's tree: each element becomes builder events by its
// ``HTMLElementKind``. Recursion follows the tree only down to
// ``BlockBuilder/maximumDepth``; below that, subtrees are read as text by an iterative walk.
extension BlockBuilder {
  /// Appends everything in `tree`.
  mutating func append(_ tree: HTMLTree) {
    tree.withRoot { root in
      if let root { appendNode(root, depth: 0) }
    }
  }

  mutating func appendChildren(of node: xmlNodePtr, depth: Int) {
    var child = node.pointee.children
    while let current = child {
      appendNode(current, depth: depth)
      child = current.pointee.next
    }
  }

  mutating func appendNode(_ node: xmlNodePtr, depth: Int) {
    switch node.pointee.type {
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
      appendText(HTMLTree.content(of: node))
    case XML_ELEMENT_NODE:
      appendElement(node, depth: depth)
    default:
      break  // Comments (Gutenberg's `<!-- wp:paragraph -->`), processing instructions.
    }
  }

  private mutating func appendElement(_ node: xmlNodePtr, depth: Int) {
    let kind = HTMLElementKind(name: HTMLTree.name(of: node))
    guard kind != .dropped else { return }
    guard depth < Self.maximumDepth else { return appendFlattened(node) }
    let inner = depth + 1
    switch kind {
    case .dropped:
      break
    case .table:
      guard !appendTable(node, depth: depth) else { return }
      flushParagraph()
      appendChildren(of: node, depth: inner)
      flushParagraph()
    case .container:
      flushParagraph()
      appendChildren(of: node, depth: inner)
      flushParagraph()
    case .leaf(let leaf):
      openLeaf(leaf)
      appendChildren(of: node, depth: inner)
      closeLeaf()
    case .blockquote:
      openContainer(.quote)
      appendChildren(of: node, depth: inner)
      closeContainer()
    case .list(let ordered):
      openContainer(.list(ordered: ordered, start: ordered ? Self.start(of: node) : 1))
      appendListChildren(of: node, depth: inner)
      closeContainer()
    case .listItem:
      openContainer(.item)
      appendChildren(of: node, depth: inner)
      closeContainer()
    case .preformatted:
      let code = Self.preformattedText(of: node)
      if !code.isEmpty { appendBlock(.codeBlock(language: Self.language(of: node), code: code)) }
    case .rule:
      appendBlock(.rule)
    case .lineBreak:
      appendLineBreak()
    case .strong, .emphasis:
      let style: Style = kind == .strong ? .strong : .emphasis
      guard !isOpen(style) else { return appendChildren(of: node, depth: inner) }
      openStyle(style)
      appendChildren(of: node, depth: inner)
      closeStyle()
    case .code:
      appendCode(Self.text(of: node, lineBreak: " "))
    case .link:
      let href = HTMLTree.attribute("href", of: node).flatMap(LinkPolicy.kept.address)
      if let href, !isInsideLink {
        openStyle(.link(destination: href, title: Self.title(of: node)))
        appendChildren(of: node, depth: inner)
        closeStyle()
      } else {
        appendChildren(of: node, depth: inner)
      }
    case .image:
      appendImage(node)
    case .tableCell:
      appendCellSeparator()
      appendChildren(of: node, depth: inner)
    case .inline:
      appendChildren(of: node, depth: inner)
    }
  }

  /// A list's children: `<li>`s, and anything else gathered into the item before it.
  private mutating func appendListChildren(of node: xmlNodePtr, depth: Int) {
    var isStrayItemOpen = false
    for child in HTMLTree.children(of: node) {
      if child.pointee.type == XML_ELEMENT_NODE,
        HTMLElementKind(name: HTMLTree.name(of: child)) == .listItem
      {
        if isStrayItemOpen { closeContainer() }
        isStrayItemOpen = false
        appendNode(child, depth: depth)
        continue
      }
      if Self.showsNothing(child) { continue }
      if !isStrayItemOpen { openItemForStrayContent() }
      isStrayItemOpen = true
      appendNode(child, depth: depth)
    }
    if isStrayItemOpen { closeContainer() }
  }

  private static func showsNothing(_ node: xmlNodePtr) -> Bool {
    switch node.pointee.type {
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
      HTMLTree.content(of: node).utf8.allSatisfy(isWhitespace)
    case XML_ELEMENT_NODE:
      HTMLElementKind(name: HTMLTree.name(of: node)) == .dropped
    default:
      true
    }
  }

  /// Inline code, whitespace collapsed; space at its edges stays a word boundary outside
  /// the span (`<code>a </code>b` is `` `a` b``).
  private mutating func appendCode(_ text: String) {
    let code = Self.collapsed(text)
    if text.utf8.first.map(Self.isWhitespace) == true { appendText(" ") }
    if !code.isEmpty { append(.code(code)) }
    if text.utf8.last.map(Self.isWhitespace) == true { appendText(" ") }
  }

  private mutating func appendImage(_ node: xmlNodePtr) {
    let alt = Self.collapsed(HTMLTree.attribute("alt", of: node) ?? "")
    if let source = HTMLTree.attribute("src", of: node).flatMap(LinkPolicy.kept.address),
      !source.isEmpty
    {
      append(.image(source: source, alt: alt, title: Self.title(of: node)))
    } else {
      appendText(alt)
    }
  }

  /// A subtree too deep to walk by recursion, as text: line breaks kept, blocks ignored.
  private mutating func appendFlattened(_ node: xmlNodePtr) {
    HTMLTree.forEachDescendant(of: node) { child in
      switch child.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        appendText(HTMLTree.content(of: child))
        return false
      case XML_ELEMENT_NODE:
        let kind = HTMLElementKind(name: HTMLTree.name(of: child))
        if kind == .lineBreak { appendLineBreak() }
        return kind != .dropped
      default:
        return false
      }
    }
  }

  // MARK: - Attributes and text

  /// All text below `node`, exactly, `<br>` as `lineBreak`, dropped elements skipped.
  static func text(of node: xmlNodePtr, lineBreak: String) -> String {
    var text = ""
    HTMLTree.forEachDescendant(of: node) { child in
      switch child.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        text += HTMLTree.content(of: child)
        return false
      case XML_ELEMENT_NODE:
        let kind = HTMLElementKind(name: HTMLTree.name(of: child))
        if kind == .lineBreak { text += lineBreak }
        return kind != .dropped
      default:
        return false
      }
    }
    return text
  }

  /// `<pre>`'s text, less the newline HTML ignores after `<pre>` and the last newline
  /// (the closing fence's line ends it).
  private static func preformattedText(of node: xmlNodePtr) -> String {
    let text = text(of: node, lineBreak: "\n")
    var code = text.unicodeScalars[...]
    if code.first == "\n" { code = code.dropFirst() }
    if code.last == "\n" { code = code.dropLast() }
    return String(Substring(code))
  }

  /// The language of `<pre class="language-swift">` or `<pre><code class="lang-swift">`.
  private static func language(of node: xmlNodePtr) -> String? {
    var classes = HTMLTree.attribute("class", of: node) ?? ""
    if let code = HTMLTree.children(of: node).first(where: { $0.pointee.type == XML_ELEMENT_NODE }),
      HTMLTree.name(of: code) == "code"
    {
      classes += " " + (HTMLTree.attribute("class", of: code) ?? "")
    }
    for token in classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      for prefix in ["language-", "lang-"] where token.hasPrefix(prefix) {
        let name = token.dropFirst(prefix.count).unicodeScalars.filter { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
              || "+-#._".unicodeScalars.contains(scalar))
        }
        if !name.isEmpty { return String(String.UnicodeScalarView(name)) }
      }
    }
    return nil
  }

  /// An ordered list's `start`, within the 9 digits CommonMark allows; 1 if absent.
  private static func start(of node: xmlNodePtr) -> Int {
    let text = collapsed(HTMLTree.attribute("start", of: node) ?? "")
    guard let value = Int(text) else { return 1 }
    return min(max(value, 0), 999_999_999)
  }

  private static func title(of node: xmlNodePtr) -> String? {
    let title = collapsed(HTMLTree.attribute("title", of: node) ?? "")
    return title.isEmpty ? nil : title
  }

  /// `text` with each run of ASCII whitespace made one space, none at either end.
  static func collapsed(_ text: String) -> String {
    text.utf8.split(whereSeparator: isWhitespace).map { String(decoding: $0, as: UTF8.self) }
      .joined(separator: " ")
  }
}
