import Foundation
import Testing

/// `blogdoc diff --json`: each change says what it is about with a typed `target`, the
/// same form a conflict's target has (`ConflictTarget`).
@Suite("blogdoc diff --json")
struct DiffJSONCommandTests {
  static let old = """
    {
      "formatVersion": 2,
      "blog": [
        {"id": "a", "title": "A", "postedDate": "2026-11-20T10:00:00Z"},
        {"id": "b", "title": "B", "postedDate": "2026-11-20T10:00:00Z"}
      ]
    }
    """
  /// `a` retitled and given an unknown member, `b` removed, the document given one.
  static let new = """
    {
      "formatVersion": 2,
      "blog": [
        {"id": "a", "mood": "glad", "title": "A2", "postedDate": "2026-11-20T10:00:00Z"}
      ],
      "generator": "x"
    }
    """

  @Test func eachChangeNamesItsTargetAsAFieldTheEntryOrTheUnknownFields() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.old.utf8).write(to: directory.appendingPathComponent("old.json"))
      try Data(Self.new.utf8).write(to: directory.appendingPathComponent("new.json"))
      let text = try BlogDocProcess.run(["diff", "old.json", "new.json"], in: directory)
      #expect(
        text
          == .init(
            status: 0,
            standardOutput: """
              ~ a.title: "A" → "A2"
              ~ a (unknown fields): mood
              - b (from 1)
              ~ (document unknown fields): generator

              """,
            standardError: ""))
      let json = try BlogDocProcess.run(["diff", "old.json", "new.json", "--json"], in: directory)
      #expect(
        json
          == .init(
            status: 0,
            standardOutput: """
              [
                {
                  "changes" : [
                    {
                      "after" : "A2",
                      "before" : "A",
                      "entry" : "a",
                      "field" : "title",
                      "kind" : "modified",
                      "target" : {
                        "field" : "title"
                      }
                    },
                    {
                      "entry" : "a",
                      "keys" : [
                        "mood"
                      ],
                      "kind" : "modified",
                      "target" : "unknownFields"
                    },
                    {
                      "entry" : "b",
                      "kind" : "removed",
                      "position" : 1,
                      "target" : "entry"
                    },
                    {
                      "keys" : [
                        "generator"
                      ],
                      "kind" : "modified",
                      "target" : "unknownFields"
                    }
                  ],
                  "path" : "new.json"
                }
              ]

              """,
            standardError: ""))
    }
  }
}
