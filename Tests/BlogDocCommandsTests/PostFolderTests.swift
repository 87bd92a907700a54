import BlogDocBlog
import BlogDocCore
import BlogDocInterchange
import BlogDocStore
import Foundation
import Testing

@testable import BlogDocCommands

/// A folder of Markdown posts, as Jekyll and Hugo keep them, read as a collection with the
/// post format registered (as `blogdoc-interchange` registers it): ids from the file names
/// without their dates, bundles by their folder's name, and new files named as the site
/// names its own.
@Suite("A folder of Markdown posts")
struct PostFolderTests {
  init() { DocumentFormat.register(MarkdownPostFormat()) }

  static func post(_ title: String, date: String = "2024-01-05") -> String {
    "---\ntitle: \"\(title)\"\ndate: \(date)\ntags: [a, b]\n---\n\nBody of \(title).\n"
  }

  static let toml = "+++\ntitle = 'More'\ndate = 2024-02-01\n+++\n\nMore body.\n"

  /// Makes `files` (relative path → text) in a new directory and runs `body` with its path.
  func with(_ files: [String: String], _ body: (String) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("post-folder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try body(root.path)
  }

  @Test func jekyllPostsAreIndexedByTheirNameWithoutTheDate() throws {
    try with([
      "_posts/2024-01-05-hello-world.md": Self.post("Hello"),
      "_posts/2024-02-01-more.markdown": Self.toml,
      "_posts/2024-03-01-third.md": Self.post("Third", date: "2024-03-01"),
      "_posts/README.md": "# Not a post\n",
      "_posts/notes.txt": "not a post\n",
      "_posts/.drafts/2024-04-01-draft.md": Self.post("Draft"),
    ]) { root in
      let read = FolderDocument<BlogEntry>(try DocumentFolder(listing: root + "/_posts"))
      let document = try read.checked()
      #expect(document.ids == ["hello-world", "more", "third"])
      #expect(document[id: "more"]?.title == "More")
      #expect(read.files["hello-world"]?.relativePath == "2024-01-05-hello-world.md")
      // README.md has no front matter and notes.txt no document's name: two skipped.
      #expect(read.folder.skipped == 2)
      #expect(read.folder.style == .dated)
      #expect(read.folder.commonFormat?.format == DocumentFormat(MarkdownPostFormat()))
      #expect(read.folder.commonFormat?.fileExtension == "md")
      #expect(
        read.folder.newPath(for: "fourth", day: "2026-11-27") == root
          + "/_posts/2026-11-27-fourth.md")
    }
  }

  @Test func hugoBundlesAreIndexedByTheirFolder() throws {
    try with([
      "content/posts/hello/index.md": Self.post("Hello"),
      "content/posts/hello/photo.jpg": "jpeg",
      "content/posts/more/index.md": Self.toml,
      "content/posts/_index.md": "---\ntitle: Posts\n---\n",
      "content/posts/images/logo.png": "png",
    ]) { root in
      let read = FolderDocument<BlogEntry>(try DocumentFolder(listing: root + "/content/posts/"))
      #expect(try read.checked().ids == ["hello", "more"])
      #expect(read.files["more"]?.path == root + "/content/posts/more/index.md")
      // The section page and the folder without an index file.
      #expect(read.folder.skipped == 2)
      #expect(read.folder.style == .bundle)
      #expect(
        read.folder.newPath(for: "new", day: "2026-11-27") == root + "/content/posts/new/index.md")
    }
  }

  @Test func aPostAndABundleOfOneNameAreOneIDTwice() throws {
    try with([
      "posts/2024-01-05-hello.md": Self.post("Hello"),
      "posts/hello/index.md": Self.post("Hello again"),
      "posts/broken.md": "---\ntitle: [unclosed\n---\n",
    ]) { root in
      let read = FolderDocument<BlogEntry>(try DocumentFolder(listing: root + "/posts"))
      #expect(
        read.problems.map { "\($0)" } == [
          "\(root)/posts/broken.md:3:1: The front matter is not valid YAML: did not find expected ',' or ']'.",
          "Both '\(root)/posts/2024-01-05-hello.md' and '\(root)/posts/hello/index.md' hold the entry 'hello'; each entry of a folder needs its own id.",
        ])
      #expect(throws: (any Error).self) { try read.checked() }
    }
  }
}
