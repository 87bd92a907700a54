import BlogDocCore
import BlogDocJSON
import BlogDocTextForm
import FoundationEssentials
import Testing

/// A value type of the model's own, as ``FieldValueRepresentable`` documents it.
private enum Priority: String, FieldValueRepresentable {
  case low, normal, high
  static var fieldKind: FieldKind { .string }
  init?(fieldValue: FieldValue) {
    guard case .string(let text) = fieldValue, let priority = Priority(rawValue: text) else {
      return nil
    }
    self = priority
  }
  var fieldValue: FieldValue { .string(rawValue) }
}

/// A note with a field of its own type, a `Date`, and a property the schema leaves out.
private struct Note: Model {
  var id = ""
  var title = ""
  var priority = Priority.normal
  var seen: Date?
  var birthday: Day?
  var scratch = ""
  var unknownFields = ArchiveObject()

  static let schema = Schema<Note>(
    entryName: "note", collectionName: "notes", version: 1, id: \.id,
    fields: [
      Field("title", \.title), Field("priority", \.priority), Field("seen", \.seen),
      Field("birthday", \.birthday),
    ])
}

@Suite("Field types")
struct FieldTypeTests {
  private let format = JSONArchiveFormat()

  @Test func aValueItsTypeRefusesIsAnErrorThatKeepsTheText() throws {
    let json = Array(#"{"formatVersion": 1, "note": {"id": "a", "priority": "urgent"}}"#.utf8)
    let error = #expect(throws: ArchiveError.self) { try format.decode(Note.self, from: json) }
    #expect(
      error?.description
        == #"1:42: /note/priority: Expected a value Priority can hold, found "urgent"."#)

    var note = Note(id: "a")
    let parsed = #expect(throws: FieldAccessError.self) {
      try note.setValue(parsing: "urgent", forField: "priority")
    }
    #expect(
      parsed?.description
        == #"Invalid value for 'priority': expected a value Priority can hold, found "urgent"."#)
    let shaped = #expect(throws: FieldAccessError.self) {
      try note.setValue(.integer(3), forField: "priority")
    }
    #expect(shaped?.description == "Invalid value for 'priority': expected string, found 3.")
    #expect(note.priority == .normal)
    try note.setValue(parsing: "high", forField: "priority")
    #expect(note.priority == .high)

    var proxy = EntryProxy(note)
    let edit = try FieldEdit<Note>.parse("priority=urgent", as: "--set")
    let editError = #expect(throws: FieldEditError.self) { try edit.apply(to: &proxy) }
    #expect(
      editError?.description
        == #"Invalid value for 'priority': expected a value Priority can hold, found "urgent"."#)
    #expect(editError?.exitCode == 65)
    #expect(proxy.current == note)

    let patch = try JSONPatch(
      json: #"[{"op": "replace", "path": "/note/priority", "value": "urgent"}]"#)
    let patchError = #expect(throws: JSONPatchError.self) {
      try ModelDocument(entry: note).applying(patch)
    }
    #expect(
      patchError.map { "\($0)" }
        == #"1:2: operation 1 (replace /note/priority): expected a value Priority can hold, found "urgent"."#
    )
  }

  @Test func aDateIsWrittenInUTCToTheMillisecond() throws {
    let date = Date(timeIntervalSince1970: 1_795_168_800.123)
    #expect(Timestamp(date).iso8601 == "2026-11-20T10:00:00.123Z")
    #expect(Timestamp(date).date == date)
    #expect(Timestamp(Date(timeIntervalSince1970: -0.5)).iso8601 == "1969-12-31T23:59:59.500Z")
    #expect(Timestamp(Date.distantFuture).iso8601 == "4001-01-01T00:00:00.000Z")
    #expect(Timestamp(Date(timeIntervalSince1970: 1e15)).iso8601 == "9999-12-31T23:59:59.000Z")
    #expect(Timestamp(Date(timeIntervalSince1970: -1e15)).iso8601 == "0000-01-01T00:00:00.000Z")
    let note = Note(id: "a", title: "A", seen: date)
    let bytes = try format.encode(ModelDocument(entry: note))
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""seen": "2026-11-20T10:00:00.123Z""#))
    #expect(try format.decode(Note.self, from: bytes)[id: "a"]?.seen == date)
    let offset = Array(
      #"{"formatVersion": 1, "note": {"id": "a", "seen": "2026-11-20T12:00:00+02:00"}}"#.utf8)
    #expect(
      try format.decode(Note.self, from: offset)[id: "a"]?.seen
        == Date(timeIntervalSince1970: 1_795_168_800))
  }

  @Test func aDayIsARealDayOfTheCalendarAsISO8601WritesIt() throws {
    // Oracle: the timestamp parser's calendar, at midnight.
    for year in [0, 1, 1900, 2000, 2023, 2024, 9999] {
      for month in 0...13 {
        for day in 0...32 {
          let text =
            "\(String(repeating: "0", count: 4 - String(year).count))\(year)-"
            + (month < 10 ? "0\(month)" : "\(month)") + "-" + (day < 10 ? "0\(day)" : "\(day)")
          let timestamp = try? Timestamp(iso8601: text + "T00:00:00Z")
          #expect(Day(iso8601: text)?.iso8601 == timestamp.map { _ in text }, "\(text)")
        }
      }
    }
    for text in [
      "", "2026-1-01", "2026-01-1", "20260101", "2026-01-01T00:00:00Z", "+2026-01-01", "２０２６-01-01",
    ] {
      #expect(Day(iso8601: text) == nil, "\(text)")
    }
    #expect(Day(iso8601: "1815-12-10")! < Day(iso8601: "1906-12-09")!)

    var note = Note(id: "a")
    try note.setValue(parsing: "1815-12-10", forField: "birthday")
    #expect(note.birthday == Day(year: 1815, month: 12, day: 10))
    #expect(try note.formattedValue(forField: "birthday") == "1815-12-10")
    let refused = #expect(throws: FieldAccessError.self) {
      try note.setValue(parsing: "1990-02-30", forField: "birthday")
    }
    #expect(
      refused?.description
        == #"Invalid value for 'birthday': expected a value Day can hold, found "1990-02-30"."#)
    let bytes = try format.encode(ModelDocument(entry: note))
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""birthday": "1815-12-10""#))
    #expect(try format.decode(Note.self, from: bytes)[id: "a"] == note)
  }

  @Test func aProxyWriteOfAnUndeclaredPropertyIsRefusedByName() throws {
    var document = ModelDocument(entry: Note(id: "a", title: "A"))
    let before = document
    let error = UndeclaredFieldError(model: "Note", property: "\(\Note.scratch)")
    #expect(
      error.description
        == #"Note's schema declares no field for \Note.scratch, so it cannot be edited or observed; declare it in the schema."#
    )
    #expect(throws: error) {
      try document.transaction("Scribble") { proxy in
        proxy[id: "a"]?.title = "B"
        proxy[id: "a"]?.scratch = "lost"
      }
    }
    #expect(document == before)
    var proxy = EntryProxy(Note(id: "a"))
    proxy.scratch = "x"
    #expect(proxy.undeclaredWrites == [#"\Note.scratch"#])
    #expect(proxy.current.scratch == "")
    proxy.discard()
    #expect(proxy.undeclaredWrites.isEmpty)
  }

  @Test func observersTakeKeyPaths() throws {
    let editor = DocumentEditor(document: ModelDocument(entry: Note(id: "a", title: "A")))
    let seen = SeenEvents()
    try editor.observeDidChange(\.title) { seen.append($0.newValue) }
    try editor.observeWillChange(\.priority) { event in
      event.newValue == .string("low") ? .refuse("Notes are never low.") : .allow
    }
    #expect(throws: UndeclaredFieldError(model: "Note", property: #"\Note.scratch"#)) {
      try editor.observeDidChange(\.scratch) { _ in }
    }
    try editor.transaction("Rename") { $0[id: "a"]?.title = "B" }
    #expect(throws: TransactionError(actionName: "Lower", vetoes: ["Notes are never low."])) {
      try editor.transaction("Lower") { $0[id: "a"]?.priority = .low }
    }
    #expect(seen.values == [.string("B")])
  }
}

/// Values an observer saw, safe to append from its `@Sendable` handler.
private final class SeenEvents: @unchecked Sendable {
  // Observers run under the editor's lock, one at a time.
  private(set) var values: [FieldValue] = []
  func append(_ value: FieldValue) { values.append(value) }
}
