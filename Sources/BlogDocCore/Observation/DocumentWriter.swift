import Synchronization

/// The one-writer-at-a-time lock of an observable document (``DocumentEditor``, or
/// `BlogDocStore`'s `DocumentSession`), which knows the writers at work in the current task
/// or thread: a change started from a writer's own body or will-change observer, which
/// would wait for itself, is refused instead.
package final class DocumentWriter: Sendable {
  /// The writers at work in the current task or thread, innermost last.
  @TaskLocal private static var current: [ObjectIdentifier] = []

  /// Held by the one writer at work: its body and will-change observers run under it.
  private let lock = Mutex(())

  package init() {}

  /// Runs `body` as the one writer, or throws a ``TransactionError`` naming `actionName`,
  /// with `refusal` as its reason, when this writer is already at work on this thread.
  package func run<Result: Sendable>(
    _ actionName: String, refusal: String, _ body: () throws -> Result
  ) throws -> Result {
    let me = ObjectIdentifier(self)
    guard !Self.current.contains(me) else {
      throw TransactionError(actionName: actionName, vetoes: [refusal])
    }
    return try lock.withLock { _ in
      try Self.$current.withValue(Self.current + [me], operation: body)
    }
  }
}
