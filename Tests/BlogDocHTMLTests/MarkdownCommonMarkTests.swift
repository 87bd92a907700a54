@testable import BlogDocHTML
import BlogDocTestSupport
import Testing

/// Where Ink alone reads Markdown unlike CommonMark, blogdoc's page matches cmark's: each
/// case's expected HTML is what the CommonMark reference gives (titles dropped, as blogdoc
/// drops them). The differences that remain are listed in ``MarkdownHTML``.
@Suite("Markdown as CommonMark renders it")
struct MarkdownCommonMarkTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var markdown: String
    var html: String
    init(_ name: String, _ markdown: String, _ html: String) {
      (self.name, self.markdown, self.html) = (name, markdown, html)
    }
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      "a link's title is dropped, not put into the href",
      "[y](/p \"T\")",
      "<p><a href=\"/p\">y</a></p>\n"),
    Case(
      "an image's title is dropped",
      "![ok](/i.png \"t\") and text",
      "<p><img src=\"/i.png\" alt=\"ok\" /> and text</p>\n"),
    Case(
      "an image alone is still in a paragraph",
      "![ok](/i.png)",
      "<p><img src=\"/i.png\" alt=\"ok\" /></p>\n"),
    Case(
      "an image inside a paragraph has plain-text alt",
      "text ![a *b*](/i.png) more",
      "<p>text <img src=\"/i.png\" alt=\"a b\" /> more</p>\n"),
    Case(
      "an image with empty alt",
      "![](/empty-alt.png)",
      "<p><img src=\"/empty-alt.png\" alt=\"\" /></p>\n"),
    Case(
      "an image inside a link",
      "[![img](/i.png)](/p)",
      "<p><a href=\"/p\"><img src=\"/i.png\" alt=\"img\" /></a></p>\n"),
    Case(
      "two trailing spaces make a hard break",
      "line one  \nline two",
      "<p>line one<br />\nline two</p>\n"),
    Case(
      "a trailing backslash makes a hard break",
      "line one\\\nline two",
      "<p>line one<br />\nline two</p>\n"),
    Case(
      "a soft break stays a line end",
      "soft\nbreak here",
      "<p>soft\nbreak here</p>\n"),
    Case(
      "a lone CR ends a line",
      "Tabs\tinside\ttext and a lone CR\rhere.",
      "<p>Tabs\tinside\ttext and a lone CR\nhere.</p>\n"),
    Case(
      "CRLF ends a line",
      "Lines ending in CRLF:\r\nsecond line\r\nthird line",
      "<p>Lines ending in CRLF:\nsecond line\nthird line</p>\n"),
    Case(
      "nested lists",
      "- a\n- b\n  - c\n  - d\n- e",
      "<ul>\n<li>a</li>\n<li>b\n<ul>\n<li>c</li>\n<li>d</li>\n</ul>\n</li>\n<li>e</li>\n</ul>\n"),
    Case(
      "a blank line between items makes a loose list",
      "- a\n\n- b",
      "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"),
    Case(
      "a loose item with two paragraphs",
      "* a\n\n  para in item\n* b",
      "<ul>\n<li>\n<p>a</p>\n<p>para in item</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"),
    Case(
      "an ordered list keeps its start",
      "3. three\n4. four",
      "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n"),
    Case(
      "an ordered list with a blank line",
      "1. one\n2. two\n\n3. three",
      "<ol>\n<li>\n<p>one</p>\n</li>\n<li>\n<p>two</p>\n</li>\n<li>\n<p>three</p>\n</li>\n</ol>\n"),
    Case(
      "an ordered list with parentheses",
      "1) paren\n2) list",
      "<ol>\n<li>paren</li>\n<li>list</li>\n</ol>\n"),
    Case(
      "list items hold links and code",
      "- [link](/x) item\n- `code` item",
      "<ul>\n<li><a href=\"/x\">link</a> item</li>\n<li><code>code</code> item</li>\n</ul>\n"),
    Case(
      "a list interrupts a paragraph",
      "text\n- item",
      "<p>text</p>\n<ul>\n<li>item</li>\n</ul>\n"),
    Case(
      "fenced code escapes < & > and quotes",
      "```\nif a < b && c > d { \"q\" }\n```",
      "<pre><code>if a &lt; b &amp;&amp; c &gt; d { &quot;q&quot; }\n</code></pre>\n"),
    Case(
      "fenced code names its language",
      "```swift\nlet x = 1\n```",
      "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n"),
    Case(
      "a tilde fence",
      "~~~\ntilde\n~~~",
      "<pre><code>tilde\n</code></pre>\n"),
    Case(
      "indented code",
      "    indented code\n    more",
      "<pre><code>indented code\nmore\n</code></pre>\n"),
    Case(
      "ATX headings, seven # is text",
      "# Heading\n## Sub *em*\n###### six\n####### seven",
      "<h1>Heading</h1>\n<h2>Sub <em>em</em></h2>\n<h6>six</h6>\n<p>####### seven</p>\n"),
    Case(
      "a heading keeps a # that ends a word",
      "# C#",
      "<h1>C#</h1>\n"),
    Case(
      "a heading's closing #s go",
      "## Closed ##",
      "<h2>Closed</h2>\n"),
    Case(
      "setext headings",
      "Title\n=====\n\nSub\n---",
      "<h1>Title</h1>\n<h2>Sub</h2>\n"),
    Case(
      "a heading interrupts a paragraph",
      "para\n# head",
      "<p>para</p>\n<h1>head</h1>\n"),
    Case(
      "a blockquote holds several paragraphs",
      "> A quote\n>\n> — someone",
      "<blockquote>\n<p>A quote</p>\n<p>— someone</p>\n</blockquote>\n"),
    Case(
      "a blockquote takes a lazy line",
      "> quote\nlazy line",
      "<blockquote>\n<p>quote\nlazy line</p>\n</blockquote>\n"),
    Case(
      "a blockquote holds blocks",
      "> # head\n> - item",
      "<blockquote>\n<h1>head</h1>\n<ul>\n<li>item</li>\n</ul>\n</blockquote>\n"),
    Case(
      "entities are decoded, a lone & escaped",
      "&amp; &copy; &#169; &#xA9; AT&T",
      "<p>&amp; © © © AT&amp;T</p>\n"),
    Case(
      "autolinks link",
      "<https://example.org/a?b=1&c=2> and <mailto:a@b.org> and <a@b.org>",
      "<p><a href=\"https://example.org/a?b=1&amp;c=2\">https://example.org/a?b=1&amp;c=2</a> and <a href=\"mailto:a@b.org\">mailto:a@b.org</a> and <a href=\"mailto:a@b.org\">a@b.org</a></p>\n"
    ),
    Case(
      "an autolink keeps underscores",
      "Auto <http://a.b/c_d_e> x",
      "<p>Auto <a href=\"http://a.b/c_d_e\">http://a.b/c_d_e</a> x</p>\n"),
    Case(
      "emphasis and strong, both markers",
      "*em* **strong** _em_ __strong__",
      "<p><em>em</em> <strong>strong</strong> <em>em</em> <strong>strong</strong></p>\n"),
    Case(
      "intraword _ and spaced * are text",
      "snake_case_name and 2*3*4",
      "<p>snake_case_name and 2<em>3</em>4</p>\n"),
    Case(
      "a * between spaces is text",
      "a * b * c",
      "<p>a * b * c</p>\n"),
    Case(
      "emphasis nests",
      "**bold *nested* bold**",
      "<p><strong>bold <em>nested</em> bold</strong></p>\n"),
    Case(
      "an unclosed * is text",
      "text *unclosed",
      "<p>text *unclosed</p>\n"),
    Case(
      "intraword __ is text",
      "x_y_z __a__b",
      "<p>x_y_z __a__b</p>\n"),
    Case(
      "code spans, double backticks, raw HTML in code",
      "`code` and `` a ` b `` and `<b>`",
      "<p><code>code</code> and <code>a ` b</code> and <code>&lt;b&gt;</code></p>\n"),
    Case(
      "backslash escapes",
      "\\*not em\\* and \\_x\\_ and \\\\ back",
      "<p>*not em* and _x_ and \\ back</p>\n"),
    Case(
      "strikethrough is not CommonMark",
      "~~strike~~",
      "<p>~~strike~~</p>\n"),
    Case(
      "runs of spaces stay",
      "a  b   c",
      "<p>a  b   c</p>\n"),
    Case(
      "a paragraph's outer spaces go",
      "  Leading and trailing spaces are kept.  ",
      "<p>Leading and trailing spaces are kept.</p>\n"),
    Case(
      "the sample paragraph",
      "A paragraph with *emphasis*, `code` and a [link](https://example.org/?a=1&b=2).",
      "<p>A paragraph with <em>emphasis</em>, <code>code</code> and a <a href=\"https://example.org/?a=1&amp;b=2\">link</a>.</p>\n"
    ),
    Case(
      "a reference link",
      "[ref link][r]\n\n[r]: https://a.org/x \"Title\"",
      "<p><a href=\"https://a.org/x\">ref link</a></p>\n"),
    Case(
      "an undefined reference is text",
      "[undefined][nope]",
      "<p>[undefined][nope]</p>\n"),
    Case(
      "a collapsed reference",
      "[collapsed][]\n\n[collapsed]: /c",
      "<p><a href=\"/c\">collapsed</a></p>\n"),
    Case(
      "thematic breaks",
      "***\n---\n___",
      "<hr />\n<hr />\n<hr />\n"),
    Case(
      "a thematic break between paragraphs",
      "foo\n***\nbar",
      "<p>foo</p>\n<hr />\n<p>bar</p>\n"),
    Case(
      "a URL is percent-encoded",
      "[café](/café)",
      "<p><a href=\"/caf%C3%A9\">café</a></p>\n"),
    Case(
      "a destination with a space is not a link",
      "[x](/a b)",
      "<p>[x](/a b)</p>\n"),
    Case(
      "a pointy-bracket destination",
      "[a](<b c>)",
      "<p><a href=\"b%20c\">a</a></p>\n"),
    Case(
      "leading --- is a break, not metadata",
      "---\ntitle: x\n---\nbody",
      "<hr />\n<h2>title: x</h2>\n<p>body</p>\n"),
    Case(
      "quotes and > are escaped",
      "\"quoted\" and 'single' > gt",
      "<p>&quot;quoted&quot; and 'single' &gt; gt</p>\n"),
    Case(
      "astral scalars pass through",
      "Astral scalars: 𝄞 𝕏 🧑\u{200D}💻 and combining marks: é (e + U+0301).",
      "<p>Astral scalars: 𝄞 𝕏 🧑\u{200D}💻 and combining marks: é (e + U+0301).</p>\n"),
    Case(
      "link text holds code",
      "[link with `code`](/c)",
      "<p><a href=\"/c\">link with <code>code</code></a></p>\n"),
    Case(
      "emphasis holds strong",
      "*a **b** c*",
      "<p><em>a <strong>b</strong> c</em></p>\n"),
    Case(
      "a trailing backslash at the end stays",
      "end with backslash\\",
      "<p>end with backslash\\</p>\n"),
    Case(
      "an empty destination",
      "[empty]()",
      "<p><a href=\"\">empty</a></p>\n"),
    Case(
      "a shortcut reference links",
      "[label]\n\n[label]: /l",
      "<p><a href=\"/l\">label</a></p>\n"),
    Case(
      "a definition inside a paragraph is text",
      "[a]\n[a]: /x",
      "<p>[a]\n[a]: /x</p>\n"),
    Case(
      "a definition and its shortcut in one block",
      "[r]: /x\n[r]",
      "<p><a href=\"/x\">r</a></p>\n"),
    Case(
      "an image by reference",
      "![a][r]\n\n[r]: /i.png",
      "<p><img src=\"/i.png\" alt=\"a\" /></p>\n"),
    Case(
      "more named references",
      "&alpha; &hearts; &frac12;",
      "<p>α ♥ ½</p>\n"),
    Case(
      "underscores around a word",
      "__init__",
      "<p><strong>init</strong></p>\n"),
    Case(
      "emphasis inside a word with *",
      "a*b*c",
      "<p>a<em>b</em>c</p>\n"),
    Case(
      "strong right before a word",
      "**bold**text",
      "<p><strong>bold</strong>text</p>\n"),
    Case(
      "emphasis across a soft break",
      "*a\nb*",
      "<p><em>a\nb</em></p>\n"),
    Case(
      "link text across a soft break",
      "[a\nb](/c)",
      "<p><a href=\"/c\">a\nb</a></p>\n"),
    Case(
      "a reference in a destination is decoded",
      "[a](/a&amp;b)",
      "<p><a href=\"/a&amp;b\">a</a></p>\n"),
    Case(
      "a link inside emphasis",
      "*[a](/b)*",
      "<p><em><a href=\"/b\">a</a></em></p>\n"),
    Case(
      "parentheses in a destination",
      "[a](/b(c))",
      "<p><a href=\"/b(c)\">a</a></p>\n"),
    Case(
      "a single-quoted title is dropped",
      "[a](/b 'x')",
      "<p><a href=\"/b\">a</a></p>\n"),
    Case(
      "a fence in a blockquote",
      "> a\n> ```\n> code\n> ```",
      "<blockquote>\n<p>a</p>\n<pre><code>code\n</code></pre>\n</blockquote>\n"),
    Case(
      "a fence with blank lines in a list item",
      "- a\n\n  ```\n  x\n\n  y\n  ```\n- b",
      "<ul>\n<li>\n<p>a</p>\n<pre><code>x\n\ny\n</code></pre>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"
    ),
    Case(
      "a different bullet starts a new list",
      "* a\n+ b",
      "<ul>\n<li>a</li>\n</ul>\n<ul>\n<li>b</li>\n</ul>\n"),
    Case(
      "an ordered list holds a nested list",
      "1. one\n   - nested\n2. two",
      "<ol>\n<li>one\n<ul>\n<li>nested</li>\n</ul>\n</li>\n<li>two</li>\n</ol>\n"),
    Case(
      "an unclosed fence runs to the end",
      "```\nunclosed",
      "<pre><code>unclosed\n</code></pre>\n"),
    Case(
      "a pipe table is a table, as cmark-gfm reads it (more in MarkdownGFMTableTests)",
      "| a | b |\n|---|---|\n| 1 | 2 |",
      "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n"
    ),
    Case(
      "a blank with a combining mark on it after a span is kept (Ink would drop it)",
      "**s** \u{301}",
      "<p><strong>s</strong> \u{301}</p>\n"),
    Case(
      "an autolink keeps its *",
      "<https://x.org/*a*>",
      "<p><a href=\"https://x.org/*a*\">https://x.org/*a*</a></p>\n"),
    Case(
      "a tab stays",
      "a\tb",
      "<p>a\tb</p>\n"),
  ]

  @Test(arguments: cases)
  func matchesCommonMark(_ example: Case) {
    #expect(MarkdownHTML.render(example.markdown) == example.html)
  }

  @Test(arguments: cases)
  func theSlowPathMatchesCommonMarkToo(_ example: Case) {
    #expect(MarkdownHTML.render(example.markdown, fastPath: false) == example.html)
  }

  /// Prose-like bodies, most of them free of Markdown syntax, so the fast path is taken
  /// often: its page must be the page Ink's path gives.
  @Test func theFastPathGivesWhatInkGives() async {
    let fragments = [
      "word", "Word", " ", " ", "  ", "\t", "\n", "\n\n", ".", ",", "é", "—", "🧑\u{200D}💻",
      "\u{A0}",
      "\u{2003}", "\u{0B}", ">", "\"", "'", "(", ")", "#", "-", "1.", "+", ":", "/", "*", "_", "[",
      "]", "!", "`",
      "<", "&", "&amp;", "\\", "~", "\r",
    ]
    let body = Generator<String, Shrink.None<String>> { rng in
      (0..<Int.random(in: 0...30, using: &rng)).map { _ in
        // Three in four fragments are plain words and spaces.
        Int.random(in: 0..<4, using: &rng) == 0
          ? fragments.randomElement(using: &rng)! : ["word", " ", "\n"].randomElement(using: &rng)!
      }.joined()
    }
    await propertyCheck(count: 1000, input: body) { body in
      #expect(
        MarkdownHTML.render(body, fastPath: true) == MarkdownHTML.render(body, fastPath: false),
        "\(body.debugDescription)")
    }
  }
}
