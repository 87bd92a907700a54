import BlogDocCMark

#if canImport(Glibc)
  import Glibc
#endif

/// An entry's Markdown body as HTML that can run nothing.
///
/// cmark, the CommonMark reference implementation in C (Debian's `libcmark-dev`), renders
/// the Markdown. It replaced JohnSundell/Ink, whose parser alone took longer than reading and
/// writing the whole blog (59% of a render; see BENCHMARKS.md). Three things make the
/// output safe:
/// - every `<` of the body becomes a placeholder before cmark sees it, and `&lt;` after, so
///   raw HTML (`<script>`, `<img onerror=…>`, `<b>`) shows as the text it is, rather than
///   being dropped as cmark's safe mode would;
/// - links and images keep only http, https, mailto and relative URLs (any other link or
///   image becomes its text), and lose their titles; cmark escapes what is left;
/// - the page forbids scripts outright (see ``HTMLRenderer``).
///
/// ```swift
/// print(MarkdownHTML.render("Hi <b>there</b> [x](javascript:alert(1))"))
/// // Prints "<p>Hi &lt;b&gt;there&lt;/b&gt; x</p>\n"
/// ```
public enum MarkdownHTML {
  /// - Complexity: O(*n*) in the body's length.
  public static func render(_ markdown: String) -> String {
    guard let placeholder = unusedPrivateUseScalar(in: markdown) else {
      // A body holding every private-use character is not prose: show it as it is.
      return "<pre>" + HTMLText.escaped(markdown) + "</pre>"
    }
    var hidden = replacing(UInt8(ascii: "<"), with: Array(String(placeholder).utf8), in: markdown)
    let html = hidden.withUTF8 { bytes -> String in
      guard
        let document = bytes.withMemoryRebound(to: CChar.self, { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT) })
      else { return "" }
      defer { cmark_node_free(document) }
      keepOnlySafeTargets(in: document)
      guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
      defer { free(rendered) }
      return String(cString: rendered)
    }
    return replacing(Array(String(placeholder).utf8), with: Array("&lt;".utf8), in: html)
  }

  /// Drops every link and image title, and unwraps every link or image whose URL is not
  /// safe, so its text (an image's alt text) stays in its place.
  private static func keepOnlySafeTargets(in document: OpaquePointer) {
    var unsafe: [OpaquePointer] = []
    guard let iterator = cmark_iter_new(document) else { return }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { continue }
      cmark_node_set_title(node, "")
      let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
      if let safe = HTMLText.safeURL(url) {
        cmark_node_set_url(node, safe)
      } else {
        unsafe.append(node)
      }
    }
    cmark_iter_free(iterator)
    // The tree changes only after the walk, which must not see it change.
    for node in unsafe {
      while let child = cmark_node_first_child(node) {
        cmark_node_insert_before(node, child)
      }
      cmark_node_free(node)
    }
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
}
