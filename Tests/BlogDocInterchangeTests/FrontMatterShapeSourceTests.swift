import BlogDocCore
import Foundation
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// Each front matter shape of issue 29 (item 4), as one file and in a folder of posts: the
/// same entry either way, none skipped, and a warning only for front matter blogdoc cannot
/// read.
@Suite struct FrontMatterShapeSourceTests {
  /// One post of each shape, by file name.
  static let posts: [(name: String, text: String)] = [
    (
      "zola.md",
      "\n+++ \ntitle = \"Zola\"\ndate = 2024-06-01\n[taxonomies]\ntags = [\"ssg\"]\n+++  \nZola body.\n"
    ),
    ("yaml.md", "\n---  \ntitle: Yaml\ndate: 2024-06-02\ncategory: Tea\n--- \n\nYaml body.\n"),
    (
      "eleventy-json.md",
      "---json\n{\"title\": \"Eleventy\", \"date\": \"2024-06-03\"}\n---\nJSON body.\n"
    ),
    (
      "hugo-json.md",
      "{\n  \"title\": \"Hugo\",\n  \"date\": \"2024-06-04\",\n  \"draft\": true\n}\n\nHugo body.\n"
    ),
    (
      "headers.md",
      "@title Headers\n@pubDate 2024-06-05\n@link https://example.com/h\n\nHeaders body.\n"
    ),
    ("2024-06-06-eleventy-js.md", "---js\n{ title: \"JS\", draft: false }\n---\nJS body.\n"),
  ]

  /// What each post becomes: id, title, posted date, draft, categories, body.
  static let expected: [String: (String, String, String, Bool, [String], String)] = [
    "zola.md": ("zola", "Zola", "2024-06-01T00:00:00Z", false, [], "Zola body.\n"),
    "yaml.md": ("yaml", "Yaml", "2024-06-02T00:00:00Z", false, ["Tea"], "Yaml body.\n"),
    "eleventy-json.md": (
      "eleventy-json", "Eleventy", "2024-06-03T00:00:00Z", false, [], "JSON body.\n"
    ),
    "hugo-json.md": ("hugo-json", "Hugo", "2024-06-04T00:00:00Z", true, [], "Hugo body.\n"),
    "headers.md": ("headers", "Headers", "2024-06-05T00:00:00Z", false, [], "Headers body.\n"),
    "2024-06-06-eleventy-js.md": (
      "eleventy-js", "eleventy-js", "2024-06-06T00:00:00Z", true, [], "JS body.\n"
    ),
  ]

  static let jsWarning =
    "/2024-06-06-eleventy-js.md: ('eleventy-js'): isDraft: The front matter is in a language blogdoc does not read ('---js'), so the post is imported as a draft; the front matter's text is kept with the unknown fields under 'unreadFrontMatter'."

  func withPosts(_ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-shapes-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for (name, text) in Self.posts {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
    try body(path)
  }

  func importAll(
    _ path: String
  ) throws -> (importer: Importer<BlogEntry>, records: Int, skipped: Int) {
    let source = ImportSource(
      path: path, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
    var importer = Importer(into: try BlogDocument(entries: []), mapping: source.mapping)
    let (records, skipped) = try importer.importRecords(of: source)
    return (importer, records, skipped)
  }

  func check(_ entry: BlogEntry, as name: String) {
    guard let (id, title, date, isDraft, categories, body) = Self.expected[name] else {
      Issue.record("No expected entry for \(name).")
      return
    }
    #expect(entry.id == id)
    #expect(entry.title == title)
    #expect(entry.postedDate?.iso8601 == date)
    #expect(entry.isDraft == isDraft, "\(name)")
    #expect(entry.categoryNames == categories)
    #expect(entry.bodyText == body)
  }

  @Test func aFolderOfEveryShapeImportsEveryPost() throws {
    try withPosts { directory in
      let (importer, records, skipped) = try importAll(directory)
      #expect(records == Self.posts.count)
      #expect(skipped == 0)
      #expect(importer.summary.added == Self.posts.count)
      #expect(importer.summary.refusals.isEmpty)
      #expect(importer.summary.warnings.map(\.description) == [directory + Self.jsWarning])
      let byName = Dictionary(uniqueKeysWithValues: Self.posts.map { ($0.name, $0.text) })
      for name in byName.keys.sorted() {
        let id = Self.expected[name]!.0
        check(try #require(importer.document[id: id]), as: name)
      }
    }
  }

  @Test func eachShapeAsOneFileGivesTheSameEntry() throws {
    try withPosts { directory in
      let all = try importAll(directory).importer.document
      for (name, _) in Self.posts {
        let (importer, records, skipped) = try importAll(directory + "/" + name)
        #expect(records == 1)
        #expect(skipped == 0)
        let entry = try #require(importer.document.entries.first)
        check(entry, as: name)
        #expect(all[id: entry.id] == entry)
        #expect(
          importer.summary.warnings.map(\.description)
            == (name.hasSuffix("-js.md") ? [directory + Self.jsWarning] : []))
      }
    }
  }

  /// With warnings as errors (`--strict`), a post whose front matter blogdoc cannot read is
  /// refused, with the warning as the reason.
  @Test func strictRefusesUnreadFrontMatter() throws {
    try withPosts { directory in
      let path = directory + "/2024-06-06-eleventy-js.md"
      let source = ImportSource(
        path: path, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
      var importer = Importer(into: try BlogDocument(entries: []), mapping: source.mapping)
      importer.treatsWarningsAsErrors = true
      _ = try importer.importRecords(of: source)
      #expect(importer.document.entries.isEmpty)
      #expect(importer.summary.refusals.map(\.description) == [directory + Self.jsWarning])
    }
  }
}
