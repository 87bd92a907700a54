import BlogDocCore
import Synchronization

/// The handlers and streams of a ``DocumentSession``, and the queue that delivers its
/// changes to them in order, outside every lock a reader of the session takes.
///
/// An operation queues its changes while it still holds the session's operation lock (so
/// the order is the operations' order), then drains the queue once it has let go: one
/// thread delivers at a time, and a change queued by a handler (which may start another
/// operation) is delivered after the handler returns, by the same loop.
final class SessionObservers<M: Model>: Sendable {
  private struct State {
    var nextID = 0
    var willChange: [Int: @Sendable (DocumentChange<M>) -> ChangeVerdict] = [:]
    var didChange: [Int: @Sendable (DocumentChange<M>) -> Void] = [:]
    var streams: [Int: AsyncStream<DocumentChange<M>>.Continuation] = [:]
    var queue: [DocumentSession<M>.Change] = []
    var isDelivering = false

    mutating func add() -> Int {
      nextID += 1
      return nextID
    }
  }

  private let state = Mutex(State())

  func addWillChange(_ handler: @escaping @Sendable (DocumentChange<M>) -> ChangeVerdict) -> Int {
    state.withLock { state in
      let id = state.add()
      state.willChange[id] = handler
      return id
    }
  }

  func addDidChange(_ handler: @escaping @Sendable (DocumentChange<M>) -> Void) -> Int {
    state.withLock { state in
      let id = state.add()
      state.didChange[id] = handler
      return id
    }
  }

  func addStream(_ continuation: AsyncStream<DocumentChange<M>>.Continuation) -> Int {
    state.withLock { state in
      let id = state.add()
      state.streams[id] = continuation
      return id
    }
  }

  /// Forgets the handler or stream `id`; returns the stream, to finish outside the lock.
  func remove(_ id: Int) -> AsyncStream<DocumentChange<M>>.Continuation? {
    state.withLock { state in
      state.willChange[id] = nil
      state.didChange[id] = nil
      return state.streams.removeValue(forKey: id)
    }
  }

  /// Asks every will-change handler, in the order they were added, about `change`, outside
  /// the lock; `nil` when none refuses, else every refusal.
  func refusals(of change: DocumentChange<M>) -> [String]? {
    let handlers = state.withLock { state in
      state.willChange.sorted { $0.key < $1.key }.map(\.value)
    }
    let refusals = handlers.compactMap { handler -> String? in
      if case .refuse(let reason) = handler(change) { return reason }
      return nil
    }
    return refusals.isEmpty ? nil : refusals
  }

  /// Queues `changes`, to be delivered by the next ``deliver(_:)``.
  func enqueue(_ changes: [DocumentSession<M>.Change]) {
    state.withLock { $0.queue += changes }
  }

  /// Delivers the queued changes in order: first `publish` (Observation), then the
  /// did-change handlers, then the streams. Returns at once when another call is
  /// delivering: that call delivers these too, once its current handler returns.
  func deliver(_ publish: (DocumentSession<M>.Change) -> Void) {
    let claimed = state.withLock { state in
      guard !state.isDelivering else { return false }
      state.isDelivering = true
      return true
    }
    guard claimed else { return }
    while let (change, handlers, streams) = state.withLock({ state in nextDelivery(&state) }) {
      publish(change)
      for handler in handlers { handler(change.event) }
      for stream in streams { stream.yield(change.event) }
    }
  }

  /// The next queued change with the handlers and streams to hear it; `nil`, and no
  /// longer delivering, when the queue is empty.
  private func nextDelivery(
    _ state: inout State
  ) -> (
    DocumentSession<M>.Change, [@Sendable (DocumentChange<M>) -> Void],
    [AsyncStream<DocumentChange<M>>.Continuation]
  )? {
    guard !state.queue.isEmpty else {
      state.isDelivering = false
      return nil
    }
    let change = state.queue.removeFirst()
    return (
      change, state.didChange.sorted { $0.key < $1.key }.map(\.value), Array(state.streams.values)
    )
  }
}
