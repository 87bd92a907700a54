import FlyingFox
import Synchronization

/// When the server began waiting for each connection's current request, so that a client
/// that trickles a request (a byte every few seconds, the "slowloris" attack) is cut off
/// once the whole request has taken longer than its limit, however lively each byte is.
///
/// A connection is named by its client's address and port, which is all its handler knows
/// of it, and told apart from an earlier one of the same address and port (a client on
/// loopback reuses ports at once) by its socket's inode. Its clock starts the first time
/// the server waits for its bytes (``IdleTimeoutPool`` asks ``start(of:socket:)``) and
/// stops when the request has been read (``DocumentServer`` calls ``received(from:)``); the
/// next request's clock starts when the server next waits, after the answer.
///
/// ```swift
/// let deadlines = RequestDeadlines(seconds: 20)
/// let started = deadlines.start(of: peer, socket: inode)   // now, the first time
/// deadlines.received(from: peer)            // the next wait starts a new clock
/// ```
package final class RequestDeadlines: Sendable {
  /// How long a whole request may take.
  package let seconds: Double
  private let started = Mutex<
    [HTTPRequest.Address: (socket: UInt64, start: ContinuousClock.Instant)]
  >([:])

  package init(seconds: Double) {
    self.seconds = seconds
  }

  /// When the server began waiting for the current request of `peer`'s connection on
  /// `socket` (an inode number): now, if it had not.
  package func start(of peer: HTTPRequest.Address, socket: UInt64) -> ContinuousClock.Instant {
    let now = ContinuousClock.now
    return started.withLock { started in
      if let clock = started[peer], clock.socket == socket { return clock.start }
      // A connection that closed while the server waited leaves its clock behind; any
      // clock older than two limits belongs to one (a live one was cut off by then).
      if started.count >= 256 {
        started = started.filter { now - $0.value.start < .seconds(2 * seconds) }
      }
      started[peer] = (socket, now)
      return now
    }
  }

  /// Stops `peer`'s clock: its request has been read.
  package func received(from peer: HTTPRequest.Address?) {
    guard let peer else { return }
    _ = started.withLock { $0.removeValue(forKey: peer) }
  }

  /// How many connections' clocks run (for tests).
  var count: Int { started.withLock { $0.count } }
}
