import BlogDocHTML
import BlogDocInterchange
import FuzzCMark
import FuzzSupport

/// The kinds of CommonMark node a converted body holds, as cmark reads it, less the one
/// piece of raw HTML the converter writes: a table cell's `<br>` (a row is one line), which
/// `blogdoc render` reads as a line break in a cell and nowhere else.
func nodeTypes(of markdown: String) -> [cmark_node_type] {
  var markdown = markdown
  return markdown.withUTF8 { bytes in
    let document = bytes.withMemoryRebound(to: CChar.self) {
      cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT)
    }!
    defer { cmark_node_free(document) }
    let iterator = cmark_iter_new(document)!
    defer { cmark_iter_free(iterator) }
    var types: [cmark_node_type] = []
    while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
      let node = cmark_iter_get_node(iterator)
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_HTML_INLINE, let literal = cmark_node_get_literal(node), String(cString: literal) == "<br>" {
        continue
      }
      types.append(type)
    }
    return types
  }
}

/// The elements blogdoc's Markdown renderer writes.
let renderedElements: Set<String> = [
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "code", "pre", "a", "img", "ul", "ol",
  "li", "blockquote", "hr", "br", "table", "thead", "tbody", "tr", "th", "td",
]

/// The names of the elements in `page` that the renderer does not write.
func unknownElements(in page: String) -> [String] {
  var unknown: [String] = []
  var rest = Substring(page)
  while let open = rest.firstIndex(of: "<") {
    rest = rest[rest.index(after: open)...]
    // Every `<` opens a tag: the renderer writes a text `<` as `&lt;`.
    var name = rest.unicodeScalars.prefix { $0 != " " && $0 != ">" && $0 != "\n" }
    if name.first == "/" { name = name.dropFirst() }
    if name.last == "/" { name = name.dropLast() }
    let element = String(String.UnicodeScalarView(name))
    if !renderedElements.contains(element) { unknown.append(element) }
  }
  return unknown
}

/// Feeds arbitrary bytes, as a WordPress body would arrive, to the HTML converters: they
/// must not crash, must give the same text twice, and must never pass markup through: read
/// as CommonMark (by cmark, the reference implementation), the Markdown holds no raw HTML
/// but a table cell's `<br>`, and the page `blogdoc render` makes of it holds only the
/// elements its renderer writes (tables among them).
runFuzzer { bytes in
  let html = String(decoding: bytes, as: UTF8.self)
  let markdown = HTMLConversion.markdown(fromHTML: html)
  check(HTMLConversion.markdown(fromHTML: html), equals: markdown, "the conversion is not deterministic")
  let text = HTMLConversion.plainText(fromHTML: html)
  check(!markdown.unicodeScalars.contains("\u{0}"), "the Markdown holds a NUL:\n\(markdown.debugDescription)")
  check(!text.unicodeScalars.contains("\u{0}"), "the text holds a NUL:\n\(text.debugDescription)")
  let raw = nodeTypes(of: markdown).filter { $0 == CMARK_NODE_HTML_INLINE || $0 == CMARK_NODE_HTML_BLOCK }
  check(raw.isEmpty, "CommonMark reads raw HTML in:\n\(markdown.debugDescription)\nfrom:\n\(html.debugDescription)")
  let page = MarkdownHTML.render(markdown)
  let unknown = unknownElements(in: page)
  check(unknown.isEmpty, "the page holds \(unknown) in:\n\(page.debugDescription)\nfrom:\n\(markdown.debugDescription)")
}
