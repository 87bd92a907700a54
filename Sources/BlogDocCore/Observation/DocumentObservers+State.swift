extension DocumentObservers {
  /// A committed change, or a change of the history alone, waiting to be delivered.
  package struct Delivery: Sendable {
    /// What handlers and streams hear; `nil` for a change only Observation hears of.
    var change: DocumentChange<M>?
    /// What Observation hears.
    var keys: [DocumentObservationKey]
  }

  /// What the observers' lock guards: the handlers, the streams and the changes committed
  /// but not yet delivered to them.
  struct State {
    var nextObserverID = 0
    var willChange: [Int: @Sendable (DocumentChange<M>) -> ChangeVerdict] = [:]
    var didChange: [Int: @Sendable (DocumentChange<M>) -> Void] = [:]
    var streams: [Int: AsyncStream<DocumentChange<M>>.Continuation] = [:]
    /// Committed changes in commit order; those before `firstPending` are delivered.
    var pending: [Delivery?] = []
    var firstPending = 0
    /// Whether a thread is delivering `pending`: the one that queued into an empty queue.
    var isDelivering = false

    /// Adds `observer` to `observers` under a new id, and returns the id.
    mutating func add<Observer>(
      _ observer: Observer, to observers: WritableKeyPath<State, [Int: Observer]>
    ) -> Int {
      nextObserverID += 1
      self[keyPath: observers][nextObserverID] = observer
      return nextObserverID
    }

    /// Queues `deliveries`; returns whether the caller is to deliver them, because nobody
    /// is.
    mutating func enqueue(_ deliveries: [Delivery]) -> Bool {
      pending += deliveries.map { $0 }
      guard !isDelivering else { return false }
      isDelivering = true
      return true
    }

    /// Takes the next change to deliver and the did-change handlers and streams to
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
      let handlers = didChange.isEmpty ? [] : didChange.keys.sorted().map { didChange[$0]! }
      return (delivery, handlers, streams.isEmpty ? [] : Array(streams.values))
    }
  }
}
