import Foundation
import Testing

/// `blogdoc format` rewrites files in canonical form as one operation, and undo gives the
/// hand-made layout back byte for byte.
@Suite("blogdoc format")
struct FormatCommandTests {
  /// A hand-written entry: four spaces, a comment after `<isDraft>`, one inside the tags.
  static let handWrittenXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>hello-world</id>
        <title>Hello, World</title>
        <postedDate>2026-11-20T10:00:00Z</postedDate>
        <tagNames>
            <!-- the first tag is the main one -->
            <tag>swift</tag>
        </tagNames>
        <isDraft>false</isDraft> <!-- publish on Monday -->
    </entry>

    """

  /// The same kind of entry in JSON, four spaces and keys out of the schema's order.
  static let handWrittenJSON = """
    {
        "formatVersion": 2,
        "entry": {
            "title": "Hello, World",
            "id": "hello-world",
            "postedDate": "2026-11-20T10:00:00Z",
            "isDraft": false
        }
    }

    """

  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory throws in
      try Data(Self.handWrittenXML.utf8).write(to: directory.appendingPathComponent("e.xml"))
      try Data(Self.handWrittenJSON.utf8).write(to: directory.appendingPathComponent("e.json"))
      try body(directory)
    }
  }

  func text(_ directory: URL, _ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  /// The bytes `DocumentFile.encode` gives for the document at `name`: what `convert`
  /// writes to a new file of the same extension.
  func canonical(_ directory: URL, _ name: String) throws -> String {
    let copy = "canonical-" + name
    #expect(try BlogDocProcess.run(["convert", name, copy], in: directory).status == 0)
    defer { try? FileManager.default.removeItem(at: directory.appendingPathComponent(copy)) }
    return try text(directory, copy)
  }

  @Test func formatWritesTheCanonicalFormOfXMLAndJSONAsOneOperation() throws {
    try inWorkspace { directory throws in
      let expectedXML = try canonical(directory, "e.xml")
      let expectedJSON = try canonical(directory, "e.json")
      let format = try BlogDocProcess.run(["format", "e.xml", "e.json"], in: directory)
      #expect(
        format
          == .init(
            status: 0,
            standardOutput:
              "Formatted e.xml (9 lines changed; dropped 2 comments, which 'blogdoc undo' brings back).\n"
              + "Formatted e.json (10 lines changed).\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(try text(directory, "e.xml") == expectedXML)
      #expect(try text(directory, "e.json") == expectedJSON)
      #expect(!expectedXML.contains("<!--"))
      #expect(
        expectedJSON == """
          {
            "formatVersion": 2,
            "entry": {
              "id": "hello-world",
              "title": "Hello, World",
              "postedDate": "2026-11-20T10:00:00Z",
              "bodyText": "",
              "tagNames": [],
              "categoryNames": [],
              "isDraft": false
            }
          }

          """)
      let log = try BlogDocProcess.run(["log"], in: directory, environment: ["TZ": "UTC"])
      #expect(
        log.standardOutput.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, with: "TIME")
          == "1  TIME+00:00  edit  Format e.xml, e.json\n    e.xml: layout only\n    e.json: layout only\n"
      )
    }
  }

  @Test func undoGivesBackTheOriginalBytesAndRedoFormatsAgain() throws {
    try inWorkspace { directory throws in
      #expect(try BlogDocProcess.run(["format", "e.xml", "e.json"], in: directory).status == 0)
      let formattedXML = try text(directory, "e.xml")
      let formattedJSON = try text(directory, "e.json")
      let undo = try BlogDocProcess.run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Format e.xml, e.json):\ne.xml:\n  (layout only)\ne.json:\n  (layout only)\n",
            standardError: ""))
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
      #expect(try text(directory, "e.json") == Self.handWrittenJSON)
      #expect(try BlogDocProcess.run(["redo"], in: directory).status == 0)
      #expect(try text(directory, "e.xml") == formattedXML)
      #expect(try text(directory, "e.json") == formattedJSON)
      // And back again: the redo's record keeps what the next undo needs.
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
    }
  }

  @Test func anEditAfterTheFormatIsUndoneFirstThenTheFormat() throws {
    try inWorkspace { directory throws in
      #expect(try BlogDocProcess.run(["format", "e.xml"], in: directory).status == 0)
      #expect(
        try BlogDocProcess.run(["edit", "e.xml", "--set", "title=New"], in: directory).status == 0)
      #expect(try BlogDocProcess.run(["undo", "-n", "2"], in: directory).status == 0)
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
    }
  }

  @Test func undoOfTheFormatAfterALaterChangeIsRefusedAndChangesNothing() throws {
    try inWorkspace { directory throws in
      #expect(try BlogDocProcess.run(["format", "e.xml"], in: directory).status == 0)
      let edited = try text(directory, "e.xml").replacing("Hello, World", with: "Changed by hand")
      try Data(edited.utf8).write(to: directory.appendingPathComponent("e.xml"))
      let journal = try Data(contentsOf: directory.appendingPathComponent(".blogdoc/journal"))
      let undo = try BlogDocProcess.run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: e.xml: Cannot undo operation 1: the file was changed since it was formatted, so its earlier layout cannot be put back. Give --force to put it back anyway, losing those changes.

              """))
      #expect(try text(directory, "e.xml") == edited)
      #expect(try Data(contentsOf: directory.appendingPathComponent(".blogdoc/journal")) == journal)
      // --force puts the layout back, and the journal records the title it took away.
      let forced = try BlogDocProcess.run(["undo", "--force"], in: directory)
      #expect(
        forced
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Format e.xml):\ne.xml:\n  ~ hello-world.title: \"Changed by hand\" → \"Hello, World\"\n",
            standardError: ""))
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
      // The redo is refused the same way once the file changes again.
      try Data(edited.utf8).write(to: directory.appendingPathComponent("e.xml"))
      let redo = try BlogDocProcess.run(["redo"], in: directory)
      #expect(
        redo
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: e.xml: Cannot redo operation 1: the file was changed since its format was undone, so the formatted layout cannot be put back. Give --force to put it back anyway, losing those changes.

              """))
    }
  }

  @Test func aCanonicalFileIsLeftAloneAndNotJournaled() throws {
    try inWorkspace { directory throws in
      #expect(try BlogDocProcess.run(["format", "e.xml"], in: directory).status == 0)
      let again = try BlogDocProcess.run(["format", "e.xml"], in: directory)
      #expect(
        again
          == .init(
            status: 0, standardOutput: "e.xml is already in canonical form.\n", standardError: ""))
      let log = try BlogDocProcess.run(["log", "--oneline"], in: directory)
      #expect(log.standardOutput.split(separator: "\n").count == 1)
    }
  }

  @Test func aFileNamedTwiceIsFormattedOnceAndUndoesExactly() throws {
    try inWorkspace { directory throws in
      let format = try BlogDocProcess.run(["format", "e.xml", "e.xml"], in: directory)
      #expect(
        format.standardOutput
          == "Formatted e.xml (9 lines changed; dropped 2 comments, which 'blogdoc undo' brings back).\n"
      )
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
    }
  }

  @Test func aCanonicalFileOutsideAnyWorkspaceMakesNone() throws {
    try withTemporaryDirectory { directory throws in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("hello-world.xml"))
      let format = try BlogDocProcess.run(["format", "hello-world.xml"], in: directory)
      #expect(
        format
          == .init(
            status: 0, standardOutput: "hello-world.xml is already in canonical form.\n",
            standardError: ""))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }
}

extension FormatCommandTests {
  @Test func checkListsTheFilesNotInCanonicalFormAndWritesNothing() throws {
    try inWorkspace { directory throws in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
        to: directory.appendingPathComponent("canonical.xml"))
      let check = try BlogDocProcess.run(
        ["format", "--check", "e.xml", "canonical.xml", "e.json"], in: directory)
      #expect(check == .init(status: 1, standardOutput: "e.xml\ne.json\n", standardError: ""))
      let clean = try BlogDocProcess.run(["format", "--check", "canonical.xml"], in: directory)
      #expect(clean == .init(status: 0, standardOutput: "", standardError: ""))
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
      #expect(try text(directory, "e.json") == Self.handWrittenJSON)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  @Test func checkOfAnUnreadableFileExitsWithItsCode() throws {
    try inWorkspace { directory throws in
      let check = try BlogDocProcess.run(
        ["format", "--check", "e.xml", "missing.xml"], in: directory)
      #expect(
        check
          == .init(
            status: 66, standardOutput: "e.xml\n",
            standardError: "Error: missing.xml: No such file.\n"))
    }
  }

  @Test func dryRunSaysWhatWouldChangeAndWritesNothing() throws {
    try inWorkspace { directory throws in
      let dry = try BlogDocProcess.run(["format", "--dry-run", "e.xml", "e.json"], in: directory)
      #expect(
        dry
          == .init(
            status: 0,
            standardOutput:
              "Would format e.xml (9 lines change; would drop 2 comments).\n"
              + "Would format e.json (10 lines change).\n",
            standardError: ""))
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
      #expect(try text(directory, "e.json") == Self.handWrittenJSON)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  @Test func aFileInFormatVersion1IsMigratedAndUndoGivesItBack() throws {
    try withTemporaryDirectory { directory throws in
      let old = directory.appendingPathComponent("old.xml")
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("old-version-v1.xml"), to: old)
      let original = try Data(contentsOf: old)
      let format = try BlogDocProcess.run(["format", "old.xml"], in: directory)
      #expect(
        format
          == .init(
            status: 0,
            standardOutput:
              "Formatted old.xml (9 lines changed, format version 1 → 2; dropped 1 comment, which 'blogdoc undo' brings back).\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let migrated = try text(directory, "old.xml")
      #expect(migrated.contains("formatVersion=\"2\""))
      #expect(migrated.contains("<tag>migration</tag>"))
      #expect(try BlogDocProcess.run(["format", "--check", "old.xml"], in: directory).status == 0)
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try Data(contentsOf: old) == original)
    }
  }

  @Test func anUnreadableFileIsAOneLineErrorAndNothingChanges() throws {
    try inWorkspace { directory throws in
      try Data("<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>x</id>\n".utf8)
        .write(to: directory.appendingPathComponent("broken.xml"))
      let format = try BlogDocProcess.run(["format", "e.xml", "broken.xml"], in: directory)
      #expect(
        format
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: broken.xml:2:13: /entry/id: Premature end of data in tag entry line 1.\n"))
      #expect(try text(directory, "e.xml") == Self.handWrittenXML)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  @Test func standardInputIsAUsageError() throws {
    let result = try BlogDocProcess.run(["format", "-"])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: Please give files to format: standard input has no file to write back ('blogdoc convert - out.xml' writes its canonical form).\n"
      ))
  }
}
