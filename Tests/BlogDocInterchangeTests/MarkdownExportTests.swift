import BlogDocCore
import BlogDocTestSupport
import FoundationEssentials
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

@Suite struct MarkdownExportTests {
  /// A draft says so to both generators (Hugo reads `draft`, Jekyll `published`), and an
  /// import reads the pair back as the one draft it is, keeping no `published` member; a
  /// Jekyll post with only `published: false` is a draft too.
  @Test func aDraftIsUnpublishedForJekyllAndHugoAndReadsBackAsItWas() throws {
    let entry = BlogEntry(id: "secret", title: "Secret", isDraft: true)
    for style in [FrontMatterStyle.yaml, .toml] {
      let text = try MarkdownExport.text(for: entry, frontMatter: style)
      #expect(
        text.contains(
          style == .yaml ? "draft: true\npublished: false\n" : "draft = true\npublished = false\n"),
        "\(text)")
      var importer = Importer(
        into: try BlogDocument(entries: []), mapping: ImportFormat.markdown.builtInMapping!)
      try importer.add(
        try FrontMatterFile.record(text: text, name: "secret.md"),
        from: RecordOrigin(file: "secret.md"))
      #expect(importer.document[id: "secret"] == entry)
    }
    var importer = Importer(
      into: try BlogDocument(entries: []), mapping: ImportFormat.markdown.builtInMapping!)
    let jekyll = "---\ntitle: Secret\npublished: false\n---\nBody.\n"
    try importer.add(
      try FrontMatterFile.record(text: jekyll, name: "secret.md"),
      from: RecordOrigin(file: "secret.md"))
    #expect(importer.document[id: "secret"]?.isDraft == true)
    #expect(
      try MarkdownExport.text(for: BlogEntry(id: "open", title: "Open")).contains("published")
        == false)
  }

  @Test func aJekyllAndHugoReadyFile() throws {
    var entry = BlogEntry(
      id: "hello", title: "Hello: \"world\"",
      postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00+01:00"))
    entry.summary = "Yes"
    entry.tagNames = ["swift", "true"]
    entry.bodyText = "# Hi\n\nBody.\n"
    entry.unknownFields["frontMatter"] = .object([
      "layout": .string("post"), "title": .string("shadowed"), "weight": .number("3"),
    ])
    #expect(MarkdownExport.fileName(for: entry) == "2024-01-05-hello.md")
    #expect(
      try MarkdownExport.text(for: entry) == """
        ---
        title: 'Hello: "world"'
        slug: hello
        date: 2024-01-05T10:00:00+01:00
        summary: 'Yes'
        tags:
        - swift
        - 'true'
        categories: []
        draft: false
        layout: post
        weight: 3
        ---

        # Hi

        Body.

        """)
  }

  @Test func aHugoReadyTOMLFile() throws {
    var entry = BlogEntry(
      id: "hello", title: "Hello: \"world\"\n",
      postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00.500Z"))
    entry.updatedDate = try Timestamp(iso8601: "2024-01-06T10:00:00-00:00")
    entry.tagNames = ["swift", "true"]
    entry.bodyText = "# Hi\n"
    entry.unknownFields["frontMatter"] = .object([
      "params": .object([
        "toc": .bool(true), "nested": .object(["a b": .array([.number("1"), .null])]),
      ]),
      "weight": .number("3"), "gone": .null, "big": .number("12345678901234567890"),
    ])
    #expect(
      try MarkdownExport.text(for: entry, frontMatter: .toml) == #"""
        +++
        title = "Hello: \"world\"\n"
        slug = "hello"
        date = 2024-01-05T10:00:00.500Z
        lastmod = 2024-01-06T10:00:00-00:00
        tags = ["swift", "true"]
        categories = []
        draft = false
        weight = 3
        big = "12345678901234567890"

        [params]
        toc = true
        nested = { "a b" = [1] }
        +++

        # Hi

        """#)
  }

  /// Export then import gives back every mapped field, whatever the text in them.
  @Test(arguments: FrontMatterStyle.allCases)
  func exportThenImportKeepsTheMappedFields(style: FrontMatterStyle) async throws {
    await propertyCheck(count: 500, input: Generators.blogEntry) { generated in
      var entry = generated
      // What the schema refuses cannot be exported to begin with.
      // (The schema's rule judges emptiness by Character, as here.)
      entry.tagNames = Array(Set(entry.tagNames.filter { !$0.allSatisfy(\.isWhitespace) })).sorted()
      entry.categoryNames = Array(
        Set(entry.categoryNames.filter { !$0.allSatisfy(\.isWhitespace) })
      ).sorted()
      // A title of a space and a combining mark is one Character, and whitespace as the
      // schema judges it: such an entry is refused before export, as on import.
      if entry.title.allSatisfy(\.isWhitespace) { entry.title = "T" + entry.title }
      if let updated = entry.updatedDate, let posted = entry.postedDate,
        updated.instant < posted.instant
      {
        entry.updatedDate = nil
      }
      // Empty optional text is written as nothing, and read as nothing.
      if entry.summary?.unicodeScalars.allSatisfy(\.isWhitespace) == true { entry.summary = nil }
      if entry.authorName?.unicodeScalars.allSatisfy(\.isWhitespace) == true {
        entry.authorName = nil
      }
      if entry.bodyText.unicodeScalars.allSatisfy(\.isWhitespace) { entry.bodyText = "" }
      entry.unknownFields = ArchiveObject()
      // Yams drops a scalar's leading U+FEFF as it decodes it (a known limit, in the README).
      func withoutLeadingBOM(_ text: String) -> String {
        style == .yaml && text.hasPrefix("\u{FEFF}") ? "x" + text : text
      }
      entry.title = withoutLeadingBOM(entry.title)
      entry.summary = entry.summary.map(withoutLeadingBOM)
      entry.authorName = entry.authorName.map(withoutLeadingBOM)
      entry.tagNames = entry.tagNames.map(withoutLeadingBOM)
      entry.categoryNames = entry.categoryNames.map(withoutLeadingBOM)
      do {
        let text = try MarkdownExport.text(for: entry, frontMatter: style)
        let record = try FrontMatterFile.record(
          text: text, name: MarkdownExport.fileName(for: entry))
        var importer = Importer(
          into: try BlogDocument(entries: []), mapping: ImportFormat.markdown.builtInMapping!)
        try importer.add(record, from: RecordOrigin(file: "x.md"))
        var back = try #require(importer.document[id: entry.id])
        back.unknownFields = ArchiveObject()
        let differing = BlogEntry.schema.fields.filter { $0.value(in: back) != $0.value(in: entry) }
        #expect(
          differing.map(\.name) == [],
          "\(differing.map { ($0.value(in: back), $0.value(in: entry)) })")
      } catch {
        Issue.record("\(error) for \(entry)")
      }
    }
  }

  /// Kept members, whatever their keys, nesting and text, survive TOML: what an export
  /// writes imports to an entry that exports to the same text.
  @Test func keptMembersSurviveTOML() async throws {
    await propertyCheck(count: 300, input: Generators.blogEntry) { generated in
      var entry = BlogEntry(id: "kept", title: "Kept", postedDate: generated.postedDate)
      entry.unknownFields["frontMatter"] = .object(generated.unknownFields)
      do {
        let text = try MarkdownExport.text(for: entry, frontMatter: .toml)
        let record = try FrontMatterFile.record(
          text: text, name: MarkdownExport.fileName(for: entry))
        var importer = Importer(
          into: try BlogDocument(entries: []), mapping: ImportFormat.markdown.builtInMapping!)
        try importer.add(record, from: RecordOrigin(file: "x.md"))
        let back = try #require(importer.document[id: entry.id])
        #expect(try MarkdownExport.text(for: back, frontMatter: .toml) == text)
      } catch {
        Issue.record("\(error) for \(entry)")
      }
    }
  }
}
