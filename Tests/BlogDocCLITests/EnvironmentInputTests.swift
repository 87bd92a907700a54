import Foundation
import Testing

/// Environment variables no command can use end the program with one line and exit 64,
/// before anything is read or written; values at the edge of what they allow work.
@Suite("Environment values at the edges")
struct EnvironmentInputTests {
  static let range =
    "give a whole number of seconds since 1970 from -62167219200 (0000-01-01) to 253402300799 (9999-12-31), or unset it."

  @Test(arguments: [
    ("999999999999", "after 9999-12-31"), ("253402300800", "after 9999-12-31"),
    ("-62167219201", "before 0000-01-01"), ("99999999999999999999", "after 9999-12-31"),
    ("-99999999999999999999", "before 0000-01-01"), ("abc", "not a whole number"),
    ("1e9", "not a whole number"), ("--1", "not a whole number"), ("12 ", "not a whole number"),
  ])
  func aSourceDateEpochNoDateCanHoldIsAUsageErrorAndNothingIsWritten(
    value: String, problem: String
  ) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("e.xml"))
      let expected = BlogDocProcess.Result(
        status: 64, standardOutput: "",
        standardError:
          "Error: SOURCE_DATE_EPOCH is '\(value)', which is \(problem): \(Self.range)\n")
      for arguments in [["new", "x.xml"], ["show", "e.xml"], ["render", "e.xml"]] {
        let result = try BlogDocProcess.run(
          arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": value])
        #expect(result == expected, "\(arguments)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["e.xml"])
    }
  }

  @Test(arguments: [
    ("253402300799", "9999-12-31T23:59:59Z"), ("-62167219200", "0000-01-01T00:00:00Z"),
    ("+0", "1970-01-01T00:00:00Z"), ("", nil),
  ])
  func theEdgesOfTheRangeAreNewEntriesPostedDates(value: String, posted: String?) throws {
    try withTemporaryDirectory { directory in
      let new = try BlogDocProcess.run(
        ["new", "x.xml", "--set", "title=T"], in: directory,
        environment: ["SOURCE_DATE_EPOCH": value])
      #expect(new.status == 0, "\(new)")
      let shown = try BlogDocProcess.run(
        ["show", "x.xml", "--field", "postedDate"], in: directory,
        environment: ["SOURCE_DATE_EPOCH": value])
      #expect(shown.status == 0, "\(shown)")
      if let posted {
        #expect(shown.standardOutput == posted + "\n")
      } else {
        // Empty is unset: the clock.
        #expect(shown.standardOutput.hasPrefix("20"))
      }
    }
  }

  /// POSIX lets `TZ` say 24:59 east or west, which no ISO 8601 offset can write: the log
  /// then gives its times in UTC.
  @Test(arguments: ["XXX-24:59", "XXX+24:59"])
  func aTimeZoneBeyondAnyISO8601OffsetLogsInUTC(zone: String) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("e.xml"))
      #expect(
        try BlogDocProcess.run(["edit", "e.xml", "--set", "title=T"], in: directory).status == 0)
      let log = try BlogDocProcess.run(["log"], in: directory, environment: ["TZ": zone])
      #expect(log.status == 0, "\(log)")
      #expect(
        log.standardOutput.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, with: "TIME")
          == "1  TIMEZ  edit  Set title\n    e.xml: hello-world.title\n")
    }
  }
}
