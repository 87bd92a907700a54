import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog
import Testing

/// `FileWrite(path:creating:)`: a document file made as an operation, which undo removes
/// and redo builds again from the journal alone, unknown members included.
@Suite("Writes that make a document file")
struct CreatingWriteTests {
  static let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))

  @Test(arguments: ["b.xml", "b.json"])
  func undoRemovesTheFileAndRedoBuildsTheSameBytes(name: String) throws {
    let directory = TemporaryDirectory()
    let path = directory(name)
    let extra = ArchiveObject([ArchiveObject.Member(key: "generator", value: .string("by hand"))])
    let document = try BlogDocument(
      entries: [BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B")],
      unknownFields: extra)
    let write = try FileWrite(path: path, creating: document)
    let encoded = try DocumentFile.encode(document, for: path)
    #expect(write.creation == .creates && write.before.isEmpty && write.after == encoded)

    let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: Self.options)
    try store.commit(.edit, message: "New blog", writes: [write])
    #expect(TemporaryDirectory.read(path) == write.after)
    try store.move(HistoryRequest(.undo))
    #expect(!TemporaryDirectory.exists(path))
    try store.move(HistoryRequest(.redo))
    #expect(TemporaryDirectory.read(path) == write.after)
  }
}
