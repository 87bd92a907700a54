import Foundation
import Testing

/// Which mistakes are the command line's (64) and which the data's (65).
@Suite("blogdoc: usage errors against data errors")
struct UsageExitTests {
  @Test func importRefusesFormatWithInto() throws {
    try withTemporaryDirectory { directory in
      let result = try BlogDocProcess.run(
        [
          "import", BlogDocProcess.sampleDocs.appendingPathComponent("import/feed.json").path,
          "--from", "jsonfeed",
          "--into", "x.json", "--format", "xml",
        ],
        in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError:
              "Error: --format xml applies only without --into; the blog's format comes from its name, 'x.json'.\n"
          ))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }
  }

  /// A rule the document broke before the edit is the data's problem, not the argument's.
  @Test func aRuleBrokenAlreadyIsBadData() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("e.json")
      try
        #"{"formatVersion":2,"entry":{"id":"e","title":"T","postedDate":"2026-11-20T10:00:00Z","tagNames":["a","a"]}}"#
        .write(to: file, atomically: true, encoding: .utf8)
      let result = try BlogDocProcess.run(["edit", "e.json", "--set", "title=New"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: "Error: e.json: e.tagNames: 'a' appears more than once.\n"))
    }
  }

  /// A new entry's values all come from the command line, so a rule they break is a usage error.
  @Test(arguments: [
    (["new", "a.xml"], "Error: Cannot commit 'New entry': a.title: Title must not be empty.\n"),
    (
      ["new", "b.xml", "--set", "id=", "--set", "title=T"],
      "Error: Cannot commit 'New entry': .id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found \"\".\n"
    ),
  ])
  func aNewEntryBreakingARuleIsAUsageError(arguments: [String], message: String) throws {
    try withTemporaryDirectory { directory in
      let result = try BlogDocProcess.run(arguments, in: directory)
      #expect(result == .init(status: 64, standardOutput: "", standardError: message))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }
  }
}
