extension Journal {
  /// One backward pass over the journal that answers, as far as it has read, what
  /// ``latestApplication(of:)``, ``latestUndo(of:)`` and ``record(id:)`` answer each with a
  /// pass of its own: so an undo or redo of *n* operations reads the journal once, not *n*
  /// times from its end.
  ///
  /// ```swift
  /// let cursor = Journal.Cursor(journal)
  /// let edit = cursor.latestApplication(of: 12)   // reads back to record 12 at most
  /// let older = cursor.latestApplication(of: 10)  // reads on from there
  /// ```
  ///
  /// - Complexity: Each record is read and decoded at most once; answers are O(1) once read.
  final class Cursor {
    private var operations: CommittedOperations
    /// The committed operations read, by id.
    private var byID: [Int: Operation] = [:]
    /// For each change, the latest record that applied it (its edit or latest redo).
    private var applications: [Int: Operation] = [:]
    /// For each change, the latest undo of it.
    private var undos: [Int: Operation] = [:]
    /// The id of the oldest record read.
    private var oldest = Int.max

    /// A cursor at the end of `journal`.
    init(_ journal: Journal) {
      operations = journal.committedOperations()
      operations.collectsPointers = true
    }

    /// What the reader stepped over.
    var warnings: [Warning] { operations.reader.warnings }

    /// The undo pointers of every record read so far, by id.
    var knownPointers: [Int: UndoPointers] { operations.pointersByID }

    /// ``Journal/latestApplication(of:)``.
    func latestApplication(of change: Int) -> Operation? {
      read { applications[change] != nil || oldest <= change }
      return applications[change]
    }

    /// ``Journal/latestUndo(of:)``.
    func latestUndo(of change: Int) -> Operation? {
      read { undos[change] != nil || oldest <= change }
      return undos[change]
    }

    /// The committed operation `id`, or `nil` when it is not one.
    func record(id: Int) -> Operation? {
      read { oldest <= id }
      return byID[id]
    }

    /// The undo pointers record `id` holds (any record, committed or not).
    func pointers(of id: Int) -> UndoPointers? {
      read { oldest <= id }
      return operations.pointersByID[id]
    }

    /// Reads older records until `done` holds or the journal's start.
    private func read(until done: () -> Bool) {
      while !done() {
        let next = operations.next()
        // Records the committed sequence leaves out (commits, aborts) still count as read.
        oldest = min(oldest, operations.oldestRead ?? oldest)
        guard let operation = next else {
          oldest = Int.min
          return
        }
        byID[operation.id] = operation
        if operation.operationKind == .undo, let target = operation.undoes, undos[target] == nil {
          undos[target] = operation
        }
        // As `Journal.latestApplication(of:)`: the change's own record, or a redo of it.
        if applications[operation.changeID] == nil { applications[operation.changeID] = operation }
      }
    }
  }
}
