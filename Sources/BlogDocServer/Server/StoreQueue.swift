import Dispatch

/// Runs the server's reads and writes of documents one at a time, on a thread of their
/// own: they block (waiting up to two seconds for the workspace lock a command holds,
/// syncing files to disk), which Swift's few cooperative threads must not do.
///
/// Between the server's own requests this queue is the order; between the server and a
/// `blogdoc` command in a terminal, the workspace lock is, as between two commands.
///
/// ```swift
/// let queue = StoreQueue()
/// let answer = try await queue.run { try DocumentFile.read(BlogEntry.self, from: path) }
/// ```
package final class StoreQueue: Sendable {
  private let queue = DispatchQueue(label: "blogdoc serve: documents")

  package init() {}

  /// The result of `body`, run on the queue after everything before it.
  package func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try body() }) }
    }
  }
}
