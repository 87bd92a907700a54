import BlogDocCore

extension DocumentSession {
  /// One change as observers hear of it, with the undo state before it (to tell which
  /// observed values changed).
  struct Change: Sendable {
    var event: DocumentChange<M>
    var historyBefore: HistoryState

    /// The change from `before` to `after` by `diff` (by default, their difference).
    init(
      _ origin: ChangeOrigin, actionName: String, diff: DocumentDiff<M>? = nil,
      from before: Snapshot, to after: Snapshot
    ) {
      event = DocumentChange(
        origin: origin, actionName: actionName,
        diff: diff ?? after.document.difference(from: before.document),
        oldDocument: before.document, newDocument: after.document, history: after.historyState)
      historyBefore = before.historyState
    }

    /// Whether observers hear of it: the document or the undo state changed.
    var isChange: Bool {
      !event.diff.isEmpty || historyBefore.undoActionName != event.undoActionName
        || historyBefore.redoActionName != event.redoActionName
    }
  }

  /// Runs `body` with the store open (`nil` when the document has no history and not
  /// `creating`) and the snapshot readers see; takes the snapshot it returns as the new
  /// one, and then, with no lock held, tells observers of the changes it returns.
  ///
  /// A transaction's body or a will-change observer that starts another operation on this
  /// session gets a `TransactionError` naming `actionName`: the store is open then.
  func perform(
    _ actionName: String, creating: Bool,
    _ body: (DocumentStore?, Snapshot) throws -> (Snapshot, [Change])
  ) throws {
    let delivers = try writer.run(
      actionName,
      refusal:
        "A transaction's body or a will-change observer cannot start another operation on the session it runs in."
    ) {
      let known = state.withLock { $0 }
      let (after, changes) = try Self.withStore(
        forDocumentAt: path, creating: creating, options: options, report: report
      ) { store in
        try body(store, known)
      }
      state.withLock { $0 = after }
      return observers.enqueue(
        changes.filter(\.isChange).compactMap { change in
          observers.delivery(
            of: change.event, diff: change.event.diff, historyBefore: change.historyBefore,
            historyAfter: HistoryState(
              undoActionName: change.event.undoActionName,
              redoActionName: change.event.redoActionName))
        })
    }
    if delivers { observers.deliverPending() }
  }

  /// Runs `body` with the store of the document's workspace open, and closes it (letting
  /// go of its lock) before returning. Without `creating`, a document with no workspace
  /// gets `nil`.
  static func withStore<Result>(
    forDocumentAt path: String, creating: Bool, options: StoreOptions,
    report: @escaping @Sendable (StoreNotice) -> Void,
    _ body: (DocumentStore?) throws -> Result
  ) throws -> Result {
    if !creating, try Workspace.find(forDocumentAt: path) == nil { return try body(nil) }
    // The store lives only for this call: releasing it releases the lock.
    let store = try DocumentStore.open(
      forDocumentAt: path, creating: creating, options: options, report: report)
    return try body(store)
  }
}
