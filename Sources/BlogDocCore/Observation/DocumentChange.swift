/// A change about to happen to, or just made to, a document: by an edit, an undo, a redo or
/// another process.
///
/// Observers see undo and redo as changes like any other, with the diff actually applied.
/// The history's state after the change comes with it, so a handler can enable an Undo
/// button without reading the editor:
///
/// ```swift
/// editor.observeDidChange { change in
///   print(change.canUndo, change.undoActionName ?? "-")
/// }
/// try editor.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
/// // Prints "true Rename"
/// ```
public struct DocumentChange<M: Model>: Sendable {
  /// Whether an edit, an undo, a redo or another process made the change.
  public var origin: ChangeOrigin
  /// The transaction's name, or the name of the step undone or redone.
  public var actionName: String
  /// The change, as applied to ``oldDocument``.
  public var diff: DocumentDiff<M>
  /// The document before the change.
  public var oldDocument: ModelDocument<M>
  /// The document after the change.
  public var newDocument: ModelDocument<M>
  /// Whether the history has a step to undo after the change. A will-change observer, asked
  /// before the history moves, sees the history as it is then.
  public var canUndo: Bool
  /// Whether the history has a step to redo after the change (before it, for a will-change
  /// observer).
  public var canRedo: Bool
  /// The name of the step an undo would revert after the change, for an "Undo Rename" menu
  /// item; `nil` when there is none (before the change, for a will-change observer).
  public var undoActionName: String?
  /// The name of the step a redo would apply again after the change; `nil` when there is
  /// none (before the change, for a will-change observer).
  public var redoActionName: String?

  /// A change of `oldDocument` into `newDocument` by `diff`, with the history in `history`.
  package init(
    origin: ChangeOrigin, actionName: String, diff: DocumentDiff<M>,
    oldDocument: ModelDocument<M>, newDocument: ModelDocument<M>, history: HistoryState
  ) {
    self.origin = origin
    self.actionName = actionName
    self.diff = diff
    self.oldDocument = oldDocument
    self.newDocument = newDocument
    canUndo = history.canUndo
    canRedo = history.canRedo
    undoActionName = history.undoActionName
    redoActionName = history.redoActionName
  }

  /// The change field by field, with old and new values (KVO's and RMModelObject's
  /// per-property view). Inserted and removed entries are not listed here.
  public var fieldChanges: [FieldChangeEvent] {
    diff.entryChanges.flatMap { change -> [FieldChangeEvent] in
      guard case .modified(let id, let fields, _) = change else { return [] }
      return fields.map {
        FieldChangeEvent(
          entryID: id, field: $0.field, oldValue: $0.before, newValue: $0.after, origin: origin)
      }
    }
  }
}

/// What made a change.
public enum ChangeOrigin: Hashable, Sendable {
  /// A transaction committed an edit.
  case edit
  /// Undo applied a step's inverse.
  case undo
  /// Redo applied a step again.
  case redo
  /// Another process wrote the change; it was read back from the store
  /// (``DocumentEditor/adopt(_:history:actionName:)``). Will-change observers are not asked:
  /// the change has already happened.
  case external
}

/// One field of one entry changing from `oldValue` to `newValue`.
public struct FieldChangeEvent: Hashable, Sendable {
  /// The id of the entry whose field changed.
  public var entryID: String
  /// The field's name in the schema.
  public var field: String
  /// The value before the change.
  public var oldValue: FieldValue
  /// The value after the change.
  public var newValue: FieldValue
  /// Whether an edit, an undo, a redo or another process made the change.
  public var origin: ChangeOrigin
}

/// A will-change observer's answer.
public enum ChangeVerdict: Hashable, Sendable {
  /// Lets the change happen.
  case allow
  /// Refuses the change; the reason is listed in the ``TransactionError``.
  case refuse(String)
}

/// Identifies an observer, to remove it with ``DocumentEditor/removeObserver(_:)``.
public struct ObservationToken: Hashable, Sendable {
  let id: Int
}
