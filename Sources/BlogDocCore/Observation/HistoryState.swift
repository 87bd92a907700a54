/// What a history says to an Undo button and a window's "edited" mark: the values of a
/// ``History`` that ``DocumentEditor`` observers see change.
package struct HistoryState: Hashable, Sendable {
  package var canUndo: Bool
  package var canRedo: Bool
  package var undoActionName: String?
  package var redoActionName: String?
  package var isDirty: Bool

  /// The state of `history`.
  ///
  /// - Complexity: O(1).
  package init<M: Model>(_ history: History<M>) {
    canUndo = history.canUndo
    canRedo = history.canRedo
    undoActionName = history.undoActionName
    redoActionName = history.redoActionName
    isDirty = history.isDirty
  }

  /// The state of a history kept elsewhere (a journal), by its action names: there is a
  /// step to undo when there is a name for it.
  package init(undoActionName: String?, redoActionName: String?, isDirty: Bool = false) {
    canUndo = undoActionName != nil
    canRedo = redoActionName != nil
    self.undoActionName = undoActionName
    self.redoActionName = redoActionName
    self.isDirty = isDirty
  }
}
