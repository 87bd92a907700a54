import Foundation
import Testing

/// `blogdoc log`: undone marks, local times, one line per operation, summaries.
@Suite("blogdoc log")
struct LogCommandTests {
  func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = ["TZ": "UTC"]
  ) throws
    -> BlogDocProcess.Result
  {
    try BlogDocProcess.run(arguments, in: directory, environment: environment)
  }

  /// The output with every time replaced by `TIME`, its offset kept.
  func maskingTimes(_ text: String) -> String {
    text.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, with: "TIME")
  }

  func withSamples(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      for name in ["hello-world.xml", "blog.json"] {
        try FileManager.default.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent(name),
          to: directory.appendingPathComponent(name))
      }
      try body(directory)
    }
  }

  @Test func undoneOperationsAreMarkedAndTimesAreLocal() throws {
    try withSamples { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(["undo"], in: directory)
      let log = try run(["log"], in: directory, environment: ["TZ": "IST-5:30"])
      #expect(
        maskingTimes(log.standardOutput) == """
          3  TIME+05:30  undo  Undo 2: Set isDraft
              blog.json: post-002.isDraft
          2  TIME+05:30  edit  Set isDraft (undone)
              blog.json: post-002.isDraft
          1  TIME+05:30  edit  Set title
              hello-world.xml: hello-world.title

          """)
      _ = try run(["redo"], in: directory)
      let oneline = try run(["log", "--oneline"], in: directory, environment: ["TZ": "UTC"])
      #expect(
        maskingTimes(oneline.standardOutput) == """
          4  TIME+00:00  redo  Redo 2: Set isDraft
          3  TIME+00:00  undo  Undo 2: Set isDraft
          2  TIME+00:00  edit  Set isDraft
          1  TIME+00:00  edit  Set title

          """)
    }
  }

  @Test func anUndoOfAnOlderOperationThatIsUndoneLeavesItInEffect() throws {
    try withSamples { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(
        ["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(["undo", "hello-world.xml"], in: directory)
      _ = try run(["undo"], in: directory)
      let log = try run(["log", "--oneline"], in: directory)
      #expect(
        maskingTimes(log.standardOutput).split(separator: "\n").map {
          $0.split(separator: "  ", maxSplits: 3).last!
        } == [
          "Undo 3: Undo 1: Set title", "Undo 1: Set title (undone)", "Set isDraft", "Set title",
        ])
      let json = try JSONSerialization.jsonObject(
        with: Data(try run(["log", "--json"], in: directory).standardOutput.utf8))
      #expect(
        (json as? [[String: Any]])?.map { $0["undone"] as? Bool } == [false, true, false, false])
    }
  }

  @Test func aLargeImportIsOneLineWithCountsAndVerboseListsEveryEntry() throws {
    try withTemporaryDirectory { directory in
      let items = (0..<1_200).map {
        #"{"id": "p\#($0)", "title": "Post \#($0)", "date_published": "2024-01-01T00:00:00Z"}"#
      }
      try Data(
        #"{"version": "https://jsonfeed.org/version/1.1", "title": "Big", "items": [\#(items.joined(separator: ","))]}"#
          .utf8
      )
      .write(to: directory.appendingPathComponent("big.json"))
      _ = try run(
        ["import", "big.json", "--from", "jsonfeed", "--into", "blog.xml"], in: directory)
      _ = try run(
        ["edit", "blog.xml", "--entry", "p1", "--set", "title=One", "--set", "isDraft=true"],
        in: directory)
      let log = try run(["log", "--oneline", "-n", "1"], in: directory)
      #expect(
        maskingTimes(log.standardOutput) == """
          2  TIME+00:00  edit  Set title, isDraft
          … 1 earlier operation; 'blogdoc log -n 2' shows it.

          """)
      let full = try run(["log"], in: directory)
      #expect(
        maskingTimes(full.standardOutput) == """
          2  TIME+00:00  edit  Set title, isDraft
              blog.xml: p1.title, p1.isDraft
          1  TIME+00:00  edit  Import big.json (1200 added, 0 updated, 0 unchanged)
              blog.xml: 1,200 entries added

          """)
      let verbose = try run(["log", "--verbose"], in: directory)
      let lines = verbose.standardOutput.split(separator: "\n")
      #expect(lines.count == 4)
      #expect(lines[3].hasPrefix("    blog.xml: +p0, +p1, +p2,") && lines[3].hasSuffix(", +p1199"))
    }
  }

  @Test func jsonAndOnelineTogetherIsAUsageError() throws {
    try withSamples { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      let result = try run(["log", "--json", "--oneline"], in: directory)
      #expect(result.status == 64)
      #expect(
        result.standardError.hasPrefix(
          "Error: Please give '--json' alone: it always holds every change.\n"))
    }
  }
}

/// Journals written before operations had numbers of their own (release 0.1.0 showed record
/// ids: 1, 3, 5) still read, keep the ids they showed, and go on numbering after them.
@Suite("blogdoc with a journal from before operation numbers")
struct OldJournalCommandTests {
  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory, environment: ["TZ": "UTC"])
  }

  /// The fixture: hello-world.xml edited to "One", then "Two", then that undone, by 0.1.0.
  func withOldJournal(_ body: (URL) throws -> Void) throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/journal-before-numbers")
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(".blogdoc"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent("journal"),
        to: directory.appendingPathComponent(".blogdoc/journal"))
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      try body(directory)
    }
  }

  @Test func oldOperationsKeepTheirIdsAndNewOnesFollow() throws {
    try withOldJournal { directory in
      let old = try run(["log", "--oneline"], in: directory)
      #expect(
        old.standardOutput.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, with: "TIME") == """
          5  TIME+00:00  undo  Undo 3: Set title
          3  TIME+00:00  edit  Set title (undone)
          1  TIME+00:00  edit  Set title

          """)
      #expect(
        try run(["edit", "hello-world.xml", "--set", "title=Three"], in: directory).status == 0)
      #expect(
        try run(["edit", "hello-world.xml", "--set", "title=Four"], in: directory).status == 0)
      let log = try run(["log", "--oneline"], in: directory)
      #expect(
        log.standardOutput.split(separator: "\n").map { $0.split(separator: " ")[0] } == [
          "8", "7", "5", "3", "1",
        ])
      let diff = try run(["diff", "hello-world.xml", "--from", "1", "--to", "7"], in: directory)
      #expect(
        diff
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"One\" → \"Three\"\n",
            standardError: ""))
      let undo = try run(["undo", "--to", "1"], in: directory)
      #expect(undo.status == 0)
      #expect(
        undo.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Undo") } == [
          "Undo operation 8 (Set title):", "Undo operation 7 (Set title):",
        ])
      #expect(
        try run(["show", "hello-world.xml", "--field", "title"], in: directory).standardOutput
          == "One\n")
    }
  }
}
