import BlogDocCore
import Foundation
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// An entry without a posted date goes in and out of other formats without one: nothing
/// reads as 1970-01-01, and a file that is not a post does not become one.
@Suite struct UndatedEntryInterchangeTests {
  func withDirectory(_ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-undated-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  func importAll(_ source: ImportSource) throws -> (importer: Importer<BlogEntry>, skipped: Int) {
    var importer = Importer(into: try BlogDocument(entries: []), mapping: source.mapping)
    let skipped = try source.forEachRecord { record, origin in
      try importer.add(record, from: origin)
    } skipped: { problem in
      importer.noteSkippedFile(problem)
    }
    return (importer, skipped)
  }

  @Test func anUndatedEntryExportsAsItsIdWithoutADate() throws {
    let entry = BlogEntry(id: "someday", title: "Someday", bodyText: "Not yet.\n", isDraft: true)
    #expect(MarkdownExport.fileName(for: entry) == "someday.md")
    #expect(
      try MarkdownExport.text(for: entry) == """
        ---
        title: Someday
        slug: someday
        tags: []
        categories: []
        draft: true
        published: false
        ---

        Not yet.

        """)
    #expect(
      try MarkdownExport.text(for: entry, frontMatter: .toml) == """
        +++
        title = "Someday"
        slug = "someday"
        tags = []
        categories = []
        draft = true
        published = false
        +++

        Not yet.

        """)
  }

  @Test(arguments: FrontMatterStyle.allCases)
  func anUndatedExportImportsBackUndated(style: FrontMatterStyle) throws {
    let entry = BlogEntry(id: "someday", title: "Someday", bodyText: "Not yet.\n", isDraft: true)
    try withDirectory { directory in
      try Data(try MarkdownExport.text(for: entry, frontMatter: style).utf8)
        .write(to: URL(fileURLWithPath: directory + "/" + MarkdownExport.fileName(for: entry)))
      let source = ImportSource(
        path: directory, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
      let imported = try importAll(source).importer.document
      #expect(imported.entries.map(\.postedDate) == [nil])
      #expect(imported.entries.map(\.id) == ["someday"])
    }
  }

  @Test func aFileWithoutFrontMatterInAFolderIsSkippedWithAWarning() throws {
    try withDirectory { directory in
      try Data("---\ntitle: Hi\ndate: 2024-01-05\n---\nHello.\n".utf8).write(
        to: URL(fileURLWithPath: directory + "/2024-01-05-hi.md"))
      try Data("# About these posts\n\nNotes.\n".utf8).write(
        to: URL(fileURLWithPath: directory + "/README.md"))
      let source = ImportSource(
        path: directory, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
      let (importer, skipped) = try importAll(source)
      #expect(importer.document.ids == ["hi"])
      #expect(skipped == 1)
      #expect(
        importer.summary.warnings.map(\.description) == [
          directory
            + "/README.md: No front matter ('---', '+++', '{' or '@title' at the top), so it is not a post. The file was skipped."
        ])
    }
  }

  @Test func aFileNamedAloneIsReadEvenWithoutFrontMatter() throws {
    // Named on its own, the file is what the user asked for: its title comes from its name,
    // and it has no date rather than a made-up one.
    try withDirectory { directory in
      try Data("Notes.\n".utf8).write(to: URL(fileURLWithPath: directory + "/notes.md"))
      let source = ImportSource(
        path: directory + "/notes.md", format: .markdown,
        mapping: ImportFormat.markdown.builtInMapping!)
      let (importer, skipped) = try importAll(source)
      #expect(skipped == 0)
      #expect(importer.document.entries.map(\.id) == ["notes"])
      #expect(importer.document.entries.map(\.postedDate) == [nil])
    }
  }

  @Test(arguments: [
    (
      "feed.json", "{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": []}",
      "Expected a Markdown file (.md or .markdown) or a directory of them, found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping."
    ),
    (
      "export.xml", "<rss xmlns:wp=\"http://wordpress.org/export/1.2/\"/>",
      "Expected a Markdown file (.md or .markdown) or a directory of them, found XML; --from wxr reads a WordPress export."
    ),
    ("notes.txt", "Notes.", "Expected a Markdown file (.md or .markdown) or a directory of them."),
  ])
  func aSingleSourceThatIsNotMarkdownIsRefused(name: String, text: String, message: String) throws {
    try withDirectory { directory in
      let path = directory + "/" + name
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let source = ImportSource(
        path: path, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
      #expect(throws: ArchiveError(.malformed, message, file: path)) { try importAll(source) }
    }
  }

  @Test func wordPressPlaceholderDatesStayAbsent() throws {
    let wxr = """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/">
      <channel>
      <item>
      <title>Draft</title>
      <pubDate>Wed, 30 Nov -0001 00:00:00 +0000</pubDate>
      <wp:post_name>draft</wp:post_name>
      <wp:post_date>0000-00-00 00:00:00</wp:post_date>
      <wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>
      <wp:post_modified_gmt>0000-00-00 00:00:00</wp:post_modified_gmt>
      <wp:status>draft</wp:status>
      <wp:post_type>post</wp:post_type>
      </item>
      </channel>
      </rss>
      """
    try withDirectory { directory in
      try Data(wxr.utf8).write(to: URL(fileURLWithPath: directory + "/export.xml"))
      let source = ImportSource(
        path: directory + "/export.xml", format: .wxr, mapping: ImportFormat.wxr.builtInMapping!)
      let document = try importAll(source).importer.document
      let entry = try #require(document[id: "draft"])
      #expect(entry.postedDate == nil)
      #expect(entry.updatedDate == nil)
      #expect(entry.isDraft)
    }
  }
}
