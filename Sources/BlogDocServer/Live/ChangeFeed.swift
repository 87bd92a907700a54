import Synchronization

/// What changed on disk, as the pages hear of it: documents (by their path under the
/// served directory) and, when a journal was written, the history.
package struct ChangeEvent: Sendable, Hashable {
  /// Counts every change the server has seen, so a page can tell one from the next.
  package var version: Int
  /// The documents whose files changed.
  package var documents: [String]
  /// Whether a journal changed (an operation was recorded: the history panel is stale).
  package var history: Bool
}

/// Hands every change the watcher sees to every page listening, each through its own
/// stream.
///
/// ```swift
/// let feed = ChangeFeed()
/// let (id, events) = feed.subscribe()
/// feed.publish(documents: ["hello.xml"], history: false)
/// for await event in events { print(event.documents) }   // ["hello.xml"]
/// feed.unsubscribe(id)
/// ```
package final class ChangeFeed: Sendable {
  private struct State {
    var subscribers: [Int: AsyncStream<ChangeEvent>.Continuation] = [:]
    var nextID = 0
    var version = 0
  }

  private let state = Mutex(State())

  package init() {}

  /// The number of the latest change (0 before the first).
  package var version: Int { state.withLock { $0.version } }

  /// How many pages listen now.
  package var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// A stream of the changes from now on, and the id that ends it.
  package func subscribe() -> (id: Int, events: AsyncStream<ChangeEvent>) {
    let (stream, continuation) = AsyncStream.makeStream(
      of: ChangeEvent.self, bufferingPolicy: .bufferingNewest(64))
    let id = state.withLock { state in
      state.nextID += 1
      state.subscribers[state.nextID] = continuation
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return (id, stream)
  }

  /// Ends the stream `id`.
  package func unsubscribe(_ id: Int) {
    let continuation = state.withLock { $0.subscribers.removeValue(forKey: id) }
    continuation?.finish()
  }

  /// Tells every listener that `documents` (and the history, if `history`) changed.
  package func publish(documents: [String], history: Bool) {
    let (event, listeners) = state.withLock { state in
      state.version += 1
      return (
        ChangeEvent(version: state.version, documents: documents, history: history),
        Array(state.subscribers.values)
      )
    }
    for listener in listeners { listener.yield(event) }
  }
}
