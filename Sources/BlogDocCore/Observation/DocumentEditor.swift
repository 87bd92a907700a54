import Observation
import Synchronization

/// A document, its undo history and its observers, shared safely between threads and tasks,
/// and observable by SwiftUI-style code.
///
/// Every edit is a transaction: the body edits a proxy, the touched entries are validated,
/// will-change observers may refuse, and only then the document changes, the history
/// records the diff and did-change observers and ``changes(bufferingNewest:)`` streams hear of it.
/// Undo and redo go through the same observers.
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
/// ## Observation
///
/// The editor is `Observable`, field by field: `withObservationTracking` (and so a SwiftUI
/// view, or a `@MainActor @Observable` view model whose properties read the editor) is told
/// of a change only to what it read.
///
/// | read | changes when |
/// |---|---|
/// | ``value(_:ofEntry:)`` | that field of that entry changes, or the entry comes or goes |
/// | ``subscript(id:)`` | any field of that entry changes, or the entry comes or goes |
/// | ``ids`` | an entry is inserted, removed or moved |
/// | ``count`` | an entry is inserted or removed |
/// | ``document`` | anything in the document changes |
/// | ``canUndo``, ``canRedo``, ``undoActionName``, ``redoActionName``, ``isDirty`` | that value changes |
/// | ``history`` | the history changes |
///
/// Observers are told after the change is made, so one that reads the editor at once sees
/// the new state.
///
/// ## Threads, locks and order
///
/// Writers (transactions, undo, redo, groups, ``markSaved()``, ``adopt(_:history:actionName:)``)
/// run one at a time, so concurrent transactions never lose an update. Readers take a short
/// lock of their own and never wait for a writer's body or observers.
///
/// - A transaction's body and will-change observers run while their writer is the only one,
///   before anything changes: they may read the editor, which shows the state before the
///   change, but may not change it (such a transaction, undo or redo throws a
///   ``TransactionError``; a group, ``markSaved()`` or ``adopt(_:history:actionName:)``
///   stops the program).
/// - Did-change observers, streams and Observation run after the change, with no lock held:
///   they may read the editor and change it. Changes are delivered one at a time, in the
///   order they were committed, on the thread of a writer that committed one of them. A
///   change made from a did-change observer is delivered after the current one, once every
///   observer has heard of it; so is a change committed on another thread while one is
///   being delivered, and its writer may return before its observers have heard of it.
public final class DocumentEditor<M: Model>: Sendable {
  let state: Mutex<State>
  /// Lets one writer at a time at work: its body and will-change observers run under it.
  private let writer = DocumentWriter()
  /// Handlers, streams, Observation, and the changes waiting for them. Observation is
  /// skipped until anything reads the editor (measured: a third of an edit's cost).
  let observers = DocumentObservers<M>()

  /// Makes an editor of `document`, recording into `history` (empty by default).
  public init(document: ModelDocument<M>, history: History<M> = History()) {
    state = Mutex(State(document: document, history: history))
  }

  // MARK: - Reading

  /// A snapshot of the document. Observing it observes every change of the document.
  public var document: ModelDocument<M> {
    access(.document)
    return state.withLock { $0.document }
  }

  /// A snapshot of the history.
  public var history: History<M> {
    access(.history)
    return state.withLock { $0.history }
  }

  /// Whether the history has a step to undo.
  public var canUndo: Bool {
    access(.canUndo)
    return state.withLock { $0.history.canUndo }
  }

  /// Whether the history has a step to redo.
  public var canRedo: Bool {
    access(.canRedo)
    return state.withLock { $0.history.canRedo }
  }

  /// The name of the step ``undo(policy:)`` would revert, for an "Undo Rename" menu item.
  public var undoActionName: String? {
    access(.undoActionName)
    return state.withLock { $0.history.undoActionName }
  }

  /// The name of the step ``redo(policy:)`` would apply again.
  public var redoActionName: String? {
    access(.redoActionName)
    return state.withLock { $0.history.redoActionName }
  }

  /// Whether the document differs from the one last marked saved (``markSaved()``).
  public var isDirty: Bool {
    access(.isDirty)
    return state.withLock { $0.history.isDirty }
  }

  /// The ids of the entries, in order. Observing them observes inserts, removals and moves.
  ///
  /// - Complexity: O(1).
  public var ids: [String] {
    access(.ids)
    return state.withLock { $0.document.ids }
  }

  /// The number of entries. Observing it observes inserts and removals.
  public var count: Int {
    access(.count)
    return state.withLock { $0.document.count }
  }

  /// The entry with the id `id`, or `nil`. Observing it observes every change of that entry,
  /// and none of another.
  ///
  /// ```swift
  /// print(editor[id: "hello"]?.title ?? "-")
  /// // Prints "Hello"
  /// ```
  ///
  /// - Complexity: O(log *n*).
  public subscript(id id: String) -> M? {
    access(.entry(id))
    return state.withLock { $0.document[id: id] }
  }

  /// The value on `keyPath` of the entry with the id `id`, or `nil` when there is no such
  /// entry. Observing it observes that field of that entry alone (and the entry's coming and
  /// going): what a view model's property reads.
  ///
  /// ```swift
  /// var title: String { editor.value(\.title, ofEntry: "hello") ?? "" }
  /// ```
  ///
  /// A key path that is not a field of the schema (the id, a computed property) observes the
  /// whole entry, as ``subscript(id:)`` does.
  ///
  /// - Complexity: O(log *n*).
  public func value<Value>(_ keyPath: KeyPath<M, Value>, ofEntry id: String) -> Value? {
    access(.value(keyPath, ofEntry: id))
    let entry = state.withLock { $0.document[id: id] }
    return entry?[keyPath: keyPath]
  }

  // MARK: - Changing

  /// Runs `body` as one all-or-nothing transaction and records it in the history.
  ///
  /// `body` may read the editor (it shows the document before the transaction) but not
  /// change it.
  ///
  /// - Returns: The committed diff (empty when nothing changed; nothing is then recorded).
  /// - Throws: ``TransactionError`` listing every violated rule and every observer's
  ///   refusal, or what `body` throws. The document and history are then unchanged.
  @discardableResult
  public func transaction(
    _ actionName: String, metadata: [String: String] = [:], date: Timestamp = .now(),
    _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> DocumentDiff<M> {
    let (diff, delivers) = try write(actionName) { () throws -> (DocumentDiff<M>, Bool) in
      let (old, history) = state.withLock { ($0.document, $0.historyState) }
      var document = old
      let diff = try document.transaction(actionName, body)
      guard !diff.isEmpty else { return (diff, false) }
      try askWillChange(
        DocumentChange(
          origin: .edit, actionName: actionName, diff: diff, oldDocument: old,
          newDocument: document, history: history))
      let committed = state.withLock { state in
        state.document = document
        state.history.record(diff, actionName: actionName, date: date, metadata: metadata)
        return state.commit(
          .edit, actionName: actionName, diff: diff, from: old, historyBefore: history,
          observers: observers)
      }
      return (diff, observers.enqueue(committed.delivery.map { [$0] } ?? []))
    }
    if delivers { observers.deliverPending() }
    return diff
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
    let name = origin == .undo ? "Undo" : "Redo"
    let (change, delivers) = try write(name) { () throws -> (DocumentChange<M>?, Bool) in
      // The history moves in place once observers allow it: a copy would copy every step.
      let (old, history, planned, document) = try state.withLock { state in
        var document = state.document
        let planned =
          origin == .undo
          ? try state.history.plannedUndo(&document, policy: policy)
          : try state.history.plannedRedo(&document, policy: policy)
        return (state.document, state.historyState, planned, document)
      }
      guard let planned else { return (nil, false) }
      let actionName = planned.move.step.actionName
      let diff = planned.move.appliedDiff
      try askWillChange(
        DocumentChange(
          origin: origin, actionName: actionName, diff: diff, oldDocument: old,
          newDocument: document, history: history))
      let committed = state.withLock { state in
        state.history.finish(planned)
        state.document = document
        return state.commit(
          origin, actionName: actionName, diff: diff, from: old, historyBefore: history,
          observers: observers)
      }
      return (committed.change, observers.enqueue(committed.delivery.map { [$0] } ?? []))
    }
    if delivers { observers.deliverPending() }
    return change
  }

  /// Takes `document`, and `history` when given, as the editor's own, and tells observers
  /// as of any change, with the origin ``ChangeOrigin/external``: how a change another
  /// process wrote, read back from the store, reaches observers.
  ///
  /// ```swift
  /// editor.adopt(reread, actionName: "Edit")  // did-change observers hear "Edit", external
  /// ```
  ///
  /// Will-change observers are not asked: the change has already happened.
  ///
  /// - Returns: The change, or `nil` when the document is the same (observers of the
  ///   history still hear of a new `history`).
  /// - Complexity: O(*c* log *n*) for *c* changed entries.
  @discardableResult
  public func adopt(
    _ document: ModelDocument<M>, history: History<M>? = nil, actionName: String
  ) -> DocumentChange<M>? {
    let (change, delivers) = writeOrStop("adopt(_:history:actionName:)") {
      let committed = state.withLock { state in
        let old = state.document
        let diff = document.difference(from: old)
        let before = state.historyState
        state.document = document
        if let history { state.history = history }
        return state.commit(
          .external, actionName: actionName, diff: diff, from: old,
          historyBefore: history == nil ? nil : before, observers: observers)
      }
      return (committed.change, observers.enqueue(committed.delivery.map { [$0] } ?? []))
    }
    if delivers { observers.deliverPending() }
    return change
  }

  /// Marks the current state as saved (see ``History/isDirty``).
  public func markSaved() {
    changeHistory("markSaved()") { $0.markSaved() }
  }

  /// Opens a history group: the transactions until ``endGroup()`` undo as one step.
  public func beginGroup(_ actionName: String) {
    changeHistory("beginGroup(_:)") { $0.beginGroup(actionName) }
  }

  /// Closes the innermost history group.
  public func endGroup() {
    changeHistory("endGroup()") { _ = $0.endGroup() }
  }

  private func changeHistory(_ operation: String, _ body: (inout History<M>) -> Void) {
    let delivers = writeOrStop(operation) {
      let committed = state.withLock { state in
        let before = state.historyState
        body(&state.history)
        return state.commit(
          .edit, actionName: "", diff: DocumentDiff(), from: state.document,
          historyBefore: before, observers: observers)
      }
      return observers.enqueue(committed.delivery.map { [$0] } ?? [])
    }
    if delivers { observers.deliverPending() }
  }

  // MARK: - Writers

  /// Runs `body` as the one writer, or throws when this editor's writer is already at work
  /// on this thread (a transaction's body or a will-change observer changing the editor).
  private func write<Result: Sendable>(
    _ actionName: String, _ body: () throws -> Result
  ) throws -> Result {
    try writer.run(
      actionName,
      refusal:
        "A transaction's body or a will-change observer cannot change the editor it runs in.",
      body)
  }

  /// Runs `body` as the one writer, or stops the program when this editor's writer is
  /// already at work on this thread.
  private func writeOrStop<Result: Sendable>(
    _ operation: String, _ body: () -> Result
  ) -> Result {
    do {
      return try write(operation, body)
    } catch {
      preconditionFailure(
        "DocumentEditor.\(operation) was called from a transaction's body or a will-change "
          + "observer of the same editor.")
    }
  }

  /// Asks every will-change observer about `change`, with no lock held, and throws their
  /// refusals.
  private func askWillChange(_ change: @autoclosure () -> DocumentChange<M>) throws {
    try observers.askWillChange(change())
  }

  /// Tells a `withObservationTracking` that runs now that it read `key`.
  private func access(_ key: DocumentObservationKey) {
    observers.access(key)
  }
}

extension DocumentEditor: Observable {}
