import Foundation
import BlogDocTestSupport
import Testing

/// Values from files (`--set field=@path`), shorter dates, and `-` for standard input and
/// output.
@Suite("blogdoc input sources")
struct InputSourceCommandTests {
  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      try body(directory)
    }
  }

  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(
      arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "1795000000"])
  }

  /// Runs a shell command line with `blogdoc` on the path, for pipes and redirections.
  func shell(_ command: String, in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(
      ["-c", command], in: directory,
      environment: [
        "PATH": BlogDocProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
      ],
      launcher: "/bin/sh")
  }

  func write(_ text: String, to name: String, in directory: URL) throws {
    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  @Test func aValueComesFromAFileAndTextKeepsItsFinalLineBreak() throws {
    try inWorkspace { directory in
      try write("Line one\n\nLine *two*\n", to: "body.md", in: directory)
      try write("A title\n", to: "title.txt", in: directory)
      let result = try run(
        ["edit", "hello-world.xml", "--set", "bodyText=@body.md", "--set", "title=@title.txt"],
        in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              ~ hello-world.title: "Hello, World" → "A title"
              ~ hello-world.bodyText: "Welcome to the blog. This entry is **Markdown**.\\n\\n- It has a…" → "Line one\\n\\nLine *two*\\n"

              """, standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(
        try run(["show", "hello-world.xml", "--field", "bodyText"], in: directory).standardOutput
          == "Line one\n\nLine *two*\n\n")
    }
  }

  @Test func aMissingValueFileExits66NamingItAndWritesNothing() throws {
    try inWorkspace { directory in
      let before = try bytes(directory, "hello-world.xml")
      let result = try run(
        ["edit", "hello-world.xml", "--set", "bodyText=@nope.md"], in: directory)
      #expect(
        result
          == .init(
            status: 66, standardOutput: "",
            standardError: """
              Error: Cannot read the value of 'bodyText' from nope.md: no such file.

              """))
      #expect(try bytes(directory, "hello-world.xml") == before)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["hello-world.xml"])
    }
  }

  @Test func aDoubledAtIsALiteralAt() throws {
    try inWorkspace { directory in
      let result = try run(["edit", "hello-world.xml", "--set", "title=@@home"], in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"@home\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
    }
  }

  @Test func atDashReadsStandardInput() throws {
    try inWorkspace { directory in
      let result = try shell(
        "printf 'From a pipe\\n' | blogdoc edit hello-world.xml --set summary=@-", in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput:
              "~ hello-world.summary: \"The first entry of a new blog.\" → \"From a pipe\\n\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
    }
  }

  @Test func shorterDatesAreTakenInUTCAndSaySo() throws {
    try inWorkspace { directory in
      let result = try run(
        [
          "edit", "hello-world.xml", "--set", "postedDate=2026-11-12", "--set",
          "updatedDate=2026-11-22T10:00",
        ], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              ~ hello-world.postedDate: 2026-11-20T10:00:00Z → 2026-11-12T00:00:00Z
              ~ hello-world.updatedDate: absent → 2026-11-22T10:00:00Z

              """,
            standardError: """
              Note: postedDate=2026-11-12 is taken as 2026-11-12T00:00:00Z, in UTC (give an offset such as +01:00 for another zone).
              Note: updatedDate=2026-11-22T10:00 is taken as 2026-11-22T10:00:00Z, in UTC (give an offset such as +01:00 for another zone).
              Started a blogdoc history in .blogdoc.

              """))
      let now = try run(["edit", "hello-world.xml", "--set", "updatedDate=now"], in: directory)
      #expect(
        now
          == .init(
            status: 0,
            standardOutput: """
              ~ hello-world.updatedDate: 2026-11-22T10:00:00Z → 2026-11-18T11:06:40Z

              """,
            standardError: """
              Note: updatedDate=now is taken as 2026-11-18T11:06:40Z, in UTC (give an offset such as +01:00 for another zone).

              """))
      let offset = try run(
        ["edit", "hello-world.xml", "--set", "updatedDate=2026-11-22T10:00:00+01:00"], in: directory
      )
      #expect(
        offset
          == .init(
            status: 0,
            standardOutput: """
              ~ hello-world.updatedDate: 2026-11-18T11:06:40Z → 2026-11-22T10:00:00+01:00

              """, standardError: ""))
    }
  }

  @Test func aDateThatIsNoneOfTheFormsSaysWhatItExpected() throws {
    try inWorkspace { directory in
      let result = try run(
        ["edit", "hello-world.xml", "--set", "postedDate=2026-13-01"], in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Invalid value for 'postedDate' in --set: expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found "2026-13-01".

              """))
    }
  }

  @Test func showAndValidateReadStandardInputInEitherFormat() throws {
    try inWorkspace { directory in
      let shown = try shell(
        "blogdoc convert hello-world.xml - | blogdoc show - --field title", in: directory)
      #expect(shown == .init(status: 0, standardOutput: "Hello, World\n", standardError: ""))
      let valid = try shell("blogdoc validate - < hello-world.xml", in: directory)
      #expect(
        valid
          == .init(status: 0, standardOutput: "standard input: valid, 1 entry\n", standardError: "")
      )
      let neither = try shell("echo hello | blogdoc validate -", in: directory)
      #expect(
        neither
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: standard input:1:1: Expected an XML or JSON document, starting with '<' or '{'.

              """))
    }
  }

  @Test func convertToStandardOutputWritesTheOtherFormatAndRoundTrips() throws {
    try inWorkspace { directory in
      let json = try run(["convert", "hello-world.xml", "-"], in: directory)
      #expect(json.status == 0)
      #expect(json.standardOutput.hasPrefix("{\n  \"formatVersion\": 2,\n"))
      let back = try shell(
        "blogdoc convert hello-world.xml - | blogdoc convert - - > back.xml", in: directory)
      #expect(back == .init(status: 0, standardOutput: "", standardError: ""))
      #expect(try bytes(directory, "back.xml") == bytes(directory, "hello-world.xml"))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "back.xml", "hello-world.xml",
        ])
    }
  }

  @Test func diffComparesStandardInputWithAFile() throws {
    try inWorkspace { directory in
      let result = try shell(
        "blogdoc convert hello-world.xml - | sed 's/Hello, World/Hello/' | blogdoc diff - hello-world.xml",
        in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello\" → \"Hello, World\"\n",
            standardError: ""))
      let history = try run(["diff", "-"], in: directory)
      #expect(
        history
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Standard input has no history; give a second document to compare it with.

              """))
    }
  }

  /// Any date in the shorter forms becomes, against a naive oracle (the text completed by
  /// hand), the full form at that time in UTC.
  @Test func anyShorterDateIsCompletedInUTC() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-dates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
      to: directory.appendingPathComponent("e.xml"))
    await propertyCheck(
      count: 40,
      input: Gen.int(in: 2027...2099), Gen.int(in: 1...12), Gen.int(in: 1...28),
      Gen.int(in: -1...23), Gen.int(in: 0...59)
    ) { year, month, day, hour, minute in
      func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
      let date = "\(year)-\(two(month))-\(two(day))"
      // hour -1 stands for the date-only form; years after 2026 always differ from the sample.
      let (text, full) =
        hour < 0
        ? (date, date + "T00:00:00Z")
        : (
          date + "T" + two(hour) + ":" + two(minute),
          date + "T" + two(hour) + ":" + two(minute) + ":00Z"
        )
      let result = try BlogDocProcess.run(
        ["edit", "e.xml", "--set", "postedDate=" + text, "--dry-run"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: "~ hello-world.postedDate: 2026-11-20T10:00:00Z → \(full)\n",
            standardError:
              "Note: postedDate=\(text) is taken as \(full), in UTC (give an offset such as +01:00 for another zone).\n"
          ))
    }
  }
}
