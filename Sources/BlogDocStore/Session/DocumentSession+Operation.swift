import BlogDocCore

extension DocumentSession {
  /// One change as observers hear of it, with the undo state before it (to tell which
  /// observed values changed).
  struct Change: Sendable {
    var event: DocumentChange<M>
    var undoActionNameBefore: String?
    var redoActionNameBefore: String?

    /// The change from `before` to `after` by `diff` (by default, their difference).
    init(
      _ origin: ChangeOrigin, actionName: String, diff: DocumentDiff<M>? = nil,
      from before: Snapshot, to after: Snapshot
    ) {
      event = DocumentChange(
        origin: origin, actionName: actionName,
        diff: diff ?? after.document.difference(from: before.document),
        oldDocument: before.document, newDocument: after.document,
        canUndo: after.undoActionName != nil, canRedo: after.redoActionName != nil,
        undoActionName: after.undoActionName, redoActionName: after.redoActionName)
      undoActionNameBefore = before.undoActionName
      redoActionNameBefore = before.redoActionName
    }

    /// Whether observers hear of it: the document or the undo state changed.
    var isChange: Bool {
      !event.diff.isEmpty || undoActionNameBefore != event.undoActionName
        || redoActionNameBefore != event.redoActionName
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
    let me = ObjectIdentifier(self)
    guard !SessionOperation.running.contains(me) else {
      throw TransactionError(
        actionName: actionName,
        vetoes: [
          "A transaction's body or a will-change observer cannot start another operation on the session it runs in."
        ])
    }
    try operation.withLock { _ in
      try SessionOperation.$running.withValue(SessionOperation.running.union([me])) {
        let known = state.withLock { $0 }
        let (after, changes) = try Self.withStore(
          forDocumentAt: path, creating: creating, options: options, report: report
        ) { store in
          try body(store, known)
        }
        state.withLock { $0 = after }
        observers.enqueue(changes.filter(\.isChange))
      }
    }
    observers.deliver(publish)
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

  /// Tells Observation which values `change` changed: the document, each entry and field
  /// it touched, the list of ids when entries came, went or moved, and the undo state.
  func publish(_ change: Change) {
    let event = change.event
    if !event.diff.isEmpty {
      registrar.withMutation(of: self, keyPath: \.document) {}
    }
    var idsChanged = false
    for entryChange in event.diff.entryChanges {
      switch entryChange {
      case .inserted, .removed:
        idsChanged = true
        // A field's readers hear of their entry coming or going.
        for field in M.schema.fields {
          registrar.withMutation(
            of: self, keyPath: \.[observedEntry: entryChange.id, field: field.name]
          ) {}
        }
      case .moved:
        idsChanged = true
      case .modified(let id, let fields, _):
        for field in fields {
          registrar.withMutation(of: self, keyPath: \.[observedEntry: id, field: field.field]) {}
        }
      }
      registrar.withMutation(of: self, keyPath: \.[id: entryChange.id]) {}
    }
    if idsChanged { registrar.withMutation(of: self, keyPath: \.ids) {} }
    if (change.undoActionNameBefore != nil) != event.canUndo {
      registrar.withMutation(of: self, keyPath: \.canUndo) {}
    }
    if (change.redoActionNameBefore != nil) != event.canRedo {
      registrar.withMutation(of: self, keyPath: \.canRedo) {}
    }
    if change.undoActionNameBefore != event.undoActionName {
      registrar.withMutation(of: self, keyPath: \.undoActionName) {}
    }
    if change.redoActionNameBefore != event.redoActionName {
      registrar.withMutation(of: self, keyPath: \.redoActionName) {}
    }
  }
}

/// The sessions whose operation this task is running, so that one started from inside it
/// (from a transaction's body or a will-change observer) is refused instead of waiting
/// for the lock its own task holds.
enum SessionOperation {
  @TaskLocal static var running: Set<ObjectIdentifier> = []
}
