import Foundation
import Testing

/// Edits of a JSON file change only the edited fields' bytes; undo gives the file back
/// byte for byte; convert still writes the canonical form.
@Suite("blogdoc edits JSON files in place")
struct JSONSpliceCommandTests {
  /// A hand-formatted entry: four spaces, keys out of the schema's order, an escape and a
  /// number spelled as its author liked.
  static let handFormatted = """
    {
        "formatVersion": 2,
        "entry": {
            "title": "Hello, World",
            "id": "hello-world",
            "summary": "A first post",
            "postedDate": "2026-11-20T10:00:00Z",
            "bodyText": "Caf\\u00e9 and more",
            "tagNames": [
                "swift"
            ],
            "categoryNames": [],
            "rating": 1.50E+2,
            "isDraft": false
        }
    }

    """

  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      try Data(Self.handFormatted.utf8).write(to: directory.appendingPathComponent("e.json"))
      try body(directory)
    }
  }

  func text(_ directory: URL, _ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  @Test func anEditKeepsEveryOtherLine() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(["edit", "e.json", "--set", "title=New"], in: directory)
      #expect(
        edit
          == .init(
            status: 0, standardOutput: "~ hello-world.title: \"Hello, World\" → \"New\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(
        try text(directory, "e.json")
          == Self.handFormatted.replacing("\"Hello, World\"", with: "\"New\""))
    }
  }

  /// A one-line list of one item shows no separator: the item added to it is written with
  /// the file's own (`", "` here), as an empty list is filled, so two steps and the one-pass
  /// redo of both write the same bytes.
  @Test func anItemAddedToAOneItemInlineListTakesTheFilesSeparator() throws {
    try withTemporaryDirectory { directory in
      let blog =
        #"{"formatVersion" : 2, "blog" : [{"id" : "e", "title" : "T", "tagNames" : []}]}"#
      try Data(blog.utf8).write(to: directory.appendingPathComponent("blog.json"))
      for tag in ["t0", "t1"] {
        let edit = try BlogDocProcess.run(
          ["edit", "blog.json", "--entry", "e", "--add", "tagNames=\(tag)"], in: directory)
        #expect(edit.status == 0, "\(edit)")
      }
      let twoSteps = try text(directory, "blog.json")
      #expect(twoSteps == blog.replacing("[]}", with: #"["t0", "t1"]}"#))
      #expect(try BlogDocProcess.run(["undo", "--to", "0"], in: directory).status == 0)
      #expect(try text(directory, "blog.json") == blog)
      #expect(try BlogDocProcess.run(["redo", "-n", "2"], in: directory).status == 0)
      #expect(try text(directory, "blog.json") == twoSteps)
    }
  }

  @Test func addedAndRemovedFieldsTakeTheirOwnLines() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(
        [
          "edit", "e.json", "--set", "summary=", "--set", "authorName=Ann", "--add",
          "tagNames=linux",
        ], in: directory)
      #expect(edit.status == 0)
      #expect(
        try text(directory, "e.json")
          == Self.handFormatted
          .replacing("\"summary\": \"A first post\"", with: "\"authorName\": \"Ann\"")
          .replacing("\"swift\"\n", with: "\"swift\",\n            \"linux\"\n"))
    }
  }

  @Test func editThenUndoGivesBackTheOriginalBytes() throws {
    try inWorkspace { directory in
      #expect(
        try BlogDocProcess.run(["edit", "e.json", "--set", "title=New"], in: directory).status == 0)
      #expect(
        try BlogDocProcess.run(
          [
            "edit", "e.json", "--set", "summary=", "--set", "isDraft=true", "--add",
            "tagNames=linux",
          ], in: directory
        ).status == 0)
      let afterBoth = try text(directory, "e.json")
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try text(directory, "e.json") == Self.handFormatted)
      #expect(try BlogDocProcess.run(["redo"], in: directory).status == 0)
      #expect(try BlogDocProcess.run(["redo"], in: directory).status == 0)
      #expect(try text(directory, "e.json") == afterBoth)
    }
  }

  @Test func anASCIIOnlyFileKeepsEscapingAndUndoesExactly() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(
        ["edit", "e.json", "--set", "bodyText=Déjà vu"], in: directory)
      #expect(edit.status == 0)
      #expect(
        try text(directory, "e.json")
          == Self.handFormatted.replacing("Caf\\u00e9 and more", with: "D\\u00e9j\\u00e0 vu"))
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try text(directory, "e.json") == Self.handFormatted)
    }
  }

  @Test func aFileInAnOlderVersionIsRewrittenWholeAndSaysSo() throws {
    try withTemporaryDirectory { directory in
      let old =
        "{\n    \"formatVersion\": 1,\n    \"entry\": {\n        \"id\": \"old\",\n        \"title\": \"Old\",\n        \"body\": \"B\"\n    }\n}\n"
      try Data(old.utf8).write(to: directory.appendingPathComponent("v1.json"))
      let edit = try BlogDocProcess.run(["edit", "v1.json", "--set", "title=New"], in: directory)
      #expect(
        edit
          == .init(
            status: 0, standardOutput: "~ old.title: \"Old\" → \"New\"\n",
            standardError: """
              Wrote 'v1.json' whole in canonical form. The file is in format version 1; only a file already in version 2 keeps its layout.
              Started a blogdoc history in .blogdoc.

              """))
      #expect(
        try text(directory, "v1.json").hasPrefix(
          "{\n  \"formatVersion\": 2,\n  \"entry\": {\n    \"id\": \"old\",\n    \"title\": \"New\","
        ))
    }
  }

  @Test func convertStillWritesTheCanonicalForm() throws {
    try inWorkspace { directory in
      let convert = try BlogDocProcess.run(["convert", "e.json", "c.json"], in: directory)
      #expect(convert.status == 0)
      #expect(
        try text(directory, "c.json") == """
          {
            "formatVersion": 2,
            "entry": {
              "id": "hello-world",
              "title": "Hello, World",
              "summary": "A first post",
              "postedDate": "2026-11-20T10:00:00Z",
              "bodyText": "Café and more",
              "tagNames": [
                "swift"
              ],
              "categoryNames": [],
              "isDraft": false,
              "rating": 1.50E+2
            }
          }

          """)
    }
  }
}
