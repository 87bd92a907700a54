import FlyingSocks

#if canImport(Glibc)
  import Glibc
#endif

/// FlyingFox's socket pool with one rule added: a connection that waits longer than
/// `idleSeconds` for its client (to send the next bytes of a request, or to take the
/// bytes of an answer) is given up, so a client that trickles a request or stops reading
/// cannot hold a connection for ever. The listening socket waits as long as it likes.
///
/// FlyingFox itself bounds only a handler's time; this is where the wait for the client is
/// bounded, since every wait on a socket passes through the pool.
struct IdleTimeoutPool: AsyncSocketPool {
  let base: any AsyncSocketPool
  let idleSeconds: Double

  func prepare() async throws { try await base.prepare() }

  func run() async throws { try await base.run() }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    guard !Self.isListening(socket) else {
      return try await base.suspendSocket(socket, untilReadyFor: events)
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await base.suspendSocket(socket, untilReadyFor: events)
        return true
      }
      group.addTask {
        try await Task.sleep(for: .seconds(idleSeconds))
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
    return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0 && accepting != 0
  }
}
