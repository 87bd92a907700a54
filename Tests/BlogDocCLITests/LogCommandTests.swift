import Foundation
import Testing

/// `blogdoc log`: undone marks, local times, one line per operation, summaries.
@Suite("blogdoc log")
struct LogCommandTests {
  func run(_ arguments: [String], in directory: URL, environment: [String: String] = ["TZ": "UTC"]) throws
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
          at: BlogDocProcess.sampleDocs.appendingPathComponent(name), to: directory.appendingPathComponent(name))
      }
      try body(directory)
    }
  }

  @Test func undoneOperationsAreMarkedAndTimesAreLocal() throws {
    try withSamples { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(["undo"], in: directory)
      let log = try run(["log"], in: directory, environment: ["TZ": "IST-5:30"])
      #expect(maskingTimes(log.standardOutput) == """
        5  TIME+05:30  undo  Undo 3: Set isDraft
            blog.json: post-002.isDraft
        3  TIME+05:30  edit  Set isDraft (undone)
            blog.json: post-002.isDraft
        1  TIME+05:30  edit  Set title
            hello-world.xml: hello-world.title

        """)
      _ = try run(["redo"], in: directory)
      let oneline = try run(["log", "--oneline"], in: directory, environment: ["TZ": "UTC"])
      #expect(maskingTimes(oneline.standardOutput) == """
        7  TIME+00:00  redo  Redo 3: Set isDraft
        5  TIME+00:00  undo  Undo 3: Set isDraft
        3  TIME+00:00  edit  Set isDraft
        1  TIME+00:00  edit  Set title

        """)
    }
  }

  @Test func anUndoOfAnOlderOperationThatIsUndoneLeavesItInEffect() throws {
    try withSamples { directory in
      _ = try run(["edit", "hello-world.xml", "--set", "title=One"], in: directory)
      _ = try run(["edit", "blog.json", "--entry", "post-002", "--set", "isDraft=true"], in: directory)
      _ = try run(["undo", "hello-world.xml"], in: directory)
      _ = try run(["undo"], in: directory)
      let log = try run(["log", "--oneline"], in: directory)
      #expect(maskingTimes(log.standardOutput).split(separator: "\n").map { $0.split(separator: "  ", maxSplits: 3).last! } == [
        "Undo 5: Undo 1: Set title", "Undo 1: Set title (undone)", "Set isDraft", "Set title",
      ])
      let json = try JSONSerialization.jsonObject(with: Data(try run(["log", "--json"], in: directory).standardOutput.utf8))
      #expect((json as? [[String: Any]])?.map { $0["undone"] as? Bool } == [false, true, false, false])
    }
  }

  @Test func aLargeImportIsOneLineWithCountsAndVerboseListsEveryEntry() throws {
    try withTemporaryDirectory { directory in
      let items = (0..<1_200).map { #"{"id": "p\#($0)", "title": "Post \#($0)", "date_published": "2024-01-01T00:00:00Z"}"# }
      try Data(#"{"version": "https://jsonfeed.org/version/1.1", "title": "Big", "items": [\#(items.joined(separator: ","))]}"#.utf8)
        .write(to: directory.appendingPathComponent("big.json"))
      _ = try run(["import", "big.json", "--from", "jsonfeed", "--into", "blog.xml"], in: directory)
      _ = try run(["edit", "blog.xml", "--entry", "p1", "--set", "title=One", "--set", "isDraft=true"], in: directory)
      let log = try run(["log", "--oneline", "-n", "1"], in: directory)
      #expect(maskingTimes(log.standardOutput) == "3  TIME+00:00  edit  Set title, isDraft\n")
      let full = try run(["log"], in: directory)
      #expect(maskingTimes(full.standardOutput) == """
        3  TIME+00:00  edit  Set title, isDraft
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
      #expect(result.standardError.hasPrefix("Error: Please give '--json' alone: it always holds every change.\n"))
    }
  }
}
