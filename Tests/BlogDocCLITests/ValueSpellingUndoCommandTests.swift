import Foundation
import Testing

/// `blogdoc undo` gives back a field value as the file spelled it (an unneeded escape, a
/// CDATA section, a character reference), not only the value, whether it undoes one
/// operation or several in one pass; redo gives back the edited bytes.
@Suite("blogdoc undo gives back a value's spelling")
struct ValueSpellingUndoCommandTests {
  static let json =
    #"{"formatVersion": 2, "blog": [{"id": "entry-0", "title": "T\u0069tle 0", "isDraft": true}, {"id": "entry-1", "title": "Title 1", "postedDate": "2026-11-20T10:00:00.000Z", "isDraft": false}]}"#
    + "\n"
  static let xml = """
    <blog xmlns="urn:blogdoc:archive" formatVersion="2">
      <entry>
        <id>entry-0</id>
        <title>&#x54;itle 0</title>
        <bodyText><![CDATA[Body <b>0</b>]]></bodyText>
        <isDraft>true</isDraft>
      </entry>
    </blog>

    """

  func bytes(_ directory: URL, _ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// Runs `arguments` in `directory`, expecting success.
  func run(_ arguments: [String], in directory: URL) throws {
    let result = try BlogDocProcess.run(arguments, in: directory)
    #expect(result.status == 0, "\(arguments): \(result)")
  }

  @Test func undoOfATitleEditGivesBackItsEscapes() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.json.utf8).write(to: directory.appendingPathComponent("blog.json"))
      try run(["edit", "blog.json", "--entry", "entry-0", "--set", "title=Step 0"], in: directory)
      let edited = try bytes(directory, "blog.json")
      #expect(
        String(decoding: edited, as: UTF8.self)
          == Self.json.replacing(#"T\u0069tle 0"#, with: "Step 0"))
      try run(["undo"], in: directory)
      #expect(try bytes(directory, "blog.json") == Array(Self.json.utf8))
      try run(["redo"], in: directory)
      #expect(try bytes(directory, "blog.json") == edited)
    }
  }

  @Test func undoOfSeveralEditsInOnePassGivesBackEverySpelling() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.json.utf8).write(to: directory.appendingPathComponent("blog.json"))
      try run(["edit", "blog.json", "--entry", "entry-0", "--set", "title=Step 0"], in: directory)
      try run(
        ["edit", "blog.json", "--entry", "entry-1", "--set", "postedDate=2027-01-01T00:00:00Z"],
        in: directory)
      try run(["edit", "blog.json", "--entry", "entry-0", "--set", "isDraft=false"], in: directory)
      let edited = try bytes(directory, "blog.json")
      try run(["undo", "-n", "3"], in: directory)
      #expect(try bytes(directory, "blog.json") == Array(Self.json.utf8))
      try run(["redo", "-n", "3"], in: directory)
      #expect(try bytes(directory, "blog.json") == edited)
      try run(["undo", "--to", "0"], in: directory)
      #expect(try bytes(directory, "blog.json") == Array(Self.json.utf8))
    }
  }

  @Test func undoOfXMLEditsGivesBackCharacterReferencesAndCDATA() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.xml.utf8).write(to: directory.appendingPathComponent("blog.xml"))
      try run(["edit", "blog.xml", "--entry", "entry-0", "--set", "title=Step 0"], in: directory)
      try run(
        ["edit", "blog.xml", "--entry", "entry-0", "--set", "bodyText=Body 1"], in: directory)
      let edited = try bytes(directory, "blog.xml")
      try run(["undo"], in: directory)
      try run(["undo"], in: directory)
      #expect(try bytes(directory, "blog.xml") == Array(Self.xml.utf8))
      try run(["redo", "-n", "2"], in: directory)
      #expect(try bytes(directory, "blog.xml") == edited)
      try run(["undo", "-n", "2"], in: directory)
      #expect(try bytes(directory, "blog.xml") == Array(Self.xml.utf8))
    }
  }

  @Test func undoOfAPatchGivesBackUnknownMembersSpelling() throws {
    try withTemporaryDirectory { directory in
      let text =
        #"{"formatVersion": 2, "entry": {"id": "a", "title": "T\u0069tle", "rating": 1.50E+2, "note": "n\u006fte", "isDraft": false}}"#
        + "\n"
      try Data(text.utf8).write(to: directory.appendingPathComponent("e.json"))
      let patch =
        #"[{"op": "replace", "path": "/entry/rating", "value": 3}, {"op": "replace", "path": "/entry/note", "value": "x"}]"#
      try Data(patch.utf8).write(to: directory.appendingPathComponent("p.json"))
      try run(["apply", "p.json", "e.json"], in: directory)
      let edited = try bytes(directory, "e.json")
      #expect(
        String(decoding: edited, as: UTF8.self)
          == text.replacing("1.50E+2", with: "3").replacing(#"n\u006fte"#, with: "x"))
      try run(["undo"], in: directory)
      #expect(try bytes(directory, "e.json") == Array(text.utf8))
      try run(["redo"], in: directory)
      #expect(try bytes(directory, "e.json") == edited)
    }
  }
}
