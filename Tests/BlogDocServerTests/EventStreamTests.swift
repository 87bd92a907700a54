import Testing

@testable import BlogDocServer

/// What a page hears over server-sent events: a hello with the current version, then one
/// `change` event per batch of changes, each one line of JSON whatever the file names.
@Suite("Event stream")
struct EventStreamTests {
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aChangeIsOneEventOfOneLineOfJSON() {
    let event = ChangeEvent(version: 3, documents: ["hello.xml", "posts/a b.json"], history: true)
    #expect(
      Self.text(EventStream.message(for: event))
        == "event: change\ndata: {\"version\":3,\"documents\":[\"hello.xml\",\"posts/a b.json\"],\"history\":true}\n\n"
    )
    let quiet = ChangeEvent(version: 4, documents: [], history: false)
    #expect(
      Self.text(EventStream.message(for: quiet))
        == "event: change\ndata: {\"version\":4,\"documents\":[],\"history\":false}\n\n")
  }

  @Test func fileNamesThatLookLikeEventsStayInsideTheirLine() {
    let event = ChangeEvent(
      version: 1, documents: ["a\n\ndata: x\r.xml", "q\"</script>.xml"], history: false)
    let message = Self.text(EventStream.message(for: event))
    #expect(message.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
    #expect(
      message
        == "event: change\ndata: {\"version\":1,\"documents\":[\"a\\n\\ndata: x\\r.xml\",\"q\\\"</script>.xml\"],\"history\":false}\n\n"
    )
  }

  @Test func aStreamSaysHelloThenEachChange() async throws {
    let feed = ChangeFeed()
    feed.publish(documents: ["before.xml"], history: false)
    let stream = EventStream(feed: feed)
    var iterator = stream.makeAsyncIterator()
    let hello = try #require(await iterator.nextBuffer(suggested: 4096))
    #expect(Self.text(Array(hello)) == "retry: 1000\nevent: hello\ndata: {\"version\":1}\n\n")
    #expect(feed.subscriberCount == 1)
    feed.publish(documents: ["hello.xml"], history: true)
    var change: [UInt8] = []
    while !Self.text(change).hasSuffix("\n\n") {
      change += try #require(await iterator.nextBuffer(suggested: 7))
    }
    #expect(
      Self.text(change)
        == "event: change\ndata: {\"version\":2,\"documents\":[\"hello.xml\"],\"history\":true}\n\n"
    )
  }
}
