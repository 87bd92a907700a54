import Foundation
import Testing

/// The command line follows the schema's history rules as the library's `History` does:
/// successive body edits within a minute are one undo step.
@Suite("blogdoc undo follows the schema's history rules")
struct HistoryPolicyCommandTests {
  @Test func twoBodyEditsInAMinuteAreOneUndoStepAndATitleEditIsItsOwn() throws {
    try withSampleDocs(["hello-world.xml"]) { directory in
      let original = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      for argument in ["bodyText=One", "bodyText=Two", "title=Three"] {
        #expect(
          try BlogDocProcess.run(["edit", "hello-world.xml", "--set", argument], in: directory)
            .status == 0)
      }
      let log = try BlogDocProcess.run(["log", "--oneline"], in: directory)
      #expect(
        log.standardOutput.split(separator: "\n").map {
          $0.components(separatedBy: "  ").dropFirst(2).joined(separator: "  ")
        } == [
          "edit  Set title", "edit  Set bodyText (one undo step with the edit before)",
          "edit  Set bodyText",
        ])
      let undoTitle = try BlogDocProcess.run(["undo"], in: directory)
      #expect(undoTitle.standardOutput.hasPrefix("Undo operation 3 (Set title):\n"))
      let undoBody = try BlogDocProcess.run(["undo"], in: directory)
      #expect(
        undoBody
          == .init(
            status: 0,
            standardOutput: """
              Undo operation 2 (Set bodyText):
              hello-world.xml:
                ~ hello-world.bodyText: "Two" → "Welcome to the blog. This entry is **Markdown**.\\n\\n- It has a…"

              """, standardError: ""))
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == original)
      #expect(try BlogDocProcess.run(["undo"], in: directory).standardError == "Nothing to undo.\n")
    }
  }
}
