import BlogDocCore
import BlogDocStore
import Testing

@testable import BlogDocServer
import BlogDocBlog
import BlogDocTextForm

/// A save from the browser is `edit --set` on the fields it changed: the same messages for
/// values the command line refuses, refusals of its own for the id and for JSON of the
/// wrong shape, a conflict for a field changed since the form was loaded, and the schema's
/// rules per field.
@Suite("Entry save")
struct EntrySaveTests {
  typealias Save = EntrySave<BlogEntry>

  static func body(_ values: ArchiveObject, base: ArchiveObject) -> ArchiveValue {
    .object(["values": .object(values), "base": .object(base)])
  }

  /// The message `edit --set argument` prints for its argument.
  static func commandLineMessage(_ argument: String) -> String {
    do {
      _ = try FieldEdit<BlogEntry>.parse(argument, as: "--set")
      return "(accepted)"
    } catch {
      return error.description
    }
  }

  /// What the command line says of `argument`, less the flag a page has not: the oracle of
  /// a save's messages.
  static func pageMessage(_ argument: String) -> String {
    commandLineMessage(argument).replacingOccurrences(of: " in --set", with: "")
  }

  @Test func valuesBecomeEditsOfTheirFields() throws {
    let save = try Save(
      Self.body(
        [
          "title": .string("New"), "tagNames": .array([.string("a"), .string("b,c")]),
          "isDraft": .string("true"),
        ],
        base: ["title": .string("Old"), "tagNames": .array([]), "isDraft": .string("false")]))
    #expect(save.problems.isEmpty)
    #expect(
      save.edits == [
        FieldEdit(field: "title", operation: .set(.string("New"))),
        FieldEdit(field: "tagNames", operation: .set(.list(["a", "b,c"]))),
        FieldEdit(field: "isDraft", operation: .set(.bool(true))),
      ])
    #expect(save.bases.map(\.field) == ["title", "tagNames", "isDraft"])
    #expect(save.bases.map(\.text) == ["Old", "", "false"])
  }

  @Test(arguments: ["titel", "tags", "nope", "a=b", ""])
  func anUnknownFieldGetsTheCommandLinesMessageNamingNoFlag(name: String) throws {
    let save = try Save(Self.body([name: .string("x")], base: [:]))
    #expect(save.edits.isEmpty)
    #expect(save.problems.map(\.field) == [name])
    #expect(save.problems.map(\.message) == [Save.unknownField(name)])
  }

  @Test func unknownFieldMessagesAreTheCommandLinesNamingNoFlag() {
    #expect(Save.unknownField("titel") == "Unknown field 'titel'. Did you mean 'title'?")
    #expect(Save.unknownField("titel") == Self.pageMessage("titel=x"))
    #expect(Save.unknownField("nope") == "Unknown field 'nope'.")
    #expect(Save.unknownField("nope") == Self.pageMessage("nope=x"))
    #expect(Save.unknownField("a=b") == "Unknown field 'a=b'.")
  }

  @Test func theIDIsNotChangedHere() throws {
    let save = try Save(Self.body(["id": .string("other")], base: ["id": .string("hello")]))
    #expect(save.edits.isEmpty)
    #expect(save.problems.map(\.field) == ["id"])
    #expect(
      save.problems.map(\.message) == [
        "The id names the entry in links and in the history; it is not changed here."
      ])
  }

  @Test(arguments: [
    ("postedDate", "yesterday"), ("postedDate", "2026-13-01T00:00:00Z"), ("isDraft", "maybe"),
    ("permalink", "not a url"),
    ("permalink", "no-scheme"), ("title", "a\u{1}b"), ("bodyText", "\u{FFFE}"),
    ("updatedDate", "2026-11-20"),
  ])
  func aBadValueGetsTheCommandLinesMessageNamingNoFlag(name: String, text: String) throws {
    let save = try Save(Self.body([name: .string(text)], base: [name: .string("")]))
    #expect(save.edits.isEmpty)
    #expect(save.problems.map(\.field) == [name])
    #expect(save.problems.map(\.message) == [Self.pageMessage("\(name)=\(text)")])
    #expect(save.problems.first?.message.hasPrefix("Invalid value for '\(name)': ") == true)
  }

  @Test func aBadDateSaysWhatWasExpected() throws {
    let save = try Save(
      Self.body(["postedDate": .string("yesterday")], base: ["postedDate": .string("")]))
    #expect(
      save.problems.map(\.message) == [
        "Invalid value for 'postedDate': expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\"."
      ])
  }

  @Test(arguments: [
    (ArchiveValue.array([]), "A save is a JSON object with 'values' and 'base' objects."),
    (.string("values"), "A save is a JSON object with 'values' and 'base' objects."),
    (.object([:]), "A save is a JSON object with 'values' and 'base' objects."),
    (
      .object(["values": .object([:])]), "A save is a JSON object with 'values' and 'base' objects."
    ),
    (
      .object(["values": .array([]), "base": .object([:])]),
      "A save is a JSON object with 'values' and 'base' objects."
    ),
    (
      .object(["values": .object([:]), "base": .null]),
      "A save is a JSON object with 'values' and 'base' objects."
    ),
    (
      .object(["values": .object(["title": .string("x")]), "base": .object([:])]),
      "'base' has no value for 'title'."
    ),
    (
      .object([
        "values": .object(["title": .number("1")]), "base": .object(["title": .string("x")]),
      ]),
      "The value of 'title' must be a string."
    ),
    (
      .object(["values": .object(["title": .string("x")]), "base": .object(["title": .bool(true)])]
      ),
      "The value of 'title' must be a string."
    ),
    (
      .object([
        "values": .object(["tagNames": .array([.object([:])])]),
        "base": .object(["tagNames": .array([])]),
      ]),
      "Each item of 'tagNames' must be a string."
    ),
  ])
  func jsonOfTheWrongShapeIsABadRequest(body: ArchiveValue, message: String) {
    #expect(throws: RequestRefusal(400, message)) { try Save(body) }
  }

  // MARK: - Planning against a file

  @Test func aSavePlansTheChangeOfItsFields() throws {
    let scratch = try ScratchDirectory()
    try scratch.copySamples("hello-world.xml")
    let file = scratch.path + "/hello-world.xml"
    let save = try Save(
      Self.body(["title": .string("Hi")], base: ["title": .string("Hello, World")]))
    let plan = try save.plan(file, entry: nil)
    #expect(plan.after[id: "hello-world"]?.title == "Hi")
    #expect(ArchivedDiff(plan.diff).description == "~ hello-world.title: \"Hello, World\" → \"Hi\"")
  }

  @Test func aFieldChangedSinceTheFormWasLoadedIsAConflict() throws {
    let scratch = try ScratchDirectory()
    try scratch.copySamples("hello-world.xml")
    let file = scratch.path + "/hello-world.xml"
    let save = try Save(
      Self.body(
        ["title": .string("Mine"), "summary": .string("Also mine"), "isDraft": .string("true")],
        base: [
          "title": .string("What I saw"), "summary": .string("The first entry of a new blog."),
          "isDraft": .string("true"),
        ]))
    do {
      _ = try save.plan(file, entry: "hello-world")
      Issue.record("A save over a changed title was planned.")
    } catch let conflict as SaveConflict {
      #expect(conflict.entry == "hello-world")
      // The summary is as it was, so it is not in conflict; the flag was false, not true.
      #expect(conflict.fields.map(\.field) == ["title", "isDraft"])
      #expect(conflict.fields.map(\.now) == ["Hello, World", "false"])
      #expect(conflict.current["title"] == .string("Hello, World"))
      #expect(
        SaveConflict.message(now: "Hello, World")
          == "Changed since this form was loaded; it is now \"Hello, World\". Save again to replace that with your value."
      )
      #expect(
        SaveConflict.message(now: "")
          == "Changed since this form was loaded; it is now empty. Save again to replace that with your value."
      )
    }
  }

  @Test func theSchemasRulesAreCheckedPerField() throws {
    let scratch = try ScratchDirectory()
    try scratch.copySamples("hello-world.xml")
    let file = scratch.path + "/hello-world.xml"
    let save = try Save(
      Self.body(
        [
          "title": .string(" "), "tagNames": .array([.string("a"), .string("a")]),
          "permalink": .string("javascript:alert(1)"),
        ],
        base: [
          "title": .string("Hello, World"),
          "tagNames": .array([.string("welcome"), .string("meta")]),
          "permalink": .string("https://blog.example.org/2026/11/hello-world"),
        ]))
    #expect(save.problems.isEmpty)
    do {
      _ = try save.plan(file, entry: nil)
      Issue.record("A save breaking the schema's rules was planned.")
    } catch let error as TransactionError {
      #expect(error.violations.map(\.violation.field) == ["title", "tagNames", "permalink"])
      #expect(
        error.violations.map(\.description) == [
          "hello-world.title: Title must not be empty.",
          "hello-world.tagNames: 'a' appears more than once.",
          "hello-world.permalink: Expected an http or https address, found \"javascript:alert(1)\".",
        ])
    }
  }

  @Test func theEntryIsNamedOrTheOnlyOne() throws {
    let single = ModelDocument(entry: BlogEntry(id: "only", title: "Only"))
    #expect(try Save.entryID(nil, in: single, file: "a.xml") == "only")
    #expect(try Save.entryID("only", in: single, file: "a.xml") == "only")
    #expect(throws: RequestRefusal(404, "Unknown entry 'other' in 'a.xml'.")) {
      try Save.entryID("other", in: single, file: "a.xml")
    }
    let blog = try BlogDocument(entries: [
      BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B"),
    ])
    #expect(try Save.entryID("b", in: blog, file: "blog.xml") == "b")
    #expect(
      throws: RequestRefusal(404, "'blog.xml' holds several entries; choose one with ?entry=ID.")
    ) {
      try Save.entryID(nil, in: blog, file: "blog.xml")
    }
  }
}
