import BlogDocCore
import BlogDocSystem

extension Journal {
  /// Appends an edit, undo or redo whose files are already written.
  ///
  /// The journal computes the record's id and undo pointers: an `.edit` (or an `.undo` of a
  /// change that is not ``State/nextUndo``) becomes the top of the undo stack and clears
  /// the redo stack; an `.undo` of ``State/nextUndo`` moves it to the redo stack; a `.redo`
  /// of ``State/nextRedo`` moves it back. Prefer ``appendIntent(_:undoing:message:files:redoOfUndo:leavesUndoState:coalescing:steps:skipped:time:under:)``
  /// when a crash between writing files and appending would matter (several files).
  ///
  /// - Parameters:
  ///   - kind: `.edit`, `.undo` or `.redo`.
  ///   - target: For `.undo`, the ``Operation/changeID`` reverted; for `.redo`, the
  ///     ``State/nextRedo`` applied again.
  ///   - message: The operation's line in the log.
  ///   - files: Each file the operation changed, with its fingerprints and diff.
  ///   - time: When the operation happened; now by default.
  ///   - lock: The workspace lock, held by the caller.
  /// - Returns: The record appended, and warnings met on the way (a torn tail it removed).
  /// - Throws: ``StoreError``: `.journal` if an intent is pending or the redo is not the
  ///   next one; another kind if the file cannot be written.
  /// - Complexity: O(1) in the journal's size: reads the last record (and, for undo and
  ///   redo, one earlier record), writes one record, `fsync`s once.
  @discardableResult
  package func append(
    _ kind: Operation.Kind, undoing target: Int? = nil, message: String, files: [FileChange],
    time: Timestamp = .now(), under lock: WorkspaceLock
  ) throws(StoreError) -> (operation: Operation, warnings: [Warning]) {
    precondition([.edit, .undo, .redo].contains(kind), "append records edits, undos and redos")
    precondition(kind == .edit || target != nil, "an undo or redo names its target")
    return try appendRecord(under: lock) { (context) throws(StoreError) in
      try context.refuseIfPending()
      var operation = Operation(
        id: context.id, number: (context.state.lastNumber ?? 0) + 1, parentID: context.state.lastID,
        time: time, kind: kind, message: message,
        files: files, undoes: target, pointers: context.state.pointers)
      operation.pointers = try context.pointers(after: kind, id: context.id, target: target)
      return operation
    }
  }

  /// Appends the intent to carry out an operation on several files, before any is written.
  ///
  /// The intent lists each file's fingerprints before and after and its diff, so if the
  /// process dies part-way, the next command's `Recovery` can finish or undo the files.
  /// The undo state does not change until ``appendCommit(of:time:under:)``.
  ///
  /// - Throws: ``StoreError`` (`.journal` if another intent is pending).
  /// - Complexity: O(1) in the journal's size, as ``append(_:undoing:message:files:time:under:)``.
  ///
  /// With `steps`, the intent is of an undo or redo of that many operations in one pass,
  /// whose files are written once; it is concluded by appending the steps and the commit
  /// (`appendSteps(of:_:knownPointers:time:under:)`), not by ``appendCommit(of:time:under:)``.
  /// `skipped` names files an undo or redo left out (see ``Operation/skipped``).
  @discardableResult
  package func appendIntent(
    _ kind: Operation.Kind, undoing target: Int? = nil, message: String, files: [FileChange],
    redoOfUndo: Bool = false, leavesUndoState: Bool = false, coalescing joined: Int? = nil,
    steps: Int? = nil,
    skipped: [String]? = nil, time: Timestamp = .now(),
    under lock: WorkspaceLock
  ) throws(StoreError) -> (operation: Operation, warnings: [Warning]) {
    precondition([.edit, .undo, .redo].contains(kind), "an intent is an edit, an undo or a redo")
    precondition(!leavesUndoState || kind == .edit, "only an edit can leave the undo state")
    precondition(
      joined == nil || (kind == .edit && !leavesUndoState), "only an edit step can join another")
    precondition(kind == .edit || target != nil, "an undo or redo names its target")
    return try appendRecord(under: lock) { (context) throws(StoreError) in
      try context.refuseIfPending()
      // Check now that the operation will be possible when committed.
      _ = try context.pointers(after: kind, id: context.id, target: target)
      var pointers = context.state.pointers
      pointers.pendingIntent = context.id
      var intent = Operation(
        id: context.id, number: (context.state.lastNumber ?? 0) + 1, parentID: context.state.lastID,
        time: time,
        kind: .intent, intends: kind,
        message: message, files: files, undoes: target, pointers: pointers)
      if redoOfUndo { intent.redoOfUndo = true }
      if leavesUndoState { intent.leavesUndoState = true }
      intent.coalesces = joined
      intent.steps = steps
      intent.skipped = skipped
      return intent
    }
  }

  /// Appends the commit of `intent` once all its files are written; the operation takes
  /// effect in the undo state now.
  ///
  /// - Throws: ``StoreError`` (`.journal` if `intent` is not the pending intent).
  @discardableResult
  package func appendCommit(
    of intent: Operation, time: Timestamp = .now(), under lock: WorkspaceLock
  ) throws(StoreError) -> (operation: Operation, warnings: [Warning]) {
    // No message: `concludes` says which operation it commits, and a commit's record is
    // written for every operation (format 2 leaves an empty message out of the record).
    try conclude(intent, as: .commit, message: "", time: time, under: lock)
  }

  /// Takes back `intent`, the journal's last record, as if it had never been appended: for
  /// an operation that failed and whose files are all back as they were. The file is cut
  /// at the record's start, so the journal is byte-identical to before the intent (even when
  /// that append first cut a torn tail or set an unreadable journal aside).
  ///
  /// - Throws: ``StoreError``: `.journal` if `intent` is not the last record, another kind
  ///   if the file cannot be cut; then append an abort instead.
  package func withdraw(_ intent: Operation, under lock: WorkspaceLock) throws(StoreError) {
    precondition(lock.isHeld, "changing the journal needs the workspace lock")
    let reader = readBackward()
    guard intent.kind == .intent, let last = reader.nextRecord(), last.sequence == intent.id else {
      throw StoreError(
        .journal, path: path,
        "Operation \(intent.id) is not the last record; it cannot be withdrawn.")
    }
    guard truncate(path, off_t(last.range.lowerBound)) == 0 else {
      throw .system("repair", path: path, errno: errno)
    }
  }

  /// Appends the abort of `intent`: none of its changes remain in the files.
  ///
  /// - Throws: ``StoreError`` (`.journal` if `intent` is not the pending intent).
  @discardableResult
  package func appendAbort(
    of intent: Operation, message: String, time: Timestamp = .now(), under lock: WorkspaceLock
  ) throws(StoreError) -> (operation: Operation, warnings: [Warning]) {
    try conclude(intent, as: .abort, message: message, time: time, under: lock)
  }

  private func conclude(
    _ intent: Operation, as kind: Operation.Kind, message: String, time: Timestamp,
    under lock: WorkspaceLock
  ) throws(StoreError) -> (operation: Operation, warnings: [Warning]) {
    // A commit need not be durable: if a crash loses it, recovery finds every file at its
    // "after" fingerprint and commits again. An abort must be, or recovery would redo it.
    try appendRecord(under: lock, durable: kind != .commit) { (context) throws(StoreError) in
      guard intent.kind == .intent, let intended = intent.intends,
        context.state.pendingIntent == intent.id
      else {
        throw StoreError(
          .journal, path: path,
          "Operation \(intent.id) is not a pending intent; "
            + "only a pending intent can be committed or aborted.")
      }
      var pointers = context.state.pointers
      pointers.pendingIntent = nil
      var number = intent.shownNumber
      if intent.steps != nil {
        // The steps after the intent carry the operations and their undo state; an abort
        // takes the state back to the intent's, before them.
        if kind == .commit {
          number = context.state.lastNumber ?? number
        } else {
          pointers = intent.pointers
          pointers.pendingIntent = nil
        }
      } else if kind == .commit {
        var committed = try context.pointers(
          after: intended, id: intent.id, target: intent.undoes, edit: intent.editEffect)
        committed.pendingIntent = nil
        pointers = committed
      }
      return Operation(
        id: context.id, number: number, parentID: context.state.lastID, time: time, kind: kind,
        concludes: intent.id,
        message: message, pointers: pointers)
    }
  }
}
