import BlogDocSystem
import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Ends a connection whose request head (its request line and headers) grows past
/// ``RequestLimits/maxHeadBytes``, which FlyingFox would read whatever its size.
///
/// FlyingFox 0.27.1 reads a head with no limit, and each line of it in time that grows with
/// the square of the line's length (it looks for the line's end with `Sequence.suffix`,
/// which copies the line read so far at every byte). Measured here in a release build: a
/// 64 KB line took 2.7 s of a core and a 128 KB one 11 s, so a 1 MB one about 11 minutes
/// (a first one was still running after 9); and a web page can send one as a long URL. The watch cannot see inside FlyingFox, so it counts from outside: the bytes each
/// connection has taken from its socket (the kernel's count received, less those still
/// queued), against what the requests handled on it so far allow: a head each, their
/// bodies, and FlyingFox's read-ahead. A connection past that is shut down and what it has
/// queued thrown away: FlyingFox's next read ends it. The listening socket's receive
/// buffer is made small, so what is queued is small too.
///
/// It looks at the server's connections (the process's sockets on the server's port)
/// every ``interval(connections:)`` while there are any, and sleeps until one arrives
/// otherwise.
///
/// ```swift
/// let watch = HeadWatch(limits: RequestLimits())
/// watch.start(port: 4000)
/// watch.received(request)   // from the handler: the connection may take one more request
/// ```
package final class HeadWatch: Sendable {
  /// How long the watch waits between looks at `count` connections, in microseconds:
  /// 20 ms, and 80 µs more per connection, so that a crowd of idle ones (each look costs
  /// a few system calls) takes a few per cent of a core at most.
  static func interval(connections count: Int) -> UInt32 {
    20_000 + 80 * UInt32(min(count, 10_000))
  }
  /// What FlyingFox may read before a handler sees a request, beyond its head: a body of
  /// up to 4 KB, and 4 KB of read-ahead.
  static let readAhead: UInt64 = 8 << 10
  /// The receive buffer asked for on the listening socket.
  static let receiveBufferBytes: Int32 = 16 << 10

  /// What the watch knows of one connection.
  struct Connection {
    /// Its socket's inode number (0 when only the handler has seen it yet): a client on
    /// loopback reuses its ports at once, and the process its descriptors.
    var socket: UInt64
    /// How many bytes it may have taken from its socket.
    var allowance: UInt64
    /// The sweep that last saw it (or the handler, for the next sweep).
    var seen: Int
  }

  private struct State {
    /// The port the server listens on (0 until it does).
    var port: UInt16 = 0
    var connections: [HTTPRequest.Address: Connection] = [:]
    var sweep = 0
    var isListenerSized = false
  }

  let maxHeadBytes: UInt64
  private let state = Mutex(State())
  private let arrivals = DispatchSemaphore(value: 0)

  package init(limits: RequestLimits) {
    maxHeadBytes = UInt64(limits.maxHeadBytes)
  }

  /// Whether the watch can work on this system: it counts the bytes each connection has
  /// read through Linux's `tcp_info` (``TCPBytesRead``). Elsewhere it does not start, and
  /// `blogdoc serve` says so in one line.
  package static var isAvailable: Bool { TCPBytesRead.isSupported }

  /// Starts watching the connections to `port` on a thread of its own; it runs until the
  /// process ends. It does nothing where the watch is not available (``isAvailable``).
  package func start(port: UInt16) {
    guard Self.isAvailable else { return }
    state.withLock { $0.port = port }
    let thread = Thread { [self] in
      while true {
        let count = sweep()
        if count == 0 {
          _ = arrivals.wait(timeout: .now() + 1)
        } else {
          usleep(Self.interval(connections: count))
        }
      }
    }
    thread.name = "blogdoc serve: head watch"
    thread.start()
  }

  /// Lets the connection `request` came on take that request's body and one more head.
  package func received(_ request: HTTPRequest) {
    guard let peer = request.remoteAddress else { return }
    let body = request.headers[.contentLength].flatMap { UInt64($0) } ?? 0
    state.withLock { state in
      var connection =
        state.connections[peer] ?? Connection(socket: 0, allowance: firstAllowance, seen: 0)
      connection.allowance = connection.allowance &+ maxHeadBytes &+ body
      connection.seen = state.sweep + 1
      state.connections[peer] = connection
    }
  }

  /// Called by the pool before the listening socket waits: makes the receive buffer of
  /// the connections it will accept small (once), and wakes the watch when one arrives.
  func listenerWaits(_ descriptor: Int32) {
    let isSized = state.withLock { state in
      defer { state.isListenerSized = true }
      return state.isListenerSized
    }
    if !isSized {
      var size = Self.receiveBufferBytes
      setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
  }

  /// Called by the pool when a connection is about to be accepted.
  func connectionArrives() {
    arrivals.signal()
  }

  private var firstAllowance: UInt64 { maxHeadBytes + Self.readAhead }

  /// Looks at every connection once, shutting down those past their allowance; returns
  /// how many there are.
  @discardableResult
  func sweep() -> Int {
    let port = state.withLock { $0.port }
    guard port != 0 else { return 0 }
    var found: [(peer: HTTPRequest.Address, descriptor: Int32, socket: UInt64, taken: UInt64)] = []
    for (descriptor, socket) in Self.sockets() {
      guard let (peer, taken) = connection(descriptor, port: port) else { continue }
      found.append((peer, descriptor, socket, taken))
    }
    let overrun = state.withLock { state -> [Int32] in
      state.sweep += 1
      var overrun: [Int32] = []
      for each in found {
        var connection =
          state.connections[each.peer]
          ?? Connection(socket: each.socket, allowance: firstAllowance, seen: 0)
        if connection.socket == 0 { connection.socket = each.socket }
        if connection.socket != each.socket {
          // A new connection from the same address and port. Had the handler given the
          // entry more since the last sweep, that may have been for this one: keep it.
          let allowance =
            connection.seen > state.sweep - 1
            ? max(connection.allowance, firstAllowance) : firstAllowance
          connection = Connection(socket: each.socket, allowance: allowance, seen: 0)
        }
        if each.taken > connection.allowance {
          overrun.append(each.descriptor)
          connection.allowance = .max
        }
        connection.seen = state.sweep
        state.connections[each.peer] = connection
      }
      // Connections not seen in this sweep or the last have closed.
      let sweep = state.sweep
      state.connections = state.connections.filter { $0.value.seen >= sweep - 1 }
      return overrun
    }
    for descriptor in overrun { Self.cut(descriptor) }
    return found.count
  }

  /// Shuts the connection down and throws away what it has queued (at most its small
  /// receive buffer), so FlyingFox's next read finds the end rather than more of the head.
  /// It lingers for no time, so closing it resets it: the client learns at once, and no
  /// orphaned socket waits out a hostile client's zero window.
  private static func cut(_ descriptor: Int32) {
    var option = linger(l_onoff: 1, l_linger: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    shutdown(descriptor, Int32(SHUT_RDWR))
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    for _ in 0..<4 where recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 {}
  }

  /// The client's address of the connection `descriptor` is, and the bytes it has taken
  /// from its socket; `nil` for anything but a connection to the server's port.
  private func connection(_ descriptor: Int32, port: UInt16) -> (HTTPRequest.Address, UInt64)? {
    let socket = Socket(file: Socket.FileDescriptor(rawValue: descriptor))
    guard let local = try? socket.sockname(), Self.port(of: local) == port,
      let peer = try? socket.remotePeer()
    else { return nil }
    guard let taken = TCPBytesRead.count(descriptor) else { return nil }
    return (HTTPRequest.Address.make(from: peer), taken)
  }

  private static func port(of address: Socket.Address) -> UInt16? {
    switch address {
    case .ip4(_, let port), .ip6(_, let port): port
    case .unix: nil
    }
  }

  /// The process's open descriptors that are sockets, each with its socket's inode number.
  private static func sockets() -> [(descriptor: Int32, socket: UInt64)] {
    OpenDescriptors.all().compactMap { descriptor in
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
      return (descriptor, UInt64(info.st_ino))
    }
  }
}
