import BlogDocBlog
import BlogDocCore
import Testing

@testable import BlogDocInterchange

/// Splices of one edit into hand-written posts, each compared with the whole expected file.
@Suite struct PostSpliceTests {
  @Test func aYAMLTitleKeepsItsQuotesAndComments() throws {
    let post = "---\ntitle: \"Hello\"  # the title\ndate: 2024-01-05\ntags: [a, b]\n---\n\nBody.\n"
    let result = try PostEditing.spliced(post) { $0.title = "Bye \"you\"" }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "---\ntitle: \"Bye \\\"you\\\"\"  # the title\ndate: 2024-01-05\ntags: [a, b]\n---\n\nBody.\n"
    )
  }

  @Test func aTOMLValueKeepsLiteralQuotesAndTables() throws {
    let post =
      "+++\ntitle = 'Hello'\ndate = 2024-01-05T10:00:00Z\n\n[params]\ntoc = true\n+++\nBody.\n"
    let result = try PostEditing.spliced(post) { $0.title = "Bye" }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "+++\ntitle = 'Bye'\ndate = 2024-01-05T10:00:00Z\n\n[params]\ntoc = true\n+++\nBody.\n")
  }

  @Test func aBlockListStaysABlockList() throws {
    let post = "---\r\ntitle: Hi\r\ntags:\r\n  - a\r\n  - b\r\ndraft: false\r\n---\r\n\r\nBody.\r\n"
    let result = try PostEditing.spliced(post) { $0.tagNames = ["a", "c: d", "e"] }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "---\r\ntitle: Hi\r\ntags:\r\n  - a\r\n  - 'c: d'\r\n  - e\r\ndraft: false\r\n---\r\n\r\nBody.\r\n"
    )
  }

  @Test func aNewKeyGoesAfterItsNeighbourInTheFilesStyle() throws {
    let post = "\u{FEFF}---\ntitle: 'Hi'\ndate: 2024-01-05\ntags: [a]\n---\n\nBody.\n"
    let result = try PostEditing.spliced(post) { $0.summary = "Short" }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "\u{FEFF}---\ntitle: 'Hi'\ndate: 2024-01-05\nsummary: 'Short'\ntags: [a]\n---\n\nBody.\n"
    )
  }

  @Test func aNewTOMLKeyStaysOutOfTables() throws {
    let post = "+++\ntitle = \"Hi\"\n\n[extra]\nlang = 'en'\n+++\nBody.\n"
    let result = try PostEditing.spliced(post) { $0.summary = "Short" }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "+++\ntitle = \"Hi\"\nsummary = \"Short\"\n\n[extra]\nlang = 'en'\n+++\nBody.\n")
  }

  @Test func zolaTaxonomiesAndDescriptionAreWrittenBackWhereTheyWere() throws {
    let post =
      "+++\ntitle = \"Hi\"\ndescription = \"Old\"\n\n[taxonomies]\ntags = [\"a\"]\n+++\nBody.\n"
    let result = try PostEditing.spliced(post) {
      $0.summary = "New"
      $0.tagNames = ["a", "b"]
    }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "+++\ntitle = \"Hi\"\ndescription = \"New\"\n\n[taxonomies]\ntags = [\"a\", \"b\"]\n+++\nBody.\n"
    )
  }

  @Test func clearingAnOptionalFieldRemovesItsLine() throws {
    let post = "---\ntitle: Hi\nsummary: Short # said\nauthor: Ada\n---\n\nBody.\n"
    let result = try PostEditing.spliced(post) { $0.summary = nil }
    #expect(result.rewrittenBecause == nil)
    #expect(result.text == "---\ntitle: Hi\nauthor: Ada\n---\n\nBody.\n")
  }

  @Test func theBodyAloneChangesOnlyTheBody() throws {
    let post = "---\ntitle:   Hi   # spaced\n---\n\nBody.\n"
    let result = try PostEditing.spliced(post) { $0.bodyText = "New body.\n" }
    #expect(result.rewrittenBecause == nil)
    #expect(result.text == "---\ntitle:   Hi   # spaced\n---\n\nNew body.\n")
  }

  /// A key in a form the splice does not write (a folded scalar) makes the front matter be
  /// written anew, in its language, and the body stays as it was.
  @Test func anUnsplicedKeyRewritesTheFrontMatterAndKeepsTheBody() throws {
    let post = "+++\ntitle = \"\"\"\nHi\"\"\"\n+++\r\nBody\r\n"
    let result = try PostEditing.spliced(post) { $0.title = "Bye" }
    #expect(
      result.rewrittenBecause
        == "The front matter was written anew and the body kept as it was: 'title' is written in a form blogdoc does not splice."
    )
    #expect(
      result.text
        == "+++\r\ntitle = \"Bye\"\r\nslug = \"hello\"\r\ndate = 2024-01-05T00:00:00Z\r\ntags = []\r\ncategories = []\r\ndraft = false\r\n+++\r\n\r\nBody\r\n"
    )
  }

  /// Hugo's `params` as a YAML mapping: its keys are edited and added one by one.
  @Test func aYAMLMappingsKeysAreEditedInPlace() throws {
    let post = "---\ntitle: Hi\nparams:\n    author: Ada  # who\n    toc: true\n---\n\nBody.\n"
    let entry = try MarkdownPostFormatTests.imported(post, path: "hi.md")
    #expect(entry.authorName == "Ada")
    let result = try PostEditing.spliced(post) { $0.authorName = "Grace" }
    #expect(result.rewrittenBecause == nil)
    #expect(
      result.text
        == "---\ntitle: Hi\nparams:\n    author: Grace  # who\n    toc: true\n---\n\nBody.\n")
  }

  /// Jekyll's `published` is flipped with the draft, never removed: an undo gives it back.
  @Test func jekyllsPublishedFollowsTheDraft() throws {
    let post = "---\ntitle: Hi\npublished: true\n---\n\nBody.\n"
    let drafted = try PostEditing.spliced(post) { $0.isDraft = true }
    #expect(drafted.rewrittenBecause == nil)
    #expect(drafted.text == "---\ntitle: Hi\ndraft: true\npublished: false\n---\n\nBody.\n")
    let published = try PostEditing.spliced(drafted.text) { $0.isDraft = false }
    #expect(published.text == "---\ntitle: Hi\ndraft: false\npublished: true\n---\n\nBody.\n")
  }

  /// A front matter written anew keeps the body's bytes when the edit left the body alone,
  /// even a body the entry reads as empty (found by the fuzzer).
  @Test func aRewriteKeepsABodyTheEntryReadsTrimmed() throws {
    let post = "+++\ntitle = 'Hi'\ndescription = \"\"\"Two\"\"\"\n+++\n\u{0B}"
    let result = try PostEditing.spliced(post, path: "hi.md") { $0.summary = "New" }
    #expect(result.rewrittenBecause != nil)
    #expect(
      result.text
        == "+++\ntitle = \"Hi\"\nslug = \"hi\"\ndescription = \"New\"\ntags = []\ncategories = []\ndraft = false\n+++\n\n\u{0B}"
    )
  }
}
