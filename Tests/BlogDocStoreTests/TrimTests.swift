@testable import BlogDocStore
import Testing

@Suite("Journal trim")
struct TrimTests {
  @Test func trimKeepsTheLastRecordsTheirIdsAndOnlyPointersToKeptRecords() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    for index in 1...10 {
      try journal.append(
        .edit, message: "Edit \(index).", files: [JournalFixtures.change()], under: lock)
    }
    try journal.append(.undo, undoing: 10, message: "Undo 10.", files: [], under: lock)
    try journal.append(.undo, undoing: 9, message: "Undo 9.", files: [], under: lock)
    let before = journal.lastRecords(count: 5).operations

    #expect(try journal.trim(keepingLast: 5, under: lock).isEmpty)
    let after = journal.lastRecords(count: 100).operations
    #expect(after.map(\.id) == [12, 11, 10, 9, 8])
    let kept = Set(8...12)
    for (old, new) in zip(before, after) {
      var expected = old
      expected.pointers = old.pointers.keeping(kept)
      expected.parentID = old.id == 8 ? nil : old.parentID
      #expect(new == expected)
    }
    #expect(after[0].nextUndo == 8 && after[0].priorUndoState == nil)
    #expect(UndoPointerTests.walk(journal, top: \.nextUndo, rest: \.priorUndoState) == [8])
    #expect(UndoPointerTests.walk(journal, top: \.nextRedo, rest: \.priorRedoState) == [9, 10])

    let next = try journal.append(.redo, undoing: 9, message: "Redo 9.", files: [], under: lock)
      .operation
    #expect(next.id == 13 && next.parentID == 12)
    #expect(journal.state.nextUndo == 9 && journal.state.nextRedo == 10)
  }

  @Test func trimDropsATornTailAndLeavesAMissingJournalAlone() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    #expect(try journal.trim(keepingLast: 3, under: lock).isEmpty)
    try journal.append(.edit, message: "One.", files: [], under: lock)
    let bytes = TemporaryDirectory.read(journal.path)
    TemporaryDirectory.write(bytes + Array("{\"id\":2".utf8), to: journal.path)
    #expect(try journal.trim(keepingLast: 3, under: lock).count == 1)
    #expect(TemporaryDirectory.read(journal.path) == bytes)
  }

  @Test func trimCountsAnIntentAndItsCommitAsOneOperationAndAnAbortedOneAsNone() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    for index in 1...3 {
      let intent = try journal.appendIntent(
        .edit, message: "Edit \(index).", files: [JournalFixtures.change()], under: lock)
      try journal.appendCommit(of: intent.operation, under: lock)
    }
    let abandoned = try journal.appendIntent(
      .edit, message: "Abandoned.", files: [JournalFixtures.change()], under: lock)
    try journal.appendAbort(of: abandoned.operation, message: "Gave up.", under: lock)
    try journal.append(.edit, message: "Plain.", files: [JournalFixtures.change()], under: lock)

    #expect(try journal.trim(keepingLast: 2, under: lock).isEmpty)
    // Records 1…6 are three intents and their commits, 7 and 8 the aborted intent, 9 the plain edit.
    #expect(journal.lastRecords(count: 100).operations.map(\.id) == [9, 8, 7, 6, 5])
  }
}
