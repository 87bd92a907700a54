import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange

/// A model that is not the blog's, which a post cannot hold.
private struct Bookmark: Model {
  var id = ""
  var url = ""
  var unknownFields = ArchiveObject()

  static let schema = Schema<Bookmark>(
    entryName: "bookmark", collectionName: "bookmarks", version: 1, id: \.id,
    fields: [Field("url", \.url)])
}

@Suite struct MarkdownPostFormatTests {
  /// The import's reading of `text` at `path`: the oracle the format must agree with.
  static func imported(_ text: String, path: String) throws -> BlogEntry {
    let record = try FrontMatterFile.record(text: text, name: path)
    var importer = Importer(
      into: try BlogDocument(entries: []), mapping: BuiltInMappings.frontMatter)
    try importer.add(record, from: RecordOrigin(file: path))
    return importer.document.entries[0]
  }

  static func decode(_ text: String, path: String?) throws -> ModelDocument<BlogEntry> {
    try MarkdownPostFormat().decode(
      BlogEntry.self, from: Array(text.utf8), options: DecodingOptions(sourceName: path)
    ).document
  }

  /// A post reads as one entry, the one `import --from markdown` makes of the same file.
  @Test func aPostReadsAsItsImport() async {
    await propertyCheck(count: 200, input: FrontMatterGenerators.post) { post in
      do {
        let document = try Self.decode(post.text, path: post.path)
        #expect(document.layout == .single)
        #expect(document.entries.map { $0 } == [try Self.imported(post.text, path: post.path)])
      } catch {
        Issue.record("\(error) for \(post)")
      }
    }
  }

  @Test func theIDComesFromSlugElseTheFileName() throws {
    let text = "---\ntitle: Hello\n---\n\nHi.\n"
    #expect(try Self.decode(text, path: "_posts/2024-01-05-hello-world.md").ids == ["hello-world"])
    #expect(try Self.decode(text, path: "content/posts/bundle/index.md").ids == ["bundle"])
    #expect(try Self.decode(text, path: nil).ids == ["hello"])
    let slugged = "+++\ntitle = 'Hello'\nslug = 'own'\n+++\nHi.\n"
    #expect(try Self.decode(slugged, path: "2024-01-05-other.md").ids == ["own"])
  }

  @Test func recognizesFrontMatterFencesOnly() {
    let format = MarkdownPostFormat()
    #expect(format.recognizes(Array("---\ntitle: a\n---\n".utf8)))
    #expect(format.recognizes(Array("\u{FEFF}\n \n+++\ntitle = 'a'\n+++\n".utf8)))
    #expect(!format.recognizes(Array("# README\n\n---\n".utf8)))
    #expect(!format.recognizes(Array("<entry/>".utf8)))
    #expect(!format.recognizes(Array("{\"title\": 1}".utf8)))
  }

  @Test func aFileWithoutFrontMatterIsNotAPost() {
    #expect(
      throws: ArchiveError(
        .malformed,
        "Expected front matter between '---' or '+++' lines at the top of the post, found none.",
        at: SourceLocation(line: 1, column: 1))
    ) {
      try Self.decode("# README\n\nNot a post.\n", path: "README.md")
    }
  }

  @Test func badFrontMatterIsLocatedInTheFile() {
    #expect(
      throws: ArchiveError(
        .malformed, "The front matter is not valid YAML: did not find expected ',' or ']'.",
        at: SourceLocation(line: 3, column: 2))
    ) {
      try Self.decode("---\ntitle: [unclosed\nx: 1\n---\n", path: "a.md")
    }
  }

  /// A new post is written as the export writes it, and reads back as the same document.
  @Test func aNewPostIsTheExportsText() throws {
    var entry = BlogEntry(id: "hello", title: "Hello: world")
    entry.tagNames = ["swift", "yaml"]
    entry.bodyText = "Body.\n"
    let bytes = try MarkdownPostFormat().encode(ModelDocument(entry: entry))
    #expect(String(decoding: bytes, as: UTF8.self) == (try MarkdownExport.text(for: entry)))
    #expect(
      try Self.decode(String(decoding: bytes, as: UTF8.self), path: "x.md").entries[0] == entry)
  }

  @Test func aPostHoldsOneEntry() throws {
    let two = try BlogDocument(entries: [
      BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B"),
    ])
    #expect(
      throws: ArchiveError(.unwritable, "A Markdown post holds one entry; the document holds 2.")
    ) {
      try MarkdownPostFormat().encode(two)
    }
  }

  /// A field's offset is where the key it is written under starts.
  @Test func offsetsAreTheKeysTheFieldsAreWrittenUnder() throws {
    let text = "+++\ntitle = 'Hi'\ndescription = 'Short'\n+++\nBody.\n"
    let format = MarkdownPostFormat()
    let (_, map) = try Array(text.utf8).withUnsafeBytes { buffer in
      try format.decodeWithSourceMap(BlogEntry.self, from: buffer, options: .default)
    }
    #expect(format.offset(ofEntry: "hi", member: nil, in: map) == 4)
    #expect(format.offset(ofEntry: "hi", member: "title", in: map) == 4)
    #expect(format.offset(ofEntry: "hi", member: "summary", in: map) == 17)
    #expect(format.offset(ofEntry: "hi", member: "bodyText", in: map) == 43)
    #expect(format.offset(ofEntry: "hi", member: "authorName", in: map) == nil)
  }

  @Test func anotherModelIsRefused() {
    let refusal = ArchiveError(
      .invalidSchema,
      "A Markdown post holds a blog entry; it cannot be read or written as a 'bookmark'.")
    #expect(throws: refusal) {
      try MarkdownPostFormat().decode(
        Bookmark.self, from: Array("---\ntitle: Hi\n---\n".utf8), options: .default)
    }
    #expect(throws: refusal) {
      try MarkdownPostFormat().encode(ModelDocument(entry: Bookmark(id: "b")))
    }
  }
}
