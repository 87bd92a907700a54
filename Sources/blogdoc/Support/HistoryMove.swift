import ArgumentParser
import BlogDocCore
import BlogDocStore

/// What `blogdoc undo` and `blogdoc redo` do: find the operation, check every field it
/// touches, and write the result through the journal as a new operation.
struct HistoryMove {
  enum Direction { case undo, redo }

  var direction: Direction
  var file: String?
  var count: Int
  var policy: ConflictPolicy
  var skipMissing: Bool
  var dryRun: Bool
  var json: Bool

  /// For `undo --to OP`: undo every operation after this one, newest first.
  var target: Int? = nil

  func run() throws {
    try Failure.reporting {
      let session = try file.map { try Session.open(forDocumentAt: $0, creating: false) } ?? Session.openHere()
      let scope = try file.map(session.journalPath(of:))
      if let target {
        try undo(after: target, in: session)
        return
      }
      // A dry run changes nothing, so a second step would show the same operation again.
      for _ in 0..<(dryRun ? 1 : count) {
        guard try step(in: session, scope: scope) != nil else { break }
      }
    }
  }

  /// `undo --to target`: plain undos while the next one is of an operation after
  /// `target`. Stops at the first refusal, saying which operations it undid first (they
  /// stay undone: each undo is its own operation, and `redo` brings them back).
  private func undo(after target: Int, in session: Session) throws {
    // The operation numbered `target` (log's numbers), as the record id the undo state uses.
    var last = 0
    if target > 0 {
      let operations = session.journal.committedOperations()
      let found = operations.first { $0.shownNumber <= target }
      _ = try readable(found, operations.reader.warnings)
      guard let found, found.shownNumber == target else {
        throw UsageError(description: "No operation \(target) in the history; 'blogdoc log' lists them.")
      }
      last = found.id
    }
    var undone: [Int] = []
    while let next = session.journal.state.nextUndo, next > last {
      do {
        guard let id = try step(in: session, scope: nil) else { break }
        undone.append(id)
      } catch {
        guard !undone.isEmpty else { throw error }
        let list = undone.map(String.init).joined(separator: ", ")
        Failure.printError(error)
        Output.write(
          "Stopped there: undid \(undone.count == 1 ? "operation" : "operations") \(list) first; 'blogdoc redo' brings \(undone.count == 1 ? "it" : "them") back.\n",
          to: 2)
        throw ExitCode(Failure.exitCode(for: error))
      }
      if dryRun { break }
    }
    if undone.isEmpty && !dryRun {
      Output.write("Nothing to undo after operation \(target).\n", to: 2)
    }
  }

  /// Where the file a change names is now (workspace-relative): where it was, or where
  /// it was moved when exactly one document holds the bytes the change left, as git
  /// follows a move by content. `nil` when it is gone and `skipMissing` says to go on
  /// without it.
  private func locate(_ change: Journal.FileChange, of operation: Journal.Operation, in session: Session) throws
    -> String?
  {
    let workspace = session.workspace
    guard !FileBytes.exists(workspace.absolutePath(of: change.path)) else { return change.path }
    let moved = workspace.documents(withFingerprint: change.afterFingerprint)
    if moved.count == 1 {
      Output.write(
        "Following \(workspace.displayPath(of: change.path)), moved to \(workspace.displayPath(of: moved[0])).\n", to: 2)
      return moved[0]
    }
    let verb = direction == .undo ? "undo" : "redo"
    guard skipMissing else {
      throw StoreError(
        .notFound, path: workspace.displayPath(of: change.path),
        "No such file; it was moved or deleted after operation \(operation.shownNumber). Put it back, or give --skip-missing to \(verb) the operation without it.")
    }
    Output.write("Warning: \(workspace.displayPath(of: change.path)): No such file; the \(verb) leaves it out.\n", to: 2)
    return nil
  }

  /// The write that takes away a file `change` created: only when every entry and field
  /// it holds is as the creation left it (so nothing made since is lost), or with
  /// `--force`. A file cannot be half removed, so `--partial` refuses too.
  private func remove(
    _ document: ModelDocument<BlogEntry>, bytes: [UInt8], createdBy change: Journal.FileChange,
    of operation: Journal.Operation, in session: Session
  ) throws -> Session.Write {
    var emptied = document
    let unchanged = (try? emptied.apply(change.diff.inverted(), policy: .strict)) != nil && emptied.count == 0
    guard unchanged || policy == .overwrite else {
      let verb = direction == .undo ? "undo" : "redo"
      throw ArchiveError(
        .schema,
        "Cannot \(verb) operation \(operation.shownNumber): it would remove this file, which was changed since it was made. Give --force to remove it anyway.",
        file: change.path)
    }
    return Session.Write(
      path: session.workspace.absolutePath(of: change.path), before: bytes, after: [],
      diff: change.emptyDocument().difference(from: document),
      journalPath: change.path, creation: .removes(document.layout))
  }

  /// The write that makes again a file `change` removed, from its diff; refused when a
  /// file of that name is there now, since blogdoc never replaces a file it creates.
  private func recreate(_ change: Journal.FileChange, of operation: Journal.Operation, in session: Session) throws
    -> Session.Write
  {
    let path = session.workspace.absolutePath(of: change.path)
    guard !FileBytes.exists(path) else {
      let verb = direction == .undo ? "undo" : "redo"
      throw StoreError(
        .cannotCreate, path: session.workspace.displayPath(of: change.path),
        "Cannot \(verb) operation \(operation.shownNumber): it would make this file, and a file of that name exists now. Move it away first.")
    }
    var document = change.emptyDocument()
    try document.apply(change.diff.inverted())
    return Session.Write(
      path: path, before: [], after: try DocumentFile.encode(document, for: path),
      diff: document.difference(from: change.emptyDocument()), journalPath: change.path,
      creation: .creates(document.layout))
  }

  /// For a redo with nothing on the redo stack: the operation just recorded, when it is an
  /// undo of an older operation (`blogdoc undo FILE` of one that was not the latest), of
  /// `scope` if given.
  ///
  /// Such an undo is a change of its own on top of the undo stack (see ``UndoPointers``),
  /// and it cleared the redo stack, so there is no redo to take; yet the user asks for
  /// what that undo took away. Undoing the undo gives exactly that, and reverts only what
  /// it reverted (after `--partial` too). It is journaled as the undo it is, so the undo
  /// state stays the one the property test checks against a naive replay.
  private func undoOfAnOlderOperationJustMade(_ state: Journal.State, scope: String?, in journal: Journal) throws
    -> Journal.Operation?
  {
    guard let top = state.nextUndo else { return nil }
    let operations = journal.committedOperations()
    let latest = operations.first { _ in true }
    _ = try readable(latest, operations.reader.warnings)
    guard let latest, latest.id == top, latest.operationKind == .undo,
      scope.map({ path in latest.files.contains { $0.path == path } }) ?? true
    else { return nil }
    return latest
  }

  /// Whether the latest operation is a redo journaled as the undo of an undo (see
  /// ``undoOfAnOlderOperationJustMade(_:scope:in:)``). That puts the undo it took back on
  /// the redo stack, where a second `redo` would find it and take the change out again;
  /// instead there is nothing more to redo, as after any redo of the last undone change.
  /// The record says what it was only in its message ("Redo …"), which blogdoc writes
  /// itself; the journal has no kind for it until the store is rebuilt (issue 12).
  private func redidAnOlderOperationJustNow(_ state: Journal.State, in journal: Journal) throws -> Bool {
    guard let next = state.nextRedo else { return false }
    let operations = journal.committedOperations()
    let latest = operations.first { _ in true }
    _ = try readable(latest, operations.reader.warnings)
    guard let latest else { return false }
    return latest.operationKind == .undo && latest.undoes == next && latest.message.hasPrefix("Redo ")
  }

  /// For `undo FILE` of a file the journal knows under another name: the latest live
  /// operation that left exactly this file's bytes in a file that is gone.
  private func movedHere(_ path: String, in session: Session) throws -> Journal.Operation? {
    let absolute = session.workspace.absolutePath(of: path)
    guard let bytes = try? FileBytes.read(absolute) else { return nil }
    let fingerprint = Journal.FileChange.fingerprint(of: bytes)
    return try readable(
      session.journal.latestLiveOperation { change in
        change.afterFingerprint == fingerprint && !FileBytes.exists(session.workspace.absolutePath(of: change.path))
      })
  }

  /// `value`, unless reading the journal failed with an I/O error: then the history is
  /// unknown, and "nothing to undo" would be a lie.
  private func readable<T>(_ value: T, _ warnings: [Journal.Warning]) throws -> T {
    if let failure = warnings.first(where: \.isReadFailure) {
      throw StoreError(.io, path: failure.path, failure.message)
    }
    return value
  }

  private func readable(_ result: (operation: Journal.Operation?, warnings: [Journal.Warning])) throws
    -> Journal.Operation?
  {
    try readable(result.operation, result.warnings)
  }

  /// Undoes or redoes one operation; returns its id, or `nil` when there is nothing left.
  ///
  /// Both directions revert a record's diffs: an undo reverts the record that last applied
  /// the change (its edit, or its latest redo); a redo reverts the undo that took the change
  /// out. So a redo after a partial undo applies only what that undo reverted, never the
  /// fields it deliberately left.
  private func step(in session: Session, scope: String?) throws -> Int? {
    let journal = session.journal
    let state = journal.state
    _ = try readable(state, state.warnings)
    for warning in state.warnings { Output.write("Warning: \(warning)\n", to: 2) }
    // The record whose diffs are reverted, and the change the new record undoes or redoes.
    var reverted: Journal.Operation?
    // How the new record is journaled, when not as `direction` of the change.
    var recordedAs: (kind: Journal.Operation.Kind, target: Int)?
    switch (direction, scope) {
    case (.undo, nil):
      reverted = try state.nextUndo.flatMap { try readable(journal.latestApplication(of: $0)) }
    case (.undo, let path?):
      reverted = try readable(journal.latestLiveOperation(touching: path)) ?? movedHere(path, in: session)
    case (.redo, let path):
      if try redidAnOlderOperationJustNow(state, in: journal) {
        reverted = nil
        break
      }
      let next = try state.nextRedo.flatMap { try readable(journal.latestUndo(of: $0)) }
      reverted = next.flatMap { undo in path.map { p in undo.files.contains { $0.path == p } } ?? true ? undo : nil }
      if state.nextRedo == nil, let undo = try undoOfAnOlderOperationJustMade(state, scope: path, in: journal) {
        reverted = undo
        recordedAs = (.undo, undo.id)
      }
    }
    guard let reverted, let change = direction == .undo ? reverted.changeID : reverted.undoes else {
      let what = direction == .undo ? "undo" : "redo"
      Output.write("Nothing to \(what)\(file.map { " for '\($0)'" } ?? "").\n", to: 2)
      return nil
    }
    // What the log calls the operation: the change's own record.
    let named = change == reverted.id ? reverted : try readable(journal.record(id: change)) ?? reverted

    let verb = direction == .undo ? "undo" : "redo"
    var writes: [Session.Write] = []
    var conflicts: [String] = []
    for var fileChange in reverted.files {
      if fileChange.removesFile {
        // Reverting a removal: the file is built again from the diff, where it was.
        writes.append(try recreate(fileChange, of: named, in: session))
        continue
      }
      guard let found = try locate(fileChange, of: named, in: session) else { continue }
      fileChange.path = found
      // Relative to the working directory, as the user sees it: read and write errors name it so.
      let path = session.workspace.displayPath(of: fileChange.path)
      let (decoded, bytes) = try DocumentFile.readWithBytes(BlogEntry.self, from: path)
      let document = decoded.document
      if fileChange.createsFile {
        writes.append(try remove(document, bytes: bytes, createdBy: fileChange, of: named, in: session))
        continue
      }
      var result = document
      do {
        let skipped = try result.apply(fileChange.diff.inverted(), policy: policy)
        conflicts += skipped.map { "\(path): \($0) (left as it is)" }
      } catch {
        throw ArchiveError(
          .schema,
          "Cannot \(verb) operation \(named.shownNumber): "
            + error.conflicts.map(\.description).joined(separator: "; ")
            + ". Give --partial to \(verb) the other fields and leave these, or --force to overwrite them.",
          file: path)
      }
      let applied = result.difference(from: document)
      writes.append(
        Session.Write(
          path: path, before: bytes, after: try DocumentFile.encode(result, for: path), diff: applied,
          journalPath: fileChange.path))
    }
    // A partial move that changes nothing is not a move: recording it would count the
    // operation as done, and the next undo would reach past it.
    if !conflicts.isEmpty, writes.allSatisfy(\.diff.isEmpty) {
      throw ArchiveError(
        .schema,
        "Cannot \(direction == .undo ? "undo" : "redo") operation \(named.shownNumber): every field it changed was changed since: "
          + conflicts.map { $0.replacing(" (left as it is)", with: "") }.joined(separator: "; ")
          + ". Give --force to overwrite them.")
    }
    let label = direction == .undo ? "Undo" : "Redo"
    if !dryRun {
      try session.commit(
        recordedAs?.kind ?? (direction == .undo ? .undo : .redo), undoing: recordedAs?.target ?? change, message: "\(label) \(named.shownNumber): \(named.message)",
        writes: writes)
    }
    // Printed once written (or, for a dry run, as the plan), never before a failure.
    if json {
      Output.write(FileDiffJSON.encode(writes.map { FileDiffJSON(path: $0.path, diff: $0.diff) }))
    } else {
      Output.write("\(label) operation \(named.shownNumber) (\(named.message))\(dryRun ? ", dry run" : ""):\n")
      // Always naming each file: an undo may change a file far from the current directory.
      Output.write(
        BlogDoc.Edit.describe(
          writes.map { write in
            let name = session.workspace.displayPath(of: write.journalPath)
            return (write.existsAfter ? write.existedBefore ? name : name + " (created)" : name + " (removed)", write.diff)
          }, namingFiles: true))
    }
    for conflict in conflicts { Output.write("Warning: \(conflict)\n", to: 2) }
    return named.shownNumber
  }
}
