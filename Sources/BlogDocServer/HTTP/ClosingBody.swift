import FlyingSocks

/// An answer's body that ends its connection once sent: it hands out its bytes, then
/// fails, and FlyingFox closes a connection whose answer fails to send.
///
/// FlyingFox keeps a connection open after any answer, reading the next request from what
/// follows; after a request whose body the server refused unread (too large, chunked, not
/// JSON, without the token), what follows is that body, which must never be read as
/// requests. The client has the whole answer (its Content-Length counts these bytes) and
/// `Connection: close` tells it why the connection ends.
///
/// ```swift
/// HTTPBodySequence(from: ClosingBody(Array("Too large.\n".utf8)), count: 11)
/// ```
struct ClosingBody: AsyncBufferedSequence {
  typealias Element = UInt8

  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func makeAsyncIterator() -> Iterator { Iterator(pending: bytes[...]) }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var pending: ArraySlice<UInt8>

    mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
      guard !pending.isEmpty else { throw SocketError.disconnected }
      let buffer = pending.prefix(Swift.max(count, 1))
      pending = pending.dropFirst(buffer.count)
      return buffer
    }
  }
}
