import BlogDocCore
import BlogDocStore
import BlogDocBlog
import Testing

/// A write whose former bytes are no one document (a file with merge conflict markers, as
/// `resolve` replaces): the journal keeps them, undo writes them back byte for byte, redo
/// the new bytes, and `--force` puts them back over a file changed since.
@Suite("A whole replacement of bytes no diff can give back")
struct WholeReplacementTests {
  let directory = TemporaryDirectory()
  let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))

  static let conflicted = """
    <?xml version="1.0" encoding="UTF-8"?>
    <entry xmlns="urn:blogdoc:archive" formatVersion="2">
      <id>e</id>
    <<<<<<< ours
      <title>Ours</title>
    ||||||| base
      <title>Base</title>
    =======
      <title>Theirs</title>
    >>>>>>> theirs
      <postedDate>2026-11-20T10:00:00Z</postedDate>
    </entry>

    """

  /// The file resolved to theirs, committed as one operation; the store and both byte forms.
  func resolved() throws -> (DocumentStore, before: [UInt8], after: [UInt8]) {
    let path = directory("e.xml")
    let before = Array(Self.conflicted.utf8)
    TemporaryDirectory.write(before, to: path)
    let text = try #require(ConflictedText(Self.conflicted))
    let ours = try DocumentFile.decode(
      BlogEntry.self, from: Array(text.ours.utf8), as: .xml, named: path
    ).document
    let theirs = try DocumentFile.decode(
      BlogEntry.self, from: Array(text.theirs.utf8), as: .xml, named: path
    ).document
    let after = try DocumentFile.encode(theirs, for: path)
    let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: options)
    let write = FileWrite(
      path: path, before: before, replacingWhole: after, diff: theirs.difference(from: ours))
    #expect(write.keepsFormerBytes)
    try store.commit(.edit, message: "Resolve e.title with theirs", writes: [write])
    return (store, before, after)
  }

  @Test func undoGivesTheFormerBytesBackAndRedoTheNewOnes() throws {
    let (store, before, after) = try resolved()
    var shown: [String] = []
    try store.move(HistoryRequest(.undo)) {
      shown.append("\($0.label): \($0.writes.map(\.diff.isEmpty))")
    }
    #expect(TemporaryDirectory.read(directory("e.xml")) == before)
    try store.move(HistoryRequest(.redo)) {
      shown.append("\($0.label): \($0.writes.map(\.diff.isEmpty))")
    }
    #expect(TemporaryDirectory.read(directory("e.xml")) == after)
    try store.move(HistoryRequest(.undo))
    #expect(TemporaryDirectory.read(directory("e.xml")) == before)
    // The log keeps the change of the document (title: ours → theirs and back).
    #expect(shown == ["Undo: [false]", "Redo: [false]"])
  }

  @Test func aFileChangedSinceIsRefusedUnlessForced() throws {
    let (store, before, after) = try resolved()
    let changed = Array(
      String(decoding: after, as: UTF8.self).replacing("Theirs", with: "By hand").utf8)
    TemporaryDirectory.write(changed, to: directory("e.xml"))
    #expect(throws: ArchiveError.self) { try store.move(HistoryRequest(.undo)) }
    #expect(TemporaryDirectory.read(directory("e.xml")) == changed)
    try store.move(HistoryRequest(.undo, policy: .overwrite))
    #expect(TemporaryDirectory.read(directory("e.xml")) == before)
    // Redo over the conflicted bytes, which are no one document, puts the new ones back.
    try store.move(HistoryRequest(.redo))
    #expect(TemporaryDirectory.read(directory("e.xml")) == changed)
  }
}
