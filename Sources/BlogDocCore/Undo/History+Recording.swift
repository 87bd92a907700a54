extension History {
  /// Records `diff` as a new step after the current one, or folds it into an open group,
  /// or merges it into the current step when the schema declares its fields coalescing
  /// and it comes within the window.
  ///
  /// Changes of fields whose policy is ``HistoryPolicy/excluded`` are left out. An empty
  /// diff records nothing.
  ///
  /// - Returns: The id of the step that now holds the change, or `nil` if nothing was
  ///   recorded (empty, or folded into an open group).
  /// - Complexity: O(*m*) for *m* changes; O(*l*) more when the depth limit drops a step.
  @discardableResult
  public mutating func record(
    _ diff: DocumentDiff<M>, actionName: String, date: Timestamp = .now(),
    metadata: [String: String] = [:]
  ) -> StepID? {
    let diff = diff.undoablePart
    guard !diff.isEmpty else { return nil }
    if !_openGroups.isEmpty {
      _openGroups[_openGroups.count - 1].diff = _openGroups[_openGroups.count - 1].diff.composed(
        with: diff)
      return nil
    }
    if let current = currentStepID, let merged = coalesce(current, with: diff, date: date) {
      return merged
    }
    return append(diff, actionName: actionName, date: date, metadata: metadata)
  }

  /// Opens a group: everything recorded until the matching ``endGroup(date:)`` becomes one
  /// step named `actionName`. Groups nest; an inner group folds into the outer one.
  public mutating func beginGroup(_ actionName: String, metadata: [String: String] = [:]) {
    _openGroups.append(OpenGroup(actionName: actionName, metadata: metadata, diff: DocumentDiff()))
  }

  /// Closes the innermost group. Closing the outermost records its composed diff as one
  /// step; changes that cancel out (A→B→A, a flag toggled twice) vanish, and a group that
  /// changed nothing records nothing.
  ///
  /// - Precondition: A group is open.
  @discardableResult
  public mutating func endGroup(date: Timestamp = .now()) -> StepID? {
    precondition(!_openGroups.isEmpty, "History.endGroup: no group is open")
    let group = _openGroups.removeLast()
    if !_openGroups.isEmpty {
      _openGroups[_openGroups.count - 1].diff = _openGroups[_openGroups.count - 1].diff.composed(
        with: group.diff)
      return nil
    }
    guard !group.diff.isEmpty else { return nil }
    return append(group.diff, actionName: group.actionName, date: date, metadata: group.metadata)
  }

  // MARK: - Internals

  private mutating func append(
    _ diff: DocumentDiff<M>, actionName: String, date: Timestamp, metadata: [String: String]
  ) -> StepID {
    let id = _nextID
    _nextID += 1
    _steps[id] = Step(
      id: id, parentID: currentStepID, actionName: actionName, date: date, metadata: metadata,
      diff: diff)
    if let parent = currentStepID {
      _steps[parent]?.redoChildID = id
    } else {
      _rootRedoChildID = id
    }
    currentStepID = id
    if levelsOfUndo > 0 { dropStepsBeyondLimit() }
    return id
  }

  /// Merges `diff` into the step `id` when both change only the same coalescing fields of
  /// the same entries, the step is the newest on its branch and not the save point, and
  /// `date` is within the fields' window of the step's date.
  private mutating func coalesce(
    _ id: StepID, with diff: DocumentDiff<M>, date: Timestamp
  )
    -> StepID??
  {
    guard let step = _steps[id], step.redoChildID == nil, _savePoint != .at(id),
      step.diff.coalesces(with: diff, secondsLater: date.seconds(since: step.date))
    else { return nil }
    let merged = step.diff.composed(with: diff)
    if merged.isEmpty {
      _steps[id] = nil
      currentStepID = step.parentID
      if let parent = step.parentID {
        _steps[parent]?.redoChildID = nil
      } else {
        _rootRedoChildID = nil
      }
      return .some(nil)
    }
    _steps[id]?.diff = merged
    _steps[id]?.date = date
    return id
  }

  /// Drops the oldest step of the current branch, with every branch hanging off it, while
  /// undo could go back further than ``levelsOfUndo``.
  private mutating func dropStepsBeyondLimit() {
    var path = ancestry(of: currentStepID)
    while path.count > levelsOfUndo {
      let oldest = path.removeLast()
      let newRoot = path.last
      var verdict: [StepID: Bool] = [:]
      let dropped = Set(_steps.ids.filter { !descends($0, from: newRoot, memo: &verdict) })
      droppedStepCount += dropped.count
      _steps.removeAll { dropped.contains($0.id) }
      if let newRoot { _steps[newRoot]?.parentID = nil }
      _rootRedoChildID = newRoot
      if case .at(let saved) = _savePoint,
        saved == nil || saved == oldest || (saved.map { _steps[$0] == nil } ?? false)
      {
        _savePoint = .unreachable
      }
    }
  }

  /// Whether `id` is `root` or below it, memoised across calls.
  private func descends(_ id: StepID, from root: StepID?, memo: inout [StepID: Bool]) -> Bool {
    guard let root else { return false }
    var chain: [StepID] = []
    var next: StepID? = id
    var result = false
    while let current = next {
      if current == root { result = true; break }
      if let known = memo[current] { result = known; break }
      chain.append(current)
      next = _steps[current]?.parentID
    }
    for visited in chain { memo[visited] = result }
    return result
  }
}
