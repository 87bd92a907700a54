extension History {
  /// What an undo or redo did to the document.
  public struct Move: Sendable {
    /// The step undone or redone.
    public var step: Step
    /// The diff applied to the document (the step's inverse for an undo).
    public var appliedDiff: DocumentDiff<M>
    /// Changes skipped under ``ConflictPolicy/skipConflicts``.
    public var skippedConflicts: [DiffConflict]
  }

  /// Reverts the current step in `document`, checking first that every field it touched
  /// still holds the value the step wrote.
  ///
  /// - Parameters:
  ///   - document: The document the step was applied to; it is changed only on success.
  ///   - policy: ``ConflictPolicy/strict`` (the default) refuses the undo if any
  ///     field changed since; ``ConflictPolicy/skipConflicts`` reverts the rest.
  /// - Returns: What was undone, or `nil` if there is nothing to undo.
  /// - Throws: ``DiffConflictError`` naming every conflicting field with the expected and
  ///   found values; the document and the history are then unchanged.
  /// - Complexity: O(*m* log *n*) for *m* changed fields, plus O(*n*) per entry the step
  ///   inserts, removes or moves; independent of the history's length.
  @discardableResult
  public mutating func undo(
    _ document: inout ModelDocument<M>, policy: ConflictPolicy = .strict
  ) throws(DiffConflictError) -> Move? {
    precondition(_openGroups.isEmpty, "History.undo: close the open group first")
    guard let id = currentStepID, let step = _steps[id] else { return nil }
    let recorded = step.diff.inverted()
    let inverse = recorded.removingEntriesAsTheyAre(in: document)
    let skipped = try document.apply(inverse, policy: policy)
    // A redo puts back the entries as this undo took them out, bookkeeping fields included.
    if inverse != recorded { _steps[id]?.diff = inverse.inverted() }
    currentStepID = step.parentID
    if let parent = step.parentID {
      _steps[parent]?.redoChildID = id
    } else {
      _rootRedoChildID = id
    }
    return Move(step: step, appliedDiff: inverse, skippedConflicts: skipped)
  }

  /// Re-applies the step undone most recently from here.
  ///
  /// - Returns: What was redone, or `nil` if there is nothing to redo.
  /// - Throws: ``DiffConflictError`` if the document changed under the step.
  @discardableResult
  public mutating func redo(
    _ document: inout ModelDocument<M>, policy: ConflictPolicy = .strict
  ) throws(DiffConflictError) -> Move? {
    precondition(_openGroups.isEmpty, "History.redo: close the open group first")
    guard let id = redoTargetID, var step = _steps[id] else { return nil }
    let applied = step.diff.removingEntriesAsTheyAre(in: document)
    let skipped = try document.apply(applied, policy: policy)
    // An undo puts back the entries as this redo took them out, bookkeeping fields included.
    if applied != step.diff {
      step.diff = applied
      _steps[id] = step
    }
    currentStepID = id
    return Move(step: step, appliedDiff: step.diff, skippedConflicts: skipped)
  }

  /// Walks to the step `target` (or to the original document for `nil`), undoing up to the
  /// nearest common ancestor and redoing down the target's branch. This is how a branch
  /// left by an edit after an undo is reached again.
  ///
  /// - Returns: Every move made, in order.
  /// - Throws: ``DiffConflictError`` from the first move that conflicts; the moves before
  ///   it stay done, so the history and the document remain consistent.
  /// - Complexity: O(*d*) moves for the tree distance *d*.
  @discardableResult
  public mutating func move(
    to target: StepID?, in document: inout ModelDocument<M>
  )
    throws(DiffConflictError) -> [Move]
  {
    precondition(
      target.map { _steps[$0] != nil } ?? true, "History.move(to:in:): no step has id \(target!)")
    let targetChain = ancestry(of: target)
    let targetSet = Set(targetChain)
    var moves: [Move] = []
    while let current = currentStepID, !targetSet.contains(current) {
      if let move = try undo(&document) { moves.append(move) }
    }
    let downward = targetChain.prefix { $0 != currentStepID }.reversed()
    for id in downward {
      if let parent = _steps[id]?.parentID {
        _steps[parent]?.redoChildID = id
      } else {
        _rootRedoChildID = id
      }
      if let move = try redo(&document) { moves.append(move) }
    }
    return moves
  }
}
