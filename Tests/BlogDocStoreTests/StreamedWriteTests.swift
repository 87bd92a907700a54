import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog
import BlogDocSystem
import Testing

/// A document encoded straight to a temporary file (an import's blog) is written and
/// journaled as if its bytes had been held: same bytes, same fingerprint; nothing is left
/// beside the file, whether the write is committed or dropped.
@Suite("Writes streamed to a temporary file")
struct StreamedWriteTests {
  let directory = TemporaryDirectory()
  let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))

  static func blog(_ count: Int) throws -> BlogDocument {
    try BlogDocument(
      entries: (0..<count).map { index in
        BlogEntry(
          id: "entry-\(index)", title: "Entry \(index) & <more>",
          bodyText: String(repeating: "Body text. ", count: 20))
      })
  }

  /// The names beside the files that are temporary (`.NAME.blogdoc-XXXXXX`).
  func leftovers() throws -> [String] {
    directory.names().filter { $0.contains(".blogdoc-") }
  }

  @Test(arguments: ["b.xml", "b.json"])
  func theStreamedBytesAndFingerprintAreTheEncodedOnes(name: String) throws {
    let empty = try BlogDocument(entries: [])
    try DocumentFile.write(empty, to: directory(name))
    let before = TemporaryDirectory.read(directory(name))
    let blog = try Self.blog(700)  // More than one 64 KB chunk.
    let diff = blog.difference(from: empty)
    let held = try FileWrite(path: directory(name), before: before, document: blog, diff: diff)
    let streamed = try FileWrite(path: directory(name), before: before, streaming: blog, diff: diff)
    #expect(streamed.after.isEmpty && held.after.count > 65_536)
    #expect(streamed.change(named: name) == held.change(named: name))
    #expect(try leftovers().count == 1)

    let store = try DocumentStore.open(
      forDocumentAt: directory(name), creating: true, options: options)
    try store.commit(.edit, message: "Import", writes: [streamed])
    #expect(TemporaryDirectory.read(directory(name)) == held.after)
    #expect(try leftovers().isEmpty)
  }

  @Test func aDroppedStreamedWriteLeavesNothingAndTheFileAsItWas() throws {
    let empty = try BlogDocument(entries: [])
    try DocumentFile.write(empty, to: directory("b.xml"))
    let before = TemporaryDirectory.read(directory("b.xml"))
    do {
      let blog = try Self.blog(10)
      _ = try FileWrite(
        path: directory("b.xml"), before: before, streaming: blog,
        diff: blog.difference(from: empty))
    }
    #expect(try leftovers().isEmpty)
    #expect(TemporaryDirectory.read(directory("b.xml")) == before)
  }

  /// A writer killed while it streamed left its temporary file before the journal heard of
  /// it; the next streamed commit removes it and keeps its own.
  @Test func aCommitRemovesWhatAKilledStreamedWriteLeft() throws {
    let empty = try BlogDocument(entries: [])
    try DocumentFile.write(empty, to: directory("b.xml"))
    TemporaryDirectory.write(Array("<blog".utf8), to: directory(".b.xml.blogdoc-Ab12Cd"))
    let blog = try Self.blog(10)
    let write = try FileWrite(
      path: directory("b.xml"), before: TemporaryDirectory.read(directory("b.xml")),
      streaming: blog,
      diff: blog.difference(from: empty))
    let store = try DocumentStore.open(
      forDocumentAt: directory("b.xml"), creating: true, options: options)
    try store.commit(.edit, message: "Import", writes: [write])
    #expect(try leftovers().isEmpty)
    #expect(try DocumentFile.read(BlogEntry.self, from: directory("b.xml")).document == blog)
  }
}
