import BlogDocCore
import FlyingSocks

/// A server-sent-events body (`text/event-stream`) that writes each change of a
/// ``ChangeFeed`` as an event, and a comment every ``heartbeatSeconds`` so a page that went
/// away is noticed (its write fails) and the browser knows the server is alive.
///
/// Each event is one chunk of a chunked response:
/// ```
/// event: change
/// data: {"version":3,"documents":["hello.xml"],"history":true}
///
/// ```
package struct EventStream: AsyncBufferedSequence, Sendable {
  package typealias Element = UInt8

  /// Seconds between two comments on an idle stream.
  package static let heartbeatSeconds = 15

  private let messages: AsyncStream<[UInt8]>

  /// A stream of `feed`'s changes from now on; it first tells the page the current
  /// version and how long to wait before reconnecting.
  package init(feed: ChangeFeed) {
    let (messages, continuation) = AsyncStream.makeStream(
      of: [UInt8].self, bufferingPolicy: .bufferingNewest(64))
    let (id, events) = feed.subscribe()
    continuation.yield(
      Array("retry: 1000\nevent: hello\ndata: {\"version\":\(feed.version)}\n\n".utf8))
    let forward = Task {
      for await event in events { continuation.yield(Self.message(for: event)) }
      continuation.finish()
    }
    let heartbeat = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(Self.heartbeatSeconds))
        continuation.yield(Array(": alive\n\n".utf8))
      }
    }
    continuation.onTermination = { _ in
      forward.cancel()
      heartbeat.cancel()
      feed.unsubscribe(id)
    }
    self.messages = messages
  }

  /// The event's text: `event: change` and its JSON.
  static func message(for event: ChangeEvent) -> [UInt8] {
    let data: ArchiveValue = .object([
      "version": .number(String(event.version)),
      "documents": .array(event.documents.map { .string($0) }),
      "history": .bool(event.history),
    ])
    // Paths come from file names, which hold no character the writer refuses.
    let json = (try? data.compactJSONBytes()) ?? Array("{}".utf8)
    return Array("event: change\ndata: ".utf8) + json + Array("\n\n".utf8)
  }

  package func makeAsyncIterator() -> Iterator {
    Iterator(messages: messages.makeAsyncIterator())
  }

  /// Hands out one message per buffer, so each is sent as soon as it exists.
  package struct Iterator: AsyncBufferedIteratorProtocol {
    var messages: AsyncStream<[UInt8]>.Iterator
    var pending: ArraySlice<UInt8> = []

    package mutating func next() async -> UInt8? {
      await nextBuffer(suggested: 1)?.first
    }

    package mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
      if pending.isEmpty {
        guard let message = await messages.next() else { return nil }
        pending = message[...]
      }
      let buffer = pending.prefix(Swift.max(count, 1))
      pending = pending.dropFirst(buffer.count)
      return buffer
    }
  }
}
