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
    guard let planned = try plannedUndo(&document, policy: policy) else { return nil }
    finish(planned)
    return planned.move
  }

  /// Re-applies the step undone most recently from here.
  ///
  /// - Returns: What was redone, or `nil` if there is nothing to redo.
  /// - Throws: ``DiffConflictError`` if the document changed under the step.
  @discardableResult
  public mutating func redo(
    _ document: inout ModelDocument<M>, policy: ConflictPolicy = .strict
  ) throws(DiffConflictError) -> Move? {
    guard let planned = try plannedRedo(&document, policy: policy) else { return nil }
    finish(planned)
    return planned.move
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

  // MARK: - Planned moves

  /// An undo or redo applied to a document but not yet taken by the history: how
  /// `DocumentEditor` lets will-change observers refuse a move, the history unmoved until
  /// they allow it, without copying the history.
  struct PlannedMove: Sendable {
    /// What the move does, as ``undo(_:policy:)`` and ``redo(_:policy:)`` return it.
    var move: Move
    /// Whether the move is an undo.
    var isUndo: Bool
    /// The step's diff as the move leaves it, when it takes entries out as they are now.
    var rewrittenDiff: DocumentDiff<M>?
  }

  /// Reverts the current step in `document`, as ``undo(_:policy:)`` does, leaving the
  /// history where it is until ``finish(_:)``.
  func plannedUndo(
    _ document: inout ModelDocument<M>, policy: ConflictPolicy
  ) throws(DiffConflictError) -> PlannedMove? {
    precondition(_openGroups.isEmpty, "History.undo: close the open group first")
    guard let id = currentStepID, let step = _steps[id] else { return nil }
    let recorded = step.diff.inverted()
    let inverse = recorded.removingEntriesAsTheyAre(in: document)
    let skipped = try document.apply(inverse, policy: policy)
    // A redo puts back the entries as this undo took them out, bookkeeping fields included.
    return PlannedMove(
      move: Move(step: step, appliedDiff: inverse, skippedConflicts: skipped), isUndo: true,
      rewrittenDiff: inverse != recorded ? inverse.inverted() : nil)
  }

  /// Re-applies the step undone most recently in `document`, as ``redo(_:policy:)`` does,
  /// leaving the history where it is until ``finish(_:)``.
  func plannedRedo(
    _ document: inout ModelDocument<M>, policy: ConflictPolicy
  ) throws(DiffConflictError) -> PlannedMove? {
    precondition(_openGroups.isEmpty, "History.redo: close the open group first")
    guard let id = redoTargetID, var step = _steps[id] else { return nil }
    let applied = step.diff.removingEntriesAsTheyAre(in: document)
    let skipped = try document.apply(applied, policy: policy)
    // An undo puts back the entries as this redo took them out, bookkeeping fields included.
    let rewritten = applied != step.diff ? applied : nil
    if let rewritten { step.diff = rewritten }
    return PlannedMove(
      move: Move(step: step, appliedDiff: step.diff, skippedConflicts: skipped), isUndo: false,
      rewrittenDiff: rewritten)
  }

  /// Moves the history as `planned` says; `planned` must come from this history, unchanged
  /// since.
  mutating func finish(_ planned: PlannedMove) {
    let id = planned.move.step.id
    if let diff = planned.rewrittenDiff { _steps[id]?.diff = diff }
    guard planned.isUndo else {
      currentStepID = id
      return
    }
    currentStepID = planned.move.step.parentID
    if let parent = planned.move.step.parentID {
      _steps[parent]?.redoChildID = id
    } else {
      _rootRedoChildID = id
    }
  }
}
