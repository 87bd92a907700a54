import BlogDocHTML
import Testing

@testable import BlogDocInterchange

// Tables: the shapes WordPress's table block writes, and those GFM cannot say.
extension HTMLConversionTests {
  /// WordPress's table block with a header and footer section, a caption, a right-aligned
  /// column, and inline markup, a pipe and a line break in cells.
  static let wordPressTable = """
    <!-- wp:table {"hasFixedLayout":true} -->
    <figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>Plan</th><th class="has-text-align-right" data-align="right">Price</th></tr></thead><tbody><tr><td><strong>Basic</strong></td><td class="has-text-align-right" data-align="right">$5 | month</td></tr><tr><td><a href="https://example.com/pro">Pro</a> <code>a|b</code></td><td class="has-text-align-right" data-align="right">$9<br>billed yearly</td></tr></tbody><tfoot><tr><td>Total</td><td class="has-text-align-right" data-align="right">$14</td></tr></tfoot></table><figcaption class="wp-element-caption">Prices in <em>USD</em></figcaption></figure>
    <!-- /wp:table -->
    """

  static let wordPressTableMarkdown = """
    | Plan | Price |
    | --- | --: |
    | **Basic** | $5 \\| month |
    | [Pro](https://example.com/pro) `a\\|b` | $9<br>billed yearly |
    | Total | $14 |

    Prices in *USD*
    """

  static let tableCases: [Case] = [
    Case(
      name: "WordPress's table block with header, footer and caption",
      html: wordPressTable,
      markdown: wordPressTableMarkdown,
      plainText:
        "Plan | Price\n\nBasic | $5 | month\n\nPro a|b | $9\nbilled yearly\n\nTotal | $14\n\nPrices in USD"
    ),
    Case(
      name: "WordPress's table block without a header section gets an empty header row",
      html: """
        <!-- wp:table -->
        <figure class="wp-block-table"><table><tbody><tr><td>Cell 1</td><td>Cell 2</td></tr><tr><td>Cell 3</td><td>Cell 4</td></tr></tbody></table></figure>
        <!-- /wp:table -->
        """,
      markdown: "| | |\n| --- | --- |\n| Cell 1 | Cell 2 |\n| Cell 3 | Cell 4 |",
      plainText: "Cell 1 | Cell 2\n\nCell 3 | Cell 4"),
    Case(
      name: "a first row of th is the header; short rows are padded; align and style align",
      html: """
        <table>
          <tr><th style="color: red; text-align: center">A</th><th>B</th><th align="right">C</th></tr>
          <tr><td>1</td></tr>
          <tr><td>1</td><td>2</td><td align="left">3</td></tr>
        </table>
        """,
      markdown: "| A | B | C |\n| :-: | --- | --: |\n| 1 | | |\n| 1 | 2 | 3 |",
      plainText: "A | B | C\n\n1\n\n1 | 2 | 3"),
    Case(
      name: "pipes, backslashes, a literal <br> and code with a backslash-pipe in cells",
      html: """
        <table><thead><tr><th>a|b</th><th>x\\|y</th></tr></thead>
        <tbody><tr><td>&lt;br&gt; not a break</td><td><code>c\\|d</code> <code>`e`</code></td></tr></tbody></table>
        """,
      markdown:
        "| a\\|b | x\\\\\\|y |\n| --- | --- |\n| \\<br> not a break | c\\\\\\|d `` `e` `` |",
      plainText: "a|b | x\\|y\n\n<br> not a break | c\\|d `e`"),
    Case(
      name: "a line break inside a span in a cell is a space, so the span stays whole",
      html:
        "<table><tr><td><b>one<br>two</b><br><a href=\"/x\">three<br>four</a></td></tr></table>",
      markdown: "| |\n| --- |\n| **one two**<br>[three four](/x) |",
      plainText: "one\ntwo\nthree\nfour"),
    Case(
      name: "a cell spanning columns keeps the table as rows of text",
      html: "<table><tr><th colspan=\"2\">Wide</th></tr><tr><td>a</td><td>b</td></tr></table>",
      markdown: "Wide\n\na | b",
      plainText: "Wide\n\na | b"),
    Case(
      name: "a cell holding blocks keeps the table as rows of text",
      html: "<table><tr><td><p>Para</p></td><td>x</td></tr><tr><td>y</td><td>z</td></tr></table>",
      markdown: "Para\n\nx\n\ny | z",
      plainText: "Para\n\nx\n\ny | z"),
    Case(
      name: "a nested table: the outer is rows of text, the inner a table",
      html:
        "<table><tr><td>out<table><tr><th>in1</th><th>in2</th></tr></table></td><td>o2</td></tr></table>",
      markdown: "out\n\n| in1 | in2 |\n| --- | --- |\n\no2",
      plainText: "out\n\nin1 | in2\n\no2"),
    Case(
      name: "a table with no text shows nothing; a table in a list item",
      html:
        "<table><tr><td>&nbsp;</td><td></td></tr></table><ul><li>item<table><tr><td>c</td></tr></table></li></ul>",
      markdown: "- item\n\n  | |\n  | --- |\n  | c |",
      plainText: "- item\n\n  c"),
    Case(
      name: "a pipe with a combining mark on it is escaped too",
      html: "<table><tr><th>a|\u{301}b</th></tr></table>",
      markdown: "| a\\|\u{301}b |\n| --- |",
      plainText: "a|\u{301}b"),
    Case(
      name: "a paragraph line that would be a delimiter row is escaped",
      html: "<p>a | b<br>|--|:-|</p>",
      markdown: "a | b\\\n\\|--|:-|",
      plainText: "a | b\n|--|:-|"),
  ]

  @Test func aWordPressTableRendersAsATableWithItsCaptionAfter() {
    let html = MarkdownHTML.render(HTMLConversion.markdown(fromHTML: Self.wordPressTable))
    let expected = """
      <table>
      <thead>
      <tr>
      <th>Plan</th>
      <th align="right">Price</th>
      </tr>
      </thead>
      <tbody>
      <tr>
      <td><strong>Basic</strong></td>
      <td align="right">$5 | month</td>
      </tr>
      <tr>
      <td><a href="https://example.com/pro">Pro</a> <code>a|b</code></td>
      <td align="right">$9<br />
      billed yearly</td>
      </tr>
      <tr>
      <td>Total</td>
      <td align="right">$14</td>
      </tr>
      </tbody>
      </table>
      <p>Prices in <em>USD</em></p>

      """
    #expect(html == expected)
  }

  @Test func escapedCellsRenderAsTheirText() {
    let case4 = Self.tableCases[3]
    let html = MarkdownHTML.render(HTMLConversion.markdown(fromHTML: case4.html))
    #expect(html.contains("<th>a|b</th>\n<th>x\\|y</th>"), "\(html)")
    #expect(
      html.contains("<td>&lt;br&gt; not a break</td>\n<td>c\\|d <code>`e`</code></td>"), "\(html)")
  }
}
