import BlogDocCore
@testable import BlogDocStore
import Testing

/// An interrupted `format`: its record keeps each file's bytes before, not after, so
/// recovery finishes it only when every file was written, and otherwise puts the written
/// ones back byte for byte.
@Suite("Recovery of a change of layout alone")
struct RecoveryLayoutTests {
  static let handLaidOut: [String: String] = [
    "a.xml": """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- laid out by hand -->
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
          <id>a</id>
          <title>A</title>
          <postedDate>2026-11-20T10:00:00Z</postedDate>
          <isDraft>true</isDraft>
      </entry>

      """,
    "b.json": """
      {"formatVersion": 2, "entry": {"id": "b", "title": "B", "postedDate": "2026-11-20T10:00:00Z", "isDraft": true}}

      """,
  ]

  /// Both files laid out by hand, and the format's writes of them.
  struct TwoFiles {
    let directory = TemporaryDirectory()
    let workspace: Workspace
    let writes: [FileWrite]

    init() throws {
      workspace = try Workspace.findOrCreate(forDocumentAt: directory("a.xml"))
      var writes: [FileWrite] = []
      for path in ["a.xml", "b.json"] {
        let bytes = Array(RecoveryLayoutTests.handLaidOut[path]!.utf8)
        try AtomicFile.write(bytes, to: directory(path))
        let document = try DocumentFile.read(BlogEntry.self, from: directory(path)).document
        writes.append(try FileWrite(path: directory(path), before: bytes, formatting: document, journalPath: path))
      }
      self.writes = writes
    }

    func bytes(_ path: String) throws -> [UInt8] { try FileBytes.read(directory(path)) }
  }

  @Test func aFormatInterruptedAfterOneFileIsRolledBackToTheFormerBytes() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let changes = files.writes.map { $0.change(named: $0.journalPath) }
    #expect(changes.allSatisfy { $0.changesLayout })
    _ = try journal.appendIntent(.edit, message: "Format a.xml, b.json", files: changes, under: lock)
    // The process "dies" after writing the first file only.
    try AtomicFile.write(files.writes[0].after, to: files.directory("a.xml"))

    let outcome = try #require(try Recovery.recover(files.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
    #expect(outcome.conclusion.kind == .abort)
    #expect(outcome.conclusion.message == "Abandoned interrupted operation 1: a file's new layout is not in the journal.")
    #expect(outcome.restored == ["a.xml"] && outcome.warnings.isEmpty)
    #expect(try files.bytes("a.xml") == Array(Self.handLaidOut["a.xml"]!.utf8))
    #expect(try files.bytes("b.json") == Array(Self.handLaidOut["b.json"]!.utf8))
    #expect(journal.state.nextUndo == nil && journal.state.pendingIntent == nil)
  }

  @Test func aFormatInterruptedAfterEveryFileIsCommitted() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let intent = try journal.appendIntent(
      .edit, message: "Format a.xml, b.json", files: files.writes.map { $0.change(named: $0.journalPath) }, under: lock
    ).operation
    for write in files.writes { try AtomicFile.write(write.after, to: write.path) }

    let outcome = try #require(try Recovery.recover(files.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
    #expect(outcome.conclusion.kind == .commit && outcome.warnings.isEmpty)
    #expect(journal.state.nextUndo == intent.id)
    #expect(try files.bytes("b.json") == files.writes[1].after)
  }
}
