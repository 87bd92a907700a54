import Synchronization

/// A document, its undo history and its observers, shared safely between threads and tasks.
///
/// Every edit is a transaction: the body edits a proxy, the touched entries are validated,
/// will-change observers may refuse, and only then the document changes, the history
/// records the diff and did-change observers and ``changes(bufferingNewest:)`` streams hear of it.
/// Undo and
/// redo go through the same observers.
///
/// ```swift
/// let editor = DocumentEditor(document: blog)
/// let token = try editor.observeDidChange(\.title) { event in
///   print("\(event.entryID).title: \(event.oldValue) → \(event.newValue)")
/// }
/// try editor.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
/// // Prints "hello.title: "Hello" → "Hi""
/// try editor.undo()
/// // Prints "hello.title: "Hi" → "Hello""
/// editor.removeObserver(token)
/// ```
///
/// Operations are serialized by a lock, so concurrent transactions never lose an update.
/// Observers run under that lock, in order: they must not call back into the editor.
public final class DocumentEditor<M: Model>: Sendable {
  private let state: Mutex<State>

  private struct State {
    var document: ModelDocument<M>
    var history: History<M>
    var nextObserverID = 0
    var willChange: [Int: @Sendable (DocumentChange<M>) -> ChangeVerdict] = [:]
    var didChange: [Int: @Sendable (DocumentChange<M>) -> Void] = [:]
    var streams: [Int: AsyncStream<DocumentChange<M>>.Continuation] = [:]

    /// Asks every will-change observer, in the order they were added, about `change`.
    func refusals(of change: DocumentChange<M>) -> [String] {
      willChange.keys.sorted().compactMap { id -> String? in
        if case .refuse(let reason) = willChange[id]!(change) { return reason }
        return nil
      }
    }

    mutating func nextID() -> Int {
      nextObserverID += 1
      return nextObserverID
    }
  }

  /// Makes an editor of `document`, recording into `history` (empty by default).
  public init(document: ModelDocument<M>, history: History<M> = History()) {
    state = Mutex(State(document: document, history: history))
  }

  /// A snapshot of the document.
  public var document: ModelDocument<M> { state.withLock { $0.document } }

  /// A snapshot of the history.
  public var history: History<M> { state.withLock { $0.history } }

  /// Whether the history has a step to undo.
  public var canUndo: Bool { state.withLock { $0.history.canUndo } }
  /// Whether the history has a step to redo.
  public var canRedo: Bool { state.withLock { $0.history.canRedo } }

  // MARK: - Changing

  /// Runs `body` as one all-or-nothing transaction and records it in the history.
  ///
  /// - Returns: The committed diff (empty when nothing changed; nothing is then recorded).
  /// - Throws: ``TransactionError`` listing every violated rule and every observer's
  ///   refusal, or what `body` throws. The document and history are then unchanged.
  @discardableResult
  public func transaction(
    _ actionName: String, metadata: [String: String] = [:], date: Timestamp = .now(),
    _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> DocumentDiff<M> {
    try state.withLock { state in
      var document = state.document
      let diff = try document.transaction(actionName, body)
      guard !diff.isEmpty else { return diff }
      let change = DocumentChange(
        origin: .edit, actionName: actionName, diff: diff, oldDocument: state.document,
        newDocument: document)
      let refusals = state.refusals(of: change)
      guard refusals.isEmpty else {
        throw TransactionError(actionName: actionName, vetoes: refusals)
      }
      state.document = document
      state.history.record(diff, actionName: actionName, date: date, metadata: metadata)
      Self.announce(change, in: state)
      return diff
    }
  }

  /// Undoes the latest step, if its fields still hold what it wrote.
  ///
  /// - Returns: The change made, or `nil` when there is nothing to undo.
  /// - Throws: ``DiffConflictError`` naming every conflicting field, or a
  ///   ``TransactionError`` when an observer refuses; nothing changes then.
  @discardableResult
  public func undo(policy: ConflictPolicy = .strict) throws -> DocumentChange<M>? {
    try move(.undo, policy: policy)
  }

  /// Redoes the step undone last.
  @discardableResult
  public func redo(policy: ConflictPolicy = .strict) throws -> DocumentChange<M>? {
    try move(.redo, policy: policy)
  }

  private func move(_ origin: ChangeOrigin, policy: ConflictPolicy) throws -> DocumentChange<M>? {
    try state.withLock { state in
      var document = state.document
      // The history moves in place: copying it first would copy every step (O(history)).
      let step =
        origin == .undo
        ? try state.history.undo(&document, policy: policy)
        : try state.history.redo(&document, policy: policy)
      guard let step else { return nil }
      let change = DocumentChange(
        origin: origin, actionName: step.step.actionName, diff: step.appliedDiff,
        oldDocument: state.document, newDocument: document)
      let refusals = state.refusals(of: change)
      guard refusals.isEmpty else {
        // Put the history back where it was; the document was only changed in a copy.
        var scratch = document
        _ =
          try?
          (origin == .undo
          ? state.history.redo(&scratch, policy: .overwrite)
          : state.history.undo(&scratch, policy: .overwrite))
        throw TransactionError(actionName: step.step.actionName, vetoes: refusals)
      }
      state.document = document
      Self.announce(change, in: state)
      return change
    }
  }

  /// Marks the current state as saved (see ``History/isDirty``).
  public func markSaved() {
    state.withLock { $0.history.markSaved() }
  }

  /// Opens a history group: the transactions until ``endGroup()`` undo as one step.
  public func beginGroup(_ actionName: String) {
    state.withLock { $0.history.beginGroup(actionName) }
  }

  /// Closes the innermost history group.
  public func endGroup() {
    state.withLock { _ = $0.history.endGroup() }
  }

  // MARK: - Observing

  /// Calls `handler` before every change; returning ``ChangeVerdict/refuse(_:)`` cancels it.
  @discardableResult
  public func observeWillChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> ChangeVerdict
  )
    -> ObservationToken
  {
    state.withLock { state in
      let id = state.nextID()
      state.willChange[id] = handler
      return ObservationToken(id: id)
    }
  }

  /// Calls `handler` before every change of the field `name` of any entry, with the old and
  /// new values; returning ``ChangeVerdict/refuse(_:)`` cancels the whole change.
  @discardableResult
  public func observeWillChange(
    field name: String, _ handler: @escaping @Sendable (FieldChangeEvent) -> ChangeVerdict
  ) -> ObservationToken {
    observeWillChange { change in
      for event in change.fieldChanges where event.field == name {
        if case .refuse(let reason) = handler(event) { return .refuse(reason) }
      }
      return .allow
    }
  }

  /// Calls `handler` before every change of the field on `keyPath` of any entry, as
  /// ``observeWillChange(field:_:)`` does.
  ///
  /// ```swift
  /// try editor.observeWillChange(\.title) { event in
  ///   event.newValue == .string("") ? .refuse("A title cannot be empty.") : .allow
  /// }
  /// ```
  ///
  /// - Throws: ``UndeclaredFieldError`` if the schema declares no field on `keyPath`.
  @discardableResult
  public func observeWillChange<Value: FieldValueRepresentable>(
    _ keyPath: WritableKeyPath<M, Value>,
    _ handler: @escaping @Sendable (FieldChangeEvent) -> ChangeVerdict
  ) throws(UndeclaredFieldError) -> ObservationToken {
    observeWillChange(field: try M.schema.fieldName(keyPath), handler)
  }

  /// Calls `handler` after every change.
  @discardableResult
  public func observeDidChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> Void
  )
    -> ObservationToken
  {
    state.withLock { state in
      let id = state.nextID()
      state.didChange[id] = handler
      return ObservationToken(id: id)
    }
  }

  /// Calls `handler` after every change of the field `name` of any entry.
  @discardableResult
  public func observeDidChange(
    field name: String, _ handler: @escaping @Sendable (FieldChangeEvent) -> Void
  ) -> ObservationToken {
    observeDidChange { change in
      for event in change.fieldChanges where event.field == name { handler(event) }
    }
  }

  /// Calls `handler` after every change of the field on `keyPath` of any entry.
  ///
  /// ```swift
  /// try editor.observeDidChange(\.title) { event in print(event.newValue) }
  /// ```
  ///
  /// - Throws: ``UndeclaredFieldError`` if the schema declares no field on `keyPath`.
  @discardableResult
  public func observeDidChange<Value: FieldValueRepresentable>(
    _ keyPath: WritableKeyPath<M, Value>, _ handler: @escaping @Sendable (FieldChangeEvent) -> Void
  ) throws(UndeclaredFieldError) -> ObservationToken {
    observeDidChange(field: try M.schema.fieldName(keyPath), handler)
  }

  /// Stops the observer `token` names.
  public func removeObserver(_ token: ObservationToken) {
    let stream = state.withLock { state in
      state.willChange[token.id] = nil
      state.didChange[token.id] = nil
      return state.streams.removeValue(forKey: token.id)
    }
    // Outside the lock: finishing runs the stream's termination handler, which takes it.
    stream?.finish()
  }

  /// The committed changes from now on, edits, undos and redos alike, in order.
  ///
  /// ```swift
  /// for await change in editor.changes() { print(change.actionName) }
  /// ```
  public func changes(bufferingNewest limit: Int = 1024) -> AsyncStream<DocumentChange<M>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: DocumentChange<M>.self, bufferingPolicy: .bufferingNewest(limit))
    let id = state.withLock { state in
      let id = state.nextID()
      state.streams[id] = continuation
      return id
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.streams.removeValue(forKey: id) }
    }
    return stream
  }

  private static func announce(_ change: DocumentChange<M>, in state: State) {
    for id in state.didChange.keys.sorted() { state.didChange[id]!(change) }
    for continuation in state.streams.values { continuation.yield(change) }
  }
}
