import BlogDocHTML
import BlogDocTestSupport
import Testing

/// Bodies are untrusted: whatever they hold, the HTML has only the elements and
/// attributes Markdown itself produces, and only safe link targets.
@Suite("Markdown to safe HTML")
struct MarkdownHTMLTests {
  static let allowedElements: Set<String> = [
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "code", "pre", "blockquote", "ul",
    "ol",
    "li", "hr", "br", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "del", "s",
  ]

  /// The oracle: a tiny tag scanner. Every `<` in the output opens a tag we allow (text
  /// `<` must be `&lt;`), and its attributes are only href, src and alt with safe values, a
  /// code block's `class="language-…"` and an ordered list's `start="N"`.
  static func problems(in html: String) -> [String] {
    var found: [String] = []
    var rest = html[...]
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else {
        found.append("an unclosed '<'"); break
      }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
      guard Self.allowedElements.contains(name) else { found.append("<\(tag)>"); continue }
      // Attribute values are quoted and hold no quote: walk name="value" pairs.
      var attributes = tag.dropFirst(name.count + (tag.hasPrefix("/") ? 1 : 0))
      while let equals = attributes.firstIndex(of: "=") {
        let attribute = attributes[..<equals].trimmingPrefix(" ")
        let afterEquals = attributes[attributes.index(after: equals)...]
        guard afterEquals.first == "\"", let end = afterEquals.dropFirst().firstIndex(of: "\"")
        else {
          found.append("an unquoted attribute in <\(tag)>"); break
        }
        let value = afterEquals[afterEquals.index(after: afterEquals.startIndex)..<end]
        switch attribute {
        case "href", "src", "alt": break
        case "class" where name == "code" && value.hasPrefix("language-"): break
        case "start"
        where name == "ol" && !value.isEmpty && value.allSatisfy(\.isASCII)
          && value.allSatisfy(\.isNumber):
          break
        default: found.append("attribute \(attribute)")
        }
        if attribute != "alt",
          value.lowercased().filter({ !$0.isWhitespace }).hasPrefix("javascript:")
        {
          found.append("a javascript: URL")
        }
        attributes = afterEquals[afterEquals.index(after: end)...]
      }
    }
    return found
  }

  @Test(arguments: [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    "[x](JaVa\tScRiPt:alert(1))",
    "[q](https://a.org/\" onmouseover=\"alert(1))",
    "![a\" onerror=\"alert(1)](https://a.org/i.png)",
    "![a](data:image/svg+xml,<svg onload=alert(1)>)",
    "[r][ref]\n\n[ref]: javascript:alert(1)",
    "<a href=\"javascript:alert(1)\">x</a>",
    "`<b>` and\n\n```\n<script>x</script>\n```",
    "<!-- comment --><style>*{}</style><iframe src=x></iframe>",
    "\u{E000}<b>placeholder collision</b>",
    "\u{1}0\u{2} and \u{1}99\u{2}<b>token collision</b>",
    "```x\" onload=\"alert(1)\ncode\n```",
    "2. two\n3. three",
    "<javascript:alert(1)> and <https://a.org/\"onmouseover=alert(1)>",
    "> [x](javascript:alert(1))\n> ![y](data:x)",
  ])
  func hostileBodiesGiveOnlySafeMarkup(body: String) {
    let html = MarkdownHTML.render(body)
    #expect(Self.problems(in: html) == [], "\(html)")
  }

  @Test func rawHTMLIsShownAsText() {
    #expect(
      MarkdownHTML.render("Hi <b>there</b> & you")
        == "<p>Hi &lt;b&gt;there&lt;/b&gt; &amp; you</p>\n")
    // The doc comment's example.
    #expect(
      MarkdownHTML.render("Hi <b>there</b> [x](javascript:alert(1))")
        == "<p>Hi &lt;b&gt;there&lt;/b&gt; x</p>\n")
    #expect(
      MarkdownHTML.render("![alt *text*](javascript:x) ![ok](/i.png \"t\")")
        == "<p>alt <em>text</em> <img src=\"/i.png\" alt=\"ok\" /></p>\n")
    #expect(
      MarkdownHTML.render("[x](javascript:alert(1)) [y](/posts/y \"T\")")
        == "<p>x <a href=\"/posts/y\">y</a></p>\n")
  }

  @Test func anyBodyGivesOnlySafeMarkup() async {
    let fragments = [
      "<", ">", "\"", "'", "&", "[", "]", "(", ")", "!", "`", "*", "_", "#", "\n", " ",
      "javascript:", "onerror=", "<script>", "](", "![", "https://a.org/", "\u{E000}", "x",
    ]
    let body = Generator<String, Shrink.None<String>> { rng in
      (0..<Int.random(in: 0...40, using: &rng)).map { _ in fragments.randomElement(using: &rng)! }
        .joined()
    }
    await propertyCheck(count: 500, input: body) { body in
      let html = MarkdownHTML.render(body)
      #expect(Self.problems(in: html) == [], "\(body.debugDescription) → \(html)")
    }
  }
}
