import BlogDocBlog
import Testing

@testable import BlogDocInterchange

/// Real-shaped bodies with their whole expected Markdown and plain text. Properties and
/// hostile bodies are in `HTMLConversionPropertyTests.swift`, the oracles in
/// `HTMLConversionOracles.swift`.
@Suite("HTML conversion")
struct HTMLConversionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var html: String
    var markdown: String
    /// nil: not checked for this case.
    var plainText: String?
    var testDescription: String { name }
  }

  /// Every case: these real-shaped bodies, then the markup corners of
  /// `HTMLConversionTests+Markup.swift` and the tables of `HTMLConversionTests+Tables.swift`.
  static var cases: [Case] { realShapedCases + markupCases + tableCases }

  static let realShapedCases: [Case] = [
    Case(
      name: "Gutenberg post with block comments",
      html: """
        <!-- wp:heading -->
        <h2 class="wp-block-heading">Getting started</h2>
        <!-- /wp:heading -->

        <!-- wp:paragraph -->
        <p>Install the <code>blogdoc</code> tool &amp; run it.</p>
        <!-- /wp:paragraph -->

        <!-- wp:list -->
        <ul class="wp-block-list"><!-- wp:list-item -->
        <li>First</li>
        <!-- /wp:list-item -->

        <!-- wp:list-item -->
        <li>Second</li>
        <!-- /wp:list-item --></ul>
        <!-- /wp:list -->

        <!-- wp:image {"id":12} -->
        <figure class="wp-block-image"><img src="https://example.com/a.jpg" alt="A cat" class="wp-image-12"/><figcaption class="wp-element-caption">My cat</figcaption></figure>
        <!-- /wp:image -->

        <!-- wp:separator -->
        <hr class="wp-block-separator"/>
        <!-- /wp:separator -->

        <!-- wp:quote -->
        <blockquote class="wp-block-quote"><!-- wp:paragraph -->
        <p>To be.</p>
        <!-- /wp:paragraph --><cite>Someone</cite></blockquote>
        <!-- /wp:quote -->
        """,
      markdown: """
        ## Getting started

        Install the `blogdoc` tool & run it.

        - First
        - Second

        ![A cat](https://example.com/a.jpg)

        My cat

        ---

        > To be.
        >
        > Someone
        """,
      plainText: """
        Getting started

        Install the blogdoc tool & run it.

        - First
        - Second

        A cat

        My cat

        To be.

        Someone
        """),
    Case(
      name: "wpautop text without <p>",
      html: """
        Hello world.
        This is a second line.

        New paragraph with <em>emphasis</em> and <strong>bold</strong>.
        <ul>
        <li>Item</li>
        </ul>
        Trailing   text\t here
        \u{20}\u{20}
        \r\nLast, after a CRLF blank line.
        """,
      markdown: """
        Hello world.\\
        This is a second line.

        New paragraph with *emphasis* and **bold**.

        - Item

        Trailing text here

        Last, after a CRLF blank line.
        """,
      plainText: """
        Hello world.
        This is a second line.

        New paragraph with emphasis and bold.

        - Item

        Trailing text here

        Last, after a CRLF blank line.
        """),
    Case(
      name: "classic editor post: <br /> with newline, shortcode, highlighted code",
      html: """
        <p>Line one<br />
        Line two</p>
        [caption id="attachment_5" width="300"]<img src="https://x.org/p.jpg" alt="" /> A caption[/caption]
        <pre><code class="language-js hljs">if (a &lt; b &amp;&amp; c) {}</code></pre>
        """,
      markdown: """
        Line one\\
        Line two

        \\[caption id="attachment\\_5" width="300"\\]![](https://x.org/p.jpg) A caption\\[/caption\\]

        ```js
        if (a < b && c) {}
        ```
        """,
      plainText: """
        Line one
        Line two

        [caption id="attachment_5" width="300"] A caption[/caption]

        if (a < b && c) {}
        """),
    Case(
      name: "nested lists with ol start",
      html: """
        <ol start="3"><li>Three<ul><li>a</li><li>b<ol><li>deep</li></ol></li></ul></li><li>Four</li></ol>
        <ul><li>x</li><ul><li>stray nested</li></ul><li>y<p>second paragraph</p></li><li></li></ul>
        """,
      markdown: """
        3. Three
           - a
           - b
             1. deep
        4. Four

        - x
          - stray nested
        - y

          second paragraph
        -
        """,
      plainText: """
        3. Three
           - a
           - b
             1. deep
        4. Four

        - x
          - stray nested
        - y

          second paragraph
        -
        """),
    Case(
      name: "pre with backticks inside, inline code with backticks",
      html: """
        <pre class="wp-block-code"><code class="language-swift">let fence = "```"
        print(`fence`)\u{20}\u{20}\u{20}
        </code></pre>
        <p>Use <code>a `b` c</code>, <code>`</code> and <code>  spaced
          out  </code>.</p>
        <pre>
        plain *text*

        kept</pre>
        """,
      markdown: """
        ````swift
        let fence = "```"
        print(`fence`)\u{20}\u{20}\u{20}
        ````

        Use ``a `b` c``, `` ` `` and `spaced out` .

        ```
        plain *text*

        kept
        ```
        """,
      plainText: """
        let fence = "```"
        print(`fence`)\u{20}\u{20}\u{20}

        Use a `b` c, ` and spaced out .

        plain *text*

        kept
        """),
    Case(
      name: "links with titles, parentheses and spaces, unsafe schemes",
      html: """
        <p><a href="https://en.wikipedia.org/wiki/Swift_(programming_language)" title="The &quot;Swift&quot; page">Swift</a>, \
        <a href="/a b">spaced</a>, <a href="https://x.org/?a=1&amp;b=2">query</a>, \
        <a href="javascript:alert(1)">bad</a>, <a href=" JaVa\tScRiPt:alert(1)">worse</a>, \
        <a name="more">anchor</a>, <a href="/p"><img src="/i.png" alt="pic"></a>, \
        <a href="https://x.org/"><b>bold</b> link</a></p>
        """,
      markdown: """
        [Swift](<https://en.wikipedia.org/wiki/Swift_(programming_language)> "The \\"Swift\\" page"), \
        [spaced](</a b>), [query](https://x.org/?a=1&b=2), bad, worse, anchor, [![pic](/i.png)](/p), \
        [**bold** link](https://x.org/)
        """,
      plainText: "Swift, spaced, query, bad, worse, anchor, pic, bold link"),
    Case(
      name: "entities",
      html:
        "<p>Tom &amp; Jerry&nbsp;&#8217;s &lt;b&gt; &copy; &amp;copy; 5&nbsp;&gt; 3 &hellip;&#x1F600;</p>",
      markdown: "Tom & Jerry\u{A0}’s \\<b> © \\&copy; 5\u{A0}> 3 …😀",
      plainText: "Tom & Jerry\u{A0}’s <b> © &copy; 5\u{A0}> 3 …😀"),
    Case(
      name: "unicode: emoji, combining marks, CJK",
      html:
        "<p>Dev 👩‍💻 café cafe\u{301} *\u{301}x _\u{301} 中文<b>粗体</b>中文 עברית</p>\n<h3>#\u{301} ok</h3>",
      markdown: "Dev 👩‍💻 café cafe\u{301} \\*\u{301}x \\_\u{301} 中文**粗体**中文 עברית\n\n### #\u{301} ok",
      plainText: "Dev 👩‍💻 café cafe\u{301} *\u{301}x _\u{301} 中文粗体中文 עברית\n\n#\u{301} ok"),
    Case(
      name: "script, style, iframe and friends are dropped with their content",
      html: """
        <p>Before<script>alert("<p>x</p>")</script><style>p { color: red }</style>\
        <iframe src="https://evil.example/"></iframe><object data="x.swf">fallback</object>\
        <embed src="y.swf"><template><p>T</p></template><noscript>NS</noscript> after</p>
        <script>document.write("gone")</script>
        """,
      markdown: "Before after",
      plainText: "Before after"),
    Case(
      name: "img keeps only alt, src and title",
      html: """
        <img src="https://x.org/a.png" alt="A &quot;b&quot; [c]" onerror="alert(1)" title="T" width="10">
        <img src="javascript:alert(1)" alt="refused"><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">
        """,
      markdown: "![A \"b\" \\[c\\]](https://x.org/a.png \"T\")\\\nrefused",
      plainText: "A \"b\" [c]\nrefused"),
    Case(
      name: "malformed HTML: unclosed and misnested tags",
      html: "<p>One<p>Two <b>bold <i>both</b> italic?</i><ul><li>a<li>b</ul><div>un<b>closed",
      markdown: "One\n\nTwo **bold *both*** italic?\n\n- a\n- b\n\nun**closed**",
      plainText: "One\n\nTwo bold both italic?\n\n- a\n- b\n\nunclosed"),
    Case(name: "empty", html: "", markdown: "", plainText: ""),
    Case(name: "whitespace only", html: " \n\t\r\n ", markdown: "", plainText: ""),
    Case(
      name: "nothing visible", html: "<p>&nbsp;</p><!-- wp:spacer --><div> </div>", markdown: "",
      plainText: ""),
  ]

  @Test(arguments: cases)
  func convertsBodies(_ example: Case) {
    let markdown = HTMLConversion.markdown(fromHTML: example.html)
    #expect(markdown == example.markdown)
    if let plainText = example.plainText {
      #expect(HTMLConversion.plainText(fromHTML: example.html) == plainText)
    }
  }

  @Test(arguments: cases)
  func outputHasOneBlankLineBetweenBlocksAndNoTrailingWhitespace(_ example: Case) {
    let markdown = HTMLConversion.markdown(fromHTML: example.html)
    #expect(
      HTMLConversionOracles.layoutProblems(inMarkdown: markdown) == [],
      "\(markdown.debugDescription)")
  }

  /// The examples in the doc comments of the package's own types print what the comments
  /// say (HTMLConversion's public ones run verbatim in InterchangeDocExampleTests).
  @Test func documentedExamplesHold() {
    #expect(
      MarkdownEscaping.text("*not* [a link] & <b>, 3.5!") == "\\*not\\* \\[a link\\] & \\<b>, 3.5!")
    #expect(
      MarkdownEscaping.lineStarts("# no heading\n1. no list") == "\\# no heading\n1\\. no list")
    #expect(MarkdownEscaping.codeSpan("a `b` c") == "``a `b` c``")
    #expect(LinkPolicy.kept.address(" https://example.com/a b\n") == "https://example.com/a b")
    #expect(LinkPolicy.kept.address("JaVa\tScRiPt:alert(1)") == nil)
    let tree = HTMLTree(parsing: "Hello <b>world")
    #expect(tree.withRoot { $0.map(HTMLTree.name(of:)) } == "html")
    #expect(HTMLElementKind(name: "h2") == .leaf(.heading(2)))
    var builder = BlockBuilder()
    builder.appendText("One\n\nTwo  <3")
    #expect(
      builder.finish() == [
        .paragraph([.text("One")]), .paragraph([.text("Two"), .space, .text("<3")]),
      ])
    var lines = LineWriter()
    lines.push(first: "- ", rest: "  ")
    lines.writeLine("one")
    lines.requestBlankLine()
    lines.writeLine("two")
    lines.pop()
    #expect(lines.text == "- one\n\n  two")
    let blocks: [HTMLBlock] = [
      .heading(level: 2, [.text("Notes")]),
      .list(ordered: false, start: 1, items: [[.paragraph([.text("a*b")])]]),
    ]
    #expect(MarkdownWriter.text(for: blocks, flavor: .markdown) == "## Notes\n\n- a\\*b")
  }
}
