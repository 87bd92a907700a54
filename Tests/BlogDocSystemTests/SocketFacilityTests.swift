import BlogDocSystem
import Testing

/// What a TCP connection has read, against the bytes the test itself read from it.
@Suite("TCP connections")
struct SocketFacilityTests {
  @Test func theBytesReadAreWhatWasReadNotWhatIsStillQueued() throws {
    guard TCPBytesRead.isSupported else {
      #expect(TCPBytesRead.count(0) == nil)
      return
    }
    let (client, server) = try Self.connectedPair()
    defer {
      close(client)
      close(server)
    }
    let sent = [UInt8](repeating: 0x61, count: 1_000)
    #expect(send(client, sent, sent.count, 0) == sent.count)
    var buffer = [UInt8](repeating: 0, count: 600)
    #expect(recv(server, &buffer, 600, Int32(MSG_WAITALL)) == 600)
    // The other 400 bytes may still be on their way; the count is what was read either way.
    #expect(TCPBytesRead.count(server) == 600)
    #expect(recv(server, &buffer, 400, Int32(MSG_WAITALL)) == 400)
    #expect(TCPBytesRead.count(server) == 1_000)
  }

  @Test func aDescriptorThatIsNoTCPConnectionHasNoCount() throws {
    let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { close(fd) }
    #expect(TCPBytesRead.count(fd) == nil)
  }

  /// Two ends of a TCP connection on loopback: the client's and the server's.
  static func connectedPair() throws -> (client: Int32, server: Int32) {
    #if os(Linux)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let listener = socket(AF_INET, stream, 0)
    try #require(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 1) == 0
          && getsockname(listener, $0, &length) == 0
      }
    }
    try #require(bound)
    let client = socket(AF_INET, stream, 0)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, length) == 0 }
    }
    try #require(connected)
    let server = accept(listener, nil, nil)
    try #require(server >= 0)
    return (client, server)
  }
}
