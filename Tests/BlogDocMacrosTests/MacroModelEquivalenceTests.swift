import BlogDocCore
import BlogDocJSON
import BlogDocTestSupport
import BlogDocXML
import FoundationEssentials
import Testing

/// A model declared with `@DocumentModel` is the model declared by hand: the same schema,
/// the same archive bytes, the same rules.
@Suite("A macro model equals its hand-declared twin")
struct MacroModelEquivalenceTests {
  /// Each field's value as the command line writes it, the same for both models.
  static let values: [String: String] = [
    "title": "Write the <macro> & test it", "notes": "One line.\r\nTwo lines.\n",
    "summary": "Short.", "isDone": "true", "priority": "-3", "size": "9007199254740993",
    "ratio": "0.1", "due": "2026-11-20T10:00:00.125+02:00", "created": "2026-11-01T08:00:00Z",
    "birthday": "1815-12-10", "link": "https://swift.org/?a=1&b=2", "tags": "swift, macros",
    "aliases": "t1", "labels": "x,y", "modified": "2026-11-21T00:00:00Z", "owner": "ada",
  ]

  /// A model of `M` with id `id` and ``values`` set through the schema.
  static func filled<M: Model>(_ type: M.Type, id: String) throws -> M {
    var model = M.schema.emptyModel(id: id)
    for (name, text) in values.sorted(by: { $0.key < $1.key }) {
      try model.setValue(parsing: text, forField: name)
    }
    return model
  }

  /// Two records of `M`: one filled, one at its defaults.
  static func document<M: Model>(_ type: M.Type) throws -> ModelDocument<M> {
    try ModelDocument(entries: [filled(M.self, id: "first"), M.schema.emptyModel(id: "second")])
  }

  @Test func theSchemasAreEqual() throws {
    try MacroTask.schema.check()
    #expect(SchemaShape(MacroTask.schema) == SchemaShape(HandTask.schema))
    #expect(MacroTask.schema.fields.map(\.name) == HandTask.schema.fields.map(\.name))
    #expect(MacroTask.schema.idField.name == "key")
  }

  @Test func theArchivesAreByteIdentical() throws {
    let macro = try Self.document(MacroTask.self)
    let hand = try Self.document(HandTask.self)
    let formats: [any ArchiveFormat] = [XMLArchiveFormat(), JSONArchiveFormat()]
    for format in formats {
      let bytes = try format.encode(macro)
      #expect(bytes == (try format.encode(hand)))
      #expect(try format.decode(MacroTask.self, from: bytes) == macro)
    }
  }

  @Test func unknownMembersSurviveARoundTrip() throws {
    let xml = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <task xmlns="urn:example:tasks" formatVersion="2">
        <key>k</key>
        <title>T</title>
        <colour>teal</colour>
        <owner>o</owner>
      </task>
      """.utf8)
    let format = XMLArchiveFormat()
    let macro = try format.encode(format.decode(MacroTask.self, from: xml))
    #expect(macro == (try format.encode(format.decode(HandTask.self, from: xml))))
    #expect(String(decoding: macro, as: UTF8.self).contains("<colour>teal</colour>"))
  }

  @Test func theValidatorsAndMigrationsAreTheDeclarations() throws {
    let untitled = MacroTask(id: "untitled")
    #expect(
      MacroTask.schema.validators.flatMap { $0.check(untitled) } == [
        Violation(field: "title", "A task needs a title.")
      ])
    let old = """
      <?xml version="1.0" encoding="UTF-8"?>
      <task xmlns="urn:example:tasks" formatVersion="1"><key>k</key><memo>M</memo><owner>o</owner></task>
      """
    #expect(
      try XMLArchiveFormat().decode(MacroTask.self, from: Array(old.utf8))[id: "k"]?.notes == "M")
  }

  @Test func theMemberwiseInitializerSetsEveryField() throws {
    let made = MacroTask(
      id: "k", title: "T", notes: "N", summary: nil, isDone: true, priority: 2, size: 3,
      ratio: 0.5, due: nil, created: nil, birthday: nil, link: nil, tags: ["a"], aliases: nil,
      labels: [], updatedDate: nil, owner: "o")
    var expected = MacroTask(id: "k")
    expected.title = "T"
    expected.notes = "N"
    expected.isDone = true
    expected.priority = 2
    expected.size = 3
    expected.tags = ["a"]
    expected.owner = "o"
    #expect(made == expected)
    #expect(MacroTask() == MacroTask(id: ""))
  }
}
