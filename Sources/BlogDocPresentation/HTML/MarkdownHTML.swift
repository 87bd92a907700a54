import Ink

/// An entry's Markdown body as HTML that can run nothing.
///
/// Ink (JohnSundell/Ink) renders the Markdown; Ink passes raw HTML through and writes link
/// and image URLs unescaped, so three things make its output safe:
/// - every `<` of the body becomes a placeholder before Ink sees it, and `&lt;` after, so
///   raw HTML (`<script>`, `<img onerror=…>`, `<b>`) shows as the text it is;
/// - links and images are written by blogdoc, with escaped attributes, and only http,
///   https, mailto and relative URLs (any other link keeps its text and loses its target);
/// - the page forbids scripts outright (see ``HTMLRenderer``).
///
/// ```swift
/// print(MarkdownHTML.render("Hi <b>there</b> [x](javascript:alert(1))"))
/// // Prints "<p>Hi &lt;b>there&lt;/b> <a>x</a></p>"
/// ```
public enum MarkdownHTML {
  public static func render(_ markdown: String) -> String {
    guard let placeholder = unusedPrivateUseScalar(in: markdown) else {
      // A body holding every private-use character is not prose: show it as it is.
      return "<pre>" + HTMLText.escaped(markdown) + "</pre>"
    }
    let parser = MarkdownParser(modifiers: [
      Modifier(target: .links) { link(html: $0.html, markdown: $0.markdown) },
      Modifier(target: .images) { image(markdown: $0.markdown) },
    ])
    let hidden = replacing(UInt8(ascii: "<"), with: Array(String(placeholder).utf8), in: markdown)
    return replacing(Array(String(placeholder).utf8), with: Array("&lt;".utf8), in: parser.html(from: hidden))
  }

  /// The first private-use scalar (U+E000…U+F8FF) `text` does not hold.
  static func unusedPrivateUseScalar(in text: String) -> Unicode.Scalar? {
    // Their UTF-8 forms start with 0xEE or 0xEF; most text has neither.
    guard text.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF }) else { return Unicode.Scalar(0xE000) }
    var used = Set<UInt32>()
    for scalar in text.unicodeScalars where (0xE000...0xF8FF).contains(scalar.value) { used.insert(scalar.value) }
    return (0xE000...0xF8FF).first { !used.contains($0) }.flatMap(Unicode.Scalar.init)
  }

  /// `text` with each `byte` replaced by `replacement` (UTF-8 in, UTF-8 out: `byte` is ASCII).
  private static func replacing(_ byte: UInt8, with replacement: [UInt8], in text: String) -> String {
    guard text.utf8.contains(byte) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 64)
    for unit in text.utf8 {
      if unit == byte { out += replacement } else { out.append(unit) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` with each occurrence of the byte sequence `pattern` replaced by `replacement`.
  private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in text: String) -> String {
    let bytes = Array(text.utf8)
    guard let first = pattern.first, bytes.contains(first) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var index = 0
    while index < bytes.count {
      if bytes[index] == first, bytes[index...].starts(with: pattern) {
        out += replacement
        index += pattern.count
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `[text](url)` or `[text][reference]` as a link to a safe URL, or as its text alone.
  ///
  /// Ink writes `<a href="URL">TEXT</a>` with URL unescaped; TEXT is Ink's HTML, in which
  /// `">` cannot occur (Ink escapes `>` in text), so the last `">` ends the URL.
  static func link(html: String, markdown: Substring) -> String {
    let opening = "<a href=\""
    guard html.hasPrefix(opening), html.hasSuffix("</a>"), let end = html.ranges(of: "\">").last
    else { return HTMLText.escaped(String(markdown)) }
    let url = String(html[html.index(html.startIndex, offsetBy: opening.count)..<end.lowerBound])
    let text = html[end.upperBound..<html.index(html.endIndex, offsetBy: -4)]
    guard let safe = HTMLText.safeURL(url) else { return "<a>\(text)</a>" }
    return "<a href=\"\(HTMLText.attribute(safe))\">\(text)</a>"
  }

  /// `![alt](url)` as an image with escaped, plain-text alt; a reference-style image, or
  /// one whose URL is not safe, becomes its alt text.
  static func image(markdown: Substring) -> String {
    guard markdown.hasPrefix("!["), let close = markdown.firstIndex(of: "]") else {
      return HTMLText.escaped(String(markdown))
    }
    let alt = PlainText.inline(String(markdown[markdown.index(markdown.startIndex, offsetBy: 2)..<close]))
    let rest = markdown[markdown.index(after: close)...]
    guard rest.hasPrefix("("), rest.hasSuffix(")"),
      let url = HTMLText.safeURL(String(rest.dropFirst().dropLast()))
    else { return HTMLText.escaped(alt) }
    return "<img src=\"\(HTMLText.attribute(url))\" alt=\"\(HTMLText.attribute(alt))\"/>"
  }
}
