import BlogDocCore
import BlogDocTestSupport
import Testing

/// The one HTML escaper. blogdoc had three: the page's (`"` only in attributes), the
/// Markdown renderer's (`"` everywhere) and the editor's (`"` and `'` everywhere, in text
/// and attributes alike). The disagreeing characters are the quotes.
@Suite("HTMLEscaping")
struct HTMLEscapingTests {
  /// The plain version: scalar by scalar (a `>` and a combining mark after it are one
  /// Character, and the `>` must still be escaped).
  static func naive(_ text: String, quotes: Bool) -> String {
    let references: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
    return text.unicodeScalars.map { scalar in
      if quotes && scalar == "\"" { return "&quot;" }
      return references[scalar] ?? String(scalar)
    }.joined()
  }

  @Test(arguments: [
    ("Ada's \"Post\"", "Ada's \"Post\"", "Ada's &quot;Post&quot;"),
    ("<b> & </b>", "&lt;b&gt; &amp; &lt;/b&gt;", "&lt;b&gt; &amp; &lt;/b&gt;"),
    ("&amp;", "&amp;amp;", "&amp;amp;"),
    ("café ☕", "café ☕", "café ☕"),
    ("", "", ""),
  ])
  func textAndAttributesEscapeTheirCharacters(text: String, asText: String, asAttribute: String) {
    #expect(HTMLEscaping.text(text) == asText)
    #expect(HTMLEscaping.attribute(text) == asAttribute)
    #expect(HTMLEscaping.escaped(Array(text.utf8)) == Array(asAttribute.utf8))
  }

  @Test func everyUseMatchesThePlainVersion() async {
    await propertyCheck(count: 500, input: Generators.hostileText(maxLength: 40)) { text in
      #expect(
        HTMLEscaping.text(text) == Self.naive(text, quotes: false), "\(text.debugDescription)")
      #expect(
        HTMLEscaping.attribute(text) == Self.naive(text, quotes: true), "\(text.debugDescription)")
      var bytes: [UInt8] = []
      HTMLEscaping.append(text.utf8, to: &bytes, quotes: false)
      #expect(bytes == Array(Self.naive(text, quotes: false).utf8), "\(text.debugDescription)")
    }
  }
}
