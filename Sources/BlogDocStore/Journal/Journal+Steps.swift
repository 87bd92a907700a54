import BlogDocCore

extension Journal {
  /// One operation of an undo or redo of several in one pass: the record it becomes once
  /// the files are written.
  struct Step: Sendable {
    /// `.undo` or `.redo`.
    var kind: Operation.Kind
    /// The change it undoes or redoes.
    var target: Int
    /// The operation's line in the log.
    var message: String
    /// Each file it changed, with the diff of this step alone. Its bytes before and after
    /// are fingerprinted only where they were on disk: before the first step of a file and
    /// after its last; in between, ``FileChange/unwritten``.
    var files: [FileChange]

    /// A step of `kind` on change `target`.
    init(kind: Operation.Kind, target: Int, message: String, files: [FileChange]) {
      self.kind = kind
      self.target = target
      self.message = message
      self.files = files
    }
  }

  /// Concludes `intent`, an undo or redo of several operations in one pass whose files
  /// are all written: appends one `.undo` or `.redo` record per step, then the commit, in
  /// one opening of the journal and one `fsync`.
  ///
  /// How several operations are one operation on disk: the intent lists each file once,
  /// its bytes before the first step and after the last, and the whole change (what
  /// `Recovery` needs to put the files back); it carries ``Operation/steps`` and is not
  /// shown in the log. Each step is an ordinary undo or redo record, with its own diff and
  /// undo pointers, so `log`, `redo`, `undo FILE` and ``UndoPointers`` see exactly the
  /// records the same operations one at a time would make. Until the commit the steps
  /// carry the intent as ``Operation/pendingIntent``: ``CommittedOperations`` counts them
  /// only once the intent is committed, and recovery of an interrupted batch puts the
  /// files back and aborts it (its abort restores the intent's undo state), since the
  /// steps it would need to finish may be missing.
  ///
  /// - Parameters:
  ///   - knownPointers: Undo pointers of records by id, as the caller read them; any other
  ///     record is read from the journal.
  /// - Throws: ``StoreError``: `.journal` if `intent` is not the pending intent or a step is
  ///   not the next undo or redo; another kind if the journal cannot be written. Then no
  ///   record was appended.
  /// - Complexity: O(*n*) in the steps' size, plus a read of each record whose pointers
  ///   the caller did not give.
  @discardableResult
  func appendSteps(
    of intent: Operation, _ steps: [Step], knownPointers: [Int: UndoPointers] = [:],
    time: Timestamp = .now(),
    under lock: WorkspaceLock
  ) throws(StoreError) -> (operations: [Operation], warnings: [Warning]) {
    precondition(intent.steps == steps.count, "a batch appends the steps its intent announced")
    return try appendRecords(under: lock) { (context) throws(StoreError) in
      guard intent.kind == .intent, context.state.pendingIntent == intent.id else {
        throw StoreError(
          .journal, path: path,
          "Operation \(intent.id) is not a pending intent; only a pending intent can be committed or aborted."
        )
      }
      var records: [Operation] = []
      var state = context.state.pointers
      var stateID = context.state.stateID
      // The first step takes the intent's number, as a commit does.
      var number = intent.shownNumber - 1
      var known = knownPointers
      for step in steps {
        let id = context.id + records.count
        number += 1
        let pointers: UndoPointers
        do {
          pointers = try state.applying(step.kind, id: id, target: step.target, stateID: stateID) {
            recordID in
            known[recordID] ?? context.pointers(ofRecord: recordID)
          }
        } catch {
          throw StoreError(
            .journal, path: path,
            "Cannot \(step.kind.rawValue) operation \(step.target) in one pass with the others.")
        }
        var record = Operation(
          id: id, number: number, parentID: records.last?.id ?? context.state.lastID, time: time,
          kind: step.kind,
          message: step.message, files: step.files, undoes: step.target, pointers: pointers)
        record.pendingIntent = intent.id
        records.append(record)
        known[id] = pointers
        state = pointers
        stateID = id
      }
      state.pendingIntent = nil
      records.append(
        Operation(
          id: context.id + records.count, number: number, parentID: records.last?.id, time: time,
          kind: .commit,
          concludes: intent.id, message: "", pointers: state))
      return records
    }
  }

  /// How many step records of the intent `intent` (an undo or redo of several operations
  /// in one pass) follow it.
  ///
  /// - Complexity: Reads the records after the intent.
  func steps(of intent: Int) -> Int {
    let reader = readBackward()
    var count = 0
    while let operation = reader.next(), operation.id > intent {
      if operation.kind != .intent && operation.pendingIntent == intent { count += 1 }
    }
    return count
  }
}
