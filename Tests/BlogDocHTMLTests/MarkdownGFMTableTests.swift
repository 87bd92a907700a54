@testable import BlogDocHTML
import BlogDocTestSupport
import Testing

/// GitHub-flavoured Markdown tables, against the GFM spec's own examples and blogdoc's
/// additions (a `<br>` in a cell, the safe-target policy in cells).
///
/// Examples 198–205 are copied from the GitHub Flavored Markdown Spec, version 0.29-gfm
/// (2019-04-06), section 4.10 "Tables (extension)", © John MacFarlane and GitHub, licensed
/// under the Creative Commons Attribution-ShareAlike 4.0 International License
/// (https://creativecommons.org/licenses/by-sa/4.0/). Only the examples are copied; the
/// expected HTML is the spec's, unchanged.
@Suite("Markdown tables as the GFM spec renders them")
struct MarkdownGFMTableTests {
  typealias Example = MarkdownCommonMarkTests.Case

  static let examples: [Example] = [
    Example(
      "GFM example 198",
      "| foo | bar |\n| --- | --- |\n| baz | bim |\n",
      "<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>\n"
    ),
    Example(
      "GFM example 199",
      "| abc | defghi |\n:-: | -----------:\nbar | baz\n",
      "<table>\n<thead>\n<tr>\n<th align=\"center\">abc</th>\n<th align=\"right\">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"center\">bar</td>\n<td align=\"right\">baz</td>\n</tr>\n</tbody>\n</table>\n"
    ),
    Example(
      "GFM example 200",
      "| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n",
      "<table>\n<thead>\n<tr>\n<th>f|oo</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b <code>|</code> az</td>\n</tr>\n<tr>\n<td>b <strong>|</strong> im</td>\n</tr>\n</tbody>\n</table>\n"
    ),
    Example(
      "GFM example 201",
      "| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n",
      "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>bar</p>\n</blockquote>\n"
    ),
    Example(
      "GFM example 202",
      "| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n",
      "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n<p>bar</p>\n"
    ),
    Example(
      "GFM example 203",
      "| abc | def |\n| --- |\n| bar |\n",
      "<p>| abc | def |\n| --- |\n| bar |</p>\n"),
    Example(
      "GFM example 204",
      "| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n",
      "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n"
    ),
    Example(
      "GFM example 205",
      "| abc | def |\n| --- | --- |\n",
      "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n"),
  ]

  @Test(arguments: examples)
  func matchesTheSpec(_ example: Example) {
    #expect(MarkdownHTML.render(example.markdown) == example.html)
    #expect(MarkdownHTML.render(example.markdown, fastPath: false) == example.html)
  }

  /// A two-column table around `rows` (each already `| a | b |`), as cmark-gfm writes it.
  private static func table(
    header: [String], _ rows: [[String]], alignments: [String] = []
  ) -> String {
    func row(_ cells: [String], _ tag: String) -> String {
      "<tr>\n"
        + cells.enumerated().map { index, cell in
          let align =
            index < alignments.count && !alignments[index].isEmpty
            ? " align=\"\(alignments[index])\"" : ""
          return "<\(tag)\(align)>\(cell)</\(tag)>\n"
        }.joined() + "</tr>\n"
    }
    let body = rows.isEmpty ? "" : "<tbody>\n" + rows.map { row($0, "td") }.joined() + "</tbody>\n"
    return "<table>\n<thead>\n" + row(header, "th") + "</thead>\n" + body + "</table>\n"
  }

  @Test func linksInCellsKeepTheSafeTargetPolicyAndRawHTMLStaysText() {
    let markdown =
      "| a | b |\n| - | - |\n| [x](javascript:alert(1)) | [y](https://e.example/p?q=1&r=2) |\n| <script>s</script> | *em* `c` |\n"
    let expected = Self.table(
      header: ["a", "b"],
      [
        ["x", "<a href=\"https://e.example/p?q=1&amp;r=2\">y</a>"],
        ["&lt;script&gt;s&lt;/script&gt;", "<em>em</em> <code>c</code>"],
      ])
    #expect(MarkdownHTML.render(markdown) == expected)
  }

  @Test func aBrInACellIsALineBreakButNotEscapedOrInCode() {
    let markdown = "| a |\n| --- |\n| one<br>two<br/>three<br />four |\n| \\<br> and `x<br>y` |\n"
    let expected = Self.table(
      header: ["a"],
      [
        ["one<br />\ntwo<br />\nthree<br />\nfour"],
        ["&lt;br&gt; and <code>x&lt;br&gt;y</code>"],
      ])
    #expect(MarkdownHTML.render(markdown) == expected)
  }

  @Test func aTableEndsAParagraphAtItsHeaderLine() {
    let markdown = "Intro line\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\nAfter"
    let expected =
      "<p>Intro line</p>\n"
      + Self.table(header: ["a", "b"], [["1", "2"]], alignments: ["left", "right"])
      + "<p>After</p>\n"
    #expect(MarkdownHTML.render(markdown) == expected)
  }

  @Test func dashesAloneUnderALineAreASetextHeadingNotATable() {
    #expect(MarkdownHTML.render("a | b\n---\n") == "<h2>a | b</h2>\n")
  }

  @Test func aTableInsideAQuoteAndAListItem() {
    let table = Self.table(header: ["h"], [["c"]])
    #expect(
      MarkdownHTML.render("> | h |\n> | - |\n> | c |\n") == "<blockquote>\n" + table
        + "</blockquote>\n")
    #expect(
      MarkdownHTML.render("- | h |\n  | - |\n  | c |\n") == "<ul>\n<li>\n" + table
        + "</li>\n</ul>\n")
  }

  @Test func aListItemOrAHeadingEndsATable() {
    let table = Self.table(header: ["h"], [["c"]])
    #expect(
      MarkdownHTML.render("| h |\n| - |\n| c |\n- item\n") == table + "<ul>\n<li>item</li>\n</ul>\n"
    )
    #expect(MarkdownHTML.render("| h |\n| - |\n| c |\n# T\n") == table + "<h1>T</h1>\n")
  }

  // MARK: - Against a naive oracle

  /// A generated GFM table and the cells a page must show for it.
  struct Table: Sendable, CustomStringConvertible {
    var markdown: String
    var rows: [[RenderedTable.Cell]]
    var description: String { markdown.debugDescription }
  }

  /// Cell Markdown and the text it shows.
  static let cellFragments: [(markdown: String, text: String)] = [
    ("w", "w"), ("a\\|b", "a|b"), ("x  y", "x y"), ("`c`", "c"), ("`c\\|d`", "c|d"), ("*e*", "e"),
    ("", ""), ("\\\\", "\\"), ("&amp;", "&"), ("<b>", "<b>"), ("1 < 2", "1 < 2"), ("a<br>b", "a b"),
    ("é\u{301}", "é\u{301}"), ("[l](/x)", "l"), ("[j](javascript:x)", "j"),
  ]

  /// Tables with or without leading and trailing pipes, padded cells, every alignment, and
  /// rows shorter or longer than the header.
  static let tables = Generator<Table, Shrink.None<Table>> { rng in
    let columns = Int.random(in: 1...4, using: &rng)
    func line(_ cells: [String]) -> String {
      // An empty first or last cell needs its outer pipe, which is otherwise optional; a
      // line needs a pipe to be a row for sure (one cell alone could be blank).
      let leading = Bool.random(using: &rng) || cells.first == ""
      let trailing = Bool.random(using: &rng) || cells.last == ""
      var body = ""
      for (index, cell) in cells.enumerated() {
        let pads = [" ", "", "  "]
        body +=
          (index > 0 ? "|" : "") + pads.randomElement(using: &rng)! + cell + pads.randomElement(
            using: &rng)!
      }
      return (leading || !trailing ? "|" : "") + body + (trailing ? "|" : "")
    }
    let alignments = (0..<columns).map { _ in Int.random(in: 0..<4, using: &rng) }
    let markers = alignments.map { ["---", ":--", "--:", ":-:"][$0] }
    let attributes = alignments.map {
      ["", " align=\"left\"", " align=\"right\"", " align=\"center\""][$0]
    }
    func row(_ count: Int, tag: String) -> (String, [RenderedTable.Cell]) {
      let cells = (0..<count).map { _ in cellFragments.randomElement(using: &rng)! }
      let shown = (0..<columns).map { column in
        RenderedTable.Cell(
          tag: tag + attributes[column], text: column < cells.count ? cells[column].text : "")
      }
      return (line(cells.map(\.markdown)), shown)
    }
    var (markdown, header) = row(columns, tag: "th")
    var rows = [header]
    markdown += "\n" + line(markers)
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      let (text, cells) = row(Int.random(in: 1...(columns + 2), using: &rng), tag: "td")
      markdown += "\n" + text
      rows.append(cells)
    }
    if Bool.random(using: &rng) { markdown += "\n\nafter" }
    return Table(markdown: markdown, rows: rows)
  }

  @Test func aTableShowsItsCellsInTheirRowsAndColumns() async {
    await propertyCheck(count: 500, input: Self.tables) { table in
      let page = MarkdownHTML.render(table.markdown)
      #expect(
        RenderedTable.rows(in: page) == table.rows,
        "\(table.markdown.debugDescription) → \(page.debugDescription)")
      #expect(MarkdownHTML.render(table.markdown, fastPath: false) == page)
    }
  }
}
