import Foundation
import Testing

/// Every document command takes a Markdown post as it takes `entry.xml`: blogdoc runs it in
/// blogdoc-interchange, which reads posts, and `blogdoc undo` hands an undo that meets a
/// post over there before it writes anything.
@Suite("blogdoc on Markdown posts")
struct MarkdownPostCommandTests {
  static let post = """
    ---
    title: "Hello, posts"
    date: 2024-01-05T10:00:00Z
    tags: [swift, linux]
    draft: true
    ---
    The body.

    """

  /// Runs `body` in a fresh directory holding `2024-01-05-hello.md` (``post``) and the
  /// sample `hello-world.xml`.
  func inSite(_ body: (URL) throws -> Void) throws {
    try withSampleDocs(["hello-world.xml"]) { directory in
      try Data(Self.post.utf8).write(to: directory.appendingPathComponent("2024-01-05-hello.md"))
      try body(directory)
    }
  }

  func text(_ directory: URL, _ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    launcher: String? = nil
  ) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory, environment: environment, launcher: launcher)
  }

  /// The libraries the loader loaded for `arguments` (glibc's `LD_DEBUG=files`).
  func loadsFoundation(_ arguments: [String], in directory: URL) throws -> Bool {
    let result = try run(arguments, in: directory, environment: ["LD_DEBUG": "files"])
    return result.standardError.contains("/libFoundation.so")
  }

  @Test func showAndValidateReadAPost() throws {
    try inSite { directory in
      let validate = try run(["validate", "2024-01-05-hello.md"], in: directory)
      #expect(
        validate
          == .init(
            status: 0, standardOutput: "2024-01-05-hello.md: valid, 1 entry\n", standardError: ""))
      let show = try run(["show", "2024-01-05-hello.md", "--field", "title"], in: directory)
      #expect(show == .init(status: 0, standardOutput: "Hello, posts\n", standardError: ""))
    }
  }

  /// An edit changes the key's value and nothing else; a plain `blogdoc undo` and `redo`,
  /// which name no file, meet the post in the history and run where posts are read.
  @Test func editUndoRedoAndLogOfAPostThroughPlainBlogdoc() throws {
    try inSite { directory in
      let edit = try run(
        ["edit", "2024-01-05-hello.md", "--set", "isDraft=false", "-m", "Publish"], in: directory)
      #expect(
        edit
          == .init(
            status: 0, standardOutput: "~ hello.isDraft: true → false\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let edited = Self.post.replacing("draft: true", with: "draft: false")
      #expect(try text(directory, "2024-01-05-hello.md") == edited)

      let log = try run(["log"], in: directory)
      #expect(log.status == 0)
      #expect(
        log.standardOutput.replacing(
          /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+[+-][0-9]{2}:[0-9]{2}/, with: "TIME")
          == "1  TIME  edit  Publish\n    2024-01-05-hello.md: hello.isDraft\n")

      #expect(
        try run(["undo"], in: directory)
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Publish):\n2024-01-05-hello.md:\n  ~ hello.isDraft: false → true\n",
            standardError: ""))
      #expect(try text(directory, "2024-01-05-hello.md") == Self.post)
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try text(directory, "2024-01-05-hello.md") == edited)
      // The undo ran in blogdoc-interchange: blogdoc itself loads no Foundation.
      #expect(try loadsFoundation(["undo"], in: directory))
      #expect(try text(directory, "2024-01-05-hello.md") == Self.post)
    }
  }

  /// An undo of an XML edit stays in blogdoc, which loads no Foundation.
  @Test func anUndoOfXMLStaysInBlogdoc() throws {
    try inSite { directory in
      #expect(try run(["edit", "hello-world.xml", "--set", "title=X"], in: directory).status == 0)
      let loaded = try loadsFoundation(["undo"], in: directory)
      #expect(!loaded)
      let original = try text(BlogDocProcess.sampleDocs, "hello-world.xml")
      #expect(try text(directory, "hello-world.xml") == original)
    }
  }

  /// A run of undos over a post and an XML file is planned whole before it writes, so it is
  /// handed over whole: both files come back.
  @Test func undoingAcrossAPostAndAnXMLFile() throws {
    try inSite { directory in
      _ = try run(["edit", "2024-01-05-hello.md", "--set", "title=One"], in: directory)
      _ = try run(["edit", "hello-world.xml", "--set", "title=Two"], in: directory)
      let undo = try run(["undo", "-n", "2"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput: """
              Undo operation 2 (Set title):
              hello-world.xml:
                ~ hello-world.title: "Two" → "Hello, World"
              Undo operation 1 (Set title):
              2024-01-05-hello.md:
                ~ hello.title: "One" → "Hello, posts"

              """, standardError: ""))
      #expect(try text(directory, "2024-01-05-hello.md") == Self.post)
      let original = try text(BlogDocProcess.sampleDocs, "hello-world.xml")
      #expect(try text(directory, "hello-world.xml") == original)
    }
  }

  @Test func editInTheEditorApplyDiffFormatAndNew() throws {
    try inSite { directory in
      let post = "2024-01-05-hello.md"
      let editor = try run(
        ["edit", post], in: directory,
        environment: [
          "EDITOR": "sed -i -e 's/^title: .*/title: From the editor/'", "VISUAL": "",
          "BLOGDOC_EDITOR_NO_TTY": "1",
        ])
      #expect(editor.standardOutput == "~ hello.title: \"Hello, posts\" → \"From the editor\"\n")
      #expect(editor.status == 0)
      #expect(
        try text(directory, post)
          == Self.post.replacing("\"Hello, posts\"", with: "\"From the editor\""))

      try Data(#"[{"op":"replace","path":"/entry/title","value":"Patched"}]"#.utf8).write(
        to: directory.appendingPathComponent("patch.json"))
      #expect(
        try run(["apply", "patch.json", post], in: directory)
          == .init(
            status: 0, standardOutput: "~ hello.title: \"From the editor\" → \"Patched\"\n",
            standardError: ""))

      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("old"), withIntermediateDirectories: true)
      try Data(Self.post.utf8).write(to: directory.appendingPathComponent("old/\(post)"))
      #expect(
        try run(["diff", "old/\(post)", post], in: directory)
          == .init(
            status: 0, standardOutput: "~ hello.title: \"Hello, posts\" → \"Patched\"\n",
            standardError: ""))

      let format = try run(["format", post], in: directory)
      #expect(format.status == 0)
      #expect(format.standardOutput.hasPrefix("Formatted \(post) ("))
      #expect(try run(["undo"], in: directory).status == 0)
      #expect(
        try text(directory, post)
          == Self.post.replacing("\"Hello, posts\"", with: "\"Patched\""))

      #expect(
        try run(["new", "fresh.md", "--set", "title=Fresh"], in: directory)
          == .init(status: 0, standardOutput: "", standardError: ""))
      #expect(
        try run(["show", "fresh.md", "--field", "title"], in: directory).standardOutput == "Fresh\n"
      )
      #expect(
        try run(["undo"], in: directory)
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 5 (New entry fresh):\nfresh.md (removed):\n  - fresh (from 0)\n",
            standardError: ""))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("fresh.md").path))
    }
  }

  /// post.md → entry.xml → post.md and → entry.json: the same entry each way (the oracle is
  /// `show`, which prints every field).
  @Test func convertToAndFromXMLAndJSON() throws {
    try inSite { directory in
      let shown = try run(["show", "2024-01-05-hello.md"], in: directory)
      #expect(shown.status == 0)
      for (from, to) in [
        ("2024-01-05-hello.md", "hello.xml"), ("hello.xml", "back.md"),
        ("back.md", "hello.json"), ("hello.json", "2025-02-03-hello.markdown"),
      ] {
        #expect(
          try run(["convert", from, to], in: directory)
            == .init(status: 0, standardOutput: "", standardError: ""), "\(from) → \(to)")
        let converted = try run(["show", to], in: directory)
        #expect(converted == shown, "\(to)")
      }
    }
  }

  /// Without its companion, blogdoc says how to build it and writes nothing: neither the
  /// post nor the history changes.
  @Test func anUndoThatMeetsAPostWithoutTheCompanionWritesNothing() throws {
    try inSite { directory in
      _ = try run(["edit", "2024-01-05-hello.md", "--set", "title=One"], in: directory)
      let before = try text(directory, "2024-01-05-hello.md")
      let journalURL = directory.appendingPathComponent(".blogdoc/journal")
      let journal = try Data(contentsOf: journalURL)
      let alone = directory.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: BlogDocProcess.executable, to: alone.appendingPathComponent("blogdoc"))
      let result = try run(
        ["undo"], in: directory, environment: ["PATH": "/usr/bin:/bin"],
        launcher: alone.appendingPathComponent("blogdoc").path)
      let companion = alone.resolvingSymlinksInPath().appendingPathComponent("blogdoc-interchange")
      #expect(
        result
          == .init(
            status: 69, standardOutput: "",
            standardError:
              "Error: Cannot run '\(companion.path)': No such file or directory, and no directory of PATH holds blogdoc-interchange. 'swift build --product blogdoc-interchange' (with -c release for a release build) builds it; scripts/install installs it with blogdoc.\n"
          ))
      #expect(try text(directory, "2024-01-05-hello.md") == before)
      #expect(try Data(contentsOf: journalURL) == journal)
    }
  }
}
