import BlogDocBlog
import BlogDocCore
import BlogDocStore
import BlogDocTestSupport
import Foundation
import Synchronization
import Testing

@testable import BlogDocInterchange

/// Edits of posts through the journaled store, as `blogdoc edit post.md --set …` makes
/// them, then undone: the file is its original bytes again.
@Suite struct PostUndoTests {
  /// A workspace in a fresh directory, with `MarkdownPostFormat` registered.
  final class Workspace {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-posts-\(UUID().uuidString)"
    ).path

    init() throws {
      DocumentFormat.register(MarkdownPostFormat())
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `name` (folders made as needed) and returns its path.
    func write(_ text: String, at name: String) throws -> String {
      let file = path + "/" + name
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      return file
    }

    func read(_ file: String) throws -> String {
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
    }

    /// Edits the one entry of `file` with `change` through a store, and returns what the
    /// store said.
    func edit(_ file: String, _ change: @escaping (inout BlogEntry) -> Void) throws -> [String] {
      let notices = Mutex<[String]>([])
      let store = try DocumentStore.open(
        forDocumentAt: file, creating: true,
        options: StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self))
      ) { notice in notices.withLock { $0.append("\(notice)") } }
      let plan = try EditPlan.make(BlogEntry.self, file: file, message: "Edit") { proxy in
        let id = proxy.ids[0]
        try proxy.update(id: id) { entry in
          var copy = entry.current
          change(&copy)
          entry.replace(with: copy)
        }
      }
      try store.commit(.edit, message: "Edit", writes: [try plan.write()])
      return notices.withLock { $0 }
    }

    /// Undoes the workspace's latest operation.
    func undo(_ file: String) throws {
      let store = try DocumentStore.open(
        forDocumentAt: file, creating: false,
        options: StoreOptions(toolName: "blogdoc", models: DocumentModels(BlogEntry.self)))
      try store.move(HistoryRequest(.undo))
    }
  }

  @Test func editThenUndoGivesBackTheBytes() throws {
    let workspace = try Workspace()
    let original = "---\ntitle: Hello # hi\ntags:\n- a\n---\n\nBody.\n"
    let file = try workspace.write(original, at: "_posts/2024-01-05-hello.md")
    _ = try workspace.edit(file) { $0.title = "Hello: world" }
    #expect(
      try workspace.read(file) == "---\ntitle: 'Hello: world' # hi\ntags:\n- a\n---\n\nBody.\n")
    try workspace.undo(file)
    #expect(try workspace.read(file) == original)
  }

  /// A cleared key goes back after the line it followed, away from its neighbours in the
  /// export's order (found by the fuzzer).
  @Test func aClearedKeyGoesBackWhereItWas() throws {
    let workspace = try Workspace()
    let original =
      "---\ntitle: Hi\ndate: 2024-02-01\ncategories:\n  - E\nsummary: >-\n  Two\n  lines.\nauthor: Ada\n---\n\nBody.\n"
    let file = try workspace.write(original, at: "hi.md")
    _ = try workspace.edit(file) { $0.summary = nil }
    #expect(
      try workspace.read(file)
        == "---\ntitle: Hi\ndate: 2024-02-01\ncategories:\n  - E\nauthor: Ada\n---\n\nBody.\n")
    try workspace.undo(file)
    #expect(try workspace.read(file) == original)
  }

  /// A cleared multi-line key (a TOML `"""` string, a YAML block scalar) goes back after
  /// the line it followed when the same edit rewrote that line too: the draft flag, written
  /// back by the undo (found by the fuzzer).
  @Test(arguments: ["_posts/2024-01-05-hi.md", "hi/index.md", "hi.md"])
  func aRemovedKeyGoesBackBeforeAMultiLineValue(name: String) throws {
    let posts = [
      "+++\ntitle = 'Hi'\ndate = 2024-11-20T12:56:02Z\ndraft = true\nsummary = \"\"\"\nTwo\nlines\"\"\"\nweight = 95\n+++\n\nBody.\n",
      "---\ntitle: Hi\ndate: 2024-11-20\ndraft: true\nsummary: |\n  Two\n  lines\nweight: 95\n---\n\nBody.\n",
    ]
    let edited = [
      "+++\ntitle = 'Hi'\ndate = 2024-11-20T12:56:02Z\ndraft = false\nweight = 95\n+++\n\nBody.\n",
      "---\ntitle: Hi\ndate: 2024-11-20\ndraft: false\nweight: 95\n---\n\nBody.\n",
    ]
    for (index, original) in posts.enumerated() {
      let workspace = try Workspace()
      let file = try workspace.write(original, at: name)
      _ = try workspace.edit(file) {
        $0.isDraft = false
        $0.summary = nil
      }
      #expect(try workspace.read(file) == edited[index])
      try workspace.undo(file)
      #expect(try workspace.read(file) == original)
    }
  }

  /// A body the entry reads without its blank lines (or as empty) comes back as it was
  /// written: the journal keeps the body's own bytes (found by the post-splice fuzz target).
  @Test(arguments: ["+++\ntitle = 'T'\n+++\n\n\n\n", "---\ntitle: T\n---\n\nText.\n\n\n\n"])
  func anEditedBodyComesBackWithItsBlankLines(original: String) throws {
    let workspace = try Workspace()
    let file = try workspace.write(original, at: "t.md")
    _ = try workspace.edit(file) { $0.bodyText = "New." }
    #expect(try workspace.read(file).hasSuffix("\nNew."))
    try workspace.undo(file)
    #expect(try workspace.read(file) == original)
  }

  /// A post whose front matter is written anew says so, and undo still gives back its bytes.
  @Test func aRewriteIsSaidAndUndone() throws {
    let workspace = try Workspace()
    let original = "+++\ntitle = \"\"\"\nHello\"\"\"\n+++\nBody.\n"
    let file = try workspace.write(original, at: "hello/index.md")
    let notices = try workspace.edit(file) { $0.title = "Bye" }
    #expect(
      notices.contains(
        "Wrote '\(file)' whole in canonical form. The front matter was written anew and the body kept as it was: 'title' is written in a form blogdoc does not splice."
      ))
    #expect(
      try workspace.read(file)
        == "+++\ntitle = \"Bye\"\nslug = \"hello\"\ntags = []\ncategories = []\ndraft = false\n+++\n\nBody.\n"
    )
    try workspace.undo(file)
    #expect(try workspace.read(file) == original)
  }

  /// (b) Any one-key edit of a generated post, undone, gives back the post's bytes.
  @Test func editAndUndoGiveBackTheOriginalBytes() async {
    await propertyCheck(count: 100, input: FrontMatterGenerators.editablePost) { post in
      do {
        let workspace = try Workspace()
        let file = try workspace.write(post.text, at: post.path)
        let text = "N" + post.editText
        _ = try workspace.edit(file) { entry in
          switch post.editChoice {
          case 0, 5: entry.title = text
          case 1, 6: entry.tagNames = ["u0" + text]
          case 2, 7: entry.isDraft.toggle()
          case 3: entry.summary = entry.summary == nil ? "S" + text : nil
          case 8: entry.summary = "S" + text
          case 10, 11: entry.authorName = "A" + text
          default: entry.bodyText = text
          }
        }
        try workspace.undo(file)
        #expect(try workspace.read(file) == post.text, "\(post)")
      } catch {
        Issue.record("\(error) for \(post)")
      }
    }
  }
}
