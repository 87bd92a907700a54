// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocInterchange
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

/// The code of Sources/BlogDocInterchange/Documentation.docc/GettingStarted.md, verbatim,
/// run in order; `print` is captured so the test checks what the article says it prints.
@Suite("Getting started with BlogDocInterchange")
struct InterchangeGettingStartedArticleTests {
  @Test func everyCodeBlockOfTheArticleIsHere() throws {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/BlogDocInterchange/Documentation.docc/GettingStarted.md").path
    #expect(try ArticleCode.blocks(ofArticle: article, missingFrom: #filePath) == [])
  }

  @Test func theArticleRunsAsWritten() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "blogdoc-interchange-article-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appending(path: "export.json").path
    let export = """
      {"data": {"posts": [
        {"type": "post", "slug": "hello-world", "headline": "Hello, World",
         "published_at": "2026-11-20 10:00:00", "tags": "swift, linux", "views": 42},
        {"type": "page", "slug": "about", "headline": "About"},
        {"type": "post", "headline": "Second Post!", "published_at": "2026-11-21 08:30:00"}
      ]}}
      """
    try Array(export.utf8).withUnsafeBytes { try Data($0).write(to: URL(filePath: path)) }

    let mapping = try Mapping(json: """
      {
        "name": "cms",
        "records": "data.posts",
        "only": {"type": ["post"]},
        "fields": {
          "id": {"from": ["slug", "headline"], "transform": ["slug"]},
          "title": "headline",
          "postedDate": {"from": "published_at", "transform": ["date:yyyy-MM-dd HH:mm:ss"]},
          "tagNames": {"from": "tags", "transform": ["comma-list"]}
        }
      }
      """)

    let source = ImportSource(path: path, format: .json, mapping: mapping)
    var importer = Importer(into: try BlogDocument(entries: []), mapping: mapping)
    let skipped = try source.forEachRecord { record, origin in
      try importer.add(record, from: origin)
    }
    print(importer.summary, "·", skipped, "skipped")
    // Prints "2 added, 0 updated, 0 unchanged · 1 skipped"
    let blog = importer.document
    print(blog.ids, blog[id: "hello-world"]!.tagNames)
    // Prints "["hello-world", "second-post"] ["swift", "linux"]"
    print(blog[id: "hello-world"]!.unknownFields["cms"]?.objectValue?.map(\.key) ?? [])
    // Prints "["type", "views"]"

    var again = Importer(into: blog, mapping: mapping)
    try source.forEachRecord { record, origin in try again.add(record, from: origin) }
    print(again.summary, again.document == blog)
    // Prints "0 added, 0 updated, 2 unchanged true"

    let entry = blog[id: "hello-world"]!
    let markdown = try MarkdownExport.text(for: entry)
    print(MarkdownExport.fileName(for: entry))
    // Prints "2026-11-20-hello-world.md"
    print(markdown)
    // ---
    // title: Hello, World
    // slug: hello-world
    // date: 2026-11-20T10:00:00Z
    // tags:
    // - swift
    // - linux
    // categories: []
    // draft: false
    // cms:
    //   type: post
    //   views: 42
    // ---

    let record = try FrontMatterFile.record(text: markdown, name: "2026-11-20-hello-world.md")
    let reimported = ImportFormat.markdown.builtInMapping!.map(record, as: BlogEntry.self)
      .apply(to: BlogEntry())
    print(reimported.title, reimported.postedDate == entry.postedDate, reimported.tagNames)
    // Prints "Hello, World true ["swift", "linux"]"

    #expect(
      printed == [
        "2 added, 0 updated, 0 unchanged · 1 skipped",
        #"["hello-world", "second-post"] ["swift", "linux"]"#,
        #"["type", "views"]"#,
        "0 added, 0 updated, 2 unchanged true",
        "2026-11-20-hello-world.md",
        """
        ---
        title: Hello, World
        slug: hello-world
        date: 2026-11-20T10:00:00Z
        tags:
        - swift
        - linux
        categories: []
        draft: false
        cms:
          type: post
          views: 42
        ---


        """,
        #"Hello, World true ["swift", "linux"]"#,
      ])
  }
}
