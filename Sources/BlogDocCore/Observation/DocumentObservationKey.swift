/// One thing a reader of a ``DocumentEditor`` (or of `BlogDocStore`'s `DocumentSession`) can
/// observe; a change tells Observation of exactly the keys it touched.
package enum DocumentObservationKey: Hashable, Sendable {
  /// The whole document (``DocumentEditor/document``).
  case document
  /// The ids of the entries and their order (``DocumentEditor/ids``).
  case ids
  /// The number of entries (``DocumentEditor/count``).
  case count
  /// One entry (``DocumentEditor/subscript(id:)``).
  case entry(String)
  /// One field of one entry (``DocumentEditor/value(_:ofEntry:)``).
  case field(entry: String, name: String)
  /// The whole history (``DocumentEditor/history``).
  case history
  case canUndo
  case canRedo
  case undoActionName
  case redoActionName
  case isDirty

  /// The key path Observation tracks for the key.
  package var keyPath: KeyPath<DocumentKeyPaths, Void> {
    switch self {
    case .document: \.document
    case .ids: \.ids
    case .count: \.count
    case .entry(let id): \.[entry: id]
    case .field(let id, let name): \.[entry: id, field: name]
    case .history: \.history
    case .canUndo: \.canUndo
    case .canRedo: \.canRedo
    case .undoActionName: \.undoActionName
    case .redoActionName: \.redoActionName
    case .isDirty: \.isDirty
    }
  }

  /// The key a reader of the value on `keyPath` of the entry `id` observes: the field's,
  /// or the whole entry's when `keyPath` is not a field of the schema.
  package static func value<M: Model, Value>(
    _ keyPath: KeyPath<M, Value>, ofEntry id: String
  ) -> Self {
    M.schema.field(keyPath).map { .field(entry: id, name: $0.name) } ?? .entry(id)
  }

  /// The keys `diff` changes, each once, in the order the diff lists them, the document's
  /// last; none for an empty diff.
  ///
  /// An entry that comes or goes changes every one of its fields: a reader of a field of
  /// an entry that is not there read `nil`.
  ///
  /// - Complexity: O(*c* + *f*) for *c* changed fields and *f* fields in the schema for
  ///   each entry inserted or removed.
  package static func keys<M: Model>(of diff: DocumentDiff<M>) -> [Self] {
    guard !diff.isEmpty else { return [] }
    var keys: [Self] = []
    var seen: Set<Self> = []
    func add(_ key: Self) {
      if seen.insert(key).inserted { keys.append(key) }
    }
    for change in diff.entryChanges {
      switch change {
      case .inserted(let entry, _), .removed(let entry, _):
        add(.ids)
        add(.count)
        add(.entry(entry.id))
        for field in M.schema.fields { add(.field(entry: entry.id, name: field.name)) }
      case .moved:
        add(.ids)
      case .modified(let id, let fields, _):
        add(.entry(id))
        for field in fields { add(.field(entry: id, name: field.field)) }
      }
    }
    add(.document)
    return keys
  }

  /// The keys of the history's values that differ between `old` and `new`, and the whole
  /// history's.
  package static func keys(from old: HistoryState, to new: HistoryState) -> [Self] {
    var keys: [Self] = [.history]
    if old.canUndo != new.canUndo { keys.append(.canUndo) }
    if old.canRedo != new.canRedo { keys.append(.canRedo) }
    if old.undoActionName != new.undoActionName { keys.append(.undoActionName) }
    if old.redoActionName != new.redoActionName { keys.append(.redoActionName) }
    if old.isDirty != new.isDirty { keys.append(.isDirty) }
    return keys
  }
}
