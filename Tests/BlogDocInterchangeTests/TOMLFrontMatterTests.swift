import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

@Suite struct TOMLFrontMatterTests {
  @Test func hugoFrontMatterKeepsItsOrderAndDates() throws {
    let text = """
      +++
      title = "Tea, \\"properly\\""
      date = 2024-05-01T09:30:00.500+02:00
      lastmod = 2024-05-02
      draft = true
      zebra = 1
      apple = 1.50

      [params]
      toc = true
      author = "Ada"
      +++

      Body.

      """
    let record = try FrontMatterFile.record(text: text, name: "posts/2024-05-01-tea.md")
    #expect(
      record
        == .object([
          "title": .string("Tea, \"properly\""), "date": .string("2024-05-01T09:30:00.500+02:00"),
          "lastmod": .string("2024-05-02"), "draft": .bool(true), "zebra": .number("1"),
          "apple": .number("1.5"),
          "params": .object(["toc": .bool(true), "author": .string("Ada")]),
          "$body": .string("Body.\n"), "$file": .string("tea"), "$fileDate": .string("2024-05-01"),
        ]))
  }

  @Test func badTOMLIsLocatedInTheFile() {
    #expect(
      throws: ArchiveError(
        .malformed,
        "The front matter is not valid TOML: Error while parsing array: encountered end-of-file.",
        at: SourceLocation(line: 3, column: 12))
    ) {
      try FrontMatterFile.record(text: "+++\ntitle = 'x'\ndate = [1,\n+++\n", name: "a.md")
    }
    #expect(
      throws: ArchiveError(
        .malformed,
        "The front matter is not valid TOML: Error while parsing key-value pair: cannot redefine existing string 'title'.",
        at: SourceLocation(line: 3, column: 9))
    ) {
      try FrontMatterFile.record(text: "+++\ntitle = 'x'\ntitle = 'y'\n+++\n", name: "a.md")
    }
    #expect(
      throws: ArchiveError(
        .malformed, "The front matter is not valid TOML: found U+0000.",
        at: SourceLocation(line: 3, column: 10))
    ) {
      try FrontMatterFile.record(text: "+++\ntitle = 'x'\nlang = 'e\u{0}'\n+++\n", name: "a.md")
    }
    #expect(
      throws: ArchiveError(
        .malformed, "The front matter has U+0000 in a key, which blogdoc does not read.",
        at: SourceLocation(line: 3, column: 1))
    ) {
      try FrontMatterFile.record(text: "+++\ntitle = 'x'\n\"e\\u0000\" = 1\n+++\n", name: "a.md")
    }
  }

  /// toml++ 3.4 asserts that a digit follows a date's `T`, and its assertions stay on in
  /// release builds: the fuzzer's input aborted the process. Refused before toml++ sees it.
  @Test func aDateWithoutAnHourIsRefusedBeforeTOMLPlusPlusAsserts() {
    for (value, column) in [
      ("2078-05-18T:8251:36-00:00", 19), ("[2078-05-18t]", 20), ("2078-05-18T", 19),
    ] {
      #expect(
        throws: ArchiveError(
          .malformed, "The front matter is not valid TOML: expected a 2-digit hour after 'T'.",
          at: SourceLocation(line: 2, column: column))
      ) {
        try FrontMatterFile.record(text: "+++\ndate = \(value)\n+++\n", name: "a.md")
      }
    }
  }

  /// Only text the index followed reaches toml++: past a place it stops, a date that would
  /// trip toml++'s assertion is never parsed (the fuzzer's input hid one after a key
  /// starting with U+FEFF, which toml++ skips at the start and the index did not).
  @Test func tomlPlusPlusNeverSeesTextTheIndexDidNotFollow() throws {
    let record = try FrontMatterFile.record(text: "+++\n\u{FEFF}t = 1\n+++\n", name: "a.md")
    #expect(record.objectValue?["t"] == .number("1"))
    #expect(
      throws: ArchiveError(
        .malformed, "The front matter is not valid TOML: expected a 2-digit hour after 'T'.",
        at: SourceLocation(line: 3, column: 16))
    ) {
      try FrontMatterFile.record(
        text: "+++\n\u{FEFF}t = 1\nd = 2053-02-22T=01\n+++\n", name: "a.md")
    }
    #expect(
      throws: ArchiveError(
        .malformed,
        "The front matter is not valid TOML: Error while parsing key-value pair: encountered end-of-file.",
        at: SourceLocation(line: 2, column: 5))
    ) {
      try FrontMatterFile.record(text: "+++\nt = é\nd = 2053-02-22T=01\n+++\n", name: "a.md")
    }
  }

  /// toml++ 3.4 asserts that a key follows a header's brackets (the fuzzer's `[[[[…`).
  @Test func aHeaderWithoutAKeyIsRefusedBeforeTOMLPlusPlusAsserts() {
    for (header, column) in [("[[[a]]]", 3), ("[ =]", 3), ("[[ #]]", 4)] {
      #expect(
        throws: ArchiveError(
          .malformed,
          "The front matter is not valid TOML: expected a key after '[' in a table header.",
          at: SourceLocation(line: 3, column: column))
      ) {
        try FrontMatterFile.record(text: "+++\nt = 1\n\(header)\n+++\n", name: "a.md")
      }
    }
  }

  /// TOMLKit hands strings over as C strings, which end at U+0000; the index keeps them whole.
  @Test func anEscapedNULStaysInItsString() throws {
    let record = try FrontMatterFile.record(
      text: "+++\nt = [\"a\\u0000b\", \"c\"]\n+++\n", name: "a.md")
    #expect(record.objectValue?["t"] == .array([.string("a\u{0}b"), .string("c")]))
  }

  @Test func deepOrHugeTOMLIsRefusedBeforeItIsParsed() {
    // toml++ recurses once per level of a dotted key: 100,000 levels overflow its stack.
    let dotted =
      "+++\n" + Array(repeating: "a", count: 100_000).joined(separator: ".") + " = 1\n+++\n"
    #expect(
      throws: ArchiveError(
        .limitExceeded, "The front matter nests deeper than 64 levels.",
        at: SourceLocation(line: 2, column: 128))
    ) {
      try FrontMatterFile.record(text: dotted, name: "deep.md")
    }
    let header =
      "+++\n[" + Array(repeating: "a", count: 100_000).joined(separator: ".") + "]\n+++\n"
    #expect(
      throws: ArchiveError(
        .limitExceeded, "The front matter nests deeper than 64 levels.",
        at: SourceLocation(line: 2, column: 129))
    ) {
      try FrontMatterFile.record(text: header, name: "deep.md")
    }
    let arrays =
      "+++\na = " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
      + "\n+++\n"
    #expect(
      throws: ArchiveError(
        .limitExceeded, "The front matter nests deeper than 64 levels.",
        at: SourceLocation(line: 2, column: 69))
    ) {
      try FrontMatterFile.record(text: arrays, name: "deep.md")
    }
    let many = "+++\nk = [" + String(repeating: "1,", count: 100_001) + "]\n+++\n"
    #expect(
      throws: ArchiveError(
        .limitExceeded, "The front matter holds more than 100000 keys and values.",
        at: SourceLocation(line: 2, column: 200_002))
    ) {
      try FrontMatterFile.record(text: many, name: "huge.md")
    }
  }
}

@Suite struct TOMLFrontMatterImportTests {
  /// The entry the built-in Markdown mapping makes of one file.
  static func entry(from text: String, name: String) throws -> BlogEntry {
    let record = try FrontMatterFile.record(text: text, name: name)
    var importer = Importer(
      into: try BlogDocument(entries: []), mapping: ImportFormat.markdown.builtInMapping!)
    try importer.add(record, from: RecordOrigin(file: name))
    return try #require(importer.document.entries.first)
  }

  @Test func aZolaPostMapsItsTaxonomiesAndKeepsItsExtras() throws {
    let text = """
      +++
      title = "Zola"
      description = "About Zola."
      date = 2024-06-01
      updated = 2024-06-02T08:00:00
      authors = ["Ada"]

      [taxonomies]
      tags = ["rust", "ssg"]
      categories = ["Tools"]

      [extra]
      lang = "en"
      +++
      Body.

      """
    let entry = try Self.entry(from: text, name: "content/zola-post/index.md")
    #expect(entry.id == "zola-post")
    #expect(entry.title == "Zola")
    #expect(entry.summary == "About Zola.")
    #expect(entry.authorName == "Ada")
    #expect(entry.postedDate?.iso8601 == "2024-06-01T00:00:00Z")
    #expect(entry.updatedDate?.iso8601 == "2024-06-02T08:00:00Z")
    #expect(entry.tagNames == ["rust", "ssg"])
    #expect(entry.categoryNames == ["Tools"])
    #expect(entry.bodyText == "Body.\n")
    #expect(
      entry.unknownFields["frontMatter"]?.objectValue?["extra"] == .object(["lang": .string("en")]))
  }

  /// Posts in the shapes Hugo, Zola, Jekyll, Eleventy and jsonfeed.org write import with
  /// every field where it belongs (the body exactly), and
  /// exporting the entry (in the post's own language) and importing it again changes nothing.
  @Test func generatedPostsImportAndReimportUnchanged() async throws {
    await propertyCheck(count: 400, input: FrontMatterGenerators.post) { post in
      do {
        let entry = try Self.entry(from: post.text, name: post.path)
        #expect(entry.id == "post")
        #expect(entry.title == post.title)
        #expect(entry.summary == post.summary)
        #expect(entry.authorName == post.author)
        #expect(entry.postedDate?.iso8601 == post.date)
        #expect(entry.tagNames == post.tags)
        #expect(entry.categoryNames == post.categories)
        #expect(entry.isDraft == post.isDraft)
        // Text of only whitespace counts as absent, as for every mapped value (README).
        #expect(
          entry.bodyText == (post.body.unicodeScalars.allSatisfy(\.isWhitespace) ? "" : post.body))
        let kept = entry.unknownFields["frontMatter"]?.objectValue
        switch post.shape {
        case .headers: #expect(kept?["weight"] == .string(String(post.weight)))
        case .eleventyJS:
          // Not read, so kept whole, weight and all.
          guard case .string(let text)? = kept?["unreadFrontMatter"]?.objectValue?["text"] else {
            Issue.record("No unread front matter kept for \(post)")
            return
          }
          #expect(text.contains("  weight: \(post.weight),\n"))
        default: #expect(kept?["weight"] == .number(String(post.weight)))
        }
        let style: FrontMatterStyle =
          [.hugoYAML, .jekyllCategory, .eleventyJSON].contains(post.shape) ? .yaml : .toml
        let exported = try MarkdownExport.text(for: entry, frontMatter: style)
        let again = try Self.entry(from: exported, name: MarkdownExport.fileName(for: entry))
        #expect(again == entry, "\(exported)")
      } catch {
        Issue.record("\(error) for \(post)")
      }
    }
  }
}
