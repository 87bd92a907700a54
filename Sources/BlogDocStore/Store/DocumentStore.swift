import BlogDocCore
import BlogDocSystem

/// The journaled store of a workspace, open for one command that changes documents: it
/// holds the workspace lock, finishes an operation a crash interrupted, and writes files
/// through the journal so every change can be undone, by this process or a later one.
///
/// Every operation is recorded as an intent, the files are replaced atomically, then the
/// intent is committed: a crash at any point leaves an intent the next open finishes or
/// rolls back (`Recovery`), never a half-edited set of files. Nothing is written unless
/// the journal holds the intent first.
///
/// ```swift
/// let options = StoreOptions(toolName: "recipes", models: DocumentModels(Recipe.self))
/// let store = try DocumentStore.open(forDocumentAt: "r.xml", creating: true, options: options)
/// try store.edit(Recipe.self, files: ["r.xml"], message: "Set servings") { proxy, _ in
///   try proxy.update(id: "pancakes") { $0.servings = 4 }
/// }
/// try store.move(HistoryRequest(.undo))
/// ```
///
/// The lock is released when the store is released (or the process ends). Another process
/// holding it makes ``open(forDocumentAt:creating:options:report:)`` throw a
/// ``StoreError`` of kind `.lockBusy` (exit code 75: try again).
public final class DocumentStore {
  /// The workspace: the directory whose documents share one history (`.blogdoc/` in it, or
  /// `.git/blogdoc` for a git work tree).
  public let workspace: Workspace
  /// The lock this store holds.
  package let lock: WorkspaceLock
  /// The program and models using the store.
  public let options: StoreOptions
  /// Where notices go (warnings, notes), as they happen.
  public let report: @Sendable (StoreNotice) -> Void
  /// Whether this store made the history's directory: if it then records nothing, it takes
  /// the directory away again, so a refused command leaves no trace.
  private(set) var isNew: Bool

  /// The journal of ``workspace``.
  public var journal: Journal { Journal(workspace) }

  /// The read-only history of ``workspace``.
  public var history: DocumentHistory { DocumentHistory(workspace: workspace, options: options) }

  private init(
    workspace: Workspace, options: StoreOptions, isNew: Bool,
    report: @escaping @Sendable (StoreNotice) -> Void
  ) throws {
    self.workspace = workspace
    self.lock = try WorkspaceLock(workspace)
    self.options = options
    self.isNew = isNew
    self.report = report
    do {
      try Journal(workspace).checkFormat()
    } catch {
      // Named as the user sees it, like every other file.
      throw StoreError(
        error.kind, path: Workspace.displayPath(ofAbsolute: workspace.journalPath),
        error.message)
    }
    if let outcome = try Recovery.recover(workspace, under: lock, models: options.models) {
      let done = outcome.conclusion.kind == .commit ? "finished" : "rolled back"
      report(
        .warning(
          "an interrupted \(options.toolName) operation (\(outcome.intent.shownNumber)) was \(done) first."
        ))
      for warning in outcome.warnings { report(.warning("\(warning)")) }
    }
  }

  /// Opens the store of the workspace of the document at `path`, waiting up to two
  /// seconds for the lock. With `creating`, a history is made when no directory above has
  /// one (see ``Workspace/findOrCreate(forDocumentAt:)``); without, that is an error.
  ///
  /// - Throws: ``RequestError`` when there is no workspace (and not
  ///   `creating`); ``StoreError``: `.lockBusy` when another process holds the lock, `.journal` when an
  ///   interrupted operation cannot be settled.
  public static func open(
    forDocumentAt path: String, creating: Bool, options: StoreOptions,
    report: @escaping @Sendable (StoreNotice) -> Void = { _ in }
  ) throws -> DocumentStore {
    if creating {
      let (workspace, isNew) = try Workspace.findOrCreateSayingIfNew(forDocumentAt: path)
      return try DocumentStore(workspace: workspace, options: options, isNew: isNew, report: report)
    }
    guard let workspace = try Workspace.find(forDocumentAt: path) else {
      throw RequestError(
        "No \(options.toolName) history for '\(path)': no '\(Workspace.directoryName)' directory beside it or above it."
      )
    }
    return try DocumentStore(workspace: workspace, options: options, isNew: false, report: report)
  }

  /// Opens the store of the workspace covering `directory`.
  ///
  /// - Throws: ``StoreError`` as ``open(forDocumentAt:creating:options:report:)``.
  public static func open(
    from directory: String = ".", options: StoreOptions,
    report: @escaping @Sendable (StoreNotice) -> Void = { _ in }
  ) throws -> DocumentStore {
    guard let workspace = try Workspace.find(from: directory) else {
      throw RequestError(
        "No \(options.toolName) history here: no '\(Workspace.directoryName)' directory in this directory or above it."
      )
    }
    return try DocumentStore(workspace: workspace, options: options, isNew: false, report: report)
  }

  /// The path the journal names a document by: relative to the workspace root.
  ///
  /// - Throws: ``RequestError`` for a document outside the workspace.
  public func journalPath(of path: String) throws -> String {
    guard let relative = try workspace.relativePath(ofDocumentAt: path) else {
      throw RequestError(
        "'\(path)' is outside the workspace '\(workspace.root)'; edit files of one workspace at a time."
      )
    }
    return relative
  }

  /// Records the intent, replaces every file, then commits: one operation in the history.
  ///
  /// An edit whose every file changes only fields the schema keeps out of the undo history
  /// (`HistoryPolicy.excluded`) is journaled too, but leaves the undo state as it was
  /// (``Journal/Operation/leavesUndoState``): undo and redo pass it by, as an in-memory
  /// `History` does. Successive edits of the same `HistoryPolicy.coalescing` fields within
  /// their window are one step (``Journal/Operation/coalesces``).
  ///
  /// Files another program changed since they were read are refused before the journal
  /// is touched (``StoreError`` `.changedSinceRead`). If a file cannot be written, or the
  /// commit cannot be appended, every file is put back and the journal cut back to its size
  /// before the intent, so a failed operation leaves no trace.
  ///
  /// - Parameters:
  ///   - kind: `.edit`, `.undo` or `.redo`.
  ///   - target: for an undo or redo, the change it undoes or redoes.
  ///   - message: the operation's line in the log.
  ///   - writes: the files to change.
  ///   - redoOfUndo: for an undo of an undo, whether it is a redo (see
  ///     ``Journal/Operation/redoOfUndo``).
  /// - Returns: The commit record.
  /// - Complexity: Writes each file once and appends two records to the journal.
  @discardableResult
  public func commit(
    _ kind: Journal.Operation.Kind, undoing target: Int? = nil, message: String,
    writes: [FileWrite],
    redoOfUndo: Bool = false
  ) throws -> Journal.Operation {
    try commit(
      kind, undoing: target, message: message, writes: writes, redoOfUndo: redoOfUndo, skipped: nil,
      steps: nil)
  }

  /// ``commit(_:undoing:message:writes:redoOfUndo:)``, for an undo or redo that left out
  /// the files `skipped` names, or that is several operations in one pass: `steps` are
  /// recorded once the files are written (see `Journal.appendSteps(of:_:knownPointers:time:under:)`),
  /// and the last step is returned.
  @discardableResult
  func commit(
    _ kind: Journal.Operation.Kind, undoing target: Int? = nil, message: String,
    writes: [FileWrite],
    redoOfUndo: Bool = false, skipped: [String]?,
    steps: (steps: [Journal.Step], knownPointers: [Int: UndoPointers])?
  ) throws -> Journal.Operation {
    let time = Timestamp.now()
    // An edit of fields kept out of the undo history alone is journaled, but is no step;
    // one that joins the step before it records both changes composed.
    let isBookkeeping = kind == .edit && !writes.isEmpty && writes.allSatisfy(\.isBookkeeping)
    let joining = kind == .edit && !isBookkeeping ? coalescing(writes, at: time) : nil
    let writes = joining?.writes ?? writes
    let changes: [Journal.FileChange]
    do {
      changes = try writes.map {
        $0.change(named: $0.journalPath.isEmpty ? try journalPath(of: $0.path) : $0.journalPath)
      }
      // Refuse what cannot be written before the journal is touched: a file another program
      // changed since it was read (the lock keeps out only blogdoc), or one that cannot be
      // replaced.
      for write in writes {
        try Self.checkUnchanged(write)
        try AtomicFile.checkWritable(write.path)
        write.prepared?.removeOtherLeftovers()
      }
    } catch {
      removeIfNew()
      throw error
    }
    // Said before anything is written: a file that will not keep its owner or group.
    for write in writes where write.existedBefore {
      if let loss = AtomicFile.ownershipLoss(at: write.path) { report(.warning(loss)) }
    }
    let (intent, warnings) = try journal.appendIntent(
      kind, undoing: target, message: message, files: changes, redoOfUndo: redoOfUndo,
      leavesUndoState: isBookkeeping, coalescing: joining?.joined, steps: steps?.steps.count,
      skipped: skipped,
      time: time, under: lock)
    for warning in warnings { report(.warning("\(warning)")) }
    var attempted = 0
    do {
      for write in writes {
        attempted += 1
        try write.perform()
      }
      let operation =
        if let steps {
          try journal.appendSteps(
            of: intent, steps.steps, knownPointers: steps.knownPointers, under: lock
          )
          .operations.dropLast().last ?? intent
        } else {
          try journal.appendCommit(of: intent, under: lock).operation
        }
      for write in writes {
        if let reason = write.rewrittenBecause {
          report(.note("Wrote '\(write.path)' whole in canonical form. \(reason)"))
        }
      }
      if isNew {
        report(
          .note(
            "Started a \(options.toolName) history in \(Workspace.displayPath(ofAbsolute: workspace.directory))."
          ))
        isNew = false
      }
      return operation
    } catch {
      try rollBack(intent, writes: writes.prefix(attempted), after: error)
      throw error
    }
  }

  /// Drops all but the newest `count` operations from the journal.
  ///
  /// A trim never leaves a history that can neither undo nor redo when the whole one
  /// could: when the newest `count` operations are all undos and redos of older ones (so
  /// the change undo or redo would take next is among those dropped), it refuses and
  /// says how many to keep. `count` 0 drops the whole history, as asked.
  ///
  /// - Returns: How many operations there were before.
  /// - Throws: ``RequestError`` when the operations kept could neither undo nor redo;
  ///   ``StoreError`` when the journal cannot be rewritten.
  /// - Complexity: Reads the journal without its changes, then rewrites the records kept.
  @discardableResult
  public func trim(keepingLast count: Int) throws -> Int {
    let journal = self.journal
    let before = journal.operationCount(olderThan: .max)
    let state = journal.state
    if count > 0, count < before,
      let nearest = [state.nextUndo, state.nextRedo].compactMap({ $0 }).max()
    {
      // The operations from the newest back to the nearer top of the two stacks.
      let needed = before - journal.operationCount(olderThan: nearest)
      if needed > count {
        let what = state.nextUndo == nearest ? "undo" : "redo"
        throw RequestError(
          "Keeping the newest \(LogEntry.grouped(count)) operations would leave nothing to undo or redo: the change '\(options.toolName) \(what)' takes next is older. Keep at least \(needed) ('\(options.toolName) trim --keep \(needed)'), or 0 to drop the whole history."
        )
      }
    }
    let warnings = try journal.trim(keepingLast: count, under: lock)
    for warning in warnings { report(.warning("\(warning)")) }
    return before
  }

  /// Takes away the history's directory if this store made it and nothing was recorded in
  /// it.
  func removeIfNew() {
    guard isNew, !FileBytes.exists(workspace.journalPath) else { return }
    unlink(workspace.lockPath)
    rmdir(workspace.directory)
  }

  /// Throws unless the file at `write.path` still holds `write.before` (a file that did not
  /// exist counts as empty, as a blog an import creates does), or, for a write that
  /// creates it, is still not there.
  private static func checkUnchanged(_ write: FileWrite) throws {
    if !write.existedBefore {
      guard FileBytes.exists(write.path) else { return }
    } else {
      // Compared in chunks: a copy of a large file would add its size to the peak.
      let unchanged =
        FileBytes.exists(write.path)
        ? try FileBytes.contains(write.before, at: write.path) : write.before.isEmpty
      guard !unchanged else { return }
    }
    throw StoreError(
      .changedSinceRead, path: write.path,
      "Changed by another program after blogdoc read it; nothing was written. Run the command again."
    )
  }

  /// Puts back every file of `writes` that changed (the one that failed may have been
  /// replaced before its directory `fsync` failed), then withdraws the intent.
  ///
  /// If a file cannot be put back, the intent stays: the next open's `Recovery` finds
  /// every file at "before" or "after" and settles the operation.
  private func rollBack(
    _ intent: Journal.Operation, writes: ArraySlice<FileWrite>, after error: any Error
  ) throws {
    var restored = true
    for write in writes.reversed() where !write.isAtBefore {
      do {
        try write.undo()
      } catch {
        restored = false
      }
    }
    guard restored else {
      let note =
        " Some files could not be put back; the next \(options.toolName) command will settle the operation."
      if let error = error as? StoreError {
        throw StoreError(error.kind, path: error.path, error.message + note)
      }
      throw StoreError(.io, path: workspace.journalPath, "\(error)" + note)
    }
    let failure = error
    do {
      try journal.withdraw(intent, under: lock)
    } catch {
      _ = try? journal.appendAbort(
        of: intent, message: "A file could not be written: \(failure)", under: lock)
    }
  }
}
