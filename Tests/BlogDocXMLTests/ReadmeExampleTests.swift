// swift-format-ignore-file
// The code is a line-for-line copy of the README's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import FoundationEssentials
import Testing

/// The README's library examples, verbatim, so they stay true.
@Suite("README examples")
struct ReadmeExampleTests {
  struct Bookmark: Model {
    var id = ""
    var title = ""
    var address: URL?
    var tags: [String] = []
    var unknownFields = ArchiveObject()

    static let schema = Schema<Bookmark>(
      entryName: "bookmark", collectionName: "bookmarks", version: 1, id: \.id,
      fields: [
        Field("title", \.title),
        Field("address", \.address),
        .list("tags", \.tags, item: "tag"),
      ])
  }

  @Test func definingAndArchivingAModel() throws {
    var mark = Bookmark()
    mark.id = "swift"
    try mark.setValue(parsing: "https://swift.org", forField: "address")
    try mark.setValue(parsing: "lang, docs", forField: "tags")

    let xml = try XMLArchiveFormat().encode(mark)
    let back = try JSONArchiveFormat().decode(Bookmark.self, from: JSONArchiveFormat().encode(mark))
    #expect(back[id: "swift"] == mark)
    #expect(String(decoding: xml, as: UTF8.self).contains("<bookmark xmlns=\"urn:blogdoc:archive\" formatVersion=\"1\">"))
    #expect(mark.tags == ["lang", "docs"])
  }

  @Test func transactionsDiffsAndUndo() throws {
    var blog = try BlogDocument(entries: [BlogEntry(id: "hello-world", title: "Hello")])
    var history = History<BlogEntry>()

    let diff = try blog.transaction("Rename entry") { proxy in
      proxy[id: "hello-world"]?.title = "Hello, World"
      proxy[id: "hello-world"]?.tagNames.append("swift")
    }
    history.record(diff, actionName: "Rename entry")
    #expect(diff.description == """
      ~ hello-world.title: "Hello" → "Hello, World"
      ~ hello-world.tagNames: +"swift"
      """)

    try history.undo(&blog)
    #expect(blog[id: "hello-world"]!.title == "Hello")
    #expect(history.canRedo)
  }
}
