import BlogDocCore
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// The front matter shapes sites write beyond a first line of `---` (issue 29, item 4):
/// Zola's blank line and spaces, Eleventy's `---json` and `---js`, Hugo's JSON object,
/// jsonfeed.org's `@key` lines and Jekyll's `category`.
@Suite struct FrontMatterShapeTests {
  /// The entry the built-in Markdown mapping makes of one file, and the warnings it gives.
  static func imported(
    _ text: String, name: String = "posts/hello.md"
  ) throws -> (entry: BlogEntry, warnings: [String]) {
    let record = try FrontMatterFile.record(text: text, name: name)
    var importer = Importer(
      into: try BlogDocument(entries: []), mapping: ImportFormat.markdown.builtInMapping!)
    try importer.add(record, from: RecordOrigin(file: name))
    return (
      try #require(importer.document.entries.first), importer.summary.warnings.map(\.description)
    )
  }

  /// The examples in the doc comments, as written there.
  @Test func documentationExamples() throws {
    let block = try #require(FrontMatterBlock(in: "\n+++  \ntitle = 'Hi'\n+++\t\nBody.\n"))
    #expect(
      "\(block.language) \(block.line) \(block.text == "title = 'Hi'\n") \(block.rest)"
        == "toml 3 true Body.\n")
    let json = try FrontMatterFile.record(
      text: "{\n  \"title\": \"Hi\"\n}\nHello.\n", name: "hi.md")
    #expect(
      "\(json.objectValue?["title"] as Any)" == #"Optional(BlogDocCore.ArchiveValue.string("Hi"))"#)
    let headers = try FrontMatterFile.record(
      text: "@title Hello\n@pubDate 2024-01-05\n\nBody.\n", name: "hello.md")
    #expect(
      "\(headers.objectValue?["pubDate"] as Any)"
        == #"Optional(BlogDocCore.ArchiveValue.string("2024-01-05"))"#)
  }

  @Test func zolaAllowsBlankLinesBeforeTheFenceAndSpacesAfterIt() throws {
    for text in [
      "\n+++\ntitle = 'Zola'\ndate = 2024-06-01\n+++  \nBody.\n",
      "\n\n  \n+++ \t\ntitle = 'Zola'\ndate = 2024-06-01\n+++\t \n\nBody.\n",
      "\r\n+++ \r\ntitle = 'Zola'\r\ndate = 2024-06-01\r\n+++ \r\nBody.\n",
    ] {
      let record = try FrontMatterFile.record(text: text, name: "content/zola.md")
      #expect(
        record
          == .object([
            "title": .string("Zola"), "date": .string("2024-06-01"), "$body": .string("Body.\n"),
            "$file": .string("zola"),
          ]), "\(text.debugDescription)")
    }
  }

  @Test func yamlAllowsTheSameButARuleWithoutAClosingLineStaysBody() throws {
    let record = try FrontMatterFile.record(
      text: "\n---  \ntitle: Hi\n--- \nBody.\n", name: "hi.md")
    #expect(
      record
        == .object(["title": .string("Hi"), "$body": .string("Body.\n"), "$file": .string("hi")]))
    for text in [
      "\n---\nA rule, then text.\n", "----\nA rule.\n\n---\n", "--- -\nx\n---\n", "---\n",
    ] {
      let body = try FrontMatterFile.record(text: text, name: "hi.md")
      #expect(
        body == .object(["$body": .string(text), "$file": .string("hi")]),
        "\(text.debugDescription)")
    }
  }

  @Test func jsonFrontMatterIsReadAfterJsonFenceAndAsHugosObject() throws {
    let expected: ArchiveValue = .object([
      "title": .string("Hi"), "tags": .array([.string("a")]), "weight": .number("10"),
      "$body": .string("Body.\n"), "$file": .string("hi"),
    ])
    for text in [
      "---json\n{\"title\": \"Hi\", \"tags\": [\"a\"], \"weight\": 10}\n---\nBody.\n",
      "--- JSON \n{\"title\": \"Hi\", \"tags\": [\"a\"], \"weight\": 10}\n---\nBody.\n",
      "{\n  \"title\": \"Hi\",\n  \"tags\": [\"a\"],\n  \"weight\": 10\n}\n\nBody.\n",
      "\n{ \"title\": \"Hi\", \"tags\": [\"a\"], \"weight\": 10 }  \nBody.\n",
    ] {
      #expect(
        try FrontMatterFile.record(text: text, name: "hi.md") == expected,
        "\(text.debugDescription)")
    }
    // Braces in strings, escaped quotes and nested objects do not end the object early.
    let nested = try FrontMatterFile.record(
      text: "{\"title\": \"a } \\\" {\", \"params\": {\"toc\": true}}\nBody.\n", name: "hi.md")
    #expect(nested.objectValue?["title"] == .string("a } \" {"))
    #expect(nested.objectValue?["params"] == .object(["toc": .bool(true)]))
    #expect(nested.objectValue?["$body"] == .string("Body.\n"))
  }

  /// A file that starts with a shortcode, a Liquid tag or an unclosed brace is Markdown.
  @Test func textStartingWithABraceThatIsNoObjectStaysBody() throws {
    for text in [
      "{{< figure src=\"a.png\" >}}\nText.\n", "{% raw %}\n{\"a\": 1}\n", "{\"a\": 1\nno end\n",
      "{\"a\": 1} more text\n",
    ] {
      #expect(
        try FrontMatterFile.record(text: text, name: "hi.md")
          == .object(["$body": .string(text), "$file": .string("hi")]))
    }
  }

  /// Errors count lines in the file, blank lines before the front matter included.
  @Test(arguments: [
    (
      "\n\n+++\ntitle = 'x'\ntitle = 'y'\n+++\n", 5, 9,
      "The front matter is not valid TOML: Error while parsing key-value pair: cannot redefine existing string 'title'."
    ),
    (
      "\n---\ntitle: [unclosed\nx: 1\n---\n", 4, 2,
      "The front matter is not valid YAML: did not find expected ',' or ']'."
    ),
    (
      "\n{\n  \"a\": 1,\n  \"a\": 2\n}\n", 4, 3,
      "The front matter is not valid JSON: Duplicate key \"a\" in one object."
    ),
    (
      "---json\n[1, 2]\n---\n", 2, 1,
      "Expected the front matter to be a JSON object of keys to values."
    ),
  ])
  func badFrontMatterIsLocatedInTheFile(text: String, line: Int, column: Int, message: String) {
    #expect(
      throws: ArchiveError(.malformed, message, at: SourceLocation(line: line, column: column))
    ) {
      try FrontMatterFile.record(text: text, name: "a.md")
    }
  }

  @Test func yamlAndTomlNamedAfterTheFenceAreRead() throws {
    let yaml = try FrontMatterFile.record(text: "---yaml\ntitle: Hi\n---\nBody.\n", name: "hi.md")
    let toml = try FrontMatterFile.record(
      text: "---toml\ntitle = 'Hi'\n---\nBody.\n", name: "hi.md")
    let expected: ArchiveValue = .object([
      "title": .string("Hi"), "$body": .string("Body.\n"), "$file": .string("hi"),
    ])
    #expect(yaml == expected)
    #expect(toml == expected)
  }

  static let eleventyJS = """
    ---js
    {
      title: "My page",
      draft: false,
      currentDate() { return new Date(); }
    }
    ---
    Body.

    """

  /// JavaScript front matter is kept, not run: the post is a draft, titled from its file,
  /// with a warning naming the file, and its text is with the unknown fields, not the body.
  @Test func javaScriptFrontMatterMakesADraftAndSaysSo() throws {
    let (entry, warnings) = try Self.imported(Self.eleventyJS, name: "posts/2024-01-05-my-page.md")
    #expect(entry.id == "my-page")
    #expect(entry.title == "my-page")
    #expect(entry.isDraft)
    #expect(entry.postedDate?.iso8601 == "2024-01-05T00:00:00Z")
    #expect(entry.bodyText == "Body.\n")
    let text =
      "{\n  title: \"My page\",\n  draft: false,\n  currentDate() { return new Date(); }\n}\n"
    #expect(
      entry.unknownFields["frontMatter"]
        == .object([
          "unreadFrontMatter": .object(["fence": .string("---js"), "text": .string(text)])
        ]))
    #expect(
      warnings == [
        "posts/2024-01-05-my-page.md: ('my-page'): isDraft: The front matter is in a language blogdoc does not read ('---js'), so the post is imported as a draft; the front matter's text is kept with the unknown fields under 'unreadFrontMatter'."
      ])
  }

  @Test func everyOtherNamedFenceIsUnreadToo() throws {
    for fence in ["---javascript", "---coffee", "---ts"] {
      let (entry, warnings) = try Self.imported("\(fence)\ntitle = 1\n---\nBody.\n")
      #expect(entry.isDraft)
      #expect(entry.bodyText == "Body.\n")
      #expect(
        entry.unknownFields["frontMatter"]?.objectValue?["unreadFrontMatter"]?.objectValue?["fence"]
          == .string(fence))
      #expect(warnings.count == 1)
    }
  }

  /// Exported (with `draft` and the kept text under its key) and imported again, the entry
  /// is the same, with no warning the second time.
  @Test func anUnreadPostExportsAndImportsBackUnchanged() throws {
    let (entry, _) = try Self.imported(Self.eleventyJS)
    for style in FrontMatterStyle.allCases {
      let exported = try MarkdownExport.text(for: entry, frontMatter: style)
      let (again, warnings) = try Self.imported(exported, name: MarkdownExport.fileName(for: entry))
      #expect(again == entry, "\(exported)")
      #expect(warnings.isEmpty)
    }
  }

  @Test func headerLinesAreFrontMatter() throws {
    let text =
      "@title Hello, world\n@pubDate 2024-01-05T10:00:00-07:00\n@modDate 2024-01-06\n@link https://example.com/hello\n\nBody.\n"
    let record = try FrontMatterFile.record(text: text, name: "2024/hello.md")
    #expect(
      record
        == .object([
          "title": .string("Hello, world"), "pubDate": .string("2024-01-05T10:00:00-07:00"),
          "modDate": .string("2024-01-06"),
          "link": .string("https://example.com/hello"), "$body": .string("Body.\n"),
          "$file": .string("hello"),
        ]))
    let (entry, warnings) = try Self.imported(text)
    #expect(entry.title == "Hello, world")
    #expect(entry.postedDate?.iso8601 == "2024-01-05T10:00:00-07:00")
    #expect(entry.updatedDate?.iso8601 == "2024-01-06T00:00:00Z")
    #expect(entry.bodyText == "Body.\n")
    // The `@key` names the dates came from are remembered, for an export to write them back.
    #expect(
      entry.unknownFields["frontMatter"]
        == .object([
          "link": .string("https://example.com/hello"),
          "$paths": .object(["postedDate": .string("pubDate"), "updatedDate": .string("modDate")]),
        ]))
    #expect(warnings.isEmpty)
  }

  /// Some pages of `@key` lines have the body right after them, with no blank line.
  @Test func headerLinesEndAtTheFirstLineThatIsNotOne() throws {
    let record = try FrontMatterFile.record(
      text: "@date 2024-01-05\n@title  Hi \nI wrote.\n@title again\n", name: "hi.md")
    #expect(
      record
        == .object([
          "date": .string("2024-01-05"), "title": .string("Hi"),
          "$body": .string("I wrote.\n@title again\n"), "$file": .string("hi"),
        ]))
  }

  /// Without `@title`, `@pubDate` or `@date`, lines starting with `@` are Markdown.
  @Test func anAtMentionStaysBody() throws {
    for text in ["@ada said hello\n\nText.\n", "@title: Hi\n\nText.\n", "@ada hi\n@bob hey\n"] {
      #expect(
        try FrontMatterFile.record(text: text, name: "hi.md")
          == .object(["$body": .string(text), "$file": .string("hi")]))
    }
  }

  @Test func aHeaderGivenTwiceIsRefused() {
    #expect(
      throws: ArchiveError(
        .malformed, "The header '@title' appears more than once.",
        at: SourceLocation(line: 3, column: 1))
    ) {
      try FrontMatterFile.record(
        text: "@title A\n@date 2024-01-05\n@title B\n\nBody.\n", name: "a.md")
    }
  }

  /// Jekyll's `category` gives the categories as `categories` does, except that a string is
  /// one category, as Jekyll reads the singular key.
  @Test func jekyllsCategoryIsACategory() throws {
    for (yaml, expected) in [
      ("category: Tea", ["Tea"]), ("category: [Tea, Travel]", ["Tea", "Travel"]),
      ("category:\n  - Tea\n  - Travel", ["Tea", "Travel"]),
      ("category: Tea, Travel", ["Tea, Travel"]), ("category: [2024, Tea]", ["2024", "Tea"]),
    ] {
      let (entry, warnings) = try Self.imported("---\ntitle: Hi\n\(yaml)\n---\nBody.\n")
      #expect(entry.categoryNames == expected)
      #expect(
        entry.unknownFields["frontMatter"]
          == .object(["$paths": .object(["categoryNames": .string("category")])]))
      #expect(warnings.isEmpty)
    }
  }
}
