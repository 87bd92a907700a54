import BlogDocHTML
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange

/// Hostile bodies (deep, huge) and properties checked against the naive oracles of
/// ``HTMLConversionOracles``.
@Suite("HTML conversion properties")
struct HTMLConversionPropertyTests {
  // MARK: - Untrusted bodies

  @Test(arguments: [
    "div", "b", "span", "blockquote", "ul><li", "div><b><i><blockquote><ol><li><p><a href=/x",
  ])
  func deepNestingIsFlattenedWithoutOverflowingTheStack(tags: String) {
    let html =
      String(repeating: "<\(tags)>", count: 10_000) + "deep<br>down"
      + String(repeating: "</x>", count: 3)
    let markdown = HTMLConversion.markdown(fromHTML: html)
    let plainText = HTMLConversion.plainText(fromHTML: html)
    // Quote and item prefixes come before "down"; links and bold may end after it.
    #expect(markdown.contains("deep\\\n"), "\(markdown.suffix(80))")
    #expect(
      markdown.split(separator: "\n").last?.contains("down") == true, "\(markdown.suffix(80))")
    #expect(plainText.contains("deep\n") && plainText.hasSuffix("down"), "\(plainText.suffix(80))")
    #expect(HTMLConversionOracles.layoutProblems(inMarkdown: markdown) == [])
  }

  @Test func deepNestingKeepsStructureDownToTheLimit() {
    // <html> and <body> take depths 0 and 1; elements from depth 200 on are read as text.
    let levels = BlockBuilder.maximumDepth - 2
    let quotes = HTMLConversion.markdown(
      fromHTML: String(repeating: "<blockquote>", count: 10_000) + "deep")
    #expect(quotes == String(repeating: "> ", count: levels) + "deep")
    let lists = HTMLConversion.markdown(
      fromHTML: String(repeating: "<ul><li>", count: 10_000) + "deep")
    #expect(lists == String(repeating: "- ", count: levels / 2) + "deep")
    let bold = HTMLConversion.markdown(fromHTML: String(repeating: "<b>", count: 10_000) + "deep")
    #expect(bold == "**deep**")
  }

  @Test func aTextRunPastLibxml2sTenMegabyteLimitConvertsWhole() {
    let word = String(repeating: "x", count: 11_000_000)
    #expect(HTMLConversion.markdown(fromHTML: "<p>\(word)</p><p>after</p>") == word + "\n\nafter")
  }

  @Test func twentyThousandParagraphsConvert() {
    let count = 20_000
    let html = (0..<count).map { "<p>Paragraph \($0) with <b>bold</b> &amp; *stars*.</p>\n" }
      .joined()
    let expected = (0..<count).map { "Paragraph \($0) with **bold** & \\*stars\\*." }.joined(
      separator: "\n\n")
    #expect(HTMLConversion.markdown(fromHTML: html) == expected)
  }

  // MARK: - Properties against naive oracles

  /// Fragments that Markdown would misread if they were not escaped.
  static let markdownFragments = [
    "*", "**", "_", "`", "```", "#", "# ", "1. ", "2) ", "- ", "+ ", "=", "> ", "<", "<b>", "&",
    "&amp;",
    "&copy;", "&#42;", "\\", "[", "]", "](x)", "![", "(", ")", "!", "~", "~~~", "|", " ", "  ",
    "\n", "\n\n",
    "\t", "\r\n", "a", "word", "é", "\u{301}", "\u{A0}", "中", "😀",
  ]

  static let paragraphs = Generator<[String], Shrink.None<[String]>> { rng in
    let hostileText = Generators.hostileText(maxLength: 30)
    return (0..<Int.random(in: 0...5, using: &rng)).map { _ in
      if Bool.random(using: &rng) {
        return hostileText.run(using: &rng)
      }
      return (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        markdownFragments.randomElement(using: &rng)!
      }.joined()
    }
  }

  @Test func escapedParagraphsComeBackAsTheirText() async {
    await propertyCheck(count: 400, input: Self.paragraphs) { paragraphs in
      let html = paragraphs.map { "<p>" + HTMLConversionOracles.htmlEscaped($0) + "</p>" }.joined(
        separator: "\n")
      let expected = paragraphs.map(HTMLConversionOracles.whitespaceNormalized).filter {
        !HTMLConversionOracles.showsNothing($0)
      }
      .joined(separator: "\n\n")
      let plainText = HTMLConversion.plainText(fromHTML: html)
      #expect(plainText == expected, "\(html.debugDescription)")
      let markdown = HTMLConversion.markdown(fromHTML: html)
      #expect(
        HTMLConversionOracles.backslashEscapesRemoved(markdown) == expected,
        "\(html.debugDescription) → \(markdown.debugDescription)")
      #expect(HTMLConversionOracles.layoutProblems(inMarkdown: markdown) == [])
      #expect(
        HTMLConversionOracles.unescapedSyntax(inParagraphs: markdown) == [],
        "\(markdown.debugDescription)")
      // No line of text reads as a table's delimiter row.
      #expect(!MarkdownHTML.render(markdown).contains("<table>"), "\(markdown.debugDescription)")
    }
  }

  /// Tag soup with numbered words: whatever the markup, every word comes out once, in
  /// order, and the layout rules hold.
  @Test func tagSoupKeepsEveryWordInOrder() async {
    let tags = [
      "<p>", "</p>", "<b>", "</b>", "<i>", "</i>", "<ul>", "</ul>", "<li>", "</li>",
      "<ol start=\"7\">", "</ol>",
      "<blockquote>", "</blockquote>", "<br>", "<br><br>", "\n", "\n\n", " ", "<h2>", "</h2>",
      "<div>",
      "</div>", "<pre>", "</pre>", "<code>", "</code>", "<a href=\"/x (1)\" title=\"t\">", "</a>",
      "<img src=\"/i.png\" alt=\"[alt]\">", "<table><tr><td>", "</td><td>", "</tr><tr><td>",
      "</table>", "<thead><tr><th>", "</th><th>", "</thead>", "<td colspan=\"2\">", "<caption>",
      "|",
      "<hr>", "<!-- wp:paragraph -->", "<script>s</script>", "&amp;", "&nbsp;", "*", "_", "#", "1.",
      "-",
      "`", "\\", "[", "]",
    ]
    let soup = Generator<String, Shrink.None<String>> { rng in
      var word = 0
      return (0..<Int.random(in: 0...60, using: &rng)).map { _ -> String in
        guard Int.random(in: 0..<3, using: &rng) == 0 else {
          return tags.randomElement(using: &rng)!
        }
        defer { word += 1 }
        return " w\(word) "
      }.joined()
    }
    await propertyCheck(count: 400, input: soup) { html in
      let expected = HTMLConversionOracles.words(in: html)
      let markdown = HTMLConversion.markdown(fromHTML: html)
      let plainText = HTMLConversion.plainText(fromHTML: html)
      #expect(
        HTMLConversionOracles.words(in: HTMLConversionOracles.backslashEscapesRemoved(markdown))
          == expected, "\(html.debugDescription) → \(markdown.debugDescription)")
      #expect(
        HTMLConversionOracles.words(in: plainText) == expected,
        "\(html.debugDescription) → \(plainText.debugDescription)")
      let page = MarkdownHTML.render(markdown)
      #expect(
        HTMLConversionOracles.words(in: HTMLConversionOracles.textOfPage(page)) == expected,
        "\(html.debugDescription) → \(markdown.debugDescription) → \(page.debugDescription)")
      #expect(
        HTMLConversionOracles.layoutProblems(inMarkdown: markdown) == [],
        "\(html.debugDescription) → \(markdown.debugDescription)")
      #expect(
        !plainText.hasPrefix("\n") && !plainText.hasSuffix("\n"),
        "\(html.debugDescription) → \(plainText.debugDescription)")
      // Code keeps its blank lines, even in plain text.
      if !html.contains("<pre>") { #expect(!plainText.contains("\n\n\n")) }
    }
  }

  // MARK: - Tables

  /// A generated HTML table and the cell texts a page must show for it: the header row
  /// (empty when the HTML has none) then the rows, each as wide as the widest; nil when no
  /// cell shows anything (the table then shows nothing).
  struct TableCase: Sendable, CustomStringConvertible {
    var html: String
    var expected: [[String]]?
    var description: String { html.debugDescription }
  }

  /// Tables of hostile cell text, styles, code, links and `<br>`, with a `<thead>`, a
  /// first row of `<th>`, or no header; ragged rows; WordPress's figure around them or not.
  static let tables = Generator<TableCase, Shrink.None<TableCase>> { rng in
    let hostileText = Generators.hostileText(maxLength: 12)
    func cellText() -> String {
      Bool.random(using: &rng)
        ? hostileText.run(using: &rng)
        : (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          markdownFragments.randomElement(using: &rng)!
        }.joined()
    }
    /// A cell's HTML and the text a browser shows for it.
    func cell(_ tag: String) -> (html: String, text: String) {
      var html = "<\(tag)>", text = ""
      var hasCode = false
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        let kind = Int.random(in: 0..<7, using: &rng)
        // A span's text starts and ends with a letter: Ink reads graphemes, and a `*` or
        // `[` followed by a combining mark is no delimiter to it, in a paragraph as in a
        // cell (a known limit of the inline reader, not of tables).
        let piece = kind == 0 || kind == 1 || kind == 3 ? "s" + cellText() + "s" : cellText()
        let escaped = HTMLConversionOracles.htmlEscaped(piece)
        switch kind {
        case 0: html += "<b>\(escaped)</b>"
        case 1: html += "<em>\(escaped)</em>"
        case 2:
          html += "<code>\(escaped)</code>"
          // Code is kept even when it is only no-break spaces.
          hasCode = hasCode || !HTMLConversionOracles.whitespaceNormalized(piece).isEmpty
        case 3: html += "<a href=\"/p?a=1&amp;b=2\">\(escaped)</a>"
        case 4: html += "<br>"
        default: html += escaped
        }
        html += " "
        text += (html.hasSuffix("<br> ") ? "" : piece) + " "
      }
      let normalized = HTMLConversionOracles.whitespaceNormalized(text)
      return (
        html + "</\(tag)>",
        HTMLConversionOracles.showsNothing(normalized) && !hasCode ? "" : normalized
      )
    }
    let header = Int.random(in: 0..<3, using: &rng)  // 0: <thead>, 1: a first row of <th>, 2: none
    var rows: [(html: String, texts: [String])] = []
    for number in 0..<Int.random(in: 1...4, using: &rng) {
      let tag = number == 0 && header < 2 ? "th" : "td"
      let cells = (0..<Int.random(in: (number == 0 ? 1 : 0)...4, using: &rng)).map { _ in cell(tag)
      }
      rows.append(("<tr>" + cells.map(\.html).joined() + "</tr>\n", cells.map(\.text)))
    }
    var html = "<table>"
    if header == 0 {
      html +=
        "<thead>" + rows[0].html + "</thead><tbody>" + rows.dropFirst().map(\.html).joined()
        + "</tbody>"
    } else {
      html += rows.map(\.html).joined()
    }
    html += "</table>"
    if Bool.random(using: &rng) { html = "<figure class=\"wp-block-table\">" + html + "</figure>" }
    var texts = rows.map(\.texts)
    if header == 2 { texts.insert([], at: 0) }
    let columns = texts.map(\.count).max() ?? 0
    let padded = texts.map { $0 + Array(repeating: "", count: columns - $0.count) }
    let showsSomething = padded.contains { $0.contains { !$0.isEmpty } }
    return TableCase(html: html, expected: showsSomething ? padded : nil)
  }

  /// HTML table → Markdown → page: the same cell texts in the same rows and columns.
  @Test func aConvertedTableRendersWithTheSameCells() async {
    await propertyCheck(count: 300, input: Self.tables) { table in
      let markdown = HTMLConversion.markdown(fromHTML: table.html)
      let page = MarkdownHTML.render(markdown)
      let cells = RenderedTable.rows(in: page)?.map { $0.map(\.text) }
      #expect(
        cells == table.expected,
        "\(table.html.debugDescription) → \(markdown.debugDescription) → \(page.debugDescription)")
      #expect(
        HTMLConversionOracles.layoutProblems(inMarkdown: markdown) == [],
        "\(markdown.debugDescription)")
    }
  }
}
