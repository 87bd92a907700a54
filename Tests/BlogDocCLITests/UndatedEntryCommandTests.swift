import Foundation
import Testing

/// An entry without `postedDate` (issue 17, item 3): it stays undated through every command,
/// and no import makes a date or a post up.
@Suite("blogdoc with entries without a posted date")
struct UndatedEntryCommandTests {
  static let undated = #"{"formatVersion":2,"entry":{"id":"nodate","title":"T"}}"#

  /// A blog of a dated entry and an undated one, written to `blog.json` in `directory`.
  func writeBlog(in directory: URL) throws {
    try Data(
      """
      {"formatVersion": 2, "blog": [
        {"id": "someday", "title": "Someday", "bodyText": "Not yet.\\n", "isDraft": true},
        {"id": "hello", "title": "Hello", "postedDate": "2026-11-20T10:00:00Z"}
      ]}
      """.utf8
    ).write(to: directory.appendingPathComponent("blog.json"))
  }

  func text(_ directory: URL, _ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func validateShowAndConvertKeepItUndated() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.undated.utf8).write(to: directory.appendingPathComponent("nodate.json"))
      let validate = try BlogDocProcess.run(["validate", "nodate.json"], in: directory)
      #expect(
        validate
          == .init(status: 0, standardOutput: "nodate.json: valid, 1 entry\n", standardError: ""))

      let show = try BlogDocProcess.run(
        ["show", "nodate.json"], in: directory, environment: ["SOURCE_DATE_EPOCH": "1795341600"])
      #expect(
        show
          == .init(
            status: 0,
            standardOutput: """
              T
              nodate · not posted yet · 1 min read

              """, standardError: ""))

      let field = try BlogDocProcess.run(
        ["show", "nodate.json", "--field", "postedDate"], in: directory)
      #expect(field == .init(status: 0, standardOutput: "\n", standardError: ""))

      let convert = try BlogDocProcess.run(["convert", "nodate.json", "nodate.xml"], in: directory)
      #expect(convert == .init(status: 0, standardOutput: "", standardError: ""))
      #expect(
        try text(directory, "nodate.xml") == """
          <?xml version="1.0" encoding="UTF-8"?>
          <entry xmlns="urn:blogdoc:archive" formatVersion="2">
            <id>nodate</id>
            <title>T</title>
            <bodyText/>
            <tagNames/>
            <categoryNames/>
            <isDraft>false</isDraft>
          </entry>

          """)
      let back = try BlogDocProcess.run(["convert", "nodate.xml", "back.json"], in: directory)
      #expect(back.status == 0)
      #expect(
        try text(directory, "back.json") == """
          {
            "formatVersion": 2,
            "entry": {
              "id": "nodate",
              "title": "T",
              "bodyText": "",
              "tagNames": [],
              "categoryNames": [],
              "isDraft": false
            }
          }

          """)
    }
  }

  @Test func unsetRemovesThePostedDateAndUndoBringsItBack() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.json"),
        to: directory.appendingPathComponent("entry.json"))
      let before = try text(directory, "entry.json")
      let unset = try BlogDocProcess.run(
        ["edit", "entry.json", "--unset", "postedDate"], in: directory)
      #expect(
        unset
          == .init(
            status: 0, standardOutput: "~ hello-world.postedDate: 2026-11-20T10:00:00Z → absent\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(
        try text(directory, "entry.json")
          == before.replacing("    \"postedDate\": \"2026-11-20T10:00:00Z\",\n", with: ""))
      let undo = try BlogDocProcess.run(["undo", "entry.json"], in: directory)
      #expect(undo.status == 0)
      #expect(try text(directory, "entry.json") == before)
    }
  }

  @Test func anUndatedEntryIsShownRenderedAndExportedWithoutADate() throws {
    try withTemporaryDirectory { directory in
      try writeBlog(in: directory)
      // show lists a blog in document order; render's index puts undated entries last.
      let show = try BlogDocProcess.run(["show", "blog.json"], in: directory)
      #expect(
        show
          == .init(
            status: 0,
            standardOutput: """
              someday  no date     Someday  [draft]
              hello    2026-11-20  Hello

              """, standardError: ""))

      let render = try BlogDocProcess.run(["render", "blog.json"], in: directory)
      #expect(render.status == 0)
      let index = render.standardOutput.split(separator: "\n").filter {
        $0.hasPrefix("<li><a href=\"#entry-")
      }
      #expect(
        index == [
          "<li><a href=\"#entry-hello\">Hello</a> <span class=\"meta\"><time datetime=\"2026-11-20T10:00:00Z\">20 Nov 2026</time></span></li>",
          "<li><a href=\"#entry-someday\">Someday</a><span class=\"badge\">draft</span> <span class=\"meta\">not posted yet</span><p>Not yet.</p></li>",
        ])
      #expect(
        render.standardOutput.split(separator: "\n").filter {
          $0.hasPrefix("<p class=\"meta\">not")
        } == [
          "<p class=\"meta\">not posted yet · 1 min read</p>"
        ])
      #expect(!render.standardOutput.contains("1970"))

      let export = try BlogDocProcess.run(
        ["export", "blog.json", "--to", "markdown", "--dir", "out"], in: directory)
      // An export is an operation in the history, the first one here.
      #expect(
        export
          == .init(
            status: 0, standardOutput: "Wrote 2 files to out.\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: directory.appendingPathComponent("out").path
        ).sorted() == [
          ".blogdoc-export", "2026-11-20-hello.md", "someday.md",
        ])
      #expect(
        try text(directory, "out/someday.md") == """
          ---
          title: Someday
          slug: someday
          tags: []
          categories: []
          draft: true
          published: false
          ---

          Not yet.

          """)
    }
  }

  @Test func aReadmeInAPostsFolderIsSkippedWithAWarning() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("import/posts"),
        to: directory.appendingPathComponent("posts"))
      try Data("# My posts\n\nWritten in Markdown.\n".utf8).write(
        to: directory.appendingPathComponent("posts/README.md"))
      let result = try BlogDocProcess.run(
        ["import", "posts", "--from", "markdown", "--into", "blog.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Imported posts into blog.xml: 4 added, 0 updated, 0 unchanged, 1 skipped, 1 warning.

              """,
            standardError: """
              Warning: posts/README.md: No front matter ('---', '+++', '{' or '@title' at the top), so it is not a post. The file was skipped.
              Started a blogdoc history in .blogdoc.

              """))
      let ids = try BlogDocProcess.run(["show", "blog.xml"], in: directory).standardOutput
        .split(separator: "\n").map { $0.prefix { $0 != " " } }
      #expect(ids == ["hello-unicode", "draft-ideas", "dates-done-right", "tea-time"])
    }
  }

  @Test(arguments: [["--into", "blog.xml"], []])
  func aFileThatIsNotMarkdownIsRefused(into: [String]) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("import/feed.json"),
        to: directory.appendingPathComponent("feed.json"))
      let result = try BlogDocProcess.run(
        ["import", "feed.json", "--from", "markdown"] + into, in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: feed.json: Expected a Markdown file (.md or .markdown) or a directory of them, found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping.

              """))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.json"])
    }
  }
}
