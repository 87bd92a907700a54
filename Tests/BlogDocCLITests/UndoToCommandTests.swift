import Foundation
import Testing

/// `undo --to OP`, and what an undo conflict tells the user to do next.
@Suite("blogdoc undo --to")
struct UndoToCommandTests {
  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory)
  }

  /// hello-world.xml and three edits of its title: operations 1, 2 and 3.
  func withThreeEdits(_ body: (URL, Data) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      let original = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      for title in ["One", "Two", "Three"] {
        #expect(
          try run(["edit", "hello-world.xml", "--set", "title=\(title)"], in: directory).status == 0
        )
      }
      try body(directory, original)
    }
  }

  @Test func undoToUndoesEveryLaterOperationNewestFirst() throws {
    try withThreeEdits { directory, _ in
      let result = try run(["undo", "--to", "1"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Undo operation 3 (Set title):
              hello-world.xml:
                ~ hello-world.title: "Three" → "Two"
              Undo operation 2 (Set title):
              hello-world.xml:
                ~ hello-world.title: "Two" → "One"

              """, standardError: ""))
      #expect(
        try run(["show", "hello-world.xml", "--field", "title"], in: directory).standardOutput
          == "One\n")
      #expect(
        try run(["undo", "--to", "1"], in: directory)
          == .init(
            status: 0, standardOutput: "", standardError: "Nothing to undo after operation 1.\n"))
    }
  }

  @Test func undoToZeroUndoesEverything() throws {
    try withThreeEdits { directory, original in
      let result = try run(["undo", "--to", "0"], in: directory)
      let now = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))
      #expect(result.status == 0 && now == original)
    }
  }

  @Test func undoToStopsAtTheFirstRefusalAndSaysWhatItDid() throws {
    try withTemporaryDirectory { directory in
      for name in ["hello-world.xml", "blog.json"] {
        try FileManager.default.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent(name),
          to: directory.appendingPathComponent(name))
      }
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "summary=S"], in: directory)
      let file = directory.appendingPathComponent("hello-world.xml")
      try String(contentsOf: file, encoding: .utf8)
        .replacingOccurrences(of: "<title>One</title>", with: "<title>Outside</title>")
        .write(to: file, atomically: true, encoding: .utf8)
      let result = try run(["undo", "--to", "0"], in: directory)
      #expect(result.status == 65)
      #expect(
        result.standardError == """
          Error: hello-world.xml: Cannot undo operation 1: hello-world.title is "Outside", expected "One". Give --partial to undo the other fields and leave these, or --force to overwrite them.
          Stopped there: undid operations 3, 2 first; 'blogdoc redo' brings them back.

          """)
      #expect(
        try run(["show", "blog.json", "--entry", "post-002", "--field", "isDraft"], in: directory)
          .standardOutput
          == "false\n")
    }
  }

  @Test func undoToNamesOnlyOperationsThatExist() throws {
    try withThreeEdits { directory, _ in
      #expect(
        try run(["undo", "--to", "4"], in: directory)
          == .init(
            status: 64, standardOutput: "",
            standardError: "Error: No operation 4 in the history; 'blogdoc log' lists them.\n"))
      #expect(
        try run(["undo", "--to", "99"], in: directory)
          == .init(
            status: 64, standardOutput: "",
            standardError: "Error: No operation 99 in the history; 'blogdoc log' lists them.\n"))
      let both = try run(["undo", "hello-world.xml", "--to", "1"], in: directory)
      #expect(both.status == 64)
      #expect(
        both.standardError.hasPrefix("Error: Please give either a file or '--to', not both.\n"))
    }
  }
}
