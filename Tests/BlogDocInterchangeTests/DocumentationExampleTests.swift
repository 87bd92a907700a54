import BlogDocCore
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// The examples in the doc comments of the mapping, import and export types print what
/// their comments say: the rest of what InterchangeDocExampleTests runs verbatim.
@Suite struct DocumentationExampleTests {
  @Test func wordPressTermsAndDrafts() throws {
    var terms = WXRTerms()
    terms.add(
      category: .object([
        "wp:category_nicename": .string("foo-parent"), "wp:cat_name": .string("Foo Parent"),
      ]))
    terms.add(
      category: .object([
        "wp:category_nicename": .string("foo-a"), "wp:category_parent": .string("foo-parent"),
        "wp:cat_name": .string("Foo A"),
      ]))
    var item: ArchiveValue = .object([
      "category": .object([
        "@domain": .string("category"), "@nicename": .string("foo-a"), "#text": .string("Foo A"),
      ])
    ])
    terms.resolve(&item)
    #expect(item.objectValue?["$categories"] == .array([.string("Foo Parent/Foo A")]))

    var scheduled = BlogEntry(id: "later", title: "Later", isDraft: true)
    scheduled.unknownFields["wordpress"] = .object(["wp:status": .string("future")])
    var locked = BlogEntry(id: "locked", title: "Locked", isDraft: true)
    locked.unknownFields["wordpress"] = .object([
      "wp:status": .string("publish"), "wp:post_password": .string("hunter2"),
    ])
    var report = NotPublicCount(bag: "wordpress")
    report.count(scheduled)
    report.count(locked)
    #expect(
      report.sentence
        == "2 posts were not public in the source and were imported as drafts: 1 future, 1 password-protected."
    )
    #expect(locked.isPasswordProtected && !scheduled.isPasswordProtected)
  }

  @Test func keptValues() throws {
    var entry = BlogEntry(id: "hi", title: "Hi")
    entry.summary = "Short."
    entry.unknownFields["frontMatter"] = .object([
      "$paths": .object(["summary": .string("description")])
    ])
    #expect(
      "\(MarkdownExport.frontMatter(of: entry).map(\.key))"
        == #"["title", "slug", "description", "tags", "categories", "draft"]"#)
  }

  @Test func frontMatterAndExport() throws {
    let record = try FrontMatterFile.record(
      text: "---\ntitle: Hi\n---\nHello.\n", name: "2024-01-05-hi.md")
    #expect(
      "\(record.objectValue?["$file"] as Any)"
        == #"Optional(BlogDocCore.ArchiveValue.string("hi"))"#)
    let entry = BlogEntry(
      id: "hello", title: "Hello: world", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z")
    )
    #expect(MarkdownExport.fileName(for: entry) == "2024-01-05-hello.md")
    #expect(
      try MarkdownExport.text(for: entry).split(separator: "\n").prefix(4).joined(separator: " | ")
        == "--- | title: 'Hello: world' | slug: hello | date: 2024-01-05T10:00:00Z")
  }

  @Test func importerListsRefusals() throws {
    var importer = Importer(
      into: try BlogDocument(entries: []),
      mapping: try Mapping(json: #"{"fields": {"id": "id", "title": "title"}}"#))
    let good: ArchiveValue = .object(["id": .string("a"), "title": .string("A")])
    let untitled: ArchiveValue = .object(["id": .string("x")])
    importer.add(contentsOf: [
      (good, RecordOrigin(file: "f", label: "0")), (untitled, RecordOrigin(file: "f", label: "1")),
    ])
    #expect(
      "\(importer.summary)\n\(importer.summary.refusals[0])"
        == "1 added, 0 updated, 0 unchanged, 1 invalid\nf: 1 ('x'): title: Title must not be empty."
    )
  }

  @Test func leadingSyntax() {
    let sniffed = LeadingSyntax(Array("\n  {\"title\": 1}".utf8))
    #expect("\(sniffed.kind) \(sniffed.location)" == "json 2:3")
    #expect(LeadingSyntax(Array("\u{FEFF}<?xml version=\"1.0\"?>".utf8)).kind == .xml)
    #expect(LeadingSyntax(Array("---\ntitle: x".utf8)) == LeadingSyntax([]))
  }

  @Test func tomlFrontMatter() throws {
    let record = try FrontMatterFile.record(
      text: "+++\ntitle = 'Hi'\ndate = 2024-01-05\n+++\nHello.\n", name: "hi.md")
    #expect(
      "\(record.objectValue?["date"] as Any)"
        == #"Optional(BlogDocCore.ArchiveValue.string("2024-01-05"))"#)
    let index = try TOMLSourceIndex(text: "z = 1\na = 1979-05-27T07:32:00.500Z\n")
    #expect(
      "\(index.keys(in: [])) \(index.dateText(at: [.key("a")]) ?? "")"
        == #"["z", "a"] 1979-05-27T07:32:00.500Z"#)
    var writer = TOMLWriter()
    writer.add("title", .string("Hi \"you\""))
    writer.add("params", .object(["weight": .number("3")]))
    #expect(writer.text == "title = \"Hi \\\"you\\\"\"\n\n[params]\nweight = 3\n")
    let plain = BlogEntry(
      id: "hi", title: "Hi", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z"))
    #expect(try MarkdownExport.text(for: plain, frontMatter: .toml).prefix(3) == "+++")
    var entry = BlogEntry(
      id: "hi", title: "Hi", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00+01:00"))
    entry.tagNames = ["swift"]
    #expect(
      try MarkdownExport.text(for: entry, frontMatter: .toml) == """
        +++
        title = "Hi"
        slug = "hi"
        date = 2024-01-05T10:00:00+01:00
        tags = ["swift"]
        categories = []
        draft = false
        +++


        """)
  }
}
