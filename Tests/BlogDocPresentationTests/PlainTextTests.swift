import BlogDocPresentation
import Testing

@Suite("Markdown as plain text")
struct PlainTextTests {
  @Test func markupIsDroppedAndWordsKept() {
    #expect(
      PlainText.from("## Hello\n\nSee [the *docs*](https://x.org) <b>now</b>, a < b.")
        == "Hello\n\nSee the docs now, a < b.")
    #expect(PlainText.from("```\nlet x = *y*\n```\nafter") == "let x = *y*\nafter")
    #expect(PlainText.from("![a cat](cat.png) > quoted") == "a cat > quoted")
  }

  /// A GFM table (as an import writes a WordPress table) gives its cells' words, a row to a
  /// line, without pipes or its delimiter row.
  @Test func aTableGivesItsCellsWords() {
    #expect(
      PlainText.from(
        "Before.\n\n| Name | *Size* |\n| --- | :-: |\n| a\\|b | [link](x) |\n| | 3 |\n\nAfter.")
        == "Before.\n\nName Size\na|b link\n3\n\nAfter.")
    #expect(PlainText.from("---\n\nText") == "---\n\nText")
  }

  @Test func wordsAreRunsOfLettersOrDigits() {
    #expect(PlainText.wordCount("Hello, world: 42 times — déjà-vu!") == 6)
    #expect(PlainText.wordCount("") == 0)
  }

  @Test func anExcerptStopsAtAWordBoundary() {
    #expect(PlainText.excerpt("one two three", limit: 20) == "one two three")
    #expect(PlainText.excerpt("one two, three four", limit: 10) == "one two…")
    #expect(PlainText.excerpt("a\n\n b   c", limit: 20) == "a b c")
  }
}
