import Observation
import Synchronization

/// The observers of one observable document, and the queue that delivers its changes to
/// them: what ``DocumentEditor`` and `BlogDocStore`'s `DocumentSession` share.
///
/// It holds the will-change and did-change handlers, the streams (and the main-actor
/// handlers that loop over them), the Observation registrar with its
/// ``DocumentObservationKey``s, and the changes committed but not yet delivered. A document
/// queues each change (``enqueue(_:)``) while its writer is the only one, so the queue is in
/// commit order, and the writer that queued into an empty queue delivers it
/// (``deliverPending()``) once it holds no lock: Observation first, then did-change
/// handlers in the order they were added, then streams. A change queued while the queue is
/// delivered, by a handler or on another thread, is delivered by the same loop, after the
/// current one.
///
/// Observation is told of a change only once something read the document
/// (``access(_:)``): until then, computing the keys would cost a third of an edit.
package final class DocumentObservers<M: Model>: Sendable {
  private let state = Mutex(State())
  private let registrar = ObservationRegistrar()
  /// Whether anything ever read the document, so that Observation may be tracking it.
  private let isRead = Atomic(false)

  package init() {}

  // MARK: - Observation

  /// Tells a `withObservationTracking` that runs now that it read `key`.
  package func access(_ key: DocumentObservationKey) {
    if !isRead.load(ordering: .sequentiallyConsistent) {
      isRead.store(true, ordering: .sequentiallyConsistent)
    }
    registrar.access(DocumentKeyPaths.root, keyPath: key.keyPath)
  }

  /// What observers hear of a change made: `change` (`nil` for a change of the history
  /// alone) and, when anything read the document, the keys of the values that `diff` and
  /// the move of the history from `historyBefore` (when given) to `historyAfter` changed.
  ///
  /// - Returns: `nil` when there is nothing to hear.
  /// - Complexity: O(*c*) for *c* changed fields, when anything read the document; O(1)
  ///   otherwise.
  package func delivery(
    of change: DocumentChange<M>?, diff: DocumentDiff<M>, historyBefore: HistoryState?,
    historyAfter: HistoryState
  ) -> Delivery? {
    let keys =
      !isRead.load(ordering: .sequentiallyConsistent)
      ? []
      : DocumentObservationKey.keys(of: diff)
        + (historyBefore.map { DocumentObservationKey.keys(from: $0, to: historyAfter) } ?? [])
    guard change != nil || !keys.isEmpty else { return nil }
    return Delivery(change: change, keys: keys)
  }

  // MARK: - Delivering

  /// Queues `deliveries`, in order, after those queued before.
  ///
  /// - Returns: Whether the caller is the one to deliver the queue (``deliverPending()``),
  ///   because nobody is.
  package func enqueue(_ deliveries: [Delivery]) -> Bool {
    guard !deliveries.isEmpty else { return false }
    return state.withLock { $0.enqueue(deliveries) }
  }

  /// Delivers the queued changes, one at a time and in commit order, with no lock held:
  /// Observation first, then did-change handlers in the order they were added, then
  /// streams. Only the caller ``enqueue(_:)`` chose calls it.
  package func deliverPending() {
    while let (delivery, handlers, streams) = state.withLock({ $0.nextDelivery() }) {
      for key in delivery.keys {
        // The change is already made: an observer that reads the document sees it.
        registrar.withMutation(of: DocumentKeyPaths.root, keyPath: key.keyPath) {}
      }
      guard let change = delivery.change else { continue }
      for handler in handlers { handler(change) }
      for stream in streams { stream.yield(change) }
    }
  }

  /// Asks every will-change handler, in the order they were added, about `change`, with no
  /// lock held, and throws their refusals as a ``TransactionError``.
  package func askWillChange(_ change: @autoclosure () -> DocumentChange<M>) throws {
    let handlers = state.withLock { state in
      state.willChange.isEmpty ? [] : state.willChange.keys.sorted().map { state.willChange[$0]! }
    }
    guard !handlers.isEmpty else { return }
    let change = change()
    let refusals = handlers.compactMap { handler -> String? in
      if case .refuse(let reason) = handler(change) { return reason }
      return nil
    }
    guard refusals.isEmpty else {
      throw TransactionError(actionName: change.actionName, vetoes: refusals)
    }
  }

  // MARK: - Adding and removing

  /// Adds `handler`, asked before every change.
  package func addWillChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> ChangeVerdict
  ) -> ObservationToken {
    ObservationToken(id: state.withLock { $0.add(handler, to: \.willChange) })
  }

  /// Adds `handler`, asked before every change of the field `name` of any entry; one
  /// refusal refuses the whole change.
  package func addWillChange(
    field name: String, _ handler: @escaping @Sendable (FieldChangeEvent) -> ChangeVerdict
  ) -> ObservationToken {
    addWillChange { change in
      for event in change.fieldChanges where event.field == name {
        if case .refuse(let reason) = handler(event) { return .refuse(reason) }
      }
      return .allow
    }
  }

  /// Adds `handler`, told after every change.
  package func addDidChange(
    _ handler: @escaping @Sendable (DocumentChange<M>) -> Void
  ) -> ObservationToken {
    ObservationToken(id: state.withLock { $0.add(handler, to: \.didChange) })
  }

  /// Adds `handler`, told after every change of the field `name` of any entry.
  package func addDidChange(
    field name: String, _ handler: @escaping @Sendable (FieldChangeEvent) -> Void
  ) -> ObservationToken {
    addDidChange { change in
      for event in change.fieldChanges where event.field == name { handler(event) }
    }
  }

  /// Stops the handler or stream `token` names.
  package func remove(_ token: ObservationToken) {
    let stream = state.withLock { state in
      state.willChange[token.id] = nil
      state.didChange[token.id] = nil
      return state.streams.removeValue(forKey: token.id)
    }
    // Outside the lock: finishing runs the stream's termination handler, which takes it.
    stream?.finish()
  }

  /// A stream of the changes from now on; when more than `limit` wait, the oldest are
  /// dropped.
  package func changes(bufferingNewest limit: Int) -> AsyncStream<DocumentChange<M>> {
    makeStream(bufferingNewest: limit).stream
  }

  /// Calls `handler` on the main actor after every change, in a task that loops over a
  /// stream of at most `limit` waiting changes.
  package func addDidChange(
    onMainActor handler: @escaping @MainActor (DocumentChange<M>) -> Void,
    bufferingNewest limit: Int
  ) -> ObservationToken {
    let (id, stream) = makeStream(bufferingNewest: limit)
    Task { @MainActor in
      for await change in stream { handler(change) }
    }
    return ObservationToken(id: id)
  }

  private func makeStream(
    bufferingNewest limit: Int
  ) -> (id: Int, stream: AsyncStream<DocumentChange<M>>) {
    let (stream, continuation) = AsyncStream.makeStream(
      of: DocumentChange<M>.self, bufferingPolicy: .bufferingNewest(limit))
    let id = state.withLock { $0.add(continuation, to: \.streams) }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.streams.removeValue(forKey: id) }
    }
    return (id, stream)
  }
}
