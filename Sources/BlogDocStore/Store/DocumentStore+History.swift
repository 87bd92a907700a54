import BlogDocCore

extension DocumentStore {
  /// Undoes or redoes operations, each recorded as a new operation (so nothing is lost:
  /// redo takes back an undo, and undo an undo).
  ///
  /// Every field the operation changed must still hold what it wrote (for a redo: what
  /// the undo left); otherwise, under `.strict`, nothing is written and the error names
  /// each conflict. Changes made since to other fields survive. A file the operation
  /// created is removed only when nothing in it changed since (or under `.overwrite`); a
  /// removed one is built again from the journal. A file moved since is followed when
  /// exactly one document holds the bytes the operation left.
  ///
  /// ```swift
  /// try store.move(HistoryRequest(.undo, count: 2)) { step in print(step.operation.message) }
  /// ```
  ///
  /// - Parameters:
  ///   - request: Which way, how many operations, of which file, and what to do about
  ///     fields changed since.
  ///   - onStep: Called with each step once it is written (or planned, for a dry run),
  ///     before the next is tried.
  /// - Throws: `ArchiveError` for a conflict, ``StoreError`` for a missing file or one of
  ///   another model, ``RequestError`` for an operation number the history lacks, and
  ///   ``HistoryStopped`` when `undo --to` undid some operations, then met one it cannot.
  /// - Complexity: Reads the journal backwards from its end, as far as the operation. Runs
  ///   of operations are undone or redone in one pass (`moveInOnePass(_:limit:after:)`):
  ///   each file read and written once, however many operations.
  public func move(_ request: HistoryRequest, onStep: (HistoryStep) -> Void = { _ in }) throws {
    let scope = try request.file.map(journalPath(of:))
    if let target = request.target {
      try undo(after: target, request, onStep: onStep)
      return
    }
    // A dry run changes nothing, so a second step would show the same operation again.
    var remaining = request.dryRun ? 1 : request.count
    while remaining > 0 {
      let steps = try moveInOnePass(request, limit: remaining, after: nil)
      if steps.isEmpty {
        guard let step = try step(request, scope: scope, first: remaining == request.count) else {
          break
        }
        onStep(step)
        remaining -= 1
      } else {
        steps.forEach(onStep)
        remaining -= steps.count
      }
    }
  }

  /// `undo --to target`: plain undos while the next one is of an operation after
  /// `target`. Stops at the first refusal.
  private func undo(
    after target: Int, _ request: HistoryRequest, onStep: (HistoryStep) -> Void
  ) throws {
    // The operation numbered `target` (the log's numbers), as the record id the undo state uses.
    var last = 0
    if target > 0 {
      let operations = journal.committedOperations()
      let found = operations.first { $0.shownNumber <= target }
      _ = try readable(found, operations.reader.warnings)
      guard let found, found.shownNumber == target else {
        throw RequestError(
          "No operation \(target) in the history; '\(options.toolName) log' lists them.")
      }
      last = found.id
    }
    var undone: [Int] = []
    while let next = journal.state.nextUndo, next > last {
      do {
        var steps = try moveInOnePass(request, limit: .max, after: last)
        if steps.isEmpty {
          guard let step = try step(request, scope: nil) else { break }
          steps = [step]
        }
        undone += steps.map(\.operation.shownNumber)
        steps.forEach(onStep)
      } catch {
        guard !undone.isEmpty else { throw error }
        throw HistoryStopped(undone: undone, reason: error)
      }
      if request.dryRun { break }
    }
    if undone.isEmpty && !request.dryRun {
      report(.note("Nothing to undo after operation \(target)."))
    }
  }

  /// Undoes or redoes one operation; `nil` when there is nothing left.
  ///
  /// Both directions revert a record's diffs: an undo reverts the record that last applied
  /// the change (its edit, or its latest redo); a redo reverts the undo that took the change
  /// out. So a redo after a partial undo applies only what that undo reverted, never the
  /// fields it deliberately left.
  ///
  /// With `first` (nothing moved yet in this request), "nothing to undo" also names an
  /// operation an undo left in effect in a file that was gone (see `stillInEffect()`).
  private func step(
    _ request: HistoryRequest, scope: String?, first: Bool = false
  ) throws -> HistoryStep? {
    let state = journal.state
    _ = try readable(state, state.warnings)
    for warning in state.warnings { report(.warning("\(warning)")) }
    let verb = request.direction.rawValue
    guard let next = try next(request.direction, scope, state) else {
      let hint = first && request.direction == .undo && scope == nil ? try stillInEffect() : ""
      report(.note("Nothing to \(verb)\(request.file.map { " for '\($0)'" } ?? "").\(hint)"))
      return nil
    }
    let (reverted, change, named, recordedAs) = next
    var writes: [FileWrite] = []
    var conflicts: [String] = []
    var skipped: [String] = []
    for fileChange in try filesStillToUndo(of: reverted, change: change, request, scope: scope) {
      guard let model = options.models.type(for: fileChange.model) else {
        throw StoreError(
          .otherModel, path: workspace.displayPath(of: fileChange.path),
          "Cannot \(verb) operation \(named.shownNumber): \(options.models.unknown(fileChange.model))."
        )
      }
      let planned = try plan(fileChange, as: model, of: named, request)
      // A plan without a write is a file that is gone, left out (`--skip-missing`).
      if let write = planned.write { writes.append(write) } else { skipped.append(fileChange.path) }
      conflicts += planned.conflicts
    }
    // A partial move that changes nothing is not a move: recording it would count the
    // operation as done, and the next undo would reach past it.
    if !conflicts.isEmpty, writes.allSatisfy(\.diff.isEmpty) {
      throw ArchiveError(
        .schema,
        "Cannot \(verb) operation \(named.shownNumber): every field it changed was changed since: "
          + conflicts.map { $0.replacing(" (left as it is)", with: "") }.joined(separator: "; ")
          + ". Give --force to overwrite them.")
    }
    let label = request.direction == .undo ? "Undo" : "Redo"
    if !request.dryRun {
      try commit(
        recordedAs?.kind ?? (request.direction == .undo ? .undo : .redo),
        undoing: recordedAs?.target ?? change,
        message: "\(label) \(named.shownNumber): \(named.message)", writes: writes,
        redoOfUndo: recordedAs != nil, skipped: skipped.isEmpty ? nil : skipped, steps: nil)
    }
    return HistoryStep(
      operation: named, label: label, writes: writes, conflicts: conflicts, dryRun: request.dryRun)
  }

  /// The operation `undo` or `redo` of `file` (of the workspace, for `nil`) would take
  /// next, as the log names it: what an Undo or Redo menu item names. `nil` when there is
  /// nothing to take. It says nothing of conflicts: the move itself may still refuse.
  ///
  /// ```swift
  /// print(try store.nextOperation(.undo, file: file)?.message ?? "-")
  /// // Prints "Set servings"
  /// ```
  ///
  /// - Throws: ``StoreError`` when the journal cannot be read; ``RequestError`` for a
  ///   file outside the workspace.
  /// - Complexity: What ``move(_:onStep:)`` reads of the journal to find its operation;
  ///   no document is read.
  public func nextOperation(
    _ direction: HistoryRequest.Direction, file: String? = nil
  ) throws -> Journal.Operation? {
    let state = journal.state
    _ = try readable(state, state.warnings)
    return try next(direction, file.map(journalPath(of:)), state)?.named
  }

  /// What one step of `direction` (of `scope`, a workspace-relative path, or of the
  /// workspace) takes: the record whose diffs are reverted, the change the new record
  /// undoes or redoes, the change's own record (what the log calls the operation), and
  /// how the new record is journaled when not as `direction` of the change.
  private func next(
    _ direction: HistoryRequest.Direction, _ scope: String?, _ state: Journal.State
  ) throws -> (
    reverted: Journal.Operation, change: Int, named: Journal.Operation,
    recordedAs: (kind: Journal.Operation.Kind, target: Int)?
  )? {
    let journal = self.journal
    var reverted: Journal.Operation?
    var recordedAs: (kind: Journal.Operation.Kind, target: Int)?
    switch (direction, scope) {
    case (.undo, nil):
      reverted = try state.nextUndo.flatMap { try readable(journal.latestApplication(of: $0)) }
    case (.undo, let path?):
      reverted = try readable(journal.latestLiveOperation(touching: path)) ?? movedHere(path)
    case (.redo, let path):
      if try redidAnOlderOperationJustNow(state) { return nil }
      let next = try state.nextRedo.flatMap { try readable(journal.latestUndo(of: $0)) }
      reverted = next.flatMap { undo in
        path.map { p in undo.files.contains { $0.path == p } } ?? true ? undo : nil
      }
      if state.nextRedo == nil, let undo = try undoOfAnOlderOperationJustMade(state, scope: path) {
        reverted = undo
        recordedAs = (.undo, undo.id)
      }
    }
    guard let reverted, let change = direction == .undo ? reverted.changeID : reverted.undoes
    else { return nil }
    let named =
      change == reverted.id ? reverted : try readable(journal.record(id: change)) ?? reverted
    return (reverted, change, named, recordedAs)
  }

  /// The write that reverts one file's change, and the conflicts it leaves.
  private func plan<M: Model>(
    _ original: Journal.FileChange, as type: M.Type, of operation: Journal.Operation,
    _ request: HistoryRequest
  ) throws -> (write: FileWrite?, conflicts: [String]) {
    // A whole file that is no document: its bytes put back (DocumentStore+WholeFile.swift).
    if original.isWholeFile { return (try revertWholeFile(original, of: operation, request), []) }
    var fileChange = original
    if fileChange.removesFile {
      // Reverting a removal: the file is built again from the diff, where it was.
      return (try recreate(fileChange, as: M.self, of: operation, request), [])
    }
    guard let found = try locate(fileChange, of: operation, request) else { return (nil, []) }
    fileChange.path = found
    // Relative to the working directory, as the user sees it: read and write errors name it so.
    let path = workspace.displayPath(of: fileChange.path)
    if fileChange.changesLayout,
      let write = try revertLayout(fileChange, as: M.self, at: path, of: operation, request)
    {
      return (write, [])
    }
    // A change of one entry's fields is reverted on that entry read alone, when its
    // write splices; on any failure, on the whole document, whose read and revert report
    // the error as they always did (errors are rare; one path saying them keeps them).
    if let id = Self.modifiedEntry(of: fileChange, as: M.self),
      let read = DocumentFile.readEntryForEditing(M.self, from: path, entry: id),
      let planned = try? revert(
        fileChange, on: read.decoded.document, bytes: read.bytes, map: read.sourceMap,
        at: path, of: operation, request),
      planned.write.rewrittenBecause == nil
    {
      return planned
    }
    let (decoded, bytes, map) = try DocumentFile.readForEditing(M.self, from: path)
    if fileChange.createsFile {
      return (
        try remove(decoded.document, bytes: bytes, createdBy: fileChange, of: operation, request),
        []
      )
    }
    return try revert(
      fileChange, on: decoded.document, bytes: bytes, map: map, at: path, of: operation, request)
  }

  /// The id of the one entry whose fields `change` modifies, when that is all it does.
  private static func modifiedEntry<M: Model>(
    of change: Journal.FileChange, as type: M.Type
  ) -> String? {
    guard !change.createsFile, !change.removesFile, !change.changesLayout,
      let diff = try? change.diff(as: M.self), diff.unknownFieldsChange == nil,
      diff.entryChanges.count == 1, case .modified(let id, _, _) = diff.entryChanges[0]
    else { return nil }
    return id
  }

  /// The write that reverts `fileChange` on `document`, read from `bytes` at `path` as
  /// `map` says, and the conflicts it leaves.
  private func revert<M: Model>(
    _ fileChange: Journal.FileChange, on document: ModelDocument<M>, bytes: [UInt8],
    map: DocumentSourceMap?, at path: String, of operation: Journal.Operation,
    _ request: HistoryRequest
  ) throws -> (write: FileWrite, conflicts: [String]) {
    var result = document
    let conflicts: [String]
    do {
      // Fields the schema keeps out of the history are never reverted, as in `History`.
      let skipped = try result.apply(
        try fileChange.diff(as: M.self).undoablePart.inverted(), policy: request.policy)
      conflicts = skipped.map { "\(path): \($0) (left as it is)" }
    } catch let error as DiffConflictError {
      throw HistoryConflictError(
        direction: request.direction, operation: operation.shownNumber, file: path,
        conflicts: error.conflicts)
    }
    let write = try FileWrite(
      path: path, before: bytes, original: document, map: map, splicing: result,
      diff: result.difference(from: document), journalPath: fileChange.path,
      entrySources: Dictionary(
        (fileChange.entrySources ?? []).map { ($0.id, $0.removedEntrySource) },
        uniquingKeysWith: { first, _ in first }),
      valueSources: fileChange.spelledValues(in: result))
    return (write, conflicts)
  }

  /// Where the file a change names is now (workspace-relative): where it was, or where
  /// it was moved when exactly one document holds the bytes the change left, as git
  /// follows a move by content. `nil` when it is gone and `skipMissing` says to go on
  /// without it.
  private func locate(
    _ change: Journal.FileChange, of operation: Journal.Operation, _ request: HistoryRequest
  ) throws
    -> String?
  {
    guard !FileBytes.exists(workspace.absolutePath(of: change.path)) else { return change.path }
    // Never another file of the same operation: it is where it was, and has its own change.
    let moved = workspace.documents(withFingerprint: change.afterFingerprint).filter { candidate in
      !operation.files.contains { $0.path == candidate }
    }
    if moved.count == 1 {
      report(
        .note(
          "Following \(workspace.displayPath(of: change.path)), moved to \(workspace.displayPath(of: moved[0]))."
        ))
      return moved[0]
    }
    let verb = request.direction.rawValue
    guard request.skipMissing else {
      throw StoreError(
        .notFound, path: workspace.displayPath(of: change.path),
        "No such file; it was moved or deleted after operation \(operation.shownNumber). Put it back, or give --skip-missing to \(verb) the operation without it."
      )
    }
    let shown = workspace.displayPath(of: change.path)
    report(
      .warning(
        "\(shown): No such file; the \(verb) leaves it out."
          + (request.direction == .undo
            ? " Put it back, then '\(options.toolName) undo \(shown)' undoes the operation there."
            : "")))
    return nil
  }

  /// The write that takes away a file `change` created: only when every entry and field
  /// it holds is as the creation left it (so nothing made since is lost), or with
  /// `.overwrite`. A file cannot be half removed, so `.skipConflicts` refuses too.
  private func remove<M: Model>(
    _ document: ModelDocument<M>, bytes: [UInt8], createdBy change: Journal.FileChange,
    of operation: Journal.Operation, _ request: HistoryRequest
  ) throws -> FileWrite {
    var emptied = document
    let diff = try change.diff(as: M.self)
    let unchanged =
      (try? emptied.apply(diff.inverted(), policy: .strict)) != nil && emptied.count == 0
    guard unchanged || request.policy == .overwrite else {
      throw ArchiveError(
        .schema,
        "Cannot \(request.direction.rawValue) operation \(operation.shownNumber): it would remove this file, which was changed since it was made. Give --force to remove it anyway.",
        file: change.path)
    }
    var write = FileWrite(
      path: workspace.absolutePath(of: change.path), before: bytes, after: [],
      diff: change.emptyDocument(of: M.self).difference(from: document), layout: document.layout,
      creation: .removes, journalPath: change.path)
    // Kept, so that undoing this removal gives back these bytes (see `recreate`).
    write.keepsFormerBytes = true
    return write
  }

  /// The write that makes again a file `change` removed, from its diff; refused when a
  /// file of that name is there now, since a store never replaces a file it creates.
  private func recreate<M: Model>(
    _ change: Journal.FileChange, as type: M.Type, of operation: Journal.Operation,
    _ request: HistoryRequest
  ) throws -> FileWrite {
    let path = workspace.absolutePath(of: change.path)
    guard !FileBytes.exists(path) else {
      throw StoreError(
        .cannotCreate, path: workspace.displayPath(of: change.path),
        "Cannot \(request.direction.rawValue) operation \(operation.shownNumber): it would make this file, and a file of that name exists now. Move it away first."
      )
    }
    let empty = change.emptyDocument(of: M.self)
    var document = empty
    try document.apply(try change.diff(as: M.self).inverted())
    // A removal that kept the file's bytes gives them back exactly (its layout, comments,
    // a format's own spelling); otherwise the file is written in canonical form.
    let bytes = try change.formerBytes?.bytes ?? DocumentFile.encode(document, for: path)
    return FileWrite(
      path: path, before: [], after: bytes, diff: document.difference(from: empty),
      layout: document.layout, creation: .creates, journalPath: change.path)
  }

  /// For a redo with nothing on the redo stack: the operation just recorded, when it is an
  /// undo of an older operation (`undo FILE` of one that was not the latest), of `scope`
  /// if given.
  ///
  /// Such an undo is a change of its own on top of the undo stack (see ``UndoPointers``),
  /// and it cleared the redo stack, so there is no redo to take; yet the user asks for
  /// what that undo took away. Undoing the undo gives exactly that, and reverts only what
  /// it reverted (after a partial undo too). It is journaled as the undo it is, marked
  /// ``Journal/Operation/redoOfUndo``, so the undo state stays the one the property test
  /// checks against a naive replay.
  func undoOfAnOlderOperationJustMade(
    _ state: Journal.State, scope: String?
  ) throws -> Journal.Operation? {
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
  /// ``undoOfAnOlderOperationJustMade(_:scope:)``). That puts the undo it took back on
  /// the redo stack, where a second redo would find it and take the change out again;
  /// instead there is nothing more to redo, as after any redo of the last undone change.
  func redidAnOlderOperationJustNow(_ state: Journal.State) throws -> Bool {
    guard let next = state.nextRedo else { return false }
    let operations = journal.committedOperations()
    let latest = operations.first { _ in true }
    _ = try readable(latest, operations.reader.warnings)
    guard let latest, latest.operationKind == .undo, latest.undoes == next else { return false }
    // Records from before the mark was kept say it only in their message.
    return latest.redoOfUndo ?? latest.message.hasPrefix("Redo ")
  }

  /// For an undo of a file the journal knows under another name: the latest live
  /// operation that left exactly this file's bytes in a file that is gone.
  private func movedHere(_ path: String) throws -> Journal.Operation? {
    let absolute = workspace.absolutePath(of: path)
    guard let bytes = try? FileBytes.read(absolute) else { return nil }
    let fingerprint = Journal.FileChange.fingerprint(of: bytes)
    return try readable(
      journal.latestLiveOperation { change in
        change.afterFingerprint == fingerprint
          && !FileBytes.exists(workspace.absolutePath(of: change.path))
      })
  }

  /// `value`, unless reading the journal failed with an I/O error: then the history is
  /// unknown, and "nothing to undo" would be a lie.
  func readable<T>(_ value: T, _ warnings: [Journal.Warning]) throws -> T {
    if let failure = warnings.first(where: \.isReadFailure) {
      throw StoreError(.io, path: failure.path, failure.message)
    }
    return value
  }

  func readable(
    _ result: (operation: Journal.Operation?, warnings: [Journal.Warning])
  ) throws
    -> Journal.Operation?
  {
    try readable(result.operation, result.warnings)
  }
}
