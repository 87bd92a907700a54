import BlogDocCore
import BlogDocInterchange
import BlogDocStore
import Foundation
import Testing
import BlogDocBlog

@testable import BlogDocServer

/// A folder of Markdown posts served as `blogdoc serve content/posts` serves it (the post
/// format registered): the posts are listed and the README is not, a post's editor reads
/// its front matter, a save is one journaled operation that changes the saved key's line
/// only, and undo gives back the file's bytes.
@Suite("Document server: a folder of posts", .serialized)
struct PostFolderServerTests {
  static let tea = "2024-04-01-tea-time.md"
  static let matcha = "2024-05-01-hugo-matcha.md"

  /// A site `content/posts` holding a YAML post, a TOML post in a bundle-like subfolder and a
  /// README without front matter.
  static func site() throws -> ScratchDirectory {
    PostFormat.register()
    let scratch = try ScratchDirectory()
    let posts = ScratchDirectory.sampleDocs + "/import"
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/content/posts/matcha", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: posts + "/posts/" + tea, toPath: scratch.path + "/content/posts/" + tea)
    try FileManager.default.copyItem(
      atPath: posts + "/toml/" + matcha,
      toPath: scratch.path + "/content/posts/matcha/" + matcha)
    try scratch.write("# Posts\n\nOne file a post.\n", to: "content/posts/README.md")
    return scratch
  }

  @Test func postsAreListedAndTheReadmeIsNot() throws {
    let scratch = try Self.site()
    let site = try ServedSite(path: scratch.path + "/content/posts", model: BlogEntry.self)
    #expect(site.documents() == [Self.tea, "matcha/" + Self.matcha])
    #expect(throws: RequestRefusal(404, "'README.md' is not a document served here.")) {
      try site.file("README.md")
    }
    let readme = scratch.path + "/content/posts/README.md"
    #expect(
      throws: ServeError(
        .usage,
        "'\(readme)' is not a document: the markdown format does not recognize its first bytes.")
    ) {
      try ServedSite(path: readme, model: BlogEntry.self)
    }
    let alone = try ServedSite(
      path: scratch.path + "/content/posts/" + Self.tea, model: BlogEntry.self)
    #expect(alone.documents() == [Self.tea])
  }

  @Test func aSavedTitleChangesItsLineAndUndoGivesBackTheBytes() async throws {
    let scratch = try Self.site()
    let server = DocumentServer(
      tool: TestPages(),
      site: try ServedSite(path: scratch.path + "/content/posts", model: BlogEntry.self))
    let running = try await DocumentServerTests.Running(serving: server, scratch: scratch)
    for (path, title) in [
      (Self.tea, "It's 10:30 — time for tea: a \"short\" note"),
      ("matcha/" + Self.matcha, "Matcha, \"properly\": a guide"),
    ] {
      let file = "content/posts/" + path
      let original = try scratch.read(file)
      let index = try await running.send(RawHTTP.request("GET", "/"))
      #expect(index.text.contains("<a href=\"/view/\(path)\">\(path)</a>"))
      // The README is not listed; the line under the list says it was passed over.
      #expect(!index.text.contains("<a href=\"/view/README.md\">"))
      #expect(
        index.text.contains(
          "<p class=\"muted\" id=\"skipped\">Not listed: 1 file named as a document that is none ('README.md').</p>"
        ))

      let fields = try await running.send(RawHTTP.request("GET", "/api/entry/" + path))
      #expect(fields.status == 200, "\(fields)")
      #expect(DocumentServerTests.member(fields, "title") == .string(title))

      let view = try await running.send(RawHTTP.request("GET", "/view/" + path))
      #expect(view.status == 200)
      #expect(view.text.contains("<h1>\(HTMLEscaping.text(title))</h1>"))

      let saved = try await running.post(
        "/api/save/" + path,
        #"{"values":{"title":"Saved: from the browser"},"base":{"title":"#
          + String(decoding: try ArchiveValue.string(title).compactJSONBytes(), as: UTF8.self)
          + "}}")
      #expect(saved.status == 200, "\(saved)")
      #expect(DocumentServerTests.member(saved, "ok") == .bool(true))
      // Only the title's line changed.
      let before = original.split(separator: "\n", omittingEmptySubsequences: false)
      let after = try scratch.read(file).split(separator: "\n", omittingEmptySubsequences: false)
      #expect(before.count == after.count)
      let changed = zip(before, after).filter { $0 != $1 }
      #expect(changed.count == 1)
      #expect(changed.first?.1.hasPrefix("title") == true)
      #expect(changed.first?.1.contains("Saved: from the browser") == true)
      let reread = try await running.send(RawHTTP.request("GET", "/api/entry/" + path))
      #expect(DocumentServerTests.member(reread, "title") == .string("Saved: from the browser"))

      let undone = try await running.post("/api/undo/" + path)
      #expect(undone.status == 200, "\(undone)")
      #expect(try scratch.read(file) == original)
    }
    #expect(try scratch.read("content/posts/README.md") == "# Posts\n\nOne file a post.\n")
  }
}

/// The Markdown post format, registered once for this test process, as blogdoc-serve
/// registers it at start.
enum PostFormat {
  private static let registered: Void = DocumentFormat.register(MarkdownPostFormat())

  /// Registers the format (the first call only).
  static func register() { registered }
}
