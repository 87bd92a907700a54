import Foundation
import Testing

@Suite("blogdoc new, edit and diff")
struct EditCommandTests {
  /// Copies sample documents into a fresh directory and runs `body` there.
  func withSamples(_ names: [String], _ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      for name in names {
        try FileManager.default.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent(name),
          to: directory.appendingPathComponent(name))
      }
      try body(directory)
    }
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  @Test func anEditChangesOnlyTheNamedFields() throws {
    try withSamples(["hello-world.xml"]) { directory in
      let result = try BlogDocProcess.run(
        ["edit", "hello-world.xml", "--set", "title=Hello again", "--add", "tagNames=swift"],
        in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput:
              "~ hello-world.title: \"Hello, World\" → \"Hello again\"\n~ hello-world.tagNames: +\"swift\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let shown = try BlogDocProcess.run(
        ["show", "hello-world.xml", "--field", "tagNames"], in: directory)
      #expect(shown.standardOutput == "welcome,meta,swift\n")
      let original = try String(
        contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        encoding: .utf8)
      let edited = try String(
        contentsOf: directory.appendingPathComponent("hello-world.xml"), encoding: .utf8)
      #expect(
        edited
          == original
          .replacingOccurrences(
            of: "<title>Hello, World</title>", with: "<title>Hello again</title>"
          )
          .replacingOccurrences(
            of: "<tag>meta</tag>\n", with: "<tag>meta</tag>\n    <tag>swift</tag>\n"))
    }
  }

  @Test func everyProblemIsListedAndNothingIsWritten() throws {
    try withSamples(["hello-world.xml", "blog.json"]) { directory in
      let before = try bytes(directory, "hello-world.xml")
      let blogBefore = try bytes(directory, "blog.json")
      let result = try BlogDocProcess.run(
        [
          "edit", "hello-world.xml", "blog.json", "--set", "isDraft=maybe", "--set", "titel=x",
          "--unset", "title",
        ],
        in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Invalid value for 'isDraft' in --set: expected a boolean (true or false), found "maybe".
              Error: Unknown field 'titel' in --set. Did you mean 'title'?
              Error: 'title' cannot be unset; every entry has one.
              Error: Please choose an entry of 'blog.json' with '--entry <id>'.

              """))
      #expect(try bytes(directory, "hello-world.xml") == before)
      #expect(try bytes(directory, "blog.json") == blogBefore)
    }
  }

  @Test func aDocumentThatDoesNotReadLeavesNoWorkspaceBehind() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("invalid/mismatched-tag.xml"),
        to: directory.appendingPathComponent("broken.xml"))
      let result = try BlogDocProcess.run(
        ["edit", "broken.xml", "--set", "title=A"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: broken.xml:4:40: Opening and ending tag mismatch: title line 4 and titel.

              """))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["broken.xml"])
    }
  }

  @Test func undoingAFileWithNoHistorySaysSoAndCreatesNothing() throws {
    try withSamples(["hello-world.xml"]) { directory in
      let result = try BlogDocProcess.run(["undo", "hello-world.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: No blogdoc history for 'hello-world.xml': no '.blogdoc' directory beside it or above it.

              """))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["hello-world.xml"])
    }
  }

  /// A value given on the command line that the rules refuse is a bad argument, as one
  /// that does not parse is: both exit 64.
  @Test(arguments: [
    ("title=  ", "Error: hello-world.xml: hello-world.title: Title must not be empty.\n"),
    (
      "id=",
      "Error: hello-world.xml: hello-world.id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found \"\".\n"
    ),
    (
      "isDraft=maybe",
      "Error: Invalid value for 'isDraft' in --set: expected a boolean (true or false), found \"maybe\".\n"
    ),
  ])
  func aValueTheRulesRefuseIsRefusedWithExit64(set: String, message: String) throws {
    try withSamples(["hello-world.xml"]) { directory in
      let before = try bytes(directory, "hello-world.xml")
      let result = try BlogDocProcess.run(["edit", "hello-world.xml", "--set", set], in: directory)
      #expect(result == .init(status: 64, standardOutput: "", standardError: message))
      #expect(try bytes(directory, "hello-world.xml") == before)
    }
  }

  @Test func aDryRunPrintsJSONAndWritesNothing() throws {
    try withSamples(["blog.xml"]) { directory in
      let before = try bytes(directory, "blog.xml")
      let result = try BlogDocProcess.run(
        [
          "edit", "blog.xml", "--entry", "post-002", "--set", "isDraft=true", "--dry-run", "--json",
        ], in: directory)
      #expect(result.status == 0)
      let parsed =
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
      let change = (parsed?.first?["changes"] as? [[String: Any]])?.first
      #expect(change?["entry"] as? String == "post-002")
      #expect(change?["after"] as? Bool == true)
      #expect(try bytes(directory, "blog.xml") == before)
    }
  }

  @Test func newCreatesADraftNamedAfterTheFile() throws {
    try withTemporaryDirectory { directory in
      let result = try BlogDocProcess.run(
        ["new", "My First Post.xml", "--set", "title=First"], in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "", standardError: "Started a blogdoc history in .blogdoc.\n"
          ))
      let id = try BlogDocProcess.run(
        ["show", "My First Post.xml", "--field", "id"], in: directory)
      #expect(id.standardOutput == "my-first-post\n")
      // Creating the entry is the user's act: it is posted now (postedDate is otherwise
      // never made up).
      let posted = try BlogDocProcess.run(
        ["show", "My First Post.xml", "--field", "postedDate"], in: directory)
      let (whole, fractional) = (ISO8601DateFormatter(), ISO8601DateFormatter())
      fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
      let text = String(posted.standardOutput.dropLast())
      let date = try #require(fractional.date(from: text) ?? whole.date(from: text))
      #expect(abs(date.timeIntervalSinceNow) < 600)
      let again = try BlogDocProcess.run(["new", "My First Post.xml"], in: directory)
      #expect(
        again
          == .init(
            status: 73, standardOutput: "",
            standardError:
              "Error: My First Post.xml: Already exists; blogdoc new never replaces a file.\n"))
    }
  }

  @Test func diffComparesTwoDocumentsByID() throws {
    let result = try BlogDocProcess.run(["diff", "SampleDocs/blog.xml", "SampleDocs/blog.json"])
    #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
    let changed = try BlogDocProcess.run([
      "diff", "SampleDocs/hello-world.xml", "SampleDocs/unicode-and-rtl.xml",
    ])
    #expect(changed.standardOutput.hasPrefix("- hello-world (from 0)\n+ unicode-and-rtl (at 0)\n"))
  }

  @Test func aRefusedEditPrintsNoDiffAndLeavesNoWorkspace() throws {
    try withTemporaryDirectory { directory in
      let manager = FileManager.default
      for folder in ["w", "other"] {
        try manager.createDirectory(
          at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        try manager.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
          to: directory.appendingPathComponent("\(folder)/hello-world.xml"))
      }
      let result = try BlogDocProcess.run(
        ["edit", "w/hello-world.xml", "other/hello-world.xml", "--set", "title=X"], in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: 'other/hello-world.xml' is outside the workspace '\(directory.resolvingSymlinksInPath().path)/w'; \
              edit files of one workspace at a time.

              """))
      #expect(
        try manager.contentsOfDirectory(atPath: directory.appendingPathComponent("w").path) == [
          "hello-world.xml"
        ])
    }
  }
}
