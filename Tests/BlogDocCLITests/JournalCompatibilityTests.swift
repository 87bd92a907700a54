import Foundation
import Testing

/// A journal written by the release before journals named their models (blogdoc 0.1.0 as
/// of issue 17: `new`, `edit`, `add`, `remove`, `undo`, `redo`, `convert` in one workspace)
/// still reads, prints the same log, and undoes and redoes.
@Suite("blogdoc with a journal from before records named their model")
struct JournalCompatibilityTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(arguments, in: directory, environment: ["TZ": "UTC"])
  }

  func withJournal(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let workspace = directory.appendingPathComponent("w")
      try FileManager.default.copyItem(
        at: Self.fixture.appendingPathComponent("journal-0.1.0"), to: workspace)
      try body(workspace)
    }
  }

  func golden(_ name: String) throws -> String {
    try String(contentsOf: Self.fixture.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func theLogReadsAsTheReleaseThatWroteItPrintedIt() throws {
    try withJournal { directory in
      let text = try run(["log"], in: directory)
      let json = try run(["log", "--json"], in: directory)
      #expect(
        text
          == .init(
            status: 0, standardOutput: try golden("journal-0.1.0.log.txt"), standardError: ""))
      #expect(
        json
          == .init(
            status: 0, standardOutput: try golden("journal-0.1.0.log.json"), standardError: ""))
    }
  }

  @Test func undoAndRedoWorkOnTheOldRecordsAndNewRecordsFollowThem() throws {
    try withJournal { directory in
      let blog = try Data(contentsOf: directory.appendingPathComponent("blog.json"))
      let undone = try run(["undo"], in: directory)
      #expect(
        undone
          == .init(
            status: 0,
            standardOutput: "Undo operation 6 (Add second):\nblog.json:\n  - second (from 1)\n",
            standardError: ""))
      let redone = try run(["redo"], in: directory)
      #expect(
        redone
          == .init(
            status: 0,
            standardOutput: "Redo operation 6 (Add second):\nblog.json:\n  + second (at 1)\n",
            standardError: ""))
      let after = try Data(contentsOf: directory.appendingPathComponent("blog.json"))
      #expect(after == blog)
      // The file `new` made in the old journal is removed by undoing it, after its edit.
      let first = try run(["undo", "hello.xml"], in: directory)
      let second = try run(["undo", "hello.xml"], in: directory)
      #expect([first.status, second.status] == [0, 0])
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("hello.xml").path))
      let log = try run(["log", "--oneline", "-n", "2"], in: directory)
      #expect(
        log.standardOutput.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, with: "TIME")
          == """
          14  TIME+00:00  undo  Undo 1: New entry hello
          13  TIME+00:00  undo  Undo 2: Set title, tagNames
          … 12 earlier operations; 'blogdoc log -n 14' shows them all.

          """)
    }
  }
}

extension JournalCompatibilityTests {
  /// Issue 23: records of format 2 (compact footers, no empty members) follow the old
  /// journal's format-1 records without touching them, and undo and redo go back and forth
  /// across the two formats to the same bytes.
  @Test func newRecordsFollowFormatOneRecordsAndUndoAndRedoCrossThem() throws {
    try withJournal { directory in
      let names = ["blog.json", "entry.json", "hello.json", "hello.xml"]
      func files() throws -> [Data] {
        try names.map { try Data(contentsOf: directory.appendingPathComponent($0)) }
      }
      let journalPath = directory.appendingPathComponent(".blogdoc/journal")
      let oldJournal = try Data(contentsOf: journalPath)
      let old = try files()
      let edited = try run(["edit", "hello.xml", "--add", "tagNames=lean"], in: directory)
      #expect(
        edited
          == .init(status: 0, standardOutput: "~ hello.tagNames: +\"lean\"\n", standardError: ""))
      let new = try files()
      let journal = try Data(contentsOf: journalPath)
      #expect(journal.prefix(oldJournal.count) == oldJournal)
      let appended = String(decoding: journal.dropFirst(oldJournal.count), as: UTF8.self)
      #expect(appended.contains("\n#v2 ") && !appended.contains("#blogdoc-record"), "\(appended)")
      // The new edit and the old redo and undo before it (format 1), then all again.
      let undone = try run(["undo", "-n", "3"], in: directory)
      #expect(undone.status == 0, "\(undone)")
      let between = try files()
      #expect(between[3] == old[3])
      // The old records' undo reached blog.json: the redo of "Add second" (operation 10) is undone.
      #expect(between[0] != old[0])
      let redone = try run(["redo", "-n", "3"], in: directory)
      #expect(redone.status == 0, "\(redone)")
      #expect(try files() == new)
      // The log still reads the old records as their release printed them.
      let log = try run(["log", "-n", "100"], in: directory)
      let oldLog = try golden("journal-0.1.0.log.txt")
      #expect(log.status == 0 && log.standardOutput.hasSuffix(oldLog), "\(log)")
      // A trim that keeps everything reads both formats and leaves the same history.
      let trimmed = try run(["trim", "--keep", "100"], in: directory)
      #expect(trimmed.status == 0, "\(trimmed)")
      // It wrote every record again, in format 2.
      #expect(
        !String(decoding: try Data(contentsOf: journalPath), as: UTF8.self).contains(
          "#blogdoc-record"))
      #expect(try run(["log", "-n", "100"], in: directory) == log)
      #expect(try run(["undo", "-n", "3"], in: directory).status == 0)
      #expect(try files() == between)
    }
  }
}

extension JournalCompatibilityTests {
  /// A journal whose last record is in a newer record format: every command that records
  /// refuses, says so in one line, exits 65, and changes no file.
  @Test func aJournalInANewerFormatIsRefusedAndNothingChanges() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(".blogdoc"), withIntermediateDirectories: true)
      let payload = #"{"id":1,"kind":"edit","future":true}"#
      let footer =
        "#blogdoc-record v3 len=\(String(format: "%010d", payload.utf8.count)) crc=00000000 seq=000000000001"
      let journal = Data(
        (payload + "\n" + footer.padding(toLength: 63, withPad: " ", startingAt: 0) + "\n").utf8)
      try journal.write(to: directory.appendingPathComponent(".blogdoc/journal"))
      let document = try Data(contentsOf: directory.appendingPathComponent("hello-world.xml"))

      for arguments in [["edit", "hello-world.xml", "--set", "title=New"], ["undo"]] {
        let result = try run(arguments, in: directory)
        #expect(
          result
            == .init(
              status: 65, standardOutput: "",
              standardError:
                "Error: .blogdoc/journal: The journal was written by a newer version (record format v3); this one reads v2. Nothing was changed; use the newer version.\n"
            ))
      }
      #expect(try Data(contentsOf: directory.appendingPathComponent("hello-world.xml")) == document)
      #expect(try Data(contentsOf: directory.appendingPathComponent(".blogdoc/journal")) == journal)
    }
  }
}
