import BlogDocCore
import BlogDocJSON
import FoundationEssentials
import Testing

/// A contact, as the issue's outside tool declared it; each test builds a schema of it with
/// one mistake.
private struct Contact: Model {
  var id = ""
  var slug = ""
  var name = ""
  var emails: [String] = []
  var notes = ""
  var unknownFields = ArchiveObject()

  static let schema = Schema<Contact>(
    entryName: "contact", collectionName: "contacts", version: 1, id: \.id,
    fields: [Field("name", \.name), .list("emails", \.emails, item: "email")])
}

/// A model whose schema declares a field twice: it builds, and every read says why not.
private struct Broken: Model {
  var id = ""
  var name = ""
  var nickname = ""
  var unknownFields = ArchiveObject()

  static let schema = Schema<Broken>(
    entryName: "broken", collectionName: "brokens", version: 1, id: \.id,
    fields: [Field("name", \.name), Field("name", \.nickname)])
}

@Suite("Schema declarations")
struct SchemaDeclarationTests {
  private func problems(
    version: Int = 1, id: WritableKeyPath<Contact, String> & Sendable = \.id,
    fields: [Field<Contact>], migrations: [Migration] = [],
    entryName: String = "contact", collectionName: String = "contacts"
  ) -> [String] {
    Schema<Contact>(
      entryName: entryName, collectionName: collectionName, version: version, id: id,
      fields: fields, migrations: migrations
    ).problems
  }

  private func step(from version: Int) -> Migration {
    Migration(from: version, summary: "nothing") { _ in }
  }

  @Test func aSoundSchemaHasNoProblems() throws {
    try Contact.schema.check()
    #expect(Contact.schema.fields.map(\.name) == ["id", "name", "emails"])
    #expect(Contact.schema.idField.name == "id")
    #expect(Contact.schema.idField.isRequired)
  }

  @Test func aFieldNameUsedTwiceIsNamed() {
    #expect(
      problems(fields: [Field("name", \.name), Field("name", \.notes)]) == [
        "Contact's schema declares the field 'name' twice."
      ])
    #expect(
      problems(fields: [Field("id", \.name)]) == ["Contact's schema declares the field 'id' twice."]
    )
  }

  @Test func twoFieldsOnOnePropertyAreNamed() {
    #expect(
      problems(fields: [Field("name", \.name), .text("fullName", \.name)]) == [
        "Contact's schema declares the fields 'name' and 'fullName' on one property; each field needs its own."
      ])
  }

  @Test func anIDOnAnotherPropertyIsRefused() {
    #expect(
      problems(id: \.slug, fields: []) == [
        "Contact's schema binds its id field 'id' to a property that the model's id does not read; pass the key path of the property 'id' returns."
      ])
  }

  @Test func everyVersionNeedsAMigrationToTheNext() {
    #expect(
      problems(version: 4, fields: [], migrations: [step(from: 1), step(from: 3)]) == [
        "Contact's schema has no migration from version 2; it reads versions 1 to 4, so each one before 4 needs a step to the next."
      ])
    #expect(
      problems(version: 2, fields: [], migrations: [step(from: 1), step(from: 1), step(from: 2)])
        == [
          "Contact's schema has two migrations from version 1.",
          "Contact's schema has a migration from version 2, which is not a version before its version 2.",
        ])
    #expect(
      problems(version: 0, fields: []) == ["Contact's schema has version 0; versions start at 1."])
    #expect(problems(version: 3, fields: [], migrations: [step(from: 2), step(from: 1)]) == [])
  }

  @Test func namesXMLCannotWriteAreRefused() {
    let rule =
      "which is not an element name XML can write; use letters, digits, '-', '_' and '.', starting with a letter or '_'."
    #expect(
      problems(fields: [Field("first name", \.name), .list("emails", \.emails, item: "e:mail")])
        == [
          "Contact's schema gives a field the name 'first name', \(rule)",
          "Contact's schema gives the items of 'emails' the name 'e:mail', \(rule)",
        ])
    #expect(
      problems(fields: [], entryName: "1contact", collectionName: "1contact") == [
        "Contact's schema gives its records the name '1contact', \(rule)",
        "Contact's schema gives its collection the name '1contact', \(rule)",
        "Contact's schema names its records and its collection both '1contact'; a reader could not tell one record from a collection.",
      ])
    #expect(
      problems(fields: [], entryName: "formatVersion") == [
        "Contact's schema names its records or its collection 'formatVersion', the JSON member that holds the version."
      ])
  }

  @Test func aBrokenSchemaThrowsOnCheckAndOnEveryRead() throws {
    let message = "Broken's schema declares the field 'name' twice."
    #expect(throws: SchemaError(model: "Broken", problems: [message])) {
      try Broken.schema.check()
    }
    #expect(
      "\(SchemaError(model: "Broken", problems: [message, message]))" == "\(message) \(message)")
    let json = Array(#"{"formatVersion": 1, "broken": {"id": "a", "name": "A"}}"#.utf8)
    #expect(throws: ArchiveError(.invalidSchema, message)) {
      try JSONArchiveFormat().decode(Broken.self, from: json)
    }
    #expect(throws: ArchiveError(.invalidSchema, message)) {
      try Broken(archived: ["id": .string("a")])
    }
  }

  @Test func fieldsAreFoundByKeyPath() {
    let schema = Contact.schema
    #expect(schema.field(\.emails)?.name == "emails")
    #expect(schema.field(\.emails)?.kind == .list(itemName: "email"))
    #expect(schema.field(\.id)?.name == "id")
    #expect(schema.field(\.notes) == nil)
    #expect(schema.index(of: \.name) == 1)
    #expect(throws: UndeclaredFieldError(model: "Contact", property: "\(\Contact.notes)")) {
      try schema.fieldName(\.notes)
    }
  }

  @Test func anEmptyModelHasOnlyItsID() {
    var expected = Contact()
    expected.id = "ada"
    #expect(Contact.schema.emptyModel(id: "ada") == expected)
  }
}
