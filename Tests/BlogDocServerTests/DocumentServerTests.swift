import BlogDocCore
import Foundation
import Testing
import BlogDocBlog

@testable import BlogDocServer

/// The server in this process, on a free port, driven over raw sockets: a save is one
/// operation of the journal, a save over a changed field is a conflict, undo and redo move
/// through the same history the command line writes, and refused requests change nothing.
@Suite("Document server", .serialized)
struct DocumentServerTests {
  /// A running server over a copy of `samples`, and its port.
  final class Running {
    let scratch: ScratchDirectory
    let server: DocumentServer<TestPages>
    let port: UInt16
    let task: Task<Void, any Error>

    convenience init(samples: [String]) async throws {
      let scratch = try ScratchDirectory()
      for sample in samples { try scratch.copySamples(sample) }
      let server = DocumentServer(
        tool: TestPages(), site: try ServedSite(path: scratch.path, model: BlogEntry.self))
      try await self.init(serving: server, scratch: scratch)
    }

    /// `server` running, over files in `scratch`.
    init(serving server: DocumentServer<TestPages>, scratch: ScratchDirectory) async throws {
      var limits = RequestLimits()
      limits.idleSeconds = 5
      let (urls, continuation) = AsyncStream.makeStream(of: String.self)
      task = Task {
        try await server.run(address: "127.0.0.1", port: 0, limits: limits) {
          continuation.yield($0)
        }
      }
      var iterator = urls.makeAsyncIterator()
      let url = try #require(await iterator.next())
      port = try #require(UInt16(url.split(separator: ":").last!.dropLast()))
      self.scratch = scratch
      self.server = server
    }

    deinit { task.cancel() }

    func send(_ request: String) async throws -> RawHTTP.Answer {
      guard let answer = try await RawHTTP.exchange(request, port: port) else {
        throw RawHTTP.NoAnswer(description: "The server closed the connection without an answer.")
      }
      return answer
    }

    /// A POST of `json` to `target` as the editor sends it.
    func post(_ target: String, _ json: String = "") async throws -> RawHTTP.Answer {
      var headers = [
        "Origin: http://127.0.0.1:PORT", "Sec-Fetch-Site: same-origin",
        "X-Blogdoc-Token: \(server.token.text)",
      ]
      if !json.isEmpty { headers.append("Content-Type: application/json") }
      return try await send(RawHTTP.request("POST", target, headers: headers, body: json))
    }
  }

  static func member(_ answer: RawHTTP.Answer, _ name: String) -> ArchiveValue? {
    answer.json?.objectValue?[name]
  }

  @Test func savesUndoesAndRedoesThroughOneJournal() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let original = try running.scratch.read("hello-world.xml")

    let index = try await running.send(RawHTTP.request("GET", "/"))
    #expect(index.status == 200)
    #expect(index.text.contains("<a href=\"/view/hello-world.xml\">hello-world.xml</a>"))

    let fields = try await running.send(RawHTTP.request("GET", "/api/entry/hello-world.xml"))
    #expect(fields.status == 200)
    #expect(Self.member(fields, "title") == .string("Hello, World"))

    // A save: one operation, the file changed.
    let saved = try await running.post(
      "/api/save/hello-world.xml", #"{"values":{"title":"Saved"},"base":{"title":"Hello, World"}}"#)
    #expect(saved.status == 200, "\(saved)")
    #expect(Self.member(saved, "ok") == .bool(true))
    #expect(Self.member(saved, "operation") == .number("1"))
    #expect(
      Self.member(saved, "changes") == .string("~ hello-world.title: \"Hello, World\" → \"Saved\""))
    #expect(
      try running.scratch.read("hello-world.xml")
        == original.replacingOccurrences(of: "Hello, World", with: "Saved"))
    #expect(FileManager.default.fileExists(atPath: running.scratch.path + "/.blogdoc/journal"))

    // The same form saved again: its base is stale, so nothing is written.
    let before = try running.scratch.snapshot()
    let conflict = try await running.post(
      "/api/save/hello-world.xml", #"{"values":{"title":"Mine"},"base":{"title":"Hello, World"}}"#)
    #expect(conflict.status == 409)
    let message =
      "Changed since this form was loaded; it is now \"Saved\". Save again to replace that with your value."
    #expect(conflict.message == message)
    #expect(Self.member(conflict, "fields") == .object(["title": .string(message)]))
    #expect(Self.member(conflict, "now")?.objectValue?["title"] == .string("Saved"))
    #expect(try running.scratch.snapshot() == before)

    // Undo puts the title back; redo saves it again.
    let undone = try await running.post("/api/undo/hello-world.xml")
    #expect(undone.status == 200, "\(undone)")
    #expect(try running.scratch.read("hello-world.xml") == original)
    let redone = try await running.post("/api/redo/hello-world.xml")
    #expect(redone.status == 200, "\(redone)")
    #expect(try running.scratch.read("hello-world.xml").contains("<title>Saved</title>"))

    // Nothing more to redo.
    let nothing = try await running.post("/api/redo/hello-world.xml")
    #expect(nothing.status == 409)
    #expect(nothing.message == "Nothing to redo.")

    // The log: newest first, the edit, its undo and its redo.
    let log = try await running.send(RawHTTP.request("GET", "/api/log/hello-world.xml"))
    #expect(log.status == 200)
    guard case .array(let operations)? = Self.member(log, "operations") else {
      Issue.record("The log has no operations: \(log)")
      return
    }
    #expect(
      operations.map { $0.objectValue?["kind"] } == [
        .string("redo"), .string("undo"), .string("edit"),
      ])
  }

  @Test func aSaveOfBadValuesWritesNothing() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let before = try running.scratch.snapshot()
    let answer = try await running.post(
      "/api/save/hello-world.xml",
      #"{"values":{"postedDate":"yesterday","id":"x","titel":"y"},"base":{"postedDate":"2026-11-20T10:00:00Z"}}"#
    )
    #expect(answer.status == 422)
    #expect(answer.message == "3 fields need attention.")
    #expect(
      Self.member(answer, "fields")
        == .object([
          "postedDate": .string(
            "Invalid value for 'postedDate': expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\"."
          ),
          "id": .string(
            "The id names the entry in links and in the history; it is not changed here."),
          "titel": .string("Unknown field 'titel'. Did you mean 'title'?"),
        ]))
    #expect(try running.scratch.snapshot() == before)
  }

  @Test func refusedRequestsChangeNothingAndTheServerGoesOn() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let before = try running.scratch.snapshot()
    let save = #"{"values":{"title":"Evil"},"base":{"title":"Hello, World"}}"#

    let rebound = try await running.send(
      RawHTTP.request(
        "POST", "/api/save/hello-world.xml", headers: ["Host: evil.example:PORT"], body: save
      )
      .replacingOccurrences(of: "Host: 127.0.0.1:PORT\r\n", with: ""))
    #expect(rebound.status == 403)
    #expect(
      rebound.message
        == "Host 'evil.example:\(running.port)' is not this server; open it as http://127.0.0.1:\(running.port)/."
    )
    #expect(rebound.closed)

    let tokenless = try await running.send(
      RawHTTP.request(
        "POST", "/api/save/hello-world.xml", headers: ["Content-Type: application/json"], body: save
      ))
    #expect(tokenless.status == 403)
    #expect(
      tokenless.message == "The request does not carry this session's token; reload the page.")

    let huge = try await running.send(
      "POST /api/save/hello-world.xml HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nX-Blogdoc-Token: \(running.server.token.text)\r\n"
        + "Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n")
    #expect(huge.status == 413)
    #expect(huge.message == "The request body is 100000000 bytes; at most 8388608 are read.")
    #expect(huge.closed)
    #expect(huge.headers["connection"] == "close")

    let traversal = try await running.send(RawHTTP.request("GET", "/view/%2e%2e/%2e%2e/etc/passwd"))
    #expect(traversal.status == 404)
    #expect(traversal.message == "'..' is not served: names that start with a dot never are.")

    let method = try await running.send(RawHTTP.request("DELETE", "/api/save/hello-world.xml"))
    #expect(method.status == 405)
    #expect(method.message == "DELETE is not a method of this server; it takes GET and POST.")
    #expect(method.headers["allow"] == "GET, HEAD, POST")

    let json = try await running.post("/api/save/hello-world.xml", "{")
    #expect(json.status == 400)
    #expect(
      json.message
        == "The request body is not JSON: 1:2: Expected a member name in double quotes or '}', found the end of the document."
    )

    #expect(try running.scratch.snapshot() == before)
    let index = try await running.send(RawHTTP.request("GET", "/"))
    #expect(index.status == 200)
  }

  @Test func aTrickledRequestIsCutOffAtItsDeadline() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let port = running.port
    let started = ContinuousClock.now
    let cut = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: Self.trickle(
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
              + String(repeating: "X-A: b\r\n", count: 50), port: port))
      }
    }
    let elapsed = ContinuousClock.now - started
    #expect(cut)
    // The limit is 5 s; each byte comes 0.25 s after the last.
    #expect(elapsed > .seconds(4.5) && elapsed < .seconds(8), "\(elapsed)")
  }

  /// Sends `text` a byte every 0.25 s; whether the server closed the connection before all
  /// was sent.
  static func trickle(_ text: String, port: UInt16) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    for byte in text.utf8 {
      var one = byte
      guard send(descriptor, &one, 1, Int32(MSG_NOSIGNAL)) == 1 else { return true }
      usleep(250_000)
      var peek: UInt8 = 0
      if recv(descriptor, &peek, 1, Int32(MSG_DONTWAIT)) == 0 { return true }
    }
    return false
  }
}
