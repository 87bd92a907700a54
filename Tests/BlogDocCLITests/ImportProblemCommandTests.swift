import Foundation
import Testing

/// What `import` does with sources that other software wrote and that are not quite what
/// the schema needs: untitled feed items, bad records among good ones, misnamed files.
@Suite struct ImportProblemCommandTests {
  func write(_ text: String, to name: String, in directory: URL) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func names(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// A micro.blog-shaped feed: items without titles, one with HTML only, one with text only.
  static let microFeed = #"""
    {
      "version": "https://jsonfeed.org/version/1",
      "title": "Manton",
      "items": [
        {
          "id": "https://micro.example/2024/05/01/hello.html",
          "url": "https://micro.example/2024/05/01/hello.html",
          "content_html": "<p>Walked to the <a href=\"https://example.org\">harbour</a> this morning; the fog lifted at nine and the ferries all came in at once, which I had never seen before.</p>\n<p>More later.</p>",
          "date_published": "2024-05-01T08:30:00-05:00"
        },
        {
          "id": "2",
          "url": "https://micro.example/2024/05/02/note.html",
          "content_text": "\n  Short note.  \nSecond line.",
          "date_published": "2024-05-02T09:00:00+02:00"
        },
        {
          "id": "3",
          "url": "https://micro.example/2024/05/03/titled.html",
          "title": "A titled post",
          "content_text": "Body."
        }
      ]
    }
    """#

  @Test func anUntitledFeedItemTakesItsTitleFromItsTextWithAWarning() throws {
    try withTemporaryDirectory { directory in
      try write(Self.microFeed, to: "feed.json", in: directory)
      let result = try BlogDocProcess.run(
        ["import", "feed.json", "--from", "jsonfeed", "--into", "blog.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Imported feed.json into blog.xml: 3 added, 0 updated, 0 unchanged, 2 warnings.

              """,
            standardError: """
              Warning: feed.json: items.0 ('hello'): title: The record has none; derived "Walked to the harbour this morning; the fog lifted at nine and the ferries all came in at once…" from 'content_html' (html-to-text, first-line, truncate:100).
              Warning: feed.json: items.1 ('note'): title: The record has none; derived "Short note." from 'content_text' (first-line, truncate:100).
              Started a blogdoc history in .blogdoc.

              """))
      let titles = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "hello", "--field", "title"], in: directory)
      #expect(
        titles.standardOutput
          == "Walked to the harbour this morning; the fog lifted at nine and the ferries all came in at once…\n"
      )
    }
  }

  @Test func strictRefusesADerivedTitle() throws {
    try withTemporaryDirectory { directory in
      try write(Self.microFeed, to: "feed.json", in: directory)
      let result = try BlogDocProcess.run(
        ["import", "feed.json", "--from", "jsonfeed", "--into", "blog.xml", "--strict"],
        in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: feed.json: items.0 ('hello'): title: The record has none; derived "Walked to the harbour this morning; the fog lifted at nine and the ferries all came in at once…" from 'content_html' (html-to-text, first-line, truncate:100).
              Error: feed.json: items.1 ('note'): title: The record has none; derived "Short note." from 'content_text' (first-line, truncate:100).
              Error: 2 of 3 records cannot be imported; nothing was written (--skip-invalid imports the others).

              """))
      #expect(try names(in: directory) == ["feed.json"])
    }
  }

  /// Three bad records among good ones, of three kinds.
  static let feedWithBadItems = #"""
    {"version": "https://jsonfeed.org/version/1.1", "items": [
      {"id": "a", "title": "Fine"},
      {"id": "b"},
      {"id": "c", "title": "Tags", "tags": ["x", "x"]},
      {"content_text": "No id anywhere"},
      {"id": "e", "title": "Also fine", "date_published": "2024-13-01"}
    ]}
    """#

  @Test func everyBadRecordIsListedAndNothingIsWritten() throws {
    try withTemporaryDirectory { directory in
      try write(Self.feedWithBadItems, to: "feed.json", in: directory)
      let result = try BlogDocProcess.run(
        ["import", "feed.json", "--from", "jsonfeed", "--into", "blog.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: feed.json: items.1 ('b'): title: Title must not be empty.
              Error: feed.json: items.2 ('c'): tagNames: 'x' appears more than once.
              Error: feed.json: items.3: id: No identity: none of 'url', 'id', 'title' gives a usable id.
              Error: 3 of 5 records cannot be imported; nothing was written (--skip-invalid imports the others).

              """))
      #expect(try names(in: directory) == ["feed.json"])
    }
  }

  @Test func aLoneBadRecordIsOneLine() throws {
    try withTemporaryDirectory { directory in
      try write("---\ntitle: [unclosed\n---\nBody.\n", to: "post.md", in: directory)
      let result = try BlogDocProcess.run(
        ["import", "post.md", "--from", "markdown", "--into", "blog.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: post.md:3:1: The front matter is not valid YAML: did not find expected ',' or ']'.\n"
          ))
      #expect(try names(in: directory) == ["post.md"])
    }
  }

  @Test func skipInvalidImportsTheRestAsOneUndoableOperation() throws {
    try withTemporaryDirectory { directory in
      try write(Self.feedWithBadItems, to: "feed.json", in: directory)
      _ = try BlogDocProcess.run(["new", "--blog", "blog.xml"], in: directory)
      let empty = try Data(contentsOf: directory.appendingPathComponent("blog.xml"))
      let result = try BlogDocProcess.run(
        ["import", "feed.json", "--from", "jsonfeed", "--into", "blog.xml", "--skip-invalid"],
        in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Imported feed.json into blog.xml: 2 added, 0 updated, 0 unchanged, 3 invalid, 1 warning.

              """,
            standardError: """
              Warning: feed.json: items.4 ('e'): postedDate: 'date_published': Expected a date, found "2024-13-01". The field was left as it was. The source's text was kept in the unknown members as 'jsonfeed.date_published'.
              Warning: feed.json: items.1 ('b'): title: Title must not be empty. The record was skipped.
              Warning: feed.json: items.2 ('c'): tagNames: 'x' appears more than once. The record was skipped.
              Warning: feed.json: items.3: id: No identity: none of 'url', 'id', 'title' gives a usable id. The record was skipped.

              """))
      let log = try BlogDocProcess.run(["log"], in: directory)
      #expect(
        log.standardOutput.contains(
          "Import feed.json (2 added, 0 updated, 0 unchanged, 3 invalid, 1 warning)"))
      let undo = try BlogDocProcess.run(["undo", "blog.xml"], in: directory)
      #expect(undo.status == 0)
      #expect(try Data(contentsOf: directory.appendingPathComponent("blog.xml")) == empty)
    }
  }

  @Test func unreadableMarkdownFilesAreListedEachInItsPlace() throws {
    try withTemporaryDirectory { directory in
      try write("---\ntitle: [open\n---\nBody\n", to: "posts/2024-01-01-a.md", in: directory)
      try write("---\ntitle: Good\n---\nBody\n", to: "posts/2024-01-02-b.md", in: directory)
      try Data([0xFF, 0xFE, 0x41]).write(
        to: directory.appendingPathComponent("posts/2024-01-03-c.md"))
      let refused = try BlogDocProcess.run(
        ["import", "posts", "--from", "markdown", "--into", "blog.xml"], in: directory)
      #expect(
        refused
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: posts/2024-01-01-a.md:3:1: The front matter is not valid YAML: did not find expected ',' or ']'.
              Error: posts/2024-01-03-c.md: The file is not UTF-8 text.
              Error: 2 of 3 records cannot be imported; nothing was written (--skip-invalid imports the others).

              """))
      let skipped = try BlogDocProcess.run(
        ["import", "posts", "--from", "markdown", "--into", "blog.xml", "--skip-invalid"],
        in: directory)
      #expect(
        skipped
          == .init(
            status: 0,
            standardOutput: """
              Imported posts into blog.xml: 1 added, 0 updated, 0 unchanged, 2 invalid.

              """,
            standardError: """
              Warning: posts/2024-01-01-a.md:3:1: The front matter is not valid YAML: did not find expected ',' or ']'. The record was skipped.
              Warning: posts/2024-01-03-c.md: The file is not UTF-8 text. The record was skipped.
              Started a blogdoc history in .blogdoc.

              """))
    }
  }

  /// As root every file is readable, so the check runs as `nobody` there (as the torture
  /// run's permission cases do); as anyone else, as that user.
  @Test func anUnreadableSourceIsExit77() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
      try write(Self.microFeed, to: "feed.json", in: directory)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o000], ofItemAtPath: directory.appendingPathComponent("feed.json").path
      )
      let arguments = ["import", "feed.json", "--from", "jsonfeed"]
      let result =
        getuid() == 0
        ? try BlogDocProcess.run(
          ["-u", "nobody", "--", BlogDocProcess.executable.path] + arguments, in: directory,
          launcher: "/usr/sbin/runuser")
        : try BlogDocProcess.run(arguments, in: directory)
      #expect(
        result
          == .init(
            status: 77, standardOutput: "",
            standardError: "Error: feed.json: Permission denied while trying to open it.\n"))
    }
  }

  @Test func aMissingSourceOrMappingIsExit66() throws {
    try withTemporaryDirectory { directory in
      try write(#"{"fields": {"id": "id"}}"#, to: "map.json", in: directory)
      try write("[]", to: "cms.json", in: directory)
      let cases: [([String], String)] = [
        (["import", "missing.xml", "--from", "wxr"], "Error: missing.xml: No such file.\n"),
        (
          ["import", "missing.json", "--from", "jsonfeed", "--into", "blog.xml"],
          "Error: missing.json: No such file.\n"
        ),
        (["import", "posts", "--from", "markdown"], "Error: posts: No such file or directory.\n"),
        (
          ["import", "missing.json", "--from", "json", "--mapping", "map.json"],
          "Error: missing.json: No such file.\n"
        ),
        (
          ["import", "cms.json", "--from", "json", "--mapping", "nomap.json"],
          "Error: nomap.json: No such file.\n"
        ),
      ]
      for (arguments, message) in cases {
        let result = try BlogDocProcess.run(arguments, in: directory)
        #expect(
          result == .init(status: 66, standardOutput: "", standardError: message), "\(arguments)")
      }
      #expect(try names(in: directory) == ["cms.json", "map.json"])
    }
  }

  /// JSON in a file named `.xml` is not "Document is empty.": every command that chooses
  /// the reader by extension says what the file holds and what to call it.
  @Test func aDocumentInTheOtherFormatSaysSoInEveryCommand() throws {
    try withTemporaryDirectory { directory in
      let json = try String(
        contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.json"),
        encoding: .utf8)
      let xml = try String(
        contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("blog.xml"), encoding: .utf8)
      try write(json, to: "x.xml", in: directory)
      try write("\n  " + xml, to: "y.json", in: directory)
      try write(xml, to: "good.xml", in: directory)
      let jsonInXML =
        "Error: x.xml:1:1: Expected XML, as the name ends in .xml, found JSON; rename the file to x.json.\n"
      let xmlInJSON =
        "Error: y.json:2:3: Expected JSON, as the name ends in .json, found XML; rename the file to y.xml.\n"
      let cases: [([String], String)] = [
        (["show", "x.xml"], jsonInXML),
        (["validate", "x.xml"], jsonInXML),
        (["edit", "x.xml", "--set", "title=New"], jsonInXML),
        (["convert", "x.xml", "out.json"], jsonInXML),
        (["diff", "good.xml", "x.xml"], jsonInXML),
        (["render", "x.xml"], jsonInXML),
        (["import", "good.xml", "--from", "wxr", "--into", "x.xml"], jsonInXML),
        (["show", "y.json"], xmlInJSON),
        (["convert", "y.json", "out.xml"], xmlInJSON),
      ]
      for (arguments, message) in cases {
        let result = try BlogDocProcess.run(arguments, in: directory)
        #expect(
          result == .init(status: 65, standardOutput: "", standardError: message), "\(arguments)")
      }
      #expect(try names(in: directory) == ["good.xml", "x.xml", "y.json"])
    }
  }

  @Test func anImportSourceInTheOtherSyntaxNamesTheRightFormat() throws {
    try withTemporaryDirectory { directory in
      try write(Self.microFeed, to: "feed.xml", in: directory)
      try write(
        "<?xml version=\"1.0\"?>\n<rss xmlns:wp=\"http://wordpress.org/export/1.2/\"/>",
        to: "export.json", in: directory)
      let cases: [([String], String)] = [
        (
          ["import", "feed.xml", "--from", "wxr"],
          "Error: feed.xml:1:1: Expected a WordPress export (XML), found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping.\n"
        ),
        (
          ["import", "export.json", "--from", "jsonfeed"],
          "Error: export.json:1:1: Expected a JSON Feed, found XML; --from wxr reads a WordPress export.\n"
        ),
      ]
      for (arguments, message) in cases {
        let result = try BlogDocProcess.run(arguments, in: directory)
        #expect(
          result == .init(status: 65, standardOutput: "", standardError: message), "\(arguments)")
      }
    }
  }
}
