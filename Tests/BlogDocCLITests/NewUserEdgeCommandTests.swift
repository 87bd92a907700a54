import BlogDocSystem
import Foundation
import Testing

/// What trying blogdoc as a new user found (issue 23, items 7, 8, 10, 12, 13 and 14):
/// a line break in a one-line field, a file's owner, a truncated file, list items holding
/// a comma, an id in use, and where a history starts in a git work tree.
@Suite("blogdoc at the edges a new user finds")
struct NewUserEdgeCommandTests {
  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withSampleDocs(["hello-world.xml", "blog.xml"], body)
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  func status(of path: String) -> stat {
    var info = stat()
    _ = stat(path, &info)
    return info
  }

  // MARK: - Item 7: one-line fields

  @Test(arguments: [
    ("\n", "a line feed (U+000A)", "\\n"), ("\r", "a carriage return (U+000D)", "\\r"),
    ("\u{85}", "a next-line character (U+0085)", "\\u{85}"),
    ("\u{2028}", "a line separator (U+2028)", "\\u{2028}"),
    ("\u{2029}", "a paragraph separator (U+2029)", "\\u{2029}"),
  ])
  func aLineBreakInAOneLineFieldIsRefusedAndNothingIsWritten(
    lineBreak: String, name: String, shown: String
  ) throws {
    try inWorkspace { directory throws in
      let before = try bytes(directory, "hello-world.xml")
      let edit = try BlogDocProcess.run(
        ["edit", "hello-world.xml", "--set", "title=Evil\(lineBreak)post-999  2025-01-01  Fake"],
        in: directory)
      #expect(
        edit
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Invalid value for 'title' in --set: expected one line, found \(name) in "Evil\(shown)post-999  2025-01-01  Fake"; only text fields such as a body hold several lines.

              """))
      #expect(try bytes(directory, "hello-world.xml") == before)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  @Test func addApplyAndNewRefuseALineBreakAsEditDoes() throws {
    try inWorkspace { directory throws in
      let blog = try bytes(directory, "blog.xml")
      let add = try BlogDocProcess.run(
        ["add", "blog.xml", "--set", "id=new-one", "--set", "title=A\nB"], in: directory)
      #expect(
        add
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Invalid value for 'title' in --set: expected one line, found a line feed (U+000A) in "A\\nB"; only text fields such as a body hold several lines.

              """))
      let new = try BlogDocProcess.run(
        ["new", "n.xml", "--set", "tagNames=a\u{2028}b"], in: directory)
      #expect(
        new
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Invalid value for 'tagNames' in --set: expected one line, found a line separator (U+2028) in "a\\u{2028}b"; only text fields such as a body hold several lines.

              """))
      try Data(#"[{"op": "replace", "path": "/entry/title", "value": "Evil\npost-999"}]"#.utf8)
        .write(to: directory.appendingPathComponent("patch.json"))
      let single = try bytes(directory, "hello-world.xml")
      let apply = try BlogDocProcess.run(["apply", "patch.json", "hello-world.xml"], in: directory)
      #expect(
        apply
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: hello-world.xml: hello-world.title: Expected one line, found a line feed (U+000A) in "Evil\\npost-999"; only text fields such as a body hold several lines.

              """))
      #expect(try bytes(directory, "blog.xml") == blog)
      #expect(try bytes(directory, "hello-world.xml") == single)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("n.xml").path))
    }
  }

  @Test func validateReportsALineBreakADocumentAlreadyHolds() throws {
    try inWorkspace { directory throws in
      let file = directory.appendingPathComponent("hello-world.xml")
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(
        of: "<title>Hello, World</title>", with: "<title>Evil\npost-999</title>"
      )
      .write(to: file, atomically: true, encoding: .utf8)
      let validate = try BlogDocProcess.run(["validate", "hello-world.xml"], in: directory)
      #expect(
        validate
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: hello-world.xml:4:3: /entry/title: Expected one line, found a line feed (U+000A) in "Evil\\npost-999"; only text fields such as a body hold several lines.

              """))
      // A body is text: its line breaks are its own.
      #expect(
        try BlogDocProcess.run(
          ["edit", "hello-world.xml", "--set", "title=Fixed", "--set", "bodyText=One\nTwo"],
          in: directory
        ).status == 0)
      #expect(try BlogDocProcess.run(["validate", "hello-world.xml"], in: directory).status == 0)
    }
  }

  // MARK: - Item 8: owner, group and mode

  @Test(.enabled(if: geteuid() == 0, "needs root to give files away"))
  func anEditAsRootKeepsTheOwnerGroupAndMode() throws {
    try inWorkspace { directory throws in
      let path = directory.appendingPathComponent("hello-world.xml").path
      #expect(chown(path, 65534, 65534) == 0)
      #expect(chmod(path, 0o640) == 0)
      #expect(
        try BlogDocProcess.run(["edit", "hello-world.xml", "--set", "title=Kept"], in: directory)
          .status == 0)
      var info = status(of: path)
      #expect([info.st_uid, info.st_gid] == [65534, 65534])
      #expect(info.st_mode & 0o7777 == 0o640)
      #expect(try BlogDocProcess.run(["undo"], in: directory).standardError == "")
      info = status(of: path)
      #expect([info.st_uid, info.st_gid] == [65534, 65534])
      #expect(info.st_mode & 0o7777 == 0o640)
      // The journal is the user's own, whatever the documents' owners are.
      let journal = status(of: directory.appendingPathComponent(".blogdoc/journal").path)
      #expect([journal.st_uid, journal.st_gid] == [0, 0])
    }
  }

  @Test(
    .enabled(
      if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv"))
  func aUserWhoCannotKeepTheOwnerIsToldBeforeTheWrite() throws {
    try inWorkspace { directory throws in
      #expect(chmod(directory.path, 0o777) == 0)
      let path = directory.appendingPathComponent("hello-world.xml").path
      #expect(chown(path, 1234, 1234) == 0)
      #expect(chmod(path, 0o666) == 0)
      let edit = try BlogDocProcess.run(
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", BlogDocProcess.executable.path,
          "edit", "hello-world.xml", "--set", "title=Given away",
        ],
        in: directory, launcher: "/usr/bin/setpriv")
      #expect(
        edit
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"Given away\"\n",
            standardError: """
              Warning: 'hello-world.xml' belongs to uid 1234 and gid 1234; the new file will belong to uid 65534 and gid 65534, since only root can give a file to another user or to a group one is not in. Its mode 0666 is kept.
              Started a blogdoc history in .blogdoc.

              """))
      let info = status(of: path)
      #expect([info.st_uid, info.st_gid] == [65534, 65534])
      #expect(info.st_mode & 0o7777 == 0o666)
    }
  }

  // MARK: - Item 9: remove then undo

  @Test(arguments: [
    (
      "b.xml",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <blog xmlns="urn:blogdoc:archive" formatVersion="2">
          <entry>
              <id>a</id><title>First</title>
          </entry>
          <!-- b is a draft -->
          <entry><id>b</id><title>Second</title></entry>
          <!-- c: kept for later -->

          <entry><id>c</id><title>Third</title></entry>
      </blog>

      """
    ),
    (
      "b.json",
      """
      {
        "formatVersion": 2,
        "blog": [
          {"id": "a", "title": "A"},

            {"id": "b", "title": "B"}  ,
        {"id": "c", "title": "C"}
        ]
      }

      """
    ),
  ])
  func removeThenUndoGivesBackTheExactBytes(name: String, text: String) throws {
    try withTemporaryDirectory { directory throws in
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
      for id in ["a", "b", "c"] {
        let remove = try BlogDocProcess.run(["remove", name, "--entry", id], in: directory)
        #expect(remove.status == 0)
        #expect(try String(decoding: bytes(directory, name), as: UTF8.self) != text)
        let undo = try BlogDocProcess.run(["undo"], in: directory)
        #expect(undo.status == 0)
        #expect(
          try String(decoding: bytes(directory, name), as: UTF8.self) == text,
          "\(name) without \(id)")
      }
    }
  }

  // MARK: - Item 10: a truncated file

  @Test func aTruncatedFileIsReportedInLibxml2sOwnWords() throws {
    try withTemporaryDirectory { directory throws in
      try Data(
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>x</id>\n  <bodyText>hello\nworld"
          .utf8
      )
      .write(to: directory.appendingPathComponent("cut.xml"))
      let validate = try BlogDocProcess.run(["validate", "cut.xml"], in: directory)
      #expect(
        validate
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: cut.xml:4:6: /entry/bodyText: Premature end of data in tag bodyText line 3.

              """))
    }
  }

  // MARK: - Item 12: one list syntax

  @Test func addAndRemoveReadListsAsSetDoesAndShowQuotesAComma() throws {
    try inWorkspace { directory throws in
      let add = try BlogDocProcess.run(
        ["edit", "hello-world.xml", "--add", "tagNames=swift,linux", "--add", #"tagNames=a\,b"#],
        in: directory)
      #expect(add.standardOutput == "~ hello-world.tagNames: +\"swift\" +\"linux\" +\"a,b\"\n")
      let field = try BlogDocProcess.run(
        ["show", "hello-world.xml", "--field", "tagNames"], in: directory)
      #expect(field.standardOutput == #"welcome,meta,swift,linux,a\,b"# + "\n")
      let shown = try BlogDocProcess.run(["show", "hello-world.xml"], in: directory).standardOutput
      #expect(shown.split(separator: "\n").contains(#"Tags: welcome, meta, swift, linux, a\,b"#))
      let remove = try BlogDocProcess.run(
        ["edit", "hello-world.xml", "--remove", #"tagNames=a\,b,swift"#], in: directory)
      #expect(remove.standardOutput == "~ hello-world.tagNames: -\"swift\" -\"a,b\"\n")
      let empty = try BlogDocProcess.run(
        ["edit", "hello-world.xml", "--add", "tagNames="], in: directory)
      #expect(
        empty
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Expected --add tagNames=item, found no item; separate items with commas.

              """))
    }
  }

  // MARK: - Item 13: an id in use

  @Test func anIdInUseIsExit65EverywhereNamingTheEntryByItsCurrentId() throws {
    try inWorkspace { directory throws in
      let before = try bytes(directory, "blog.xml")
      let edit = try BlogDocProcess.run(
        ["edit", "blog.xml", "--entry", "post-001", "--set", "id=post-002"], in: directory)
      #expect(
        edit
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: blog.xml: post-001.id: Expected an id no other entry has, found 'post-002'; each entry needs its own id.

              """))
      let add = try BlogDocProcess.run(
        ["add", "blog.xml", "--set", "id=post-002", "--set", "title=Again"], in: directory)
      #expect(
        add
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: 'blog.xml' already has an entry 'post-002'; give the new entry another id.

              """))
      try Data(#"[{"op": "replace", "path": "/blog/0/id", "value": "post-002"}]"#.utf8)
        .write(to: directory.appendingPathComponent("patch.json"))
      let apply = try BlogDocProcess.run(["apply", "patch.json", "blog.xml"], in: directory)
      #expect(
        apply
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: patch.json:1:2: operation 1 (replace /blog/0/id): post-001.id: Expected an id no other entry has, found 'post-002'; each entry needs its own id.

              """))
      let slug = try BlogDocProcess.run(
        ["edit", "blog.xml", "--entry", "post-001", "--set", "id=../../evil"], in: directory)
      #expect(
        slug
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: blog.xml: post-001.id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found "../../evil".

              """))
      try Data(#"[{"op": "replace", "path": "/blog/0/id", "value": "../../evil"}]"#.utf8)
        .write(to: directory.appendingPathComponent("slug.json"))
      let applied = try BlogDocProcess.run(["apply", "slug.json", "blog.xml"], in: directory)
      #expect(
        applied
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: blog.xml: post-001.id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found "../../evil".

              """))
      #expect(try bytes(directory, "blog.xml") == before)
    }
  }

  // MARK: - Item 14: one history per git work tree

  @Test(arguments: [true, false])
  func aFirstHistoryInAGitWorkTreeStartsAtItsRoot(dotGitIsAFile: Bool) throws {
    try withTemporaryDirectory { directory throws in
      let posts = directory.appendingPathComponent("posts")
      try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
      if dotGitIsAFile {
        // A linked work tree or a submodule: `.git` is a file naming the git directory.
        try Data("gitdir: /nonexistent/worktrees/site\n".utf8).write(
          to: directory.appendingPathComponent(".git"))
      } else {
        try FileManager.default.createDirectory(
          at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
      }
      for (name, folder) in [("a.xml", posts), ("b.xml", directory)] {
        try FileManager.default.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
          to: folder.appendingPathComponent(name))
      }
      let first = try BlogDocProcess.run(
        ["edit", "posts/a.xml", "--set", "title=A"], in: directory)
      // The history is kept in the git directory (issue 28, item 7); a `.git` file naming
      // none keeps it at the work tree's root.
      #expect(
        first.standardError
          == "Started a blogdoc history in \(dotGitIsAFile ? ".blogdoc" : ".git/blogdoc").\n")
      #expect(
        !FileManager.default.fileExists(atPath: posts.appendingPathComponent(".blogdoc").path))
      let second = try BlogDocProcess.run(["edit", "b.xml", "--set", "title=B"], in: directory)
      #expect(
        second
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"B\"\n",
            standardError: ""))
      let undo = try BlogDocProcess.run(["undo", "-n", "2"], in: directory)
      #expect(undo.status == 0)
      for name in ["posts/a.xml", "b.xml"] {
        #expect(
          try bytes(directory, name)
            == Data(contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"))
        )
      }
    }
  }

  @Test func outsideGitAHistoryStartsBesideTheDocument() throws {
    try withTemporaryDirectory { directory throws in
      let posts = directory.appendingPathComponent("posts")
      try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: posts.appendingPathComponent("a.xml"))
      let edit = try BlogDocProcess.run(["edit", "posts/a.xml", "--set", "title=A"], in: directory)
      #expect(edit.standardError == "Started a blogdoc history in posts/.blogdoc.\n")
      #expect(
        FileManager.default.fileExists(
          atPath: posts.appendingPathComponent(".blogdoc/journal").path))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }
}
