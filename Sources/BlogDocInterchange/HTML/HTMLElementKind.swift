/// What the converters do with an HTML element, by name.
///
/// ```swift
/// print(HTMLElementKind(name: "h2") == .leaf(.heading(2)))
/// // Prints "true"
/// ```
///
/// An element not named here is inline and keeps its text (`<span>`, `<mark>`, `<abbr>`,
/// an unknown `<x-widget>`).
enum HTMLElementKind: Equatable {
  /// Dropped with all its content: comments' kin, scripts, embeds, the document head.
  case dropped
  /// A block boundary whose loose text follows wpautop (`<div>`, `<section>`, `<figure>`…).
  case container
  /// A block holding inline content only (`<p>`, `<h1>`…`<h6>`, `<figcaption>`, `<tr>`).
  case leaf(LeafKind)
  case blockquote
  case list(ordered: Bool)
  case listItem
  case preformatted
  case rule
  case lineBreak
  case strong
  case emphasis
  case code
  case link
  case image
  /// `<table>`: a GFM table when Markdown can say it, else a container of row paragraphs.
  case table
  /// A table cell: its row's text gets " | " before every cell but the first.
  case tableCell
  /// Everything else: the element is invisible, its content is not.
  case inline

  init(name: String) {
    self = Self.byName[name] ?? .inline
  }

  private static let byName: [String: HTMLElementKind] = {
    var table: [String: HTMLElementKind] = [:]
    let dropped = [
      "script", "style", "iframe", "object", "template", "noscript", "head", "title", "meta",
      "link", "base", "svg", "math", "canvas", "video", "audio", "param", "applet", "frame",
      "frameset", "noframes", "select", "textarea", "input", "map",
    ]
    for name in dropped { table[name] = .dropped }
    // Void in HTML, but libxml2 2.9 does not know it: it nests everything after an
    // unclosed `<embed>` or `<source>` inside it. The element itself shows nothing, so
    // it is transparent here (dropping it would drop the rest of the post).
    for name in ["embed", "source", "track", "wbr", "keygen"] { table[name] = .inline }
    let containers = [
      "html", "body", "div", "section", "article", "main", "header", "footer", "aside", "nav",
      "address", "center", "form", "fieldset", "details", "hgroup", "figure", "dl", "dd",
      "thead", "tbody", "tfoot", "colgroup", "picture",
    ]
    for name in containers { table[name] = .container }
    for level in 1...6 { table["h\(level)"] = .leaf(.heading(level)) }
    for name in ["p", "figcaption", "caption", "dt", "summary", "legend", "tr"] {
      table[name] = .leaf(name == "tr" ? .row : .paragraph)
    }
    table["blockquote"] = .blockquote
    table["ul"] = .list(ordered: false)
    table["menu"] = .list(ordered: false)
    table["ol"] = .list(ordered: true)
    table["li"] = .listItem
    for name in ["pre", "listing", "xmp", "plaintext"] { table[name] = .preformatted }
    table["hr"] = .rule
    table["br"] = .lineBreak
    table["strong"] = .strong
    table["b"] = .strong
    table["em"] = .emphasis
    table["i"] = .emphasis
    for name in ["code", "kbd", "samp", "tt"] { table[name] = .code }
    table["a"] = .link
    table["img"] = .image
    table["table"] = .table
    table["td"] = .tableCell
    table["th"] = .tableCell
    return table
  }()
}

/// The kind of block a leaf element makes.
enum LeafKind: Equatable {
  case paragraph
  case heading(Int)
  /// A table row: one paragraph, cells separated by " | ".
  case row
}
