import BlogDocBlog
import BlogDocCore
/// Links and images: Ink finds them; blogdoc writes them, CommonMark's way, keeping only
/// safe targets and dropping titles.
extension MarkdownInline {
  /// `[text](destination "title")`, `[text][label]` or `[text][]`.
  ///
  /// Ink's HTML is `<a href="RAW">TEXT</a>`, RAW copied unescaped from the Markdown (for a
  /// reference, the label). A safe target gives `<a href="…">TEXT</a>`, an unsafe one TEXT
  /// alone, and a form CommonMark does not read as a link (an unknown label, text after
  /// the title) the Markdown as text.
  func link(html: String, markdown: Substring, tokens: [Token]) -> String {
    let html = Array(html.utf8), markdown = Array(markdown.utf8)
    guard
      let (raw, isReference) = Self.rawTarget(
        markdown, html: html, opening: Array("<a href=\"".utf8), closing: "\">"),
      html.count >= 9 + raw.count + 2 + 4
    else { return String(decoding: HTMLEscaping.escaped(markdown), as: UTF8.self) }
    let text = html[(9 + raw.count + 2)..<(html.count - 4)]
    guard
      let url = destination(raw, isReference: isReference, label: markdown[1...], tokens: tokens)
    else {
      let shown =
        Array("[".utf8) + text + Array((isReference ? "][" : "](").utf8) + Self.escapedRaw(raw)
        + Array((isReference ? "]" : ")").utf8)
      return String(decoding: shown, as: UTF8.self)
    }
    guard let safe = LinkPolicy.shown.address(url) else {
      return String(decoding: text, as: UTF8.self)
    }
    return String(
      decoding: Array("<a href=\"".utf8) + HTMLBytes.hrefEscaped(safe) + Array("\">".utf8) + text
        + Array("</a>".utf8), as: UTF8.self)
  }

  /// `![alt](destination "title")` or `![alt][label]`: `<img src="…" alt="…" />` with the alt
  /// as plain text, or the alt's HTML alone when the target is not safe.
  func image(html: String, markdown: Substring, tokens: [Token]) -> String {
    let html = Array(html.utf8), markdown = Array(markdown.utf8)
    let opening = Array("<img src=\"".utf8)
    guard markdown.first == UInt8(ascii: "!"),
      let (raw, isReference) = Self.rawTarget(
        Array(markdown.dropFirst()), html: html, opening: opening, closing: "\""),
      html.count >= opening.count + raw.count + 1 + 2
    else { return String(decoding: HTMLEscaping.escaped(markdown), as: UTF8.self) }
    var alt = html[(opening.count + raw.count + 1)..<(html.count - 2)]
    if alt.starts(with: " alt=\"".utf8), alt.last == UInt8(ascii: "\"") {
      alt = alt.dropFirst(6).dropLast()
    }
    guard
      let url = destination(raw, isReference: isReference, label: markdown[2...], tokens: tokens)
    else {
      let shown =
        Array("![".utf8) + alt + Array((isReference ? "][" : "](").utf8) + Self.escapedRaw(raw)
        + Array((isReference ? "]" : ")").utf8)
      return String(decoding: shown, as: UTF8.self)
    }
    guard let safe = LinkPolicy.shown.address(url) else {
      return String(decoding: alt, as: UTF8.self)
    }
    let plainAlt = plainText(alt, tokens: tokens, fromHTML: true)
    let tag =
      Array("<img src=\"".utf8) + HTMLBytes.hrefEscaped(safe) + Array("\" alt=\"".utf8)
      + HTMLEscaping.escaped(plainAlt) + Array("\" />".utf8)
    return String(decoding: tag, as: UTF8.self)
  }

  /// The target as Ink copied it into `html` (after `opening`, before `closing`), and
  /// whether it is a reference label. `markdown` starts at the `[`.
  private static func rawTarget(
    _ markdown: [UInt8], html: [UInt8], opening: [UInt8], closing: String
  ) -> ([UInt8], Bool)? {
    guard markdown.count >= 4 else { return nil }
    let isReference = markdown.last == UInt8(ascii: "]")
    guard isReference || markdown.last == UInt8(ascii: ")") else { return nil }
    let separator = isReference ? Array("][".utf8) : Array("](".utf8)
    var start = 0
    while start + 1 < markdown.count - 1 {
      if markdown[start] == separator[0], markdown[start + 1] == separator[1] {
        let raw = Array(markdown[(start + 2)..<(markdown.count - 1)])
        if html.starts(with: opening + raw + Array(closing.utf8)) { return (raw, isReference) }
      }
      start += 1
    }
    return nil
  }

  /// The URL a link goes to, or `nil` when CommonMark would not read it as a link.
  /// `label` is the Markdown after the `[` (for `[text][]`, whose label is its text).
  private func destination(
    _ raw: [UInt8], isReference: Bool, label: ArraySlice<UInt8>, tokens: [Token]
  ) -> String? {
    if isReference {
      var name = raw[...]
      if name.isEmpty, let close = label.firstIndex(of: UInt8(ascii: "]")) {
        name = label[..<close]
      }
      let key = Self.normalizedLabel(plainText(name, tokens: tokens, fromHTML: false))
      return definitions[key]
    }
    return Self.destination(inTarget: plainText(raw[...], tokens: tokens, fromHTML: false))
  }

  /// The destination of `destination "title"` (title optional, dropped), or `nil` when the
  /// text is not of that form.
  static func destination(inTarget target: [UInt8]) -> String? {
    var rest = target.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
    let url: ArraySlice<UInt8>
    if rest.first == UInt8(ascii: "<") {
      guard let close = rest.firstIndex(of: UInt8(ascii: ">")) else { return nil }
      url = rest[(rest.startIndex + 1)..<close]
      guard !url.contains(UInt8(ascii: "<")), !url.contains(0x0A) else { return nil }
      rest = rest[(close + 1)...]
    } else {
      let end = rest.firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A } ?? rest.endIndex
      url = rest[..<end]
      rest = rest[end...]
    }
    let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
    let afterURL = rest.drop(while: isBlank)
    var title = afterURL
    while let last = title.last, isBlank(last) { title = title.dropLast() }
    if !title.isEmpty {
      guard rest.count > afterURL.count, title.count >= 2 else { return nil }
      let pair = (title.first!, title.last!)
      guard pair == (0x22, 0x22) || pair == (0x27, 0x27) || pair == (0x28, 0x29) else { return nil }
    }
    return String(decoding: url, as: UTF8.self)
  }

  /// A label compared the way CommonMark does: case folded, blanks collapsed.
  static func normalizedLabel<C: Collection<UInt8>>(_ label: C) -> String {
    String(decoding: label, as: UTF8.self).lowercased()
      .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
  }

  /// Raw target text shown as text: `>` escaped; tokens stay for ``restore(_:tokens:into:)``.
  private static func escapedRaw(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    for byte in raw {
      if byte == UInt8(ascii: ">") { out += Array("&gt;".utf8) } else { out.append(byte) }
    }
    return out
  }
}
