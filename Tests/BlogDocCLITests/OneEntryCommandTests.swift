import Foundation
import Testing

/// `show` and `edit` of one entry of an XML blog read that entry alone: a value of another
/// entry that breaks the schema no longer stops them (`validate` still reports it), while
/// a malformed byte anywhere and a duplicate id still do, with the same message as before
/// and every file and the history left as they were. Undo gives back the exact bytes.
@Suite("blogdoc show and edit of one entry read that entry alone")
struct OneEntryCommandTests {
  /// Two entries and a comment; `{date}` is entry a's date.
  static let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <blog xmlns="urn:blogdoc:archive" formatVersion="2">
      <!-- Two entries. -->
      <entry>
        <id>a</id>
        <title>A</title>
        <postedDate>{date}</postedDate>
      </entry>
      <entry>
        <id>b</id>
        <title>B</title>
        <tagNames>
          <tag>swift</tag>
        </tagNames>
      </entry>
    </blog>

    """

  static let badlyDated = template.replacing("{date}", with: "yesterday")
  static let dated = template.replacing("{date}", with: "2026-11-20T10:00:00Z")

  func write(_ text: String, _ directory: URL, _ name: String = "blog.xml") throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func text(_ directory: URL, _ name: String = "blog.xml") throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  /// Every file under `.blogdoc`, by name, with its bytes.
  func history(_ directory: URL) throws -> [String: Data] {
    let folder = directory.appendingPathComponent(".blogdoc")
    var files: [String: Data] = [:]
    guard FileManager.default.fileExists(atPath: folder.path) else { return files }
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    for name in names {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[name] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test func anotherEntrysBadDateNoLongerStopsShowOrEdit() throws {
    try withTemporaryDirectory { directory in
      try write(Self.badlyDated, directory)
      let shown = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "b", "--field", "title"], in: directory)
      #expect(shown == .init(status: 0, standardOutput: "B\n", standardError: ""))
      let edit = try BlogDocProcess.run(
        ["edit", "blog.xml", "--entry", "b", "--set", "title=Bee", "--add", "tagNames=linux"],
        in: directory)
      #expect(
        edit
          == .init(
            status: 0, standardOutput: "~ b.title: \"B\" → \"Bee\"\n~ b.tagNames: +\"linux\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(
        try text(directory)
          == Self.badlyDated.replacing("<title>B</title>", with: "<title>Bee</title>").replacing(
            "<tag>swift</tag>\n", with: "<tag>swift</tag>\n      <tag>linux</tag>\n"))
      let message =
        "Error: blog.xml:7:5: /blog/entry[1]/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\".\n"
      let validate = try BlogDocProcess.run(["validate", "blog.xml"], in: directory)
      #expect(validate == .init(status: 65, standardOutput: "", standardError: message))
      // The entry with the bad value itself is read, and refused, as before.
      let shownA = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "a", "--field", "title"], in: directory)
      #expect(shownA == .init(status: 65, standardOutput: "", standardError: message))
      let undo = try BlogDocProcess.run(["undo"], in: directory)
      #expect(undo.status == 0, "\(undo)")
      #expect(try text(directory) == Self.badlyDated)
    }
  }

  @Test func aMalformedByteAfterTheEntryIsStillAnErrorAndNothingChanges() throws {
    try withTemporaryDirectory { directory in
      try write(Self.dated, directory, "other.xml")
      let first = try BlogDocProcess.run(
        ["edit", "other.xml", "--entry", "a", "--set", "title=Ay"], in: directory)
      #expect(first.status == 0, "\(first)")
      let malformed = Self.dated.replacing(
        "</blog>", with: "  <entry><id>c</id><title>C &amp D</title></entry>\n</blog>")
      try expectShowAndEditOfB(
        in: malformed,
        refusedWith: "blog.xml:16:33: EntityRef: expecting ';'.",
        directory)
    }
  }

  /// Writes `text` to blog.xml and checks that `show` and `edit` of entry b both fail
  /// with `message`, leaving the file and the history as they were.
  func expectShowAndEditOfB(
    in text: String, refusedWith message: String, _ directory: URL
  ) throws {
    try write(text, directory)
    let before = try history(directory)
    let edit = try BlogDocProcess.run(
      ["edit", "blog.xml", "--entry", "b", "--set", "title=Bee"], in: directory)
    #expect(edit == .init(status: 65, standardOutput: "", standardError: "Error: \(message)\n"))
    let shown = try BlogDocProcess.run(
      ["show", "blog.xml", "--entry", "b", "--field", "title"], in: directory)
    #expect(shown == .init(status: 65, standardOutput: "", standardError: "Error: \(message)\n"))
    #expect(try self.text(directory) == text)
    #expect(try history(directory) == before)
  }

  @Test func aDuplicateIDElsewhereIsStillRefused() throws {
    try withTemporaryDirectory { directory in
      let duplicated = Self.dated.replacing(
        "</blog>", with: "  <entry>\n    <id>a</id>\n    <title>Again</title>\n  </entry>\n</blog>")
      try expectShowAndEditOfB(
        in: duplicated,
        refusedWith:
          "blog.xml:16:3: /blog/entry[3]/id: Entry id 'a' is already used by entry 1; each entry needs its own id.",
        directory)
    }
  }

  @Test func editThenUndoGivesBackTheExactBytes() throws {
    try withTemporaryDirectory { directory in
      try write(Self.dated, directory)
      let edit = try BlogDocProcess.run(
        [
          "edit", "blog.xml", "--entry", "b", "--set", "title=B & <more>", "--remove",
          "tagNames=swift",
        ], in: directory)
      #expect(edit.status == 0, "\(edit)")
      let edited = try text(directory)
      #expect(edited != Self.dated)
      let undo = try BlogDocProcess.run(["undo"], in: directory)
      #expect(undo.status == 0, "\(undo)")
      #expect(try text(directory) == Self.dated)
      let redo = try BlogDocProcess.run(["redo"], in: directory)
      #expect(redo.status == 0, "\(redo)")
      #expect(try text(directory) == edited)
    }
  }

  @Test func anUnknownIDIsReportedAsBefore() throws {
    try withTemporaryDirectory { directory in
      try write(Self.dated, directory)
      let shown = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "bb", "--field", "title"], in: directory)
      #expect(
        shown
          == .init(
            status: 64, standardOutput: "",
            standardError: "Error: Unknown entry 'bb' in 'blog.xml'. Did you mean 'b'?\n"))
      #expect(try text(directory) == Self.dated)
    }
  }
}
