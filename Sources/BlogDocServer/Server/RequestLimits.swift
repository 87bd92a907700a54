/// How much a request may send and how long the server waits for it.
///
/// ```swift
/// var limits = RequestLimits()
/// limits.maxBodyBytes = 1 << 20
/// ```
package struct RequestLimits: Sendable, Hashable {
  /// The largest request body read, in bytes (a saved entry, as JSON). Larger ones get
  /// 413 before a byte of the body is read.
  package var maxBodyBytes = 8 << 20
  /// The largest request head (request line and headers) read, in bytes; a connection
  /// that sends a longer one is closed (``HeadWatch``).
  package var maxHeadBytes = 16 << 10
  /// How long a handler may take to answer (a render of a large blog, a save waiting for
  /// the workspace lock) before the request gets 500.
  package var handlerSeconds: Double = 30
  /// How long the client has to send a whole request, from when the server begins waiting
  /// for it, and to take each part of an answer; past it the connection is closed. A
  /// client that trickles a request, or stops reading an answer, holds a connection that
  /// long at most.
  package var idleSeconds: Double = 20

  package init() {}
}
