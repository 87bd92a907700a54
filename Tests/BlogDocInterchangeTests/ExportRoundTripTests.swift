import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// Import, export, import: the same fields, and the same kept members that travel, each
/// under the key it came from.
@Suite struct ExportRoundTripTests {
  static let markdown = ImportFormat.markdown.builtInMapping!

  /// `entry` exported in `style` and imported back as Markdown.
  static func exportedAndImported(
    _ entry: BlogEntry, style: FrontMatterStyle
  ) throws -> (text: String, entry: BlogEntry?) {
    let text = try MarkdownExport.text(for: entry, frontMatter: style)
    let record = try FrontMatterFile.record(text: text, name: MarkdownExport.fileName(for: entry))
    var importer = Importer(into: try BlogDocument(entries: []), mapping: markdown)
    try importer.add(record, from: RecordOrigin(file: "x.md"))
    return (text, importer.document[id: entry.id])
  }

  /// `value` without the nulls TOML cannot hold (a member whose value is null, a null item).
  static func withoutNulls(_ value: ArchiveValue) -> ArchiveValue {
    switch value {
    case .object(let object):
      .object(
        ArchiveObject(
          object.members.filter { $0.value != .null }.map {
            .init(key: $0.key, value: withoutNulls($0.value))
          }))
    case .array(let items): .array(items.filter { $0 != .null }.map(withoutNulls))
    default: value
    }
  }

  /// `value` as `style` reads it back: TOML has no null (see ``withoutNulls(_:)``), and Yams
  /// drops a string's leading U+FEFF (a known limit, in the README).
  static func asRead(_ value: ArchiveValue, in style: FrontMatterStyle) -> ArchiveValue {
    switch (style, value) {
    case (.toml, _): withoutNulls(value)
    case (.yaml, .string(let text)):
      .string(text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text)
    case (.yaml, .object(let object)):
      .object(
        ArchiveObject(object.members.map { .init(key: $0.key, value: asRead($0.value, in: style)) })
      )
    case (.yaml, .array(let items)): .array(items.map { asRead($0, in: style) })
    case (.yaml, _): value
    }
  }

  /// `entry` with no text field starting with U+FEFF in YAML, which Yams would drop.
  static func readable(_ entry: BlogEntry, in style: FrontMatterStyle) -> BlogEntry {
    guard style == .yaml else { return entry }
    func fixed(_ text: String) -> String { text.hasPrefix("\u{FEFF}") ? "x" + text : text }
    var result = entry
    result.title = fixed(result.title)
    result.summary = result.summary.map(fixed)
    result.authorName = result.authorName.map(fixed)
    result.tagNames = result.tagNames.map(fixed)
    result.categoryNames = result.categoryNames.map(fixed)
    return result
  }

  @Test(arguments: FrontMatterStyle.allCases)
  func aJSONFeedImportTravelsThroughExport(style: FrontMatterStyle) async throws {
    try await JSONFeedImportPropertyTests.withFeedPath { path in
      await propertyCheck(count: 100, input: JSONFeedGenerator.feed()) { feed in
        do {
          let imported = try JSONFeedImportPropertyTests.importFeed(
            feed, into: try BlogDocument(entries: []), at: path
          ).document
          for entry in imported.entries.map({ Self.readable($0, in: style) }) {
            let (text, back) = try Self.exportedAndImported(entry, style: style)
            let again = try #require(back, "\(text)")
            let differing = BlogEntry.schema.fields.filter {
              $0.name != "unknownFields" && $0.value(in: again) != $0.value(in: entry)
            }
            #expect(differing.map(\.name) == [], "\(text)")
            // The JSON Feed bag travels whole, under its name, among the kept front matter.
            let travelled = again.unknownFields["frontMatter"]?.objectValue?["jsonfeed"]
            let kept = entry.unknownFields["jsonfeed"].map { Self.asRead($0, in: style) }
            #expect(travelled == kept, "\(text)")
            // And exporting what came back writes the same file again.
            #expect(try MarkdownExport.text(for: again, frontMatter: style) == text)
          }
        } catch {
          Issue.record("\(error) for \(feed)")
        }
      }
    }
  }

  /// What a WordPress import kept travels under `wordpress`, without the post's password,
  /// and the fields come back.
  @Test(arguments: FrontMatterStyle.allCases)
  func aWordPressImportTravelsThroughExport(style: FrontMatterStyle) async throws {
    await propertyCheck(count: propertyCount(40), input: WXRGenerator.export) { export in
      do {
        let imported = try WXRImportPropertyTests.importing(export, into: BlogDocument(entries: []))
          .0.document
        for entry in imported.entries.map({ Self.readable($0, in: style) }) {
          let (text, back) = try Self.exportedAndImported(entry, style: style)
          let again = try #require(back, "\(text)")
          let differing = BlogEntry.schema.fields.filter {
            $0.name != "unknownFields" && $0.value(in: again) != $0.value(in: entry)
          }
          #expect(differing.map(\.name) == [], "\(text)")
          #expect(!text.contains("wp:post_password"), "\(text)")
          var kept = entry.unknownFields["wordpress"]?.objectValue ?? ArchiveObject()
          kept.members.removeAll { $0.key == "wp:post_password" }
          let expected: ArchiveValue? = kept.isEmpty ? nil : Self.asRead(.object(kept), in: style)
          #expect(
            again.unknownFields["frontMatter"]?.objectValue?["wordpress"] == expected, "\(text)")
        }
      } catch {
        Issue.record("\(error) for \(export)")
      }
    }
  }

  /// A front-matter post comes back under the keys it was written with (Zola's
  /// `description` and `[taxonomies]`, Hugo's `[params]`), and the round trip is exact.
  @Test func aFrontMatterImportExportsUnderItsOwnKeys() async throws {
    await propertyCheck(count: 300, input: FrontMatterGenerators.post) { post in
      do {
        let record = try FrontMatterFile.record(text: post.text, name: post.path)
        var importer = Importer(into: try BlogDocument(entries: []), mapping: Self.markdown)
        try importer.add(record, from: RecordOrigin(file: post.path))
        let entry = try #require(importer.document.entries.first)
        let style: FrontMatterStyle = post.shape == .hugoYAML ? .yaml : .toml
        let (text, back) = try Self.exportedAndImported(entry, style: style)
        #expect(back == entry, "\(text)")
        let exported = try FrontMatterFile.record(text: text, name: "x.md")
        // Where the source had the summary, the author, tags and categories, the export has them.
        for (field, value) in [("summary", post.summary), ("authorName", post.author)] {
          guard let value else { continue }
          let sourcePath = Self.markdown.rules.first { $0.field == field }!.candidates.map(\.path)
            .first { $0.value(in: record) == .string(value) }
          #expect(
            sourcePath.flatMap { $0.value(in: exported) } == .string(value), "\(field) in \(text)")
        }
        let tagPath = Self.markdown.rules.first { $0.field == "tagNames" }!.candidates.map(\.path)
          .first { $0.value(in: record) != nil }
        if let tagPath {
          #expect(
            tagPath.value(in: exported) == .array(post.tags.map(ArchiveValue.string)), "\(text)")
        } else {
          #expect(post.tags.isEmpty, "\(text)")  // A shape without tags (`@key` lines) writes none.
        }
      } catch {
        Issue.record("\(error) for \(post)")
      }
    }
  }

  @Test func hugosDescriptionComesBackAsDescription() throws {
    let source = """
      ---
      title: Hi
      description: What it is about.
      date: 2024-01-05T10:00:00Z
      ---

      Body.
      """
    let record = try FrontMatterFile.record(text: source, name: "hi.md")
    var importer = Importer(into: try BlogDocument(entries: []), mapping: Self.markdown)
    try importer.add(record, from: RecordOrigin(file: "hi.md"))
    let entry = try #require(importer.document[id: "hi"])
    #expect(entry.summary == "What it is about.")
    #expect(
      entry.unknownFields["frontMatter"]
        == .object(["$paths": .object(["summary": .string("description")])]))
    #expect(
      try MarkdownExport.text(for: entry) == """
        ---
        title: Hi
        slug: hi
        date: 2024-01-05T10:00:00Z
        description: What it is about.
        tags: []
        categories: []
        draft: false
        ---

        Body.
        """)
  }

  /// What a WordPress import kept travels under `wordpress`, but never the post's password.
  @Test func aWordPressPasswordIsNeverExported() throws {
    var entry = BlogEntry(id: "locked", title: "Locked")
    entry.unknownFields["wordpress"] = .object([
      "guid": .string("https://example.org/?p=7"), "wp:post_id": .string("7"),
      "wp:post_password": .string("hunter2"),
      "wp:comment": .array([
        .object(["wp:comment_author": .string("Ada"), "wp:comment_content": .string("Nice.")])
      ]),
    ])
    for style in FrontMatterStyle.allCases {
      let (text, back) = try Self.exportedAndImported(entry, style: style)
      #expect(!text.contains("hunter2") && !text.contains("post_password"), "\(text)")
      #expect(
        back?.unknownFields["frontMatter"]?.objectValue?["wordpress"]
          == .object([
            "guid": .string("https://example.org/?p=7"), "wp:post_id": .string("7"),
            "wp:comment": .array([
              .object(["wp:comment_author": .string("Ada"), "wp:comment_content": .string("Nice.")])
            ]),
          ]))
    }
    // The bag a later WordPress import updated wins over the copy an earlier export carried.
    var travelled = entry
    travelled.unknownFields["frontMatter"] = .object([
      "wordpress": .object(["guid": .string("old")]), "layout": .string("post"),
    ])
    travelled.unknownFields["wordpress"] = .object(["guid": .string("new")])
    #expect(
      try MarkdownExport.text(for: travelled).contains("layout: post\nwordpress:\n  guid: new\n---")
    )
    // A bag holding nothing but the password is not written at all.
    entry.unknownFields["wordpress"] = .object(["wp:post_password": .string("hunter2")])
    #expect(
      try MarkdownExport.text(for: entry) == """
        ---
        title: Locked
        slug: locked
        tags: []
        categories: []
        draft: false
        ---


        """)
  }
}
