extension DocumentEditor {
  /// What the editor's lock guards: the document and the history.
  struct State {
    var document: ModelDocument<M>
    var history: History<M>
    /// What ``history`` says of undo, redo and saving, kept as the history changes.
    var historyState: HistoryState

    init(document: ModelDocument<M>, history: History<M>) {
      self.document = document
      self.history = history
      historyState = HistoryState(history)
    }

    /// What `observers` hear of a change just made to the document by `diff` (from
    /// `old`), and to the history when `historyBefore` is given. Every change of the
    /// history goes through here, which keeps ``historyState``.
    ///
    /// - Returns: The change, with the history's state now (`nil` for an empty diff), and
    ///   what to queue for its observers (`nil` when there is nothing to hear).
    mutating func commit(
      _ origin: ChangeOrigin, actionName: String, diff: DocumentDiff<M>,
      from old: ModelDocument<M>, historyBefore: HistoryState?,
      observers: DocumentObservers<M>
    ) -> (change: DocumentChange<M>?, delivery: DocumentObservers<M>.Delivery?) {
      let historyNow = HistoryState(history)
      historyState = historyNow
      let change =
        diff.isEmpty
        ? nil
        : DocumentChange(
          origin: origin, actionName: actionName, diff: diff, oldDocument: old,
          newDocument: document, history: historyNow)
      return (
        change,
        observers.delivery(
          of: change, diff: diff, historyBefore: historyBefore, historyAfter: historyNow)
      )
    }
  }
}
