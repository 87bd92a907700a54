import Foundation
import Testing

/// `blogdoc add` and `blogdoc remove`: entries of a blog, each one journaled operation.
@Suite("blogdoc add and remove")
struct BlogEntryCommandTests {
  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      for name in ["blog.xml", "hello-world.xml"] {
        try FileManager.default.copyItem(
          at: BlogDocProcess.sampleDocs.appendingPathComponent(name),
          to: directory.appendingPathComponent(name))
      }
      try body(directory)
    }
  }

  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(
      arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "1795000000"])
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  @Test func addAppendsAValidatedEntryThatUndoRemoves() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "blog.xml")
      let added = try run(
        [
          "add", "blog.xml", "--set", "id=second-post", "--set", "title=Second post", "--set",
          "tagNames=swift,linux",
        ],
        in: directory)
      #expect(
        added
          == .init(
            status: 0, standardOutput: "+ second-post (at 60)\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let shown = try run(["show", "blog.xml", "--entry", "second-post", "--json"], in: directory)
      #expect(
        shown.standardOutput == """
          {
            "formatVersion": 2,
            "entry": {
              "id": "second-post",
              "title": "Second post",
              "postedDate": "2026-11-18T11:06:40Z",
              "bodyText": "",
              "tagNames": [
                "swift",
                "linux"
              ],
              "categoryNames": [],
              "isDraft": true
            }
          }

          """)
      let log = try run(["log"], in: directory)
      #expect(log.standardOutput.contains("Add second-post"))
      let undo = try run(["undo"], in: directory)
      #expect(undo.status == 0)
      #expect(try bytes(directory, "blog.xml") == original)
    }
  }

  @Test func addNeedsAnIdNoOtherEntryHas() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "blog.xml")
      let noID = try run(["add", "blog.xml", "--set", "title=T"], in: directory)
      #expect(
        noID
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Please give the new entry's id with '--set id=…'.

              """))
      let taken = try run(
        ["add", "blog.xml", "--set", "id=post-002", "--set", "title=T"], in: directory)
      #expect(
        taken
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: 'blog.xml' already has an entry 'post-002'; give the new entry another id.

              """))
      #expect(try bytes(directory, "blog.xml") == original)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "blog.xml", "hello-world.xml",
        ])
    }
  }

  @Test func anInvalidNewEntryListsEveryProblemAndWritesNothing() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "blog.xml")
      let badValues = try run(
        ["add", "blog.xml", "--set", "id=x", "--set", "isDraft=maybe", "--set", "titel=T"],
        in: directory)
      #expect(
        badValues
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Invalid value for 'isDraft' in --set: expected a boolean (true or false), found "maybe".
              Error: Unknown field 'titel' in --set. Did you mean 'title'?

              """))
      let invalid = try run(["add", "blog.xml", "--set", "id=Not A Slug"], in: directory)
      #expect(
        invalid
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: blog.xml: Not A Slug.id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found "Not A Slug".
              Error: blog.xml: Not A Slug.title: Title must not be empty.

              """))
      #expect(try bytes(directory, "blog.xml") == original)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "blog.xml", "hello-world.xml",
        ])
    }
  }

  @Test func addDryRunPrintsThePlanAndWritesNothing() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "blog.xml")
      let result = try run(
        ["add", "blog.xml", "--set", "id=new", "--set", "title=New", "--dry-run"], in: directory)
      #expect(result == .init(status: 0, standardOutput: "+ new (at 60)\n", standardError: ""))
      #expect(try bytes(directory, "blog.xml") == original)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "blog.xml", "hello-world.xml",
        ])
    }
  }

  @Test func removeTakesOutAnEntryThatUndoPutsBack() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "blog.xml")
      let removed = try run(["remove", "blog.xml", "--entry", "post-002"], in: directory)
      #expect(
        removed
          == .init(
            status: 0, standardOutput: "- post-002 (from 1)\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let listed = try run(["show", "blog.xml", "--entry", "post-002"], in: directory)
      #expect(listed.status == 64)
      #expect(try run(["undo"], in: directory).status == 0)
      #expect(try bytes(directory, "blog.xml") == original)
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try run(["show", "blog.xml", "--entry", "post-002"], in: directory).status == 64)
    }
  }

  @Test func removingAnUnknownEntrySuggestsTheClosest() throws {
    try inWorkspace { directory in
      let original = try bytes(directory, "blog.xml")
      let result = try run(["remove", "blog.xml", "--entry", "post-0002"], in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: Unknown entry 'post-0002' in 'blog.xml'. Did you mean 'post-002'?

              """))
      #expect(try bytes(directory, "blog.xml") == original)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "blog.xml", "hello-world.xml",
        ])
    }
  }

  @Test(arguments: [
    ["add", "hello-world.xml", "--set", "id=second", "--set", "title=T"],
    ["remove", "hello-world.xml", "--entry", "hello-world"],
  ])
  func aSingleEntryDocumentIsNotABlog(arguments: [String]) throws {
    try inWorkspace { directory in
      let result = try run(arguments, in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: 'hello-world.xml' holds a single entry, not a blog; 'blogdoc add' and 'blogdoc remove' change the entries of a blog.

              """))
    }
  }

  @Test func newBlogPointsAtAdd() throws {
    try withTemporaryDirectory { directory in
      let result = try run(["new", "b.xml", "--blog", "--set", "title=T"], in: directory)
      #expect(
        result
          == .init(
            status: 64, standardOutput: "",
            standardError: """
              Error: A new blog has no fields to set; add entries to it with 'blogdoc add'.

              """))
    }
  }
}
