import BlogDocCore
@testable import BlogDocStore
import BlogDocTestSupport
import Testing

@Suite("Undo and redo pointers")
struct UndoPointerTests {
  typealias Row = (
    id: Int, nextUndo: Int?, priorUndoState: Int?, nextRedo: Int?, priorRedoState: Int?
  )

  @Test func theWorkedExampleFromTheDesign() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let journal = Journal(workspace)
    let lock = try WorkspaceLock(workspace)
    for name in ["A", "B", "C"] {
      try journal.append(.edit, message: name, files: [], under: lock)
    }
    #expect(journal.state.nextUndo == 3 && journal.state.nextRedo == nil)
    try journal.append(.undo, undoing: 3, message: "undo C", files: [], under: lock)
    #expect(journal.state.nextUndo == 2 && journal.state.nextRedo == 3)
    try journal.append(.undo, undoing: 2, message: "undo B", files: [], under: lock)
    #expect(journal.state.nextUndo == 1 && journal.state.nextRedo == 2)
    try journal.append(.redo, undoing: 2, message: "redo B", files: [], under: lock)
    #expect(journal.state.nextUndo == 2 && journal.state.nextRedo == 3)
    try journal.append(.edit, message: "D", files: [], under: lock)
    #expect(journal.state.nextUndo == 7 && journal.state.nextRedo == nil)

    let rows: [Row] = journal.lastRecords(count: 10).operations.reversed().map {
      ($0.id, $0.nextUndo, $0.priorUndoState, $0.nextRedo, $0.priorRedoState)
    }
    let expected: [Row] = [
      (1, 1, nil, nil, nil), (2, 2, 1, nil, nil), (3, 3, 2, nil, nil), (4, 2, 1, 3, 3),
      (5, 1, nil, 2, 4), (6, 2, 5, 3, 3), (7, 7, 6, nil, nil),
    ]
    #expect(rows.count == expected.count)
    for (row, want) in zip(rows, expected) {
      #expect(row == want)
    }
  }

  /// Random edits, undos, redos and `undo FILE`s, some as one record and some as an
  /// intent with a commit (or an abort, which changes nothing), against ``UndoOracle``.
  @Test func randomHistoriesMatchANaiveReplay() async {
    let steps = Gen.int(in: 0...99).array(of: 1...30)
    await propertyCheck(count: 60, input: steps) { steps throws in
      let (directory, workspace) = try JournalFixtures.workspace()
      defer { withExtendedLifetime(directory) {} }
      let journal = Journal(workspace)
      let lock = try WorkspaceLock(workspace)
      var oracle = UndoOracle()
      let names = ["a.xml", "b.xml", "c.xml"]

      /// Records an operation one way or the other; returns the change's id, or nil if aborted.
      func record(
        _ kind: Journal.Operation.Kind, _ target: Int?, _ files: Set<String>, _ step: Int
      ) throws -> (change: Int, record: Int)? {
        let changes = files.sorted().map { JournalFixtures.change($0) }
        switch step % 4 {
        case 0:
          let intent = try journal.appendIntent(
            kind, undoing: target, message: "\(kind)", files: changes, under: lock
          ).operation
          if step % 8 == 0 {
            try journal.appendAbort(of: intent, message: "Abandoned.", under: lock)
            return nil
          }
          try journal.appendCommit(of: intent, under: lock)
          return (intent.id, intent.id)
        default:
          let operation = try journal.append(
            kind, undoing: target, message: "\(kind)", files: changes, under: lock
          ).operation
          return (operation.id, operation.id)
        }
      }

      for step in steps {
        switch step % 5 {
        case 0, 1:
          let files = Set(
            names.enumerated().filter { (step >> $0.offset) & 1 == 1 || $0.offset == step % 3 }.map(
              \.element))
          if let done = try record(.edit, nil, files, step) {
            oracle.edit(done.change, files: files)
          }
        case 2:
          guard let target = oracle.undo.last else { break }
          if let done = try record(.undo, target, oracle.files[target] ?? [], step) {
            oracle.undo(target, as: done.change)
          }
        case 3:
          guard let target = oracle.redo.last else { break }
          if let done = try record(.redo, target, oracle.files[target] ?? [], step) {
            oracle.redo(target, as: done.record)
          }
        default:
          let file = names[step % 3]
          let live = journal.latestLiveOperation(touching: file).operation
          #expect(live?.id == oracle.latestLive(touching: file))
          guard let live else { break }
          let target = live.changeID
          if let done = try record(.undo, target, oracle.files[target] ?? [], step) {
            oracle.undo(target, as: done.change)
          }
        }
        let state = journal.state
        #expect(state.warnings.isEmpty)
        if let top = oracle.undo.last {
          // What a plain undo reverts: the record that last applied the change.
          #expect(
            journal.latestApplication(of: top).operation?.id == oracle.application[top]?.record)
        }
        if let top = oracle.redo.last {
          // What a plain redo reverts: the undo that took the change out.
          #expect(journal.latestUndo(of: top).operation?.id == oracle.undoneBy[top])
        }
        #expect(state.nextUndo == oracle.undo.last)
        #expect(state.nextRedo == oracle.redo.last)
        #expect(state.pendingIntent == nil)
      }

      // Following the pointers walks each whole stack.
      #expect(Self.walk(journal, top: \.nextUndo, rest: \.priorUndoState) == oracle.undo.reversed())
      #expect(Self.walk(journal, top: \.nextRedo, rest: \.priorRedoState) == oracle.redo.reversed())
      for file in names {
        #expect(
          journal.latestLiveOperation(touching: file).operation?.id
            == oracle.latestLive(touching: file))
      }
    }
  }

  /// The stack from the last record: its top, then the top of each record it points to.
  static func walk(
    _ journal: Journal, top: KeyPath<Journal.Operation, Int?>,
    rest: KeyPath<Journal.Operation, Int?>
  ) -> [Int] {
    var stack: [Int] = []
    var current = journal.lastRecords(count: 1).operations.first
    while let record = current, let change = record[keyPath: top] {
      stack.append(change)
      current = record[keyPath: rest].flatMap { journal.record(id: $0).operation }
    }
    return stack
  }
}
