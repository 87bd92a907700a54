extension DocumentEditor {
  /// What the editor's lock guards: the document, the history, the observers and the
  /// changes committed but not yet delivered to them.
  struct State {
    var document: ModelDocument<M>
    var history: History<M>
    /// What ``history`` says of undo, redo and saving, kept as the history changes.
    var historyState: HistoryState
    var nextObserverID = 0
    var willChange: [Int: @Sendable (DocumentChange<M>) -> ChangeVerdict] = [:]
    var didChange: [Int: @Sendable (DocumentChange<M>) -> Void] = [:]
    var streams: [Int: AsyncStream<DocumentChange<M>>.Continuation] = [:]
    /// Committed changes in commit order; those before `firstPending` are delivered.
    var pending: [Delivery?] = []
    var firstPending = 0
    /// Whether a thread is delivering `pending`: the one that queued into an empty queue.
    var isDelivering = false

    init(document: ModelDocument<M>, history: History<M>) {
      self.document = document
      self.history = history
      historyState = HistoryState(history)
    }

    /// Adds `observer` to `observers` under a new id, and returns the id.
    mutating func add<Observer>(
      _ observer: Observer, to observers: WritableKeyPath<State, [Int: Observer]>
    ) -> Int {
      nextObserverID += 1
      self[keyPath: observers][nextObserverID] = observer
      return nextObserverID
    }

    /// Queues, for delivery in commit order, what observers hear of a change just made to
    /// the document by `diff` (from `old`), and to the history when `historyBefore` is
    /// given; Observation hears of it only if the editor `isRead`. Every change of the
    /// history goes through here, which keeps ``historyState``.
    ///
    /// - Returns: The change, with the history's state now (`nil` for an empty diff), and
    ///   whether the caller is the one to deliver the queue (``DocumentEditor/deliverPending()``),
    ///   because nobody is.
    mutating func enqueue(
      _ origin: ChangeOrigin, actionName: String, diff: DocumentDiff<M>,
      from old: ModelDocument<M>, historyBefore: HistoryState?, isRead: Bool
    ) -> (change: DocumentChange<M>?, isFirst: Bool) {
      let historyNow = HistoryState(history)
      historyState = historyNow
      let change =
        diff.isEmpty
        ? nil
        : DocumentChange(
          origin: origin, actionName: actionName, diff: diff, oldDocument: old,
          newDocument: document, history: historyNow)
      let keys =
        !isRead
        ? []
        : EditorObservationKey.keys(of: diff)
          + (historyBefore.map { EditorObservationKey.keys(from: $0, to: historyNow) } ?? [])
      guard change != nil || !keys.isEmpty else { return (nil, false) }
      pending.append(Delivery(change: change, keys: keys))
      guard !isDelivering else { return (change, false) }
      isDelivering = true
      return (change, true)
    }

    /// Takes the next change to deliver and the did-change observers and streams to
    /// deliver it to, or says, when there is none, that nobody is delivering any more.
    mutating func nextDelivery() -> (
      Delivery, [@Sendable (DocumentChange<M>) -> Void],
      [AsyncStream<DocumentChange<M>>.Continuation]
    )? {
      guard firstPending < pending.count, let delivery = pending[firstPending] else {
        pending.removeAll(keepingCapacity: true)
        firstPending = 0
        isDelivering = false
        return nil
      }
      pending[firstPending] = nil
      firstPending += 1
      guard delivery.change != nil else { return (delivery, [], []) }
      let observers = didChange.isEmpty ? [] : didChange.keys.sorted().map { didChange[$0]! }
      return (delivery, observers, streams.isEmpty ? [] : Array(streams.values))
    }
  }

  /// A committed change, or a change of the history alone, waiting to be delivered.
  struct Delivery: Sendable {
    var change: DocumentChange<M>?
    var keys: [EditorObservationKey]
  }
}
