import Foundation
import Testing

@Suite("blogdoc show, convert and validate")
struct CommandTests {
  @Test func showPrintsAFieldAloneForScripts() throws {
    let result = try BlogDocProcess.run(["show", "SampleDocs/hello-world.xml", "--field", "title"])
    #expect(result == .init(status: 0, standardOutput: "Hello, World\n", standardError: ""))
  }

  @Test func showPrintsListsAsSetReadsThem() throws {
    let result = try BlogDocProcess.run([
      "show", "SampleDocs/hello-world.xml", "--field", "tagNames",
    ])
    #expect(result == .init(status: 0, standardOutput: "welcome,meta\n", standardError: ""))
  }

  @Test func showPrintsOneEntryAsText() throws {
    // SOURCE_DATE_EPOCH fixes "now" for the relative date: 2026-11-22T10:00:00Z.
    let result = try BlogDocProcess.run(
      ["show", "SampleDocs/hello-world.xml"], environment: ["SOURCE_DATE_EPOCH": "1795341600"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        Hello, World
        hello-world · posted 20 Nov 2026 (2 days ago) · by Ada Lovelace · 1 min read
        Tags: welcome, meta
        Categories: Notes
        Link: https://blog.example.org/2026/11/hello-world

        The first entry of a new blog.

        Welcome to the blog. This entry is **Markdown**.

        - It has a list.
        - And a [link](https://example.org/).


        """)
  }

  @Test func showListsTheEntriesOfABlog() throws {
    let result = try BlogDocProcess.run(["show", "SampleDocs/blog.xml"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 60)
    #expect(lines.first == "post-001  2025-01-01  Value types make snapshots cheap (1)  [draft]")
  }

  @Test func showSuggestsAnEntryForATypo() throws {
    let result = try BlogDocProcess.run(["show", "SampleDocs/blog.xml", "--entry", "post-01"])
    #expect(
      result
        == .init(
          status: 64, standardOutput: "",
          standardError:
            "Error: Unknown entry 'post-01' in 'SampleDocs/blog.xml'. Did you mean 'post-001'?\n"))
  }

  @Test func showSuggestsAFieldForATypo() throws {
    let result = try BlogDocProcess.run(["show", "SampleDocs/hello-world.xml", "--field", "titel"])
    #expect(
      result
        == .init(
          status: 64, standardOutput: "",
          standardError: "Error: Unknown field 'titel'. Did you mean 'title'?\n"))
  }

  @Test func aMissingFileExits66() throws {
    let result = try BlogDocProcess.run(["show", "SampleDocs/nope.xml"])
    #expect(
      result
        == .init(
          status: 66, standardOutput: "",
          standardError: "Error: SampleDocs/nope.xml: No such file.\n"))
  }

  @Test(arguments: [
    (["frobnicate"], "Error: Unknown command 'frobnicate'. See 'blogdoc --help'.\n"),
    (
      ["shwo", "SampleDocs/hello-world.xml"],
      "Error: Unknown command 'shwo'. Did you mean 'show'?\n"
    ),
    (["help", "nosuch"], "Error: Unknown command 'nosuch'. See 'blogdoc --help'.\n"),
    (["help", "udno"], "Error: Unknown command 'udno'. Did you mean 'undo'?\n"),
  ])
  func anUnknownCommandIsAUsageError(arguments: [String], message: String) throws {
    #expect(
      try BlogDocProcess.run(arguments)
        == .init(status: 64, standardOutput: "", standardError: message))
  }

  @Test(arguments: [
    ("tagNames", "[\n  \"welcome\",\n  \"meta\"\n]\n"),
    ("title", "\"Hello, World\"\n"),
    ("isDraft", "false\n"),
    ("updatedDate", "null\n"),
  ])
  func aFieldPrintsAsJSONWithJSON(field: String, expected: String) throws {
    let result = try BlogDocProcess.run([
      "show", "SampleDocs/hello-world.xml", "--field", field, "--json",
    ])
    #expect(result == .init(status: 0, standardOutput: expected, standardError: ""))
  }

  @Test(arguments: [
    (
      ["--json", "--format", "xml"],
      "Error: Please give either '--json' or '--format xml', not both.\n"
    ),
    (
      ["--field", "title", "--format", "xml"],
      "Error: Please use '--format text' or '--json' with '--field'; a field alone has no XML form.\n"
    ),
  ])
  func conflictingShowFlagsAreAUsageError(flags: [String], message: String) throws {
    let result = try BlogDocProcess.run(["show", "SampleDocs/hello-world.xml"] + flags)
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError == message + """
        Usage: blogdoc show <file> [--entry <entry>] [--field <field>] [--format <format>] [--json]
          See 'blogdoc show --help' for more information.

        """)
  }

  @Test func aDirectoryIsAMissingInput() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("dir.xml"), withIntermediateDirectories: false)
      let result = try BlogDocProcess.run(["show", "dir.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 66, standardOutput: "",
            standardError: "Error: dir.xml: A directory holding no documents, not a document.\n"))
    }
  }

  @Test(arguments: [("", true), ("1", false)])
  func onlyANonEmptyNoColorTurnsColourOff(value: String, isColoured: Bool) throws {
    // `script` gives the command a terminal; what it printed there comes back on stdout.
    let command =
      "NO_COLOR='\(value)' \(BlogDocProcess.executable.path) edit SampleDocs/hello-world.xml --set title=X --dry-run"
    let result = try BlogDocProcess.run(
      ["-qec", command, "/dev/null"], launcher: "/usr/bin/script")
    let line = "~ hello-world.title: \"Hello, World\" → \"X\""
    #expect(
      result
        == .init(
          status: 0, standardOutput: (isColoured ? "\u{1B}[33m\(line)\u{1B}[0m" : line) + "\r\n",
          standardError: ""))
  }

  @Test func anUnknownExtensionIsAUsageError() throws {
    let result = try BlogDocProcess.run(["convert", "SampleDocs/hello-world.xml", "out.yaml"])
    #expect(
      result
        == .init(
          status: 64, standardOutput: "",
          standardError:
            "Error: out.yaml: Unknown document format; expected a name ending in .xml, .json, .md or .markdown.\n"
        ))
  }

  @Test func aFailedConvertLeavesTheOutputUntouched() throws {
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("out.json")
      try Data("precious".utf8).write(to: output)
      let result = try BlogDocProcess.run([
        "convert", "SampleDocs/invalid/bad-date.xml", output.path,
      ])
      #expect(result.status == 65)
      #expect(try Data(contentsOf: output) == Data("precious".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"])
    }
  }

  /// A copy of hello-world.json with another title, at `url`.
  func writeOlderJSON(to url: URL) throws {
    let sample = try String(
      contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.json"),
      encoding: .utf8)
    try sample.replacing("Hello, World", with: "Older").write(
      to: url, atomically: true, encoding: .utf8)
  }

  @Test func convertNeverReplacesADocumentWithoutForce() throws {
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("out.json")
      try writeOlderJSON(to: output)
      let before = try Data(contentsOf: output)
      let result = try BlogDocProcess.run(["convert", "SampleDocs/hello-world.xml", output.path])
      #expect(
        result
          == .init(
            status: 73, standardOutput: "",
            standardError: """
              Error: \(output.path): Already exists; convert never replaces a document. Use --force to replace it \
              (then 'blogdoc undo' brings it back).

              """))
      #expect(try Data(contentsOf: output) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"])
    }
  }

  @Test func convertWithForceIsAnOperationUndoReverts() throws {
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("out.json")
      try writeOlderJSON(to: output)
      let before = try Data(contentsOf: output)
      let input = BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml").path
      #expect(
        try BlogDocProcess.run(["convert", input, "out.json", "--force"], in: directory)
          == .init(
            status: 0, standardOutput: "", standardError: "Started a blogdoc history in .blogdoc.\n"
          ))
      #expect(
        try Data(contentsOf: output)
          == Data(contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.json")))
      let undo = try BlogDocProcess.run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput: """
              Undo operation 1 (Convert \(input) to out.json):
              out.json:
                ~ hello-world.title: "Hello, World" → "Older"

              """,
            standardError: ""))
      #expect(try Data(contentsOf: output) == before)
    }
  }

  @Test func convertWithForceRefusesToChangeADocumentsShape() throws {
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("out.json")
      try writeOlderJSON(to: output)
      let result = try BlogDocProcess.run([
        "convert", "SampleDocs/blog.xml", output.path, "--force",
      ])
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError:
              "Error: Cannot replace the single entry '\(output.path)' with the blog; convert to a new file instead.\n"
          ))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"])
    }
  }

  @Test func convertKeepsTheOutputsPermissions() throws {
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("out.json")
      try writeOlderJSON(to: output)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output.path)
      let result = try BlogDocProcess.run([
        "convert", "SampleDocs/hello-world.xml", output.path, "--force",
      ])
      #expect(result.status == 0, "\(result)")
      let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
      #expect(attributes[.posixPermissions] as? Int == 0o600)
    }
  }

  @Test func convertFollowsASymbolicLink() throws {
    try withTemporaryDirectory { directory in
      let target = directory.appendingPathComponent("real.json")
      let link = directory.appendingPathComponent("link.json")
      try writeOlderJSON(to: target)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      let result = try BlogDocProcess.run([
        "convert", "SampleDocs/hello-world.xml", link.path, "--force",
      ])
      #expect(result.status == 0, "\(result)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
      let expected = try Data(
        contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.json"))
      #expect(try Data(contentsOf: target) == expected)
    }
  }

  @Test func validateChecksEveryFileAndListsEveryProblem() throws {
    let result = try BlogDocProcess.run([
      "validate", "SampleDocs/hello-world.xml", "SampleDocs/invalid/rule-violations.xml",
      "SampleDocs/missing.json",
    ])
    #expect(result.status == 65)
    #expect(result.standardOutput == "SampleDocs/hello-world.xml: valid, 1 entry\n")
    let expected = try String(
      contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent(
        "invalid/rule-violations.expected"),
      encoding: .utf8)
    #expect(result.standardError == expected + "Error: SampleDocs/missing.json: No such file.\n")
  }

  static let helpPages = [
    "blogdoc", "init", "new", "show", "edit", "add", "remove", "fields", "undo", "redo", "log",
    "diff", "apply", "convert", "format", "validate", "render", "import",
    "export", "trim", "merge", "resolve", "git-setup", "serve",
  ]

  @Test func renderMatchesItsGoldenPage() throws {
    let result = try BlogDocProcess.run(["render", "SampleDocs/hello-world.xml"])
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/render-hello-world.html")
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput == (try String(contentsOf: golden, encoding: .utf8)))
  }

  /// Help text is part of the interface: compared with golden files (regenerate them with
  /// `for c in …; do blogdoc $c --help > Tests/BlogDocCLITests/Golden/help-$c.txt; done`).
  @Test(arguments: helpPages)
  func helpMatchesItsGoldenFile(command: String) throws {
    let result = try BlogDocProcess.run(command == "blogdoc" ? ["--help"] : [command, "--help"])
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/help-\(command).txt")
    #expect(result.status == 0)
    #expect(result.standardOutput == (try String(contentsOf: golden, encoding: .utf8)))
  }
}
