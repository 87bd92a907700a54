import BlogDocCore
import BlogDocBlog
import FoundationEssentials
import Testing

@Suite("Model field access by name")
struct ModelFieldAccessTests {
  let entry = BlogEntry(
    id: "hello-world", title: "Hello", postedDate: try! Timestamp(iso8601: "2026-11-20T10:00:00Z"),
    bodyText: "Body", tagNames: ["swift", "linux"])

  @Test func readsEveryFieldByItsArchiveName() throws {
    #expect(try entry.value(forField: "title") == .string("Hello"))
    #expect(try entry.value(forField: "tagNames") == .list(["swift", "linux"]))
    #expect(try entry.value(forField: "summary") == .null)
    #expect(try entry.value(forField: "isDraft") == .bool(false))
  }

  @Test(arguments: [
    ("title", "New title", "New title"),
    ("postedDate", "2026-11-20T12:00:00.250+02:00", "2026-11-20T12:00:00.250+02:00"),
    ("isDraft", "true", "true"),
    ("tagNames", "a, b ,c", "a,b,c"),
    ("tagNames", "", ""),
    ("tagNames", "one\\, two,three", "one\\, two,three"),
    ("summary", "", ""),
    ("summary", "Short", "Short"),
    (
      "permalink", "https://example.org/posts/hello?x=1#top",
      "https://example.org/posts/hello?x=1#top"
    ),
    ("updatedDate", "2026-11-21T00:00:00Z", "2026-11-21T00:00:00Z"),
  ])
  func parsesAndFormatsCommandLineValues(field: String, input: String, formatted: String) throws {
    var copy = entry
    try copy.setValue(parsing: input, forField: field)
    #expect(try copy.formattedValue(forField: field) == formatted)
    var again = entry
    try again.setValue(parsing: formatted, forField: field)
    #expect(again == copy)
  }

  @Test func listItemsMayHoldCommasWhenEscaped() throws {
    var copy = entry
    try copy.setValue(parsing: "one\\, two,three", forField: "tagNames")
    #expect(copy.tagNames == ["one, two", "three"])
  }

  @Test func optionalFieldsBecomeAbsentWhenGivenNothing() throws {
    var copy = entry
    copy.summary = "Something"
    try copy.setValue(parsing: "", forField: "summary")
    #expect(copy.summary == nil)
  }

  @Test(arguments: [
    (
      "isDraft", "maybe",
      "Invalid value for 'isDraft': expected a boolean (true or false), found \"maybe\"."
    ),
    (
      "postedDate", "yesterday",
      "Invalid value for 'postedDate': expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\"."
    ),
    (
      "permalink", "not a url",
      "Invalid value for 'permalink': expected an absolute URL, found \"not a url\"."
    ),
    (
      "title", "bell\u{7}",
      "Invalid value for 'title': found U+0007, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    ),
    ("titel", "x", "Unknown field 'titel'. Did you mean 'title'?"),
    ("colour", "x", "Unknown field 'colour'."),
  ])
  func badValuesAndNamesAreRefusedWithASentence(field: String, input: String, message: String) {
    var copy = entry
    #expect {
      try copy.setValue(parsing: input, forField: field)
    } throws: { error in
      (error as? FieldAccessError)?.description == message
    }
    #expect(copy == entry)
  }

  @Test func typedSetRefusesAValueOfAnotherShape() {
    var copy = entry
    #expect(throws: FieldAccessError.self) { try copy.setValue(.bool(true), forField: "title") }
    #expect(copy == entry)
  }

  @Test func validationListsEveryBrokenRule() {
    var bad = entry
    bad.id = "Hello World"
    bad.title = "  "
    bad.tagNames = ["a", "a", ""]
    bad.updatedDate = try! Timestamp(iso8601: "2020-01-01T00:00:00Z")
    bad.permalink = URL(string: "JavaScript:alert(1)")
    #expect(
      bad.validate().map(\.description) == [
        "id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found \"Hello World\".",
        "title: Title must not be empty.",
        "tagNames: Items must not be empty.",
        "tagNames: 'a' appears more than once.",
        "permalink: Expected an http or https address, found \"JavaScript:alert(1)\".",
        "updatedDate: Updated date 2020-01-01T00:00:00Z is before the posted date 2026-11-20T10:00:00Z.",
      ])
    #expect(entry.validate().isEmpty)
  }

  @Test func anUndatedEntryMayHaveAnUpdatedDateAndCanBeUnset() throws {
    var draft = entry
    draft.postedDate = nil
    draft.updatedDate = try Timestamp(iso8601: "2020-01-01T00:00:00Z")
    #expect(draft.validate().isEmpty)
    let field = try #require(BlogEntry.schema.field(named: "postedDate"))
    #expect(field.kind.isOptional)
    #expect(try draft.formattedValue(forField: "postedDate") == "")
  }

  @Test(arguments: ["a", "hello-world", "2026-notes", "x1-y2-z3"])
  func slugsAreAccepted(id: String) {
    #expect(BlogEntry(id: id, title: "T").validate().isEmpty)
  }

  @Test(arguments: ["", "-a", "a-", "a--b", "A", "a_b", "a b", "é"])
  func nonSlugsAreRefused(id: String) {
    #expect(BlogEntry(id: id, title: "T").validate().map(\.field) == ["id"])
  }

  @Test func integersAndDoublesParseExactly() throws {
    #expect(try FieldKind.integer.parse("9223372036854775807") == .integer(.max))
    #expect(try FieldKind.integer.parse("-9223372036854775808") == .integer(.min))
    #expect(
      throws: FieldValueError(
        "Expected an integer between -9223372036854775808 and 9223372036854775807, found 9223372036854775808."
      )
    ) {
      try FieldKind.integer.parse("9223372036854775808")
    }
    #expect(try FieldKind.double.parse("0.1") == .double(0.1))
    #expect(FieldKind.double.format(.double(0.1)) == "0.1")
    #expect(throws: FieldValueError.self) { try FieldKind.double.parse("nan") }
    #expect(throws: FieldValueError.self) { try FieldKind.double.parse("0x10") }
    #expect(throws: FieldValueError.self) { try FieldKind.integer.parse("007") }
  }
}
