import BlogDocCore

extension DocumentSession {
  /// Runs `body` on the document in one transaction and writes the result as one
  /// journaled operation: what `TOOL edit FILE --set … -m actionName` writes for the same
  /// change, byte for byte, with the same line in the log.
  ///
  /// The body runs on the file as it is now, under the store's lock: a change another
  /// process wrote since is announced first (origin `.external`), then this one.
  ///
  /// ```swift
  /// try session.transaction("Serve four") { proxy in
  ///   try proxy.update(id: "pancakes") { $0.servings = 4 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionName: The operation's line in the log and the undo action name; `nil`
  ///     names the fields changed (`Set servings`), as `edit` without `-m` does.
  ///   - body: Edits the document's proxy.
  /// - Returns: The committed diff (empty when nothing changed; nothing is then written).
  /// - Throws: `TransactionError` listing every violated rule and every will-change
  ///   observer's refusal, or what `body` throws; ``StoreError`` when the file cannot be
  ///   read or written or the lock stays busy. Nothing is written then.
  /// - Complexity: Decodes the file once and writes only the changed fields' bytes (see
  ///   ``EditPlan``), plus the journal's last records for the undo state.
  @discardableResult
  public func transaction(
    _ actionName: String? = nil, _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> DocumentDiff<M> {
    var diff = DocumentDiff<M>()
    try perform(actionName ?? "Edit", creating: true) { store, known in
      let plan = try EditPlan.make(M.self, file: path, message: actionName ?? "Edit", body)
      var changes: [Change] = []
      let current = try catchingUp(known, to: plan.bytes, in: store, &changes)
      diff = plan.diff
      guard !plan.diff.isEmpty else { return (current, changes) }
      let write = try plan.write()
      let name = actionName ?? FileWrite.summary(of: [write])
      var after = current
      after.document = plan.after
      after.bytes = write.after
      // Asked with the undo state as it is before the change.
      let asked = Change(.edit, actionName: name, diff: plan.diff, from: current, to: after)
      try observers.askWillChange(asked.event)
      try store?.commit(.edit, message: name, writes: [write])
      try after.readHistory(of: path, in: store)
      changes.append(Change(.edit, actionName: name, diff: plan.diff, from: current, to: after))
      return (after, changes)
    }
    return diff
  }

  /// Undoes the latest operation still in effect on this document, as `TOOL undo FILE`
  /// does: one new operation in the journal, named `Undo N: message`.
  ///
  /// - Parameter policy: What to do about a field changed since: refuse (`.strict`,
  ///   naming each conflict), leave it (`.skipConflicts`), or overwrite it.
  /// - Returns: The change made, or `nil` when there is nothing to undo.
  /// - Throws: ``HistoryConflictError`` naming each conflicting field, ``StoreError``
  ///   when a file cannot be read or written; nothing is written then.
  @discardableResult
  public func undo(policy: ConflictPolicy = .strict) throws -> DocumentChange<M>? {
    try move(.undo, policy: policy)
  }

  /// Redoes the operation undone last, when it touched this document, as `TOOL redo FILE`
  /// does.
  ///
  /// - Returns: The change made, or `nil` when there is nothing to redo.
  /// - Throws: What ``undo(policy:)`` throws.
  @discardableResult
  public func redo(policy: ConflictPolicy = .strict) throws -> DocumentChange<M>? {
    try move(.redo, policy: policy)
  }

  private func move(
    _ direction: HistoryRequest.Direction, policy: ConflictPolicy
  ) throws -> DocumentChange<M>? {
    var moved: DocumentChange<M>?
    try perform(direction == .undo ? "Undo" : "Redo", creating: false) { store, known in
      guard let store else { return (known, []) }
      var changes: [Change] = []
      let current = try catchingUp(known, to: nil, in: store, &changes)
      var label: String?
      try store.move(HistoryRequest(direction, file: path, policy: policy)) { step in
        label = step.operation.message
      }
      guard let label else { return (current, changes) }
      let after = try Snapshot.read(path, in: store)
      let change = Change(
        direction == .undo ? .undo : .redo, actionName: label, from: current, to: after)
      changes.append(change)
      moved = change.event
      return (after, changes)
    }
    return moved
  }

  /// The document as it is in the file now: `known` when the file still holds its bytes
  /// (`bytes`, when the caller has read them already), else the file read again, with the
  /// change another process made appended to `changes`.
  private func catchingUp(
    _ known: Snapshot, to bytes: [UInt8]?, in store: DocumentStore?, _ changes: inout [Change]
  ) throws -> Snapshot {
    let unchanged = try bytes.map { $0 == known.bytes } ?? FileBytes.contains(known.bytes, at: path)
    guard !unchanged else { return known }
    let current = try Snapshot.read(path, in: store)
    changes.append(
      Change(
        .external, actionName: externalActionName(since: known, in: store), from: known, to: current
      ))
    return current
  }

  /// The action name of a change another process made: the message of the journal's
  /// latest operation when the journal moved since `known` and that operation touched
  /// this document, else `Changed outside TOOL` (a program wrote the file around the
  /// store).
  func externalActionName(since known: Snapshot, in store: DocumentStore?) -> String {
    if let store, store.journal.state.lastID != known.journalEnd,
      let relative = try? store.journalPath(of: path),
      let latest = store.history.log().first(where: { _ in true }),
      latest.operation.files.contains(where: { $0.path == relative })
    {
      return latest.operation.message
    }
    return "Changed outside \(options.toolName)"
  }
}
