import BlogDocCore
@testable import BlogDocStore
import Testing

@Suite("Journal damage")
struct JournalDamageTests {
  /// A journal of three edits; returns its bytes and where the last record starts.
  static func threeEdits(in workspace: Workspace) throws -> (bytes: [UInt8], lastStart: Int) {
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    for index in 1...2 {
      try journal.append(
        .edit, message: "Edit \(index).", files: [JournalFixtures.change()],
        time: JournalFixtures.at(index), under: lock)
    }
    let lastStart = TemporaryDirectory.read(journal.path).count
    try journal.append(
      .edit, message: "Edit 3.", files: [JournalFixtures.change()], time: JournalFixtures.at(3),
      under: lock)
    return (TemporaryDirectory.read(journal.path), lastStart)
  }

  @Test func aTornTailAtEveryOffsetReadsAsThePreviousRecordsAndTheNextAppendRepairsIt() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let (bytes, lastStart) = try Self.threeEdits(in: workspace)
    let intact = journal.lastRecords(count: 10).operations
    #expect(intact.map(\.id) == [3, 2, 1])
    let lock = try WorkspaceLock(workspace)

    for length in (lastStart + 1)..<bytes.count {
      TemporaryDirectory.write(Array(bytes[..<length]), to: journal.path)
      let (operations, warnings) = journal.lastRecords(count: 10)
      #expect(operations == Array(intact.dropFirst()))
      let ignored = length - lastStart
      #expect(
        warnings.map(\.description) == [
          ignored == 1
            ? "\(journal.path): The last byte is an incomplete record, probably from an interrupted write; it was ignored and the next change removes it."
            : "\(journal.path): The last \(ignored) bytes are an incomplete record, probably from an interrupted write; they were ignored and the next change removes them."
        ])
      #expect(journal.state.lastID == 2)

      let (appended, appendWarnings) = try journal.append(
        .edit, message: "Edit 3.", files: [JournalFixtures.change()], time: JournalFixtures.at(3),
        under: lock)
      #expect(appendWarnings == warnings)
      #expect(appended == intact[0])
      #expect(TemporaryDirectory.read(journal.path) == bytes)
    }
  }

  @Test func aFlippedBitInTheMiddleIsSkippedAndLaterRecordsStayReadable() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    var starts: [Int] = []
    for index in 1...5 {
      starts.append(TemporaryDirectory.read(journal.path).count)
      try journal.append(
        .edit, message: "Edit \(index).", files: [JournalFixtures.change()], under: lock)
    }
    var bytes = TemporaryDirectory.read(journal.path)
    starts.append(bytes.count)
    // Flip one bit in the middle of record 3's payload, then of its footer's length.
    for offset in [(starts[2] + starts[3]) / 2, starts[3] - 40] {
      var damaged = bytes
      damaged[offset] ^= 0x04
      TemporaryDirectory.write(damaged, to: journal.path)
      let (operations, warnings) = journal.lastRecords(count: 10)
      #expect(operations.map(\.id) == [5, 4, 2, 1])
      #expect(
        warnings.map(\.description) == [
          "\(journal.path): \(starts[3] - starts[2]) bytes at offset \(starts[2]) are damaged; the records in them were skipped."
        ])
      #expect(journal.record(id: 4).operation?.message == "Edit 4.")
      #expect(journal.record(id: 3).operation == nil)
    }

    // Appending keeps the damage (it is not at the tail) and adds after it.
    bytes[(starts[2] + starts[3]) / 2] ^= 0x04
    TemporaryDirectory.write(bytes, to: journal.path)
    let (appended, _) = try journal.append(.edit, message: "Edit 6.", files: [], under: lock)
    #expect(appended.id == 6 && appended.parentID == 5)
    #expect(journal.lastRecords(count: 10).operations.map(\.id) == [6, 5, 4, 2, 1])
  }

  @Test func garbageReadsAsEmptyAndIsKeptAsideByTheNextAppend() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let garbage =
      Array("not a journal\n#blogdoc-record v1 len=zzz\n".utf8)
      + [UInt8](repeating: 0xFF, count: 70_000)
    TemporaryDirectory.write(garbage, to: journal.path)
    let state = journal.state
    #expect(state.lastID == nil)
    #expect(
      state.warnings.map(\.description) == [
        "\(journal.path): None of the journal's \(garbage.count) bytes is a record this blogdoc can read; the next change keeps the file as journal.unreadable-N and starts a new history."
      ])
    let lock = try WorkspaceLock(workspace)
    let (operation, warnings) = try journal.append(.edit, message: "Fresh.", files: [], under: lock)
    #expect(operation.id == 1)
    #expect(
      warnings.map(\.description).contains(
        "\(journal.path): No record in the journal is readable by this blogdoc, so it was kept as '\(journal.path).unreadable-1' and a new history started."
      ))
    #expect(TemporaryDirectory.read(journal.path + ".unreadable-1") == garbage)
    #expect(journal.lastRecords(count: 5) == ([operation], []))
  }

  @Test func aTornFirstRecordIsCutOffNotKeptAside() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    try journal.append(.edit, message: "First.", files: [JournalFixtures.change()], under: lock)
    let whole = TemporaryDirectory.read(journal.path)
    TemporaryDirectory.write(Array(whole.prefix(whole.count / 2)), to: journal.path)
    let (operation, _) = try journal.append(.edit, message: "Again.", files: [], under: lock)
    #expect(operation.id == 1)
    #expect(journal.lastRecords(count: 5).operations == [operation])
    #expect(!TemporaryDirectory.exists(journal.path + ".unreadable-1"))
  }

  @Test func anUndecodableRecordIsSkippedWithAWarning() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    try journal.append(.edit, message: "One.", files: [], under: lock)
    let future = Array(#"{"id":2,"kind":"rebase","message":"From the future."}"#.utf8)
    TemporaryDirectory.write(
      TemporaryDirectory.read(journal.path) + RecordFrame.record(payload: future, sequence: 2),
      to: journal.path)
    let (operations, warnings) = journal.lastRecords(count: 5)
    #expect(operations.map(\.id) == [1])
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.description.hasPrefix(
        "\(journal.path): Record 2 is not an operation this blogdoc understands (") == true)
    let (appended, _) = try journal.append(.edit, message: "Three.", files: [], under: lock)
    #expect(appended.id == 3 && appended.parentID == 2 && appended.priorUndoState == 1)
  }
}
