import BlogDocCore

extension DocumentStore {
  /// Undoes or redoes up to `limit` operations in one pass, as that many single steps
  /// would (``move(_:onStep:)``), but reading each file once, writing each once, and
  /// recording them in one journal append under the lock already held.
  ///
  /// The steps are planned on the documents in memory, each reverting its record's diffs
  /// on what the steps before it left, so each step meets exactly the conflicts it would
  /// meet alone and the composition of the steps is what the files get. The pass stops
  /// before the first step that cannot go this way, which the single step then takes
  /// (and refuses with its own message, where it refuses):
  /// - a conflict under `.strict`, or a step whose every change conflicts;
  /// - a file that is gone, or of a model this program does not know;
  /// - a change that creates or removes a file, changes its layout alone, or inserts,
  ///   removes or moves entries (whose bytes the journal keeps per step);
  /// - for a redo, the special cases of an undo of an older operation (see
  ///   ``undoOfAnOlderOperationJustMade(_:scope:)``).
  ///
  /// On disk it is one intent listing each file once, then one ordinary undo or redo
  /// record per step, then the commit (see `Journal.appendSteps(of:_:knownPointers:time:under:)`),
  /// so the log, redo, `undo FILE` and the undo state are those of the single steps.
  ///
  /// - Parameters:
  ///   - after: For `undo --to`: stop at changes numbered this record id or lower.
  /// - Returns: The steps taken, oldest first; empty (and nothing written) when fewer
  ///   than two could be planned, so the next step goes alone.
  /// - Complexity: One backward pass over the journal as far as the oldest operation
  ///   reached; O(*s*) per step for *s* fields it changes; each file read and written once.
  func moveInOnePass(_ request: HistoryRequest, limit: Int, after: Int?) throws -> [HistoryStep] {
    guard limit > 1, !request.dryRun, request.file == nil else { return [] }
    let journal = self.journal
    let state = journal.state
    _ = try readable(state, state.warnings)
    if request.direction == .redo, try redidAnOlderOperationJustNow(state) { return [] }
    let cursor = Journal.Cursor(journal)
    var pointers = state.pointers
    var files: [String: any PlannedFile] = [:]
    var order: [String] = []
    var steps: [Journal.Step] = []
    var shown: [HistoryStep] = []
    let kind: Journal.Operation.Kind = request.direction == .undo ? .undo : .redo
    let label = request.direction == .undo ? "Undo" : "Redo"
    // The ids the records will get: the intent first, then one per step.
    let firstID = (state.lastID ?? 0) + 2
    while steps.count < limit {
      guard let next = request.direction == .undo ? pointers.nextUndo : pointers.nextRedo,
        next > (after ?? Int.min),
        let reverted = request.direction == .undo
          ? cursor.latestApplication(of: next) : cursor.latestUndo(of: next),
        let change = request.direction == .undo ? Optional(reverted.changeID) : reverted.undoes,
        try isPlannable(reverted)
      else { break }
      let named = change == reverted.id ? reverted : cursor.record(id: change) ?? reverted
      var planned: [PlannedFileStep] = []
      do {
        for fileChange in reverted.files {
          let file = try files[fileChange.path] ?? openPlanned(fileChange)
          if files[fileChange.path] == nil {
            files[fileChange.path] = file
            order.append(fileChange.path)
          }
          planned.append(try file.revert(fileChange, policy: request.policy))
        }
      } catch {
        // A conflict, or a file that cannot be read: the single step meets it again, after
        // the steps before it are written, and reports it as it would alone.
        break
      }
      let conflicts = zip(reverted.files, planned).flatMap { fileChange, step in
        step.conflicts.map {
          "\(workspace.displayPath(of: fileChange.path)): \($0) (left as it is)"
        }
      }
      if !conflicts.isEmpty, planned.allSatisfy(\.isEmpty) { break }
      for step in planned { step.accept() }
      steps.append(
        Journal.Step(
          kind: kind, target: change, message: "\(label) \(named.shownNumber): \(named.message)",
          files: planned.map(\.change)))
      shown.append(
        HistoryStep(
          operation: named, label: label, writes: planned.map(\.shown), conflicts: conflicts,
          dryRun: false))
      let id = firstID + steps.count - 1
      pointers =
        (try? pointers.applying(kind, id: id, target: change, stateID: id - 1) {
          cursor.pointers(of: $0)
        })
        ?? UndoPointers()
    }
    _ = try readable((), cursor.warnings)
    guard steps.count > 1 else { return [] }
    // What a single step would say, said once for the run.
    for warning in state.warnings { report(.warning("\(warning)")) }

    // Only files a kept step changed: one opened for a step that then stopped the run is not.
    order.removeAll { path in !steps.contains { $0.files.contains { $0.path == path } } }
    let writes = try order.map { try files[$0]!.write() }
    // Each file's bytes were on disk before its first step and after its last.
    for (path, write) in zip(order, writes) {
      let change = write.change(named: path)
      let touching = steps.indices.flatMap { step in
        steps[step].files.indices.filter { steps[step].files[$0].path == path }.map { (step, $0) }
      }
      if let (step, file) = touching.first {
        steps[step].files[file].beforeFingerprint = change.beforeFingerprint
      }
      if let (step, file) = touching.last {
        steps[step].files[file].afterFingerprint = change.afterFingerprint
      }
    }
    let numbers = shown.map { "\($0.operation.shownNumber)" }
    try commit(
      kind, undoing: steps[0].target,
      message:
        "\(label) \(steps.count) operations in one pass: \(numbers.first!) to \(numbers.last!).",
      writes: writes, skipped: nil, steps: (steps, cursor.knownPointers))
    return shown
  }

  /// Whether every file change of `operation` can be reverted in memory (see
  /// ``moveInOnePass(_:limit:after:)``).
  private func isPlannable(_ operation: Journal.Operation) throws -> Bool {
    operation.files.allSatisfy { change in
      !change.createsFile && !change.removesFile && !change.changesLayout
        && options.models.type(for: change.model) != nil
        && FileBytes.exists(workspace.absolutePath(of: change.path))
        && change.diff.entryChanges.allSatisfy { if case .modified = $0 { true } else { false } }
    }
  }

  /// The document `change` names, read for planning.
  private func openPlanned(_ change: Journal.FileChange) throws -> any PlannedFile {
    let model = options.models.type(for: change.model)!
    return try openPlanned(model, change)
  }

  private func openPlanned<M: Model>(
    _ type: M.Type, _ change: Journal.FileChange
  ) throws -> any PlannedFile {
    try PlannedDocument<M>(path: workspace.displayPath(of: change.path), journalPath: change.path)
  }
}
