import BlogDocBlog
import BlogDocCore
import BlogDocStore
import Foundation
import Testing

@testable import BlogDocServer

/// Issue 28.3, what was seen in screenshots and by hand, each asked of the server as a
/// browser asks: one file served shows that document, the list shows documents only and
/// says what else it passed over, a page's messages name no command-line flag, an empty
/// date reads as empty, and the History panel says when there is none yet. (What only a
/// browser shows, a message under the Save bar or one that stays, is checked by
/// `scripts/serve-browser-check`.)
@Suite("Document server: polish", .serialized)
struct ServePolishTests {
  typealias Running = DocumentServerTests.Running

  /// An import mapping: JSON, but no document.
  static let mapping = #"{"name": "cms", "records": "data.posts", "fields": {"title": "headline"}}"#

  @Test func oneFileServedShowsThatDocumentAtTheRoot() async throws {
    let scratch = try ScratchDirectory()
    try scratch.copySamples("hello-world.xml", "blog.xml")
    let site = try ServedSite(path: scratch.path + "/hello-world.xml", model: BlogEntry.self)
    let running = try await Running(
      serving: DocumentServer(tool: TestPages(), site: site), scratch: scratch)

    let root = try await running.send(RawHTTP.request("GET", "/"))
    #expect(root.status == 303)
    #expect(root.headers["location"] == "/view/hello-world.xml")
    #expect(!root.text.contains("<h1>Documents</h1>"))
    let page = try await running.send(RawHTTP.request("GET", root.headers["location"] ?? "/"))
    #expect(page.status == 200)
    #expect(page.text.contains("<h1>Hello, World</h1>"))
  }

  @Test func aDirectoryIsStillListed() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let index = try await running.send(RawHTTP.request("GET", "/"))
    #expect(index.status == 200)
    #expect(index.text.contains("<h1>Documents</h1>"))
    #expect(
      index.text.contains(
        "<li><a href=\"/view/hello-world.xml\">hello-world.xml</a> <span class=\"muted\">one entry</span> <a class=\"button\" href=\"/edit/hello-world.xml\">Edit</a></li>"
      ))
    #expect(!index.text.contains("id=\"skipped\""))
  }

  @Test func theListShowsDocumentsAndSaysWhatElseItPassedOver() async throws {
    let running = try await Running(samples: ["hello-world.xml", "blog.json"])
    let scratch = running.scratch
    try scratch.write(Self.mapping, to: "mapping.json")
    try scratch.write("<rss version=\"2.0\"><channel/></rss>\n", to: "feed.xml")
    try scratch.write("body { color: red }\n", to: "style.css")
    // A document that does not read is one: listed, with what is wrong and where.
    try scratch.write(
      "<?xml version=\"1.0\"?>\n<entry xmlns=\"urn:blogdoc:archive\">\n  <id>broken</id>\n",
      to: "broken.xml")
    let before = try scratch.snapshot()

    let index = try await running.send(RawHTTP.request("GET", "/"))
    #expect(index.status == 200)
    let listed = index.text.split(separator: "\n").filter { $0.hasPrefix("<li>") }
    #expect(
      listed.map { $0.split(separator: "\"")[1] } == [
        "/view/blog.json", "/view/broken.xml", "/view/hello-world.xml",
      ])
    let broken = try #require(listed.first { $0.contains("broken.xml") })
    #expect(broken.contains("<span class=\"error\">\(Self.brokenMessage(scratch))</span>"))
    #expect(
      index.text.contains(
        "<p class=\"muted\" id=\"skipped\">Not listed: 2 files named as documents that are none ('feed.xml', 'mapping.json'), and 1 file of no document format.</p>"
      ))
    for path in ["/edit/mapping.json", "/view/feed.xml", "/api/entry/mapping.json"] {
      let refused = try await running.send(RawHTTP.request("GET", path))
      #expect(refused.status == 404, "\(path): \(refused)")
    }
    #expect(try scratch.snapshot() == before)
  }

  /// What reading `broken.xml` says: the oracle is the reader's own message.
  static func brokenMessage(_ scratch: ScratchDirectory) -> String {
    do {
      _ = try DocumentFile.read(BlogEntry.self, from: scratch.path + "/broken.xml")
      return "(read)"
    } catch {
      return HTMLEscaping.text("\(error)")
    }
  }

  @Test func theEditorSaysThereIsNoHistoryYet() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let editor = try await running.send(RawHTTP.request("GET", "/edit/hello-world.xml"))
    #expect(editor.status == 200)
    #expect(
      editor.text.contains(
        "<aside class=\"history\"><h2>History</h2><p id=\"no-history\" class=\"muted\">No history yet: each save, undo and redo, here or on the command line, will be listed here.</p><ol id=\"log\" class=\"log\"></ol></aside>"
      ))
    // The script hides it once the history lists an operation.
    let script = try await running.send(RawHTTP.request("GET", "/_blogdoc/editor.js"))
    #expect(
      script.text.contains(
        "document.getElementById('no-history').hidden = answer.operations.length > 0;"))
  }

  @Test func anEmptyDateReadsAsEmpty() throws {
    let field = try #require(Specimen.schema.field(named: "reminder"))
    #expect(
      EditorPage.control(for: field, value: .null) == """
        <div class="field" data-field="reminder" data-kind="date">
        <label for="f-reminder">reminder</label>
        <span class="date"><input type="text" id="f-reminder" name="reminder" value="" placeholder="no date" autocomplete="off"> <button type="button" class="now" data-for="f-reminder">Now</button></span>
        <p class="hint">optional ISO 8601 date such as 2026-11-20T10:00:00Z</p>
        <p class="error" id="e-reminder" role="alert" hidden></p>
        </div>

        """)
    let due = try #require(Specimen.schema.field(named: "due"))
    let required = EditorPage.control(for: due, value: .date(Timestamp(secondsSince1970: 0)))
    #expect(required.contains("value=\"1970-01-01T00:00:00Z\" placeholder=\"no date\""))
    #expect(
      required.contains("<p class=\"hint\">ISO 8601 date such as 2026-11-20T10:00:00Z</p>"))
  }

  @Test func aBadValueSavedFromThePageNamesNoFlag() async throws {
    let running = try await Running(samples: ["hello-world.xml"])
    let answer = try await running.post(
      "/api/save/hello-world.xml",
      #"{"values":{"tagNames":["a\nb"]},"base":{"tagNames":[]}}"#)
    #expect(answer.status == 422)
    #expect(
      DocumentServerTests.member(answer, "fields")
        == .object([
          "tagNames": .string(
            "Invalid value for 'tagNames': expected one line, found a line feed (U+000A) in \"a\\nb\"; only text fields such as a body hold several lines."
          )
        ]))
  }
}
