extension Journal {
  /// The record of the latest undo of change `change`: what a redo of it takes back.
  ///
  /// A redo reverts that record's diffs rather than applying the change's own again, so
  /// after a partial undo it applies only what the undo reverted, never a field the undo
  /// left as it was.
  ///
  /// - Complexity: Proportional to the bytes after that undo.
  public func latestUndo(of change: Int) -> (operation: Operation?, warnings: [Warning]) {
    let reader = readBackward()
    for operation in CommittedOperations(reader)
    where operation.operationKind == .undo && operation.undoes == change {
      return (operation, reader.warnings)
    }
    return (nil, reader.warnings)
  }

  /// The record whose diffs hold change `change` as it now stands: its latest redo, or the
  /// change's own record when it was never redone. An undo of the change reverts that
  /// record's diffs, which hold only what was applied.
  ///
  /// - Complexity: Proportional to the bytes after record `change`.
  public func latestApplication(of change: Int) -> (operation: Operation?, warnings: [Warning]) {
    let reader = readBackward()
    for operation in CommittedOperations(reader) {
      if operation.id == change || (operation.operationKind == .redo && operation.undoes == change)
      {
        return (operation, reader.warnings)
      }
      if operation.id < change { break }
    }
    return (nil, reader.warnings)
  }
}

extension Journal {
  /// The operations that took effect, newest first: what `blogdoc log` lists.
  ///
  /// ```swift
  /// let operations = journal.committedOperations()
  /// for operation in operations.prefix(3) { print(operation.id, operation.message) }
  /// print(operations.reader.warnings)   // what was skipped on the way
  /// ```
  ///
  /// - Complexity: Each step reads one record backward from the end.
  public func committedOperations() -> CommittedOperations {
    CommittedOperations(readBackward())
  }

  /// How many operations that took effect are older than record `id`: what a log that
  /// stops at `id` leaves out.
  ///
  /// ```swift
  /// print(journal.operationCount(olderThan: shown.last!.operation.id))   // 1581, say
  /// ```
  ///
  /// - Complexity: Reads the journal from its end, each record without its files.
  public func operationCount(olderThan id: Int) -> Int {
    let reader = readBackward()
    reader.skipsFiles = true
    return CommittedOperations(reader).reduce(0) { count, operation in
      count + (operation.id < id ? 1 : 0)
    }
  }
}

/// The operations of a journal from newest to oldest that took effect: plain records, and
/// intents that have a commit. Commit and abort records themselves, and intents that are
/// pending or were aborted, are left out; so are the steps of an undo or redo of several
/// operations (see `Journal.appendSteps(of:_:knownPointers:time:under:)`) until their
/// intent is committed, and that intent itself.
public struct CommittedOperations: Sequence, IteratorProtocol {
  /// The reader underneath, for the warnings it met.
  public let reader: Journal.BackwardReader
  private var committed = Set<Int>()
  /// Whether to keep the undo pointers of every record read in ``pointersByID``.
  var collectsPointers = false
  /// The undo pointers of every record read, by id, when ``collectsPointers``.
  private(set) var pointersByID: [Int: UndoPointers] = [:]
  /// The id of the oldest record read, committed or not.
  private(set) var oldestRead: Int?

  init(_ reader: Journal.BackwardReader) {
    self.reader = reader
  }

  /// The next older committed operation, or `nil` at the start of the journal.
  ///
  /// - Complexity: Proportional to the bytes of the records read to reach it.
  public mutating func next() -> Journal.Operation? {
    while let operation = reader.next() {
      oldestRead = operation.id
      if collectsPointers { pointersByID[operation.id] = operation.pointers }
      switch operation.kind {
      case .commit:
        if let intent = operation.concludes { committed.insert(intent) }
      case .abort:
        continue
      case .intent:
        // An intent of several steps carries no operation of its own: its steps do.
        if committed.contains(operation.id) && operation.steps == nil { return operation }
      case .edit, .undo, .redo:
        // A step of an undo or redo of several operations counts once its intent does.
        if let intent = operation.pendingIntent, !committed.contains(intent) { continue }
        return operation
      }
    }
    return nil
  }
}
