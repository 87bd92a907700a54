import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog
import FoundationEssentials
import Testing

/// A whole-file write (`FileWrite(path:replacing:with:)`): a file that is no document, as
/// an export writes it. Its record keeps the bytes it replaces; undo and redo give back
/// each file's bytes exactly; recovery settles one that was interrupted at any point.
@Suite("Whole-file writes")
struct WholeFileWriteTests {
  static let options = StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))

  /// Bytes no document reader would take: not UTF-8, a NUL, CRLF and no final newline.
  static let handEdited: [UInt8] =
    Array("---\r\ntitle: Mine\r\n---\r\n".utf8) + [0xFF, 0x00, 0xFE] + Array("by hand".utf8)
  static let exported: [UInt8] = Array("---\ntitle: One\n---\nBody.\n".utf8)
  static let created: [UInt8] = Array("---\ntitle: Two\n---\n".utf8)

  /// A directory holding `one.md` as edited by hand, and the writes of an export that
  /// replaces it and makes `two.md`.
  struct Site {
    let directory = TemporaryDirectory()
    let workspace: Workspace
    let writes: [FileWrite]

    init() throws {
      workspace = try Workspace.findOrCreate(forDocumentAt: directory("one.md"))
      TemporaryDirectory.write(WholeFileWriteTests.handEdited, to: directory("one.md"))
      writes = [
        FileWrite(
          path: directory("one.md"), replacing: WholeFileWriteTests.handEdited,
          with: WholeFileWriteTests.exported),
        FileWrite(path: directory("two.md"), replacing: nil, with: WholeFileWriteTests.created),
      ]
    }

    /// The file's bytes, or `nil` when there is none.
    func bytes(_ name: String) -> [UInt8]? {
      TemporaryDirectory.exists(directory(name)) ? TemporaryDirectory.read(directory(name)) : nil
    }

    func store() throws -> DocumentStore {
      try DocumentStore.open(
        forDocumentAt: directory("one.md"), creating: true, options: WholeFileWriteTests.options)
    }
  }

  @Test func theRecordKeepsTheReplacedBytesAndNamesNoModel() throws {
    let site = try Site()
    let store = try site.store()
    try store.commit(.edit, message: "Export", writes: site.writes)
    #expect(site.bytes("one.md") == Self.exported && site.bytes("two.md") == Self.created)
    // The intent holds the files.
    let files = try #require(Array(LogEntry.Sequence(store.journal.committedOperations())).first)
      .operation.files
    #expect(files.map(\.path) == ["one.md", "two.md"])
    #expect(
      files.allSatisfy {
        $0.isWholeFile && $0.wholeFile == true && $0.model == nil && $0.layout == nil
          && $0.diff.isEmpty
      })
    #expect(files[0].formerBytes?.bytes == Self.handEdited && files[1].formerBytes == nil)
    #expect(files[0].beforeFingerprint == Journal.FileChange.fingerprint(of: Self.handEdited))
    #expect(
      files[1].createsFile
        && files[1].afterFingerprint == Journal.FileChange.fingerprint(of: Self.created))
    #expect(LogEntry.summary(of: files[0], limit: nil) == "whole file")
  }

  @Test func undoGivesBackEveryByteAndRemovesWhatItMadeAndRedoPutsItBack() throws {
    let site = try Site()
    let store = try site.store()
    try store.commit(.edit, message: "Export", writes: site.writes)
    for _ in 0..<2 {
      var steps: [HistoryStep] = []
      try store.move(HistoryRequest(.undo)) { steps.append($0) }
      #expect(site.bytes("one.md") == Self.handEdited && site.bytes("two.md") == nil)
      #expect(steps.count == 1 && steps[0].writes.allSatisfy(\.isWholeFile))
      try store.move(HistoryRequest(.redo))
      #expect(site.bytes("one.md") == Self.exported && site.bytes("two.md") == Self.created)
    }
    let kinds = Array(LogEntry.Sequence(store.journal.committedOperations())).map(
      \.operation.operationKind)
    #expect(kinds == [.redo, .undo, .redo, .undo, .edit])
  }

  @Test func undoRefusesAFileChangedSinceAndForcePutsTheBytesBackAnyway() throws {
    let site = try Site()
    let store = try site.store()
    try store.commit(.edit, message: "Export", writes: site.writes)
    let later = Array("edited again\n".utf8)
    TemporaryDirectory.write(later, to: site.directory("one.md"))
    let error = #expect(throws: ArchiveError.self) { try store.move(HistoryRequest(.undo)) }
    #expect(
      error?.description
        == "\(site.workspace.displayPath(of: "one.md")): Cannot undo operation 1: it was changed since, so its earlier bytes cannot be put back. Give --force to put them back anyway, losing what is there now."
    )
    #expect(site.bytes("one.md") == later && site.bytes("two.md") == Self.created)
    #expect(store.journal.state.nextUndo == 1)

    try store.move(HistoryRequest(.undo, policy: .overwrite))
    #expect(site.bytes("one.md") == Self.handEdited && site.bytes("two.md") == nil)
    // The undo kept what it replaced: a redo gives the later bytes back too.
    try store.move(HistoryRequest(.redo))
    #expect(site.bytes("one.md") == later && site.bytes("two.md") == Self.created)
  }

  @Test func aRedoRefusesWhenAFileOfTheRemovedNameWasMadeSince() throws {
    let site = try Site()
    let store = try site.store()
    try store.commit(.edit, message: "Export", writes: site.writes)
    try store.move(HistoryRequest(.undo))
    TemporaryDirectory.write(Array("new\n".utf8), to: site.directory("two.md"))
    let error = #expect(throws: ArchiveError.self) { try store.move(HistoryRequest(.redo)) }
    #expect(
      error?.description
        == "\(site.workspace.displayPath(of: "two.md")): Cannot redo operation 1: a file of that name was made since, so its earlier bytes cannot be put back. Give --force to put them back anyway, losing what is there now."
    )
    #expect(site.bytes("one.md") == Self.handEdited && site.bytes("two.md") == Array("new\n".utf8))
  }
}

/// Recovery of a whole-file write interrupted between its intent and its commit.
extension WholeFileWriteTests {
  func intent(
    _ site: Site, _ kind: Journal.Operation.Kind = .edit, undoing target: Int? = nil,
    writes: [FileWrite]
  )
    throws -> (Journal, WorkspaceLock)
  {
    let journal = Journal(site.workspace)
    let lock = try WorkspaceLock(site.workspace)
    _ = try journal.appendIntent(
      kind, undoing: target, message: "Export",
      files: writes.map { $0.change(named: String($0.path.split(separator: "/").last!)) },
      under: lock)
    return (journal, lock)
  }

  @Test func interruptedBeforeAnyFileItIsRolledBackSinceTheJournalLacksTheNewBytes() throws {
    let site = try Site()
    let (journal, lock) = try intent(site, writes: site.writes)
    let outcome = try #require(
      try Recovery.recover(site.workspace, under: lock, models: Self.options.models))
    #expect(outcome.conclusion.kind == .abort && outcome.completed.isEmpty)
    #expect(
      outcome.conclusion.message
        == "Abandoned interrupted operation 1: 'one.md' could not be finished.")
    #expect(
      outcome.warnings.map(\.description) == [
        "\(site.directory("one.md")): Could not finish or roll back interrupted operation 1 in this file (the journal does not keep the bytes it writes there, so the operation is rolled back)."
      ])
    #expect(site.bytes("one.md") == Self.handEdited && site.bytes("two.md") == nil)
    #expect(journal.state.pendingIntent == nil && journal.state.nextUndo == nil)
  }

  @Test func interruptedAfterOneFileItIsRolledBackByteForByte() throws {
    let site = try Site()
    let (journal, lock) = try intent(site, writes: site.writes)
    // The process "dies" after replacing the first file, then after making the second
    // with the first still at its former bytes.
    for written in [0, 1] {
      try site.writes[written].perform()
      let outcome = try #require(
        try Recovery.recover(site.workspace, under: lock, models: Self.options.models))
      #expect(
        outcome.conclusion.kind == .abort
          && outcome.restored == [written == 0 ? "one.md" : "two.md"])
      #expect(site.bytes("one.md") == Self.handEdited && site.bytes("two.md") == nil)
      #expect(journal.state.pendingIntent == nil)
      if written == 0 {
        _ = try journal.appendIntent(
          .edit, message: "Export",
          files: site.writes.map { $0.change(named: String($0.path.split(separator: "/").last!)) },
          under: lock)
      }
    }
  }

  @Test func interruptedAfterEveryFileItIsCommitted() throws {
    let site = try Site()
    let (journal, lock) = try intent(site, writes: site.writes)
    for write in site.writes { try write.perform() }
    let outcome = try #require(
      try Recovery.recover(site.workspace, under: lock, models: Self.options.models))
    #expect(
      outcome.conclusion.kind == .commit && outcome.completed.isEmpty && outcome.warnings.isEmpty)
    #expect(site.bytes("one.md") == Self.exported && site.bytes("two.md") == Self.created)
    #expect(journal.state.nextUndo == 1)
  }

  @Test func anUndoInterruptedBeforeItsWritesIsFinishedFromTheRecordThatKeepsTheBytes() throws {
    let site = try Site()
    try site.store().commit(.edit, message: "Export", writes: site.writes)
    let undo = [
      FileWrite(path: site.directory("one.md"), replacing: Self.exported, with: Self.handEdited),
      FileWrite(path: site.directory("two.md"), replacing: Self.created, with: nil),
    ]
    let (journal, lock) = try intent(site, .undo, undoing: 1, writes: undo)
    let outcome = try #require(
      try Recovery.recover(site.workspace, under: lock, models: Self.options.models))
    #expect(
      outcome.conclusion.kind == .commit && outcome.completed == ["one.md", "two.md"]
        && outcome.warnings.isEmpty)
    #expect(site.bytes("one.md") == Self.handEdited && site.bytes("two.md") == nil)
    #expect(journal.state.nextUndo == nil && journal.state.nextRedo == 1)
  }
}

/// Old journals: a record without the mark reads as a document of the store's first model.
extension WholeFileWriteTests {
  @Test func aRecordWithoutTheMarkIsADocumentAndOneWithItReadsBack() throws {
    let old =
      #"{"afterFingerprint":"b","beforeFingerprint":"a","diff":{"entryChanges":[]},"path":"e.xml"}"#
    let change = try JSONDecoder().decode(Journal.FileChange.self, from: Data(old.utf8))
    #expect(change.wholeFile == nil && !change.isWholeFile && change.model == nil)

    let write = FileWrite(path: "/x/a.md", replacing: [1, 2], with: [3])
    let record = Journal.Operation(
      id: 1, parentID: nil, time: Timestamp(secondsSince1970: 0), kind: .edit, message: "m",
      files: [write.change(named: "a.md")],
      pointers: UndoPointers(
        nextUndo: nil, nextRedo: nil, priorUndoState: nil, priorRedoState: nil, pendingIntent: nil))
    let written = try OperationCoder.encode(record, path: "journal")
    #expect(
      String(decoding: written, as: UTF8.self).contains(
        #""formerBytes":"AQI=","path":"a.md","wholeFile":true"#))
    #expect(try OperationCoder.decode(written, sequence: 1).get() == record)
  }
}
