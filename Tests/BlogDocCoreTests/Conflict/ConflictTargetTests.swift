import BlogDocBlog
import BlogDocCore
import FoundationEssentials
import Testing

/// What a conflict is about, typed from the engine to the JSON a script reads: a field, an
/// unknown member, the unknown members as a whole, or the entry itself.
@Suite("ConflictTarget")
struct ConflictTargetTests {
  static let blog = try! BlogDocument(entries: [
    BlogEntry(id: "hello", title: "Hello", unknownFields: ["mood": .string("glad")]),
    BlogEntry(id: "second", title: "Second"),
  ])

  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func eachTargetHasItsJSONFormAndReadsBack() throws {
    let targets: [ConflictTarget] = [
      .field("title"), .unknownField("mood"), .unknownFields, .entry,
    ]
    let text = try Self.json(targets)
    #expect(text == #"[{"field":"title"},{"unknownField":"mood"},"unknownFields","entry"]"#)
    #expect(try JSONDecoder().decode([ConflictTarget].self, from: Data(text.utf8)) == targets)
    #expect(targets.map(\.name) == ["title", "mood", nil, nil])
  }

  @Test func aWordThatNamesNoTargetIsRefused() {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ConflictTarget.self, from: Data(#""(entry)""#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("Expected dataCorrupted, found \(String(describing: error))")
      return
    }
    #expect(context.debugDescription == #"Expected "entry" or "unknownFields", found "(entry)"."#)
  }

  /// The examples of ``ConflictTarget`` and ``DiffConflict``'s doc comments.
  @Test func theDocCommentExamplesPrintWhatTheySay() throws {
    let conflict = DiffConflict(
      entryID: "hello-world", target: .entry, expected: "present", found: "absent")
    var printed: [String] = []
    if case .entry = conflict.target { printed.append("the entry \(conflict.entryID!) is gone") }
    #expect(printed == ["the entry hello-world is gone"])
    #expect(
      try Self.json([ConflictTarget.field("title"), .entry]) == #"[{"field":"title"},"entry"]"#)
    let field = DiffConflict(
      entryID: "hello-world", target: .field("title"), expected: "\"New\"", found: "\"Edited\"")
    #expect("\(field)" == #"hello-world.title is "Edited", expected "New""#)
  }

  @Test func applyNamesAMissingEntryByItsTargetAndItsIDAlone() throws {
    var gone = Self.blog
    _ = gone.remove(id: "second")
    let diff = DocumentDiff<BlogEntry>(entryChanges: [.moved(id: "second", from: 1, to: 0)])
    let error = try #require(throws: DiffConflictError.self) { try gone.applying(diff) }
    #expect(
      error.conflicts == [
        DiffConflict(entryID: "second", target: .entry, expected: "present", found: "absent")
      ])
    #expect(error.conflicts.map(\.path) == ["second"])
    #expect(error.description == "Cannot apply the change: second is absent, expected present.")
  }

  @Test func applyNamesChangedUnknownMembersAsAWhole() throws {
    let change = UnknownFieldsChange(
      before: ["mood": .string("calm")], after: ["mood": .string("glad")])
    let entryDiff = DocumentDiff<BlogEntry>(entryChanges: [
      .modified(id: "hello", fields: [], unknownFields: change)
    ])
    let entryError = try #require(throws: DiffConflictError.self) {
      try Self.blog.applying(entryDiff)
    }
    #expect(entryError.conflicts.map(\.target) == [.unknownFields])
    #expect(entryError.conflicts.map(\.path) == ["hello"])
    #expect(
      entryError.description
        == "Cannot apply the change: the unknown members of hello are mood, expected mood.")

    let documentDiff = DocumentDiff<BlogEntry>(
      unknownFieldsChange: UnknownFieldsChange(before: ["generator": .string("x")], after: [:]))
    let documentError = try #require(throws: DiffConflictError.self) {
      try Self.blog.applying(documentDiff)
    }
    #expect(
      documentError.conflicts == [
        DiffConflict(entryID: nil, target: .unknownFields, expected: "generator", found: "none")
      ])
    #expect(documentError.conflicts.map(\.path) == [""])
    #expect(
      documentError.description
        == "Cannot apply the change: the document's unknown members are none, expected generator.")
  }
}
