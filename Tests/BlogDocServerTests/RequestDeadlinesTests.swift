import FlyingFox
import Testing

@testable import BlogDocServer

/// A connection's clock runs from the first wait for a request to its handler, and a new
/// connection from the same address and port (a loopback client reuses ports at once)
/// starts its own.
@Suite("Request deadlines")
struct RequestDeadlinesTests {
  let peer = HTTPRequest.Address.ip4("127.0.0.1", port: 50_000)

  @Test func theClockRunsUntilTheRequestIsReceived() async throws {
    let deadlines = RequestDeadlines(seconds: 20)
    let first = deadlines.start(of: peer, socket: 7)
    try await Task.sleep(for: .milliseconds(20))
    #expect(deadlines.start(of: peer, socket: 7) == first)
    deadlines.received(from: peer)
    #expect(deadlines.count == 0)
    #expect(deadlines.start(of: peer, socket: 7) > first)
  }

  @Test func aNewSocketFromTheSameAddressStartsItsOwnClock() async throws {
    let deadlines = RequestDeadlines(seconds: 20)
    let old = deadlines.start(of: peer, socket: 7)
    try await Task.sleep(for: .milliseconds(20))
    #expect(deadlines.start(of: peer, socket: 8) > old)
  }

  @Test func clocksOfClosedConnectionsAreForgotten() {
    let deadlines = RequestDeadlines(seconds: 0)
    for port in 0..<300 {
      _ = deadlines.start(of: .ip4("127.0.0.1", port: UInt16(port)), socket: UInt64(port))
    }
    // With a limit of no time, every clock is old: each purge leaves the newest alone.
    #expect(deadlines.count < 256)
  }
}
