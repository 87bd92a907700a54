import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog
import Testing

@Suite("Intents and recovery")
struct RecoveryTests {
  /// Two documents in a workspace and an edit of both, as before/after documents.
  struct TwoFiles {
    let directory = TemporaryDirectory()
    let workspace: Workspace
    let paths = ["a.xml", "b.json"]
    let before: [BlogDocument]
    let after: [BlogDocument]
    let changes: [Journal.FileChange]

    init() throws {
      workspace = try Workspace.findOrCreate(forDocumentAt: directory("a.xml"))
      var before: [BlogDocument] = []
      var after: [BlogDocument] = []
      var changes: [Journal.FileChange] = []
      for (index, path) in paths.enumerated() {
        let old = try BlogDocument(entries: [BlogEntry(id: "hello", title: "Old \(index)")])
        var new = old
        new[id: "hello"]?.title = "New \(index)"
        try DocumentFile.write(old, to: directory(path))
        changes.append(
          Journal.FileChange(
            path: path, before: try DocumentFile.encode(old, for: path),
            after: try DocumentFile.encode(new, for: path),
            diff: new.difference(from: old)))
        before.append(old)
        after.append(new)
      }
      self.before = before
      self.after = after
      self.changes = changes
    }

    func document(_ index: Int) throws -> BlogDocument {
      try DocumentFile.read(BlogEntry.self, from: directory(paths[index])).document
    }
  }

  @Test func anIntentWithoutCommitIsPendingAndRecoveryFinishesIt() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let intent = try journal.appendIntent(
      .edit, message: "Retitle both.", files: files.changes, under: lock
    ).operation
    #expect(intent.kind == .intent && intent.intends == .edit && intent.pendingIntent == intent.id)
    #expect(journal.state.nextUndo == nil)
    // The process "dies" after writing the first file only.
    try DocumentFile.write(files.after[0], to: files.directory("a.xml"))

    #expect(journal.pendingIntent().operation == intent)
    let outcome = try #require(
      try Recovery.recover(files.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
    #expect(outcome.intent == intent)
    #expect(outcome.conclusion.kind == .commit && outcome.conclusion.concludes == intent.id)
    #expect(outcome.completed == ["b.json"] && outcome.restored.isEmpty && outcome.warnings.isEmpty)
    #expect(try files.document(0) == files.after[0])
    #expect(try files.document(1) == files.after[1])
    #expect(journal.pendingIntent().operation == nil)
    #expect(journal.state.nextUndo == intent.id)
    #expect(
      try Recovery.recover(files.workspace, under: lock, models: DocumentModels(BlogEntry.self))
        == nil)
    #expect(journal.latestLiveOperation(touching: "b.json").operation == intent)
  }

  @Test func aFileChangedSinceAbortsAndRestoresTheOthers() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    try journal.append(.edit, message: "Earlier.", files: [], under: lock)
    let intent = try journal.appendIntent(
      .edit, message: "Retitle both.", files: files.changes, under: lock
    ).operation
    try DocumentFile.write(files.after[0], to: files.directory("a.xml"))
    var elsewhere = files.before[1]
    elsewhere[id: "hello"]?.title = "Changed by hand"
    try DocumentFile.write(elsewhere, to: files.directory("b.json"))

    let outcome = try #require(
      try Recovery.recover(files.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
    #expect(outcome.conclusion.kind == .abort)
    #expect(
      outcome.conclusion.message == "Abandoned interrupted operation 2: 'b.json' changed since.")
    #expect(outcome.restored == ["a.xml"])
    #expect(
      outcome.warnings.map(\.description) == [
        "\(files.directory("b.json")): Operation 2 was interrupted and this file has changed since, so the operation was abandoned and its other files were restored."
      ])
    #expect(try files.document(0) == files.before[0])
    #expect(try files.document(1) == elsewhere)
    #expect(journal.state.nextUndo == 1 && journal.state.pendingIntent == nil)
    #expect(journal.latestLiveOperation(touching: "a.xml").operation == nil)
    _ = intent
  }

  @Test func aCommittedUndoIntentMovesTheChangeToTheRedoStack() throws {
    let files = try TwoFiles()
    let journal = Journal(files.workspace)
    let lock = try WorkspaceLock(files.workspace)
    let edit = try journal.append(
      .edit, message: "Retitle.", files: [files.changes[0]], under: lock
    ).operation
    let undo = try journal.appendIntent(
      .undo, undoing: edit.id, message: "Undo.", files: [], under: lock
    ).operation
    #expect(journal.state.nextUndo == edit.id && journal.state.pendingIntent == undo.id)
    try journal.appendCommit(of: undo, under: lock)
    #expect(
      journal.state.nextUndo == nil && journal.state.nextRedo == edit.id
        && journal.state.pendingIntent == nil)
    #expect(journal.latestLiveOperation(touching: "a.xml").operation == nil)
  }

  /// A file an interrupted operation creates or removes, with the bytes `blogdoc new` writes.
  struct CreatedFile {
    let directory = TemporaryDirectory()
    let workspace: Workspace
    let document: BlogDocument
    let bytes: [UInt8]
    let creation: Journal.FileChange
    let removal: Journal.FileChange

    init() throws {
      workspace = try Workspace.findOrCreate(forDocumentAt: directory("post.xml"))
      document = ModelDocument(entry: BlogEntry(id: "post", title: "Made"))
      bytes = try DocumentFile.encode(document, for: "post.xml")
      var empty = document
      _ = empty.remove(id: "post")
      let diff = document.difference(from: empty)
      creation = Journal.FileChange(
        path: "post.xml", before: nil, after: bytes, diff: diff, layout: .single)
      removal = Journal.FileChange(
        path: "post.xml", before: bytes, after: nil, diff: diff.inverted(), layout: .single)
    }

    var current: [UInt8]? { try? FileBytes.read(directory("post.xml")) }
  }

  @Test func anInterruptedCreationIsFinishedFromItsDiffWhetherOrNotTheFileWasWritten() throws {
    for written in [false, true] {
      let file = try CreatedFile()
      let journal = Journal(file.workspace)
      let lock = try WorkspaceLock(file.workspace)
      _ = try journal.appendIntent(
        .edit, message: "New entry post", files: [file.creation], under: lock)
      if written { try AtomicFile.write(file.bytes, to: file.directory("post.xml")) }
      let outcome = try #require(
        try Recovery.recover(file.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
      #expect(outcome.conclusion.kind == .commit)
      #expect(outcome.completed == (written ? [] : ["post.xml"]) && outcome.warnings.isEmpty)
      #expect(file.current == file.bytes)
    }
  }

  @Test func anInterruptedRemovalIsFinishedWhetherOrNotTheFileWasRemoved() throws {
    for removed in [false, true] {
      let file = try CreatedFile()
      let journal = Journal(file.workspace)
      let lock = try WorkspaceLock(file.workspace)
      try AtomicFile.write(file.bytes, to: file.directory("post.xml"))
      let made = try journal.append(
        .edit, message: "New entry post", files: [file.creation], under: lock
      ).operation
      _ = try journal.appendIntent(
        .undo, undoing: made.id, message: "Undo 1: New entry post", files: [file.removal],
        under: lock)
      if removed { try AtomicFile.remove(file.directory("post.xml")) }
      let outcome = try #require(
        try Recovery.recover(file.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
      #expect(outcome.conclusion.kind == .commit && outcome.warnings.isEmpty)
      #expect(file.current == nil)
    }
  }

  @Test func aCreatedFileChangedSinceTheInterruptionIsLeftAndTheOperationAbandoned() throws {
    let file = try CreatedFile()
    let journal = Journal(file.workspace)
    let lock = try WorkspaceLock(file.workspace)
    _ = try journal.appendIntent(
      .edit, message: "New entry post", files: [file.creation], under: lock)
    try AtomicFile.write(Array("by hand".utf8), to: file.directory("post.xml"))
    let outcome = try #require(
      try Recovery.recover(file.workspace, under: lock, models: DocumentModels(BlogEntry.self)))
    #expect(outcome.conclusion.kind == .abort)
    #expect(file.current == Array("by hand".utf8))
  }

  @Test func aChangeThatCreatesNoFileKeepsItsOldJSONForm() throws {
    let files = try TwoFiles()
    let encoded = String(
      decoding: try OperationCoder.encode(
        Journal.Operation(
          id: 1, parentID: nil, time: Timestamp(secondsSince1970: 0), kind: .edit, message: "m",
          files: [files.changes[0]], pointers: UndoPointers()), path: "journal"), as: UTF8.self)
    #expect(!encoded.contains("layout") && !encoded.contains("absent"))
  }
}
