import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog
import FoundationEssentials
import Testing

@Suite("Journal reading and writing")
struct JournalTests {
  @Test func appendedOperationsReadBackNewestFirst() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    #expect(journal.state == Journal.State())
    #expect(journal.lastRecords(count: 5).operations.isEmpty)

    let lock = try WorkspaceLock(workspace)
    let first = try journal.append(
      .edit, message: "Set the title.", files: [JournalFixtures.change()],
      time: JournalFixtures.at(1), under: lock)
    let second = try journal.append(
      .edit, message: "Set it again.", files: [JournalFixtures.change(title: "B", to: "C")],
      time: JournalFixtures.at(2), under: lock)
    #expect(first.warnings.isEmpty && second.warnings.isEmpty)

    let (operations, warnings) = journal.lastRecords(count: 5)
    #expect(warnings.isEmpty)
    #expect(operations == [second.operation, first.operation])
    #expect(operations.map(\.id) == [2, 1])
    #expect(operations.map(\.parentID) == [1, nil])
    #expect(operations[1].files == [JournalFixtures.change()])
    #expect(operations[1].time == JournalFixtures.at(1))
    #expect(journal.record(id: 1).operation == first.operation)
    #expect(journal.record(id: 3).operation == nil)
    #expect(journal.state.lastID == 2)
    #expect(journal.state.nextUndo == 2)
  }

  @Test func operationsAreNumberedOneByOneAndTheirCommitsShareTheNumber() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    var shown: [Int] = []
    for message in ["One.", "Two."] {
      let intent = try journal.appendIntent(
        .edit, message: message, files: [JournalFixtures.change()], under: lock
      ).operation
      let commit = try journal.appendCommit(of: intent, under: lock).operation
      #expect(commit.number == intent.number)
      shown.append(intent.shownNumber)
    }
    let plain = try journal.append(.edit, message: "Three.", files: [], under: lock).operation
    #expect(shown + [plain.shownNumber] == [1, 2, 3])
    #expect(plain.id == 5 && journal.state.lastNumber == 3)
  }

  @Test func aWithdrawnIntentLeavesTheJournalAsBeforeIt() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    let (edit, _) = try journal.append(
      .edit, message: "Edit.", files: [JournalFixtures.change()], under: lock)
    let before = TemporaryDirectory.read(journal.path)
    // A torn tail, which appending the intent cuts off first.
    TemporaryDirectory.write(before + Array("{\"torn\":".utf8), to: journal.path)
    let (intent, _) = try journal.appendIntent(
      .edit, message: "Intent.", files: [JournalFixtures.change()], under: lock)
    #expect(throws: StoreError.self) { try journal.withdraw(edit, under: lock) }
    try journal.withdraw(intent, under: lock)
    #expect(TemporaryDirectory.read(journal.path) == before)
    #expect(journal.state.pendingIntent == nil)
    #expect(journal.state.lastID == edit.id)
  }

  @Test func theFileIsJSONPayloadsWithCompactFooters() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    try journal.append(.edit, message: "One.", files: [], time: JournalFixtures.at(0), under: lock)
    let text = String(decoding: TemporaryDirectory.read(journal.path), as: UTF8.self)
    // No `files` member when it changed none (format 2).
    let payload =
      #"{"id":1,"kind":"edit","message":"One.","nextUndo":1,"number":1,"time":"2026-11-20T10:00:00Z"}"#
    func padded(_ text: String, _ width: Int) -> String {
      String(repeating: "0", count: width - text.count) + text
    }
    let crc = padded(String(CRC32.checksum(Array(payload.utf8)), radix: 16), 8)
    #expect(text == payload + "\n#v2 \(payload.utf8.count) \(crc) 1\n")
  }

  @Test func readingTheLastRecordOfAHundredThousandReadsAFewKB() throws {
    let directory = TemporaryDirectory()
    defer { withExtendedLifetime(directory) {} }
    let path = directory("journal")
    var bytes: [UInt8] = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for id in 1...100_000 {
      let operation = Journal.Operation(
        id: id, parentID: id == 1 ? nil : id - 1, time: JournalFixtures.at(id), kind: .edit,
        message: "Operation \(id).",
        pointers: UndoPointers(nextUndo: id, priorUndoState: id == 1 ? nil : id - 1))
      bytes += RecordFrame.record(payload: Array(try encoder.encode(operation)), sequence: id)
    }
    TemporaryDirectory.write(bytes, to: path)
    #expect(bytes.count > 10_000_000)

    let reader = Journal(path: path).readBackward()
    #expect(reader.next()?.message == "Operation 100000.")
    #expect(reader.bytesRead <= 4096)
    #expect(reader.next()?.message == "Operation 99999.")
    #expect(reader.bytesRead <= 4096)
    #expect(reader.warnings.isEmpty)

    let state = Journal(path: path).state
    #expect(state.lastID == 100_000 && state.nextUndo == 100_000)

    // A record 1,000 back costs what lies after it, not the whole file.
    let far = Journal(path: path).readBackward()
    var count = 0
    while let operation = far.next(), operation.id > 99_000 { count += 1 }
    #expect(count == 1000)
    #expect(far.bytesRead < 400_000)
  }

  @Test func aJournalThatCannotBeOpenedReadsAsEmptyWithAWarning() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("journal")
    let state = Journal(path: directory("journal")).state
    #expect(state.lastID == nil)
    #expect(
      state.warnings.map(\.description) == [
        "\(directory("journal")): Cannot read the journal (Is a directory); the undo history is unavailable."
      ])
  }

  @Test func appendingNeedsNoPendingIntentAndRedoNeedsTheNextRedo() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    try journal.append(.edit, message: "A.", files: [], under: lock)
    #expect(
      throws: StoreError(
        .journal, path: journal.path, "Cannot redo operation 1: there is nothing to redo.")
    ) {
      try journal.append(.redo, undoing: 1, message: "Redo.", files: [], under: lock)
    }
    try journal.append(.edit, message: "B.", files: [], under: lock)
    try journal.append(.undo, undoing: 2, message: "Undo B.", files: [], under: lock)
    try journal.append(.undo, undoing: 1, message: "Undo A.", files: [], under: lock)
    #expect(
      throws: StoreError(
        .journal, path: journal.path, "Cannot redo operation 2: the next operation to redo is 1.")
    ) {
      try journal.append(.redo, undoing: 2, message: "Redo.", files: [], under: lock)
    }
    let intent = try journal.appendIntent(.edit, message: "C.", files: [], under: lock).operation
    #expect(
      throws: StoreError(
        .journal, path: journal.path,
        "Operation 5 was interrupted; recover it before recording another.")
    ) {
      try journal.append(.edit, message: "D.", files: [], under: lock)
    }
    try journal.appendAbort(of: intent, message: "Gave up.", under: lock)
    #expect(
      throws: StoreError(
        .journal, path: journal.path,
        "Operation 5 is not a pending intent; only a pending intent can be committed or aborted.")
    ) {
      try journal.appendCommit(of: intent, under: lock)
    }
    #expect(journal.state.nextRedo == 1)
  }
}

extension JournalTests {
  /// An import's intent is a record of megabytes, streamed to the file in parts; the state
  /// after it is read from the members around its files, and the record reads back whole.
  @Test func aLargeIntentIsStreamedAndItsStateReadWithoutItsFiles() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    let entries = (0..<300).map { index in
      var entry = BlogEntry()
      entry.id = "entry-\(index)"
      entry.title = "Title \(index) with \"quotes\", [brackets] and {braces}"
      entry.bodyText = String(repeating: "A paragraph of the body. ", count: 40)
      return entry
    }
    let diff = try BlogDocument(entries: entries).difference(from: try BlogDocument(entries: []))
    let change = Journal.FileChange(path: "blog.xml", before: [1], after: [2], diff: diff)
    let (intent, warnings) = try journal.appendIntent(
      .edit, message: "Import", files: [change], under: lock)
    #expect(warnings.isEmpty)
    #expect(TemporaryDirectory.read(journal.path).count > 3 * 65_536)
    #expect(journal.state.pendingIntent == intent.id)
    let commit = try journal.appendCommit(of: intent, under: lock)
    #expect(commit.warnings.isEmpty)
    #expect(journal.state.nextUndo == intent.id && journal.state.pendingIntent == nil)
    #expect(journal.record(id: intent.id).operation == intent)
  }
}
