import BlogDocSystem
import FlyingFox
import FlyingSocks

/// FlyingFox's socket pool with two rules added, so that no client can hold a connection
/// for ever by sending too slowly or reading too slowly:
/// - a **request** must arrive whole within `idleSeconds` of when the server began waiting
///   for it (``RequestDeadlines``), however its bytes are spread over that time;
/// - each part of an **answer** may wait at most `idleSeconds` for the client to take it.
/// The listening socket waits as long as it likes; the ``HeadWatch`` hears of each
/// connection it is about to accept.
///
/// FlyingFox itself bounds only a handler's time; this is where the wait for the client is
/// bounded, since every wait on a socket passes through the pool.
struct IdleTimeoutPool: AsyncSocketPool {
  let base: any AsyncSocketPool
  let idleSeconds: Double
  let deadlines: RequestDeadlines
  let watch: HeadWatch

  func prepare() async throws { try await base.prepare() }

  func run() async throws { try await base.run() }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    guard !Self.isListening(socket) else {
      watch.listenerWaits(socket.file.rawValue)
      try await base.suspendSocket(socket, untilReadyFor: events)
      watch.connectionArrives()
      return
    }
    var wait = Duration.seconds(idleSeconds)
    var info = stat()
    if events.contains(.read), let peer = try? socket.remotePeer(),
      fstat(socket.file.rawValue, &info) == 0
    {
      // What is left of the request's time.
      let start = deadlines.start(
        of: HTTPRequest.Address.make(from: peer), socket: UInt64(info.st_ino))
      wait -= ContinuousClock.now - start
      guard wait > .zero else { throw SocketError.disconnected }
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await base.suspendSocket(socket, untilReadyFor: events)
        return true
      }
      group.addTask { [wait] in
        try await Task.sleep(for: wait)
        return false
      }
      let ready = try await group.next() ?? false
      group.cancelAll()
      guard ready else { throw SocketError.disconnected }
    }
  }

  /// Whether `socket` accepts connections (the server's own), by `SO_ACCEPTCONN`.
  private static func isListening(_ socket: Socket) -> Bool {
    var accepting: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0
      && accepting != 0
  }
}
