import BlogDocCore

/// Finishes or abandons an operation that was interrupted between its intent and its
/// commit, so every command starts from files that agree with the journal.
///
/// For each file of the pending intent, the current bytes are fingerprinted:
/// - every file matches its "after" or its "before" fingerprint: the files still at
///   "before" get the diff applied and are written atomically, then a `.commit` is
///   appended (the operation happened); a change of layout alone (`format`, or an undo or
///   redo of one), whose record keeps the bytes before it but not after, gets the bytes it
///   leaves from elsewhere: its canonical form, or the former bytes an earlier record keeps;
///   a whole file that is no document (an export's) gets them only from an earlier record,
///   and without one the operation is rolled back as below;
/// - some file matches neither (it changed outside blogdoc since), or a file cannot be
///   finished: the files already at "after" are restored with the inverted diff (a change
///   of layout alone by writing back the bytes its record keeps), then an
///   `.abort` is appended with a warning naming each such file (the operation did not
///   happen).
///
/// An undo or redo of several operations in one pass (an intent with
/// ``Journal/Operation/steps``) is committed only when every file is at "after" and all its
/// step records reached the journal; otherwise its files are put back and it is aborted.
///
/// Temporary files a killed writer left beside the intent's files are removed first.
///
/// Run it under the workspace lock before any command that records an operation.
///
/// ```swift
/// let lock = try WorkspaceLock(workspace)
/// if let outcome = try Recovery.recover(workspace, under: lock, models: DocumentModels(BlogEntry.self)) {
///   print(outcome.conclusion.kind, outcome.warnings)
/// }
/// // Prints "commit []"
/// ```
package enum Recovery {
  /// Finishes or abandons the pending intent of `workspace`'s journal, if there is one.
  ///
  /// `models` are the models whose documents this program can rewrite; a file of another
  /// model cannot be finished or restored, which a warning says.
  ///
  /// - Returns: What was done, or `nil` when nothing was pending.
  /// - Throws: ``StoreError`` only when the journal cannot be appended to; problems with
  ///   documents become warnings in the outcome.
  /// - Complexity: Reads and writes each of the intent's files once (twice when rolling back).
  package static func recover(
    _ workspace: Workspace, under lock: WorkspaceLock, models: DocumentModels
  )
    throws(StoreError) -> RecoveryOutcome?
  {
    let journal = Journal(workspace)
    let (found, readWarnings) = journal.pendingIntent()
    guard let intent = found else { return nil }
    var warnings = readWarnings
    var atAfter: [Journal.FileChange] = []
    var atBefore: [Journal.FileChange] = []
    var changed: [Journal.FileChange] = []
    for change in intent.files {
      AtomicFile.removeLeftovers(besides: workspace.absolutePath(of: change.path))
      // A file that is not there matches a change that creates it (at "before") or one
      // that removes it (at "after").
      let fingerprint = try? Journal.FileChange.fingerprint(
        ofFileAt: workspace.absolutePath(of: change.path))
      if fingerprint == change.afterFingerprint {
        atAfter.append(change)
      } else if fingerprint == change.beforeFingerprint {
        atBefore.append(change)
      } else {
        changed.append(change)
      }
    }

    // An undo or redo of several operations in one pass can be finished only when all its
    // steps reached the journal and all its files were written; otherwise it is put back.
    let unfinishedSteps =
      intent.steps.map { steps in !atBefore.isEmpty || journal.steps(of: intent.id) < steps }
      ?? false
    var completed: [String] = []
    // A file that could not be brought to "after" (not changed since).
    var unfinished: [Journal.FileChange] = []
    if changed.isEmpty && !unfinishedSteps {
      for change in atBefore {
        if let reason = rewrite(change, in: workspace, forward: true, models: models) {
          warnings.append(
            warning(.recoveryFailed(operation: intent.id, reason: reason), change, workspace))
          unfinished.append(change)
          break
        }
        completed.append(change.path)
        atAfter.append(change)
      }
    } else {
      for change in changed {
        warnings.append(warning(.changedSinceInterruption(operation: intent.id), change, workspace))
      }
    }
    if unfinishedSteps && changed.isEmpty {
      return try rollBack(
        intent, atAfter, in: workspace, under: lock, models: models, warnings: warnings,
        message: "Abandoned interrupted operation \(intent.id): not all its steps were recorded.")
    }
    if changed.isEmpty && unfinished.isEmpty {
      let (commit, appendWarnings) = try journal.appendCommit(of: intent, under: lock)
      return RecoveryOutcome(
        intent: intent, conclusion: commit, completed: completed, restored: [],
        warnings: warnings + appendWarnings)
    }

    let names = (changed.isEmpty ? unfinished : changed).map { "'\($0.path)'" }.joined(
      separator: ", ")
    let why = changed.isEmpty ? "could not be finished" : "changed since"
    return try rollBack(
      intent, atAfter, in: workspace, under: lock, models: models, warnings: warnings,
      message: "Abandoned interrupted operation \(intent.id): \(names) \(why).")
  }

  /// Puts the files of `atAfter` back to their "before", then appends the abort of `intent`.
  private static func rollBack(
    _ intent: Journal.Operation, _ atAfter: [Journal.FileChange], in workspace: Workspace,
    under lock: WorkspaceLock,
    models: DocumentModels, warnings: [Journal.Warning], message: String
  ) throws(StoreError) -> RecoveryOutcome {
    var warnings = warnings
    var restored: [String] = []
    for change in atAfter {
      if let reason = rewrite(change, in: workspace, forward: false, models: models) {
        warnings.append(
          warning(.recoveryFailed(operation: intent.id, reason: reason), change, workspace))
      } else {
        restored.append(change.path)
      }
    }
    let (abort, appendWarnings) = try Journal(workspace).appendAbort(
      of: intent, message: message, under: lock)
    return RecoveryOutcome(
      intent: intent, conclusion: abort, completed: [], restored: restored,
      warnings: warnings + appendWarnings)
  }

  /// Brings the file of `change` to its "after" (`forward`) or back to its "before":
  /// applies the diff (or its inverse) to the document and writes it atomically, builds
  /// a file that did not exist from the diff alone, or removes one. The reason it could
  /// not, or `nil` on success.
  private static func rewrite(
    _ change: Journal.FileChange, in workspace: Workspace, forward: Bool, models: DocumentModels
  ) -> String? {
    let absolute = workspace.absolutePath(of: change.path)
    do {
      if forward ? change.removesFile : change.createsFile {
        try AtomicFile.remove(absolute)
        return nil
      }
      if !forward, let former = change.formerBytes {
        try AtomicFile.write(former.bytes, to: absolute)
        return nil
      }
      if forward && change.isWholeFile {
        // A whole file's new bytes are in the journal only when an earlier record kept
        // them (an undo or redo puts back such bytes); a first write of them cannot be
        // finished, so the operation is rolled back.
        guard let bytes = keptBytes(leaving: change, in: workspace) else {
          return
            "the journal does not keep the bytes it writes there, so the operation is rolled back"
        }
        try AtomicFile.write(bytes, to: absolute)
        return nil
      }
      guard let model = models.type(for: change.model) else { return models.unknown(change.model) }
      if forward && change.changesLayout {
        guard let bytes = try layoutAfter(change, as: model, at: absolute, in: workspace) else {
          return "the layout it writes is not in the journal"
        }
        try AtomicFile.write(bytes, to: absolute)
        return nil
      }
      try rewrite(change, as: model, at: absolute, forward: forward)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Applies the change (or its inverse) to the document of `M` at `absolute`, or builds
  /// it from the diff alone when it did not exist.
  private static func rewrite<M: Model>(
    _ change: Journal.FileChange, as type: M.Type, at absolute: String, forward: Bool
  ) throws {
    var document =
      (forward ? change.createsFile : change.removesFile)
      ? change.emptyDocument(of: M.self) : try DocumentFile.read(M.self, from: absolute).document
    let diff = try change.diff(as: M.self)
    try document.apply(forward ? diff : diff.inverted())
    try DocumentFile.write(document, to: absolute)
  }

  private static func warning(
    _ kind: Journal.Warning.Kind, _ change: Journal.FileChange, _ workspace: Workspace
  ) -> Journal.Warning {
    Journal.Warning(kind, path: workspace.absolutePath(of: change.path))
  }
}
