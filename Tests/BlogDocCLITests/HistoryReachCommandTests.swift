import Foundation
import Testing

/// How far the history reaches: an undo that left a file out, a log that leaves operations
/// out, a trim that would leave nothing to undo or redo, and undo and redo of many.
@Suite("blogdoc undo --skip-missing, log's left-out line and trim's refusal")
struct HistoryReachCommandTests {
  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory, environment: ["TZ": "UTC"])
  }

  /// The output with every time replaced by `TIME`.
  func maskingTimes(_ text: String) -> String {
    text.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00/, with: "TIME")
  }

  /// e.xml and f.xml, both a copy of hello-world.xml.
  func withTwoEntries(_ body: (URL) throws -> Void) throws {
    try withCopies(of: "hello-world.xml", named: ["e.xml", "f.xml"], body)
  }

  /// What `undo` prints for undoing operation 1, `Set title`, in `file`.
  func undoneTitle(in file: String) -> String {
    """
    Undo operation 1 (Set title):
    \(file):
      ~ hello-world.title: "One" → "Hello, World"

    """
  }

  func title(_ file: String, in directory: URL) throws -> String {
    String(try run(["show", file, "--field", "title"], in: directory).standardOutput.dropLast())
  }

  @Test func anUndoThatLeftAFileOutLeavesTheOperationUndoableThere() throws {
    try withTwoEntries { directory in
      #expect(try run(["edit", "e.xml", "f.xml", "--set", "title=One"], in: directory).status == 0)
      let e = directory.appendingPathComponent("e.xml")
      // Out of the workspace, so nothing there holds its bytes but f.xml, which is not it.
      let away = directory.deletingLastPathComponent().appendingPathComponent(
        directory.lastPathComponent + "-away.xml")
      try FileManager.default.moveItem(at: e, to: away)
      let undo = try run(["undo", "--skip-missing"], in: directory)
      #expect(
        undo
          == .init(
            status: 0, standardOutput: undoneTitle(in: "f.xml"),
            standardError:
              "Warning: e.xml: No such file; the undo leaves it out. Put it back, then 'blogdoc undo e.xml' undoes the operation there.\n"
          ))
      try FileManager.default.moveItem(at: away, to: e)
      #expect(
        maskingTimes(try run(["log", "--oneline"], in: directory).standardOutput) == """
          2  TIME  undo  Undo 1: Set title
          1  TIME  edit  Set title (undone except e.xml)

          """)
      #expect(try title("e.xml", in: directory) == "One")
      #expect(
        try run(["undo"], in: directory)
          == .init(
            status: 0, standardOutput: "",
            standardError:
              "Nothing to undo. Operation 1 is still in effect in e.xml, which was gone when it was undone: 'blogdoc undo e.xml' undoes it there.\n"
          ))
      let there = try run(["undo", "e.xml"], in: directory)
      #expect(
        there == .init(status: 0, standardOutput: undoneTitle(in: "e.xml"), standardError: ""))
      #expect(try title("e.xml", in: directory) == "Hello, World")
      #expect(
        maskingTimes(try run(["log", "--oneline"], in: directory).standardOutput) == """
          3  TIME  undo  Undo 1: Set title
          2  TIME  undo  Undo 1: Set title
          1  TIME  edit  Set title (undone)

          """)
    }
  }

  @Test func anUndoWithEveryFileGoneMovesOnAndLeavesTheOperationUndoableThere() throws {
    try withTwoEntries { directory in
      #expect(try run(["edit", "e.xml", "--set", "title=One"], in: directory).status == 0)
      #expect(try run(["edit", "f.xml", "--set", "title=Two"], in: directory).status == 0)
      let e = directory.appendingPathComponent("e.xml")
      let away = directory.deletingLastPathComponent().appendingPathComponent(
        directory.lastPathComponent + "-away.xml")
      try FileManager.default.moveItem(at: e, to: away)
      #expect(try run(["undo", "-n", "2", "--skip-missing"], in: directory).status == 0)
      try FileManager.default.moveItem(at: away, to: e)
      #expect(
        maskingTimes(try run(["log", "--oneline"], in: directory).standardOutput) == """
          4  TIME  undo  Undo 1: Set title
          3  TIME  undo  Undo 2: Set title
          2  TIME  edit  Set title (undone)
          1  TIME  edit  Set title (undone except e.xml)

          """)
      #expect(
        try run(["undo", "e.xml"], in: directory)
          == .init(status: 0, standardOutput: undoneTitle(in: "e.xml"), standardError: ""))
      #expect(
        try Data(contentsOf: e)
          == Data(contentsOf: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml")))
    }
  }

  @Test func logSaysHowManyOperationsItLeftOut() throws {
    try withTwoEntries { directory in
      for number in 1...5 {
        let file = number % 2 == 0 ? "e.xml" : "f.xml"
        let edit = try run(["edit", file, "--set", "title=T\(number)"], in: directory)
        #expect(edit.status == 0)
      }
      #expect(
        maskingTimes(try run(["log", "--oneline", "-n", "2"], in: directory).standardOutput) == """
          5  TIME  edit  Set title
          4  TIME  edit  Set title
          … 3 earlier operations; 'blogdoc log -n 5' shows them all.

          """)
      #expect(
        maskingTimes(
          try run(["log", "e.xml", "--oneline", "-n", "1"], in: directory).standardOutput) == """
            4  TIME  edit  Set title
            … 1 earlier operation; 'blogdoc log e.xml -n 2' shows it.

            """)
      let all = try run(["log", "--oneline", "-n", "5"], in: directory)
      #expect(maskingTimes(all.standardOutput).hasSuffix("1  TIME  edit  Set title\n"))
    }
  }

  @Test func trimRefusesToKeepOnlyUndosOfOperationsItWouldDrop() throws {
    try withTwoEntries { directory in
      for number in 1...3 {
        #expect(try run(["edit", "e.xml", "--set", "title=T\(number)"], in: directory).status == 0)
      }
      #expect(try run(["undo", "-n", "2"], in: directory).status == 0)
      let journal = directory.appendingPathComponent(".blogdoc/journal")
      let before = try Data(contentsOf: journal)
      // The two newest are the undos of 3 and 2; redo takes 2 next, undo 1.
      #expect(
        try run(["trim", "--keep", "2"], in: directory)
          == .init(
            status: 64, standardOutput: "",
            standardError:
              "Error: Keeping the newest 2 operations would leave nothing to undo or redo: the change 'blogdoc redo' takes next is older. Keep at least 4 ('blogdoc trim --keep 4'), or 0 to drop the whole history.\n"
          ))
      #expect(try Data(contentsOf: journal) == before)
      #expect(
        try run(["trim", "--keep", "4"], in: directory)
          == .init(
            status: 0, standardOutput: "Kept the newest 4 operations of 5.\n", standardError: ""))
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try title("e.xml", in: directory) == "T2")
    }
  }

  @Test func undoAndRedoOfManyPrintEachOperation() throws {
    try withTwoEntries { directory in
      for number in 1...3 {
        #expect(try run(["edit", "e.xml", "--set", "title=T\(number)"], in: directory).status == 0)
      }
      let undo = try run(["undo", "-n", "3"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput: """
              Undo operation 3 (Set title):
              e.xml:
                ~ hello-world.title: "T3" → "T2"
              Undo operation 2 (Set title):
              e.xml:
                ~ hello-world.title: "T2" → "T1"
              Undo operation 1 (Set title):
              e.xml:
                ~ hello-world.title: "T1" → "Hello, World"

              """, standardError: ""))
      #expect(try run(["redo", "-n", "2"], in: directory).status == 0)
      #expect(try title("e.xml", in: directory) == "T2")
      #expect(
        maskingTimes(try run(["log", "--oneline"], in: directory).standardOutput) == """
          8  TIME  redo  Redo 2: Set title
          7  TIME  redo  Redo 1: Set title
          6  TIME  undo  Undo 1: Set title
          5  TIME  undo  Undo 2: Set title
          4  TIME  undo  Undo 3: Set title
          3  TIME  edit  Set title (undone)
          2  TIME  edit  Set title
          1  TIME  edit  Set title

          """)
    }
  }
}
