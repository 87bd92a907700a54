import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog
import Testing

/// An interrupted `format`, or undo of one: its record keeps each file's bytes before, not
/// after, so recovery finishes it from the canonical form or from the record that keeps
/// the bytes it puts back, and rolls it back byte for byte.
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
        writes.append(
          try FileWrite(
            path: directory(path), before: bytes, formatting: document, journalPath: path))
      }
      self.writes = writes
    }

    func bytes(_ path: String) throws -> [UInt8] { try FileBytes.read(directory(path)) }
  }

  static let models = DocumentModels(BlogEntry.self)

  @Test func aFormatInterruptedAfterOneFileIsFinishedInCanonicalForm() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let changes = files.writes.map { $0.change(named: $0.journalPath) }
    #expect(changes.allSatisfy { $0.changesLayout })
    let intent = try journal.appendIntent(
      .edit, message: "Format a.xml, b.json", files: changes, under: lock
    ).operation
    // The process "dies" after writing the first file only.
    try AtomicFile.write(files.writes[0].after, to: files.writes[0].path)

    let outcome = try #require(
      try Recovery.recover(files.workspace, under: lock, models: Self.models))
    #expect(
      outcome.conclusion.kind == .commit && outcome.completed == ["b.json"]
        && outcome.warnings.isEmpty)
    #expect(try files.bytes("a.xml") == files.writes[0].after)
    #expect(try files.bytes("b.json") == files.writes[1].after)
    #expect(journal.state.nextUndo == intent.id)
  }

  @Test func anUndoOfAFormatInterruptedBeforeItsWriteIsFinishedFromTheFormatsRecord() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let format = try journal.append(
      .edit, message: "Format a.xml", files: [files.writes[0].change(named: "a.xml")], under: lock
    ).operation
    try AtomicFile.write(files.writes[0].after, to: files.writes[0].path)
    var undo = FileWrite(
      path: files.writes[0].path, before: files.writes[0].after, after: files.writes[0].before,
      diff: DocumentDiff<BlogEntry>(), layout: .single, journalPath: "a.xml")
    undo.keepsFormerBytes = true
    _ = try journal.appendIntent(
      .undo, undoing: format.id, message: "Undo 1: Format a.xml",
      files: [undo.change(named: "a.xml")], under: lock)

    let outcome = try #require(
      try Recovery.recover(files.workspace, under: lock, models: Self.models))
    #expect(
      outcome.conclusion.kind == .commit && outcome.completed == ["a.xml"]
        && outcome.warnings.isEmpty)
    #expect(try files.bytes("a.xml") == Array(Self.handLaidOut["a.xml"]!.utf8))
    #expect(journal.state.nextUndo == nil && journal.state.nextRedo == format.id)
  }

  @Test func aFormatWithAFileChangedSinceIsRolledBackToTheFormerBytes() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    _ = try journal.appendIntent(
      .edit, message: "Format a.xml, b.json",
      files: files.writes.map { $0.change(named: $0.journalPath) }, under: lock)
    try AtomicFile.write(files.writes[0].after, to: files.writes[0].path)
    let elsewhere = Array(Self.handLaidOut["b.json"]!.replacing("\"B\"", with: "\"By hand\"").utf8)
    try AtomicFile.write(elsewhere, to: files.writes[1].path)

    let outcome = try #require(
      try Recovery.recover(files.workspace, under: lock, models: Self.models))
    #expect(outcome.conclusion.kind == .abort)
    #expect(
      outcome.conclusion.message == "Abandoned interrupted operation 1: 'b.json' changed since.")
    #expect(outcome.restored == ["a.xml"])
    #expect(try files.bytes("a.xml") == Array(Self.handLaidOut["a.xml"]!.utf8))
    #expect(try files.bytes("b.json") == elsewhere)
    #expect(journal.state.nextUndo == nil && journal.state.pendingIntent == nil)
  }

  @Test func aReplacementThatChangesFieldsTooIsFinishedFromItsDiffInCanonicalForm() throws {
    // `convert --force`: the record keeps the bytes it replaces, and a diff of fields.
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let before = try DocumentFile.read(BlogEntry.self, from: files.directory("a.xml")).document
    var converted = before
    converted[id: "a"]?.title = "Converted"
    var write = try FileWrite(
      path: files.directory("a.xml"), before: files.writes[0].before, document: converted,
      diff: converted.difference(from: before), journalPath: "a.xml")
    write.keepsFormerBytes = true
    _ = try journal.appendIntent(
      .edit, message: "Convert b.json to a.xml", files: [write.change(named: "a.xml")], under: lock)

    let outcome = try #require(
      try Recovery.recover(files.workspace, under: lock, models: Self.models))
    #expect(
      outcome.conclusion.kind == .commit && outcome.completed == ["a.xml"]
        && outcome.warnings.isEmpty)
    #expect(try files.bytes("a.xml") == write.after)
  }
}
