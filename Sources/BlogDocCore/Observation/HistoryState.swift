/// What a history says to an Undo button and a window's "edited" mark: the values of a
/// ``History`` that ``DocumentEditor`` observers see change.
struct HistoryState: Hashable, Sendable {
  var canUndo: Bool
  var canRedo: Bool
  var undoActionName: String?
  var redoActionName: String?
  var isDirty: Bool

  /// The state of `history`.
  ///
  /// - Complexity: O(1).
  init<M: Model>(_ history: History<M>) {
    canUndo = history.canUndo
    canRedo = history.canRedo
    undoActionName = history.undoActionName
    redoActionName = history.redoActionName
    isDirty = history.isDirty
  }
}
