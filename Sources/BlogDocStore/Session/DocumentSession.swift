import BlogDocCore
import Observation
import Synchronization

/// One document file open for editing over a long time, as a GUI keeps it, with every
/// change going through the journaled store and every change, made here or by another
/// process, reaching observers.
///
/// A ``DocumentStore`` is what one command holds while it works: it takes the workspace's
/// lock and keeps it. A window that shows a document for hours must not keep it, or no
/// other program could write in the meantime. A session holds the document in memory and
/// opens the store only for an operation: each ``transaction(_:_:)`` is one journaled
/// operation, exactly the one `TOOL edit` makes for the same change (the same file bytes,
/// the same log line), and ``undo(policy:)`` and ``redo(policy:)`` are `TOOL undo FILE` and
/// `TOOL redo FILE`. ``canUndo``, ``canRedo`` and the action names come from the journal.
///
/// It takes part in Swift's Observation: `withObservationTracking` on ``document``, on
/// one entry through ``subscript(id:)``, or on ``canUndo`` sees the changes it read, and
/// only those. Handlers and streams hear every change as a `DocumentChange`, whether an
/// edit, an undo, a redo or a change another process wrote (origin `.external`, found by
/// ``refresh()`` or ``watch(every:)``).
///
/// ```swift
/// let session = try DocumentSession.open(Recipe.self, at: file, options: options)
/// try session.transaction("Serve four") { proxy in
///   try proxy.update(id: "pancakes") { $0.servings = 4 }
/// }
/// print(session.undoActionName ?? "-", session[id: "pancakes"]!.servings)
/// // Prints "Serve four 4"
/// try session.undo()
/// ```
///
/// Operations are serialized, and no handler runs under a lock the session's readers
/// take: a handler may read the session, and may start another operation, which runs once
/// the current one has released the store.
///
/// - Complexity: Reading the document is O(1), an entry O(log *n*). An operation costs
///   what the store's costs, plus reading the journal's last records for the undo state
///   (see ``DocumentStore/nextOperation(_:file:)``); undo and redo decode the file once
///   more. The session keeps the file's bytes in memory beside the document, to tell a
///   change another program made without decoding the file.
public final class DocumentSession<M: Model>: Sendable {
  /// The document's path, as given.
  public let path: String
  /// The program and models the store opens with.
  public let options: StoreOptions
  /// Where the store's notices go (warnings, notes), as they happen.
  public let report: @Sendable (StoreNotice) -> Void

  /// What readers see; changed only after the store has released its lock.
  let state: Mutex<Snapshot>
  /// Held while an operation has the store open, so that one process never waits on its
  /// own lock; never while a handler runs.
  let writer = DocumentWriter()
  /// Handlers, streams, Observation, and the changes waiting for them.
  let observers = DocumentObservers<M>()

  /// The document as it stands in the file, with what the journal says about it.
  struct Snapshot: Sendable {
    var document: ModelDocument<M>
    /// The file's bytes when it was last read or written.
    var bytes: [UInt8]
    /// The id of the journal's last record when it was last read (`nil`: no journal).
    var journalEnd: Int?
    /// What `undo FILE` would take next, as the log names it.
    var undoActionName: String?
    /// What `redo FILE` would take next, as the log names it.
    var redoActionName: String?
  }

  init(
    path: String, options: StoreOptions, snapshot: Snapshot,
    report: @escaping @Sendable (StoreNotice) -> Void
  ) {
    self.path = path
    self.options = options
    self.report = report
    self.state = Mutex(snapshot)
  }

  /// Reads the document at `path` and its undo state.
  ///
  /// The store is opened only while reading (so an operation a crash interrupted is
  /// settled first, as every command does), and only when the document has a history.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read (`.notFound`, exit code 66) or
  ///   the lock stays busy (`.lockBusy`, 75); `ArchiveError` when it is not a valid
  ///   document.
  public static func open(
    _ type: M.Type, at path: String, options: StoreOptions,
    report: @escaping @Sendable (StoreNotice) -> Void = { _ in }
  ) throws -> DocumentSession<M> {
    let snapshot = try withStore(
      forDocumentAt: path, creating: false, options: options, report: report
    ) {
      try Snapshot.read(path, in: $0)
    }
    return DocumentSession(path: path, options: options, snapshot: snapshot, report: report)
  }

  // MARK: - Reading

  /// The document as last read or written.
  public var document: ModelDocument<M> {
    observers.access(.document)
    return state.withLock { $0.document }
  }

  /// The ids of the entries, in order. Observing it observes inserts, removals and moves.
  public var ids: [String] {
    observers.access(.ids)
    return state.withLock { $0.document.ids }
  }

  /// The number of entries. Observing it observes inserts and removals.
  public var count: Int {
    observers.access(.count)
    return state.withLock { $0.document.count }
  }

  /// The entry with id `id`, or `nil`. Observing it observes every change of that entry,
  /// and none of another.
  ///
  /// - Complexity: O(log *n*).
  public subscript(id id: String) -> M? {
    observers.access(.entry(id))
    return state.withLock { $0.document[id: id] }
  }

  /// The value on `keyPath` of the entry with id `id`, or `nil` when there is no such
  /// entry. Observing it observes that field of that entry alone (and the entry's coming
  /// and going): what a view model's property reads.
  ///
  /// ```swift
  /// var title: String { session.value(\.title, ofEntry: "groceries") ?? "" }
  /// ```
  ///
  /// A key path that is not a field of the schema (the id, a computed property) observes
  /// the whole entry, as ``subscript(id:)`` does.
  ///
  /// - Complexity: O(log *n*).
  public func value<Value>(_ keyPath: KeyPath<M, Value>, ofEntry id: String) -> Value? {
    observers.access(.value(keyPath, ofEntry: id))
    let entry = state.withLock { $0.document[id: id] }
    return entry?[keyPath: keyPath]
  }

  /// Whether `undo` would find an operation on this document to undo.
  public var canUndo: Bool {
    observers.access(.canUndo)
    return state.withLock { $0.undoActionName != nil }
  }

  /// Whether `redo` would find an operation on this document to redo.
  public var canRedo: Bool {
    observers.access(.canRedo)
    return state.withLock { $0.redoActionName != nil }
  }

  /// The log message of the operation `undo` would undo (`Set servings`), for an Undo
  /// menu item; `nil` when there is none.
  public var undoActionName: String? {
    observers.access(.undoActionName)
    return state.withLock { $0.undoActionName }
  }

  /// The log message of the operation `redo` would redo, for a Redo menu item; `nil`
  /// when there is none.
  public var redoActionName: String? {
    observers.access(.redoActionName)
    return state.withLock { $0.redoActionName }
  }
}

extension DocumentSession: Observable {}

extension DocumentSession.Snapshot {
  /// The document at `path` and, from `store` (`nil` when it has no history yet), its
  /// undo state.
  static func read(_ path: String, in store: DocumentStore?) throws -> Self {
    let (decoded, bytes) = try DocumentFile.readWithBytes(M.self, from: path)
    var snapshot = Self(document: decoded.document, bytes: bytes)
    try snapshot.readHistory(of: path, in: store)
    return snapshot
  }

  /// Takes the journal's end and the undo state of the document at `path` from `store`.
  mutating func readHistory(of path: String, in store: DocumentStore?) throws {
    journalEnd = store?.journal.state.lastID
    undoActionName = try store?.nextOperation(.undo, file: path)?.message
    redoActionName = try store?.nextOperation(.redo, file: path)?.message
  }

  /// The undo state, as observers see it.
  var historyState: HistoryState {
    HistoryState(undoActionName: undoActionName, redoActionName: redoActionName)
  }
}
