extension DocumentChange {
  /// A change with the undo state given as values: for a document whose history is not a
  /// `History` in memory (the journal of `BlogDocStore`'s `DocumentSession`, say).
  package init(
    origin: ChangeOrigin, actionName: String, diff: DocumentDiff<M>,
    oldDocument: ModelDocument<M>, newDocument: ModelDocument<M>, canUndo: Bool, canRedo: Bool,
    undoActionName: String?, redoActionName: String?
  ) {
    self.origin = origin
    self.actionName = actionName
    self.diff = diff
    self.oldDocument = oldDocument
    self.newDocument = newDocument
    self.canUndo = canUndo
    self.canRedo = canRedo
    self.undoActionName = undoActionName
    self.redoActionName = redoActionName
  }
}
