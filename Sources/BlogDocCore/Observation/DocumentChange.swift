/// A change about to happen to, or just made to, a document: by an edit, an undo or a redo.
///
/// Observers see undo and redo as changes like any other, with the diff actually applied.
public struct DocumentChange<M: Model>: Sendable {
  public var origin: ChangeOrigin
  /// The transaction's name, or the name of the step undone or redone.
  public var actionName: String
  /// The change, as applied to ``oldDocument``.
  public var diff: DocumentDiff<M>
  public var oldDocument: ModelDocument<M>
  public var newDocument: ModelDocument<M>

  /// The change field by field, with old and new values (KVO's and RMModelObject's
  /// per-property view). Inserted and removed entries are not listed here.
  public var fieldChanges: [FieldChangeEvent] {
    diff.entryChanges.flatMap { change -> [FieldChangeEvent] in
      guard case .modified(let id, let fields, _) = change else { return [] }
      return fields.map {
        FieldChangeEvent(entryID: id, field: $0.field, oldValue: $0.before, newValue: $0.after, origin: origin)
      }
    }
  }
}

/// What made a change.
public enum ChangeOrigin: Hashable, Sendable {
  case edit
  case undo
  case redo
}

/// One field of one entry changing from `oldValue` to `newValue`.
public struct FieldChangeEvent: Hashable, Sendable {
  public var entryID: String
  public var field: String
  public var oldValue: FieldValue
  public var newValue: FieldValue
  public var origin: ChangeOrigin
}

/// A will-change observer's answer.
public enum ChangeVerdict: Hashable, Sendable {
  case allow
  /// Refuses the change; the reason is listed in the ``TransactionError``.
  case refuse(String)
}

/// Identifies an observer, to remove it with ``DocumentEditor/removeObserver(_:)``.
public struct ObservationToken: Hashable, Sendable {
  let id: Int
}
