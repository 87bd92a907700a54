import BlogDocCore

extension DocumentStore {
  /// For an edit about to be journaled at `time`: the change on top of the undo stack that
  /// it joins as one step, and `writes` with their diffs composed onto that change's; `nil`
  /// when it is a step of its own.
  ///
  /// The rule is the in-memory `History`'s (`DocumentDiff.coalesces(with:secondsLater:)`):
  /// both change only the same coalescing fields of the same entries of the same files,
  /// the edit comes within the fields' window of that change's own time, and nothing is on
  /// the redo stack (the change is the newest of its branch).
  ///
  /// - Complexity: Reads the last record and the change's latest application; O(*m*) in
  ///   the changes of the two diffs.
  func coalescing(_ writes: [FileWrite], at time: Timestamp) -> (joined: Int, writes: [FileWrite])?
  {
    // Decided from the writes alone first, so an edit that cannot join reads no journal.
    guard writes.allSatisfy(\.modifiesCoalescingFieldsOnly) else { return nil }
    let state = journal.state
    guard state.nextRedo == nil, state.pendingIntent == nil, let top = state.nextUndo,
      writes.allSatisfy({ $0.creation == .replaces && !$0.keepsFormerBytes && $0.prepared == nil }),
      let change = journal.record(id: top).operation, change.operationKind == .edit,
      change.leavesUndoState != true,
      let applied = journal.latestApplication(of: top).operation,
      applied.files.count == writes.count
    else { return nil }
    let secondsLater = time.seconds(since: change.time)
    var joined = writes
    for (index, write) in writes.enumerated() {
      let path = write.journalPath.isEmpty ? (try? journalPath(of: write.path)) : write.journalPath
      guard let earlier = applied.files.first(where: { $0.path == path }),
        !earlier.createsFile, !earlier.removesFile, !earlier.changesLayout,
        earlier.model == write.model, let type = options.models.type(for: write.model),
        let composed = Self.composed(earlier.diff, write.diff, as: type, secondsLater: secondsLater)
      else { return nil }
      joined[index].diff = composed
      joined[index].replacedValueSources = Self.spellings(before: earlier, then: write)
    }
    return (top, joined)
  }

  /// `earlier` then `later` as one diff of `type`'s documents, when `later` coalesces with
  /// `earlier` `secondsLater` after it; `nil` otherwise.
  private static func composed<M: Model>(
    _ earlier: ArchivedDiff, _ later: ArchivedDiff, as type: M.Type, secondsLater: Double
  ) -> ArchivedDiff? {
    guard let first = try? earlier.decoded(as: M.self), let second = try? later.decoded(as: M.self),
      first.undoablePart.coalesces(with: second.undoablePart, secondsLater: secondsLater)
    else { return nil }
    let merged = first.composed(with: second)
    // Changes that cancel out (A→B→A) leave no step, as in `History`.
    return ArchivedDiff(merged.undoablePart.isEmpty ? DocumentDiff<M>() : merged)
  }

  /// The spellings a write joined onto `earlier` replaced, for the joined step: a field
  /// `earlier` changed held, before the step, what `earlier` recorded (the write's own
  /// spelling is of a value the step's undo never writes back); any other, the write's.
  private static func spellings(
    before earlier: Journal.FileChange, then write: FileWrite
  ) -> [FieldValueSource] {
    var changedEarlier: [String: Set<String>] = [:]
    for case .modified(let id, let fields, let unknown) in earlier.diff.entryChanges {
      changedEarlier[id, default: []].formUnion(fields.map(\.field) + (unknown?.changedKeys ?? []))
    }
    let kept = write.replacedValueSources.filter {
      changedEarlier[$0.id]?.contains($0.field) != true
    }
    // Only the text goes to the journal; the value it spells is the joined diff's before.
    let earlierOnes = (earlier.valueSources ?? []).map { $0.fieldValueSource(spelling: .null) }
    return earlierOnes + kept
  }
}
