import BlogDocCore
import BlogDocJSON

// Why journal records are written by hand and not with Foundation's JSONEncoder: an
// operation's diff can hold tens of thousands of field changes (an import, a JSON Patch
// applied to every entry), and the encoder's keyed containers cost 55 ms for 10,000 of them,
// a seventh of the whole `blogdoc apply` (measured with perf). Building the same JSON as an
// `ArchiveValue` and writing it with BlogDocCore's writer takes a fraction of that. The form
// is exactly the `Codable` one (members sorted by key, nil members left out), so
// `OperationCoder.decode` reads it with Foundation's decoder, and records written either way
// read the same; a test compares the two on random operations.
//
// A record is streamed rather than built whole: an import's intent holds every imported
// entry (21 MB of JSON for 10,000 WordPress posts), and building it as one `ArchiveValue`
// tree, then as one byte array, then copying it into the framed record, held four copies
// of the import at once (measured: the largest share of the import's peak memory). An
// inserted or removed entry is written straight from its archived object; other changes
// are built as a tree one at a time.

extension Journal.Operation {
  /// The record as the JSON object its `Codable` form is, members sorted by key.
  var journalValue: ArchiveValue {
    var members = journalMembers
    if !files.isEmpty { members.append(("files", .array(files.map(\.journalValue)))) }
    members.sort { $0.0 < $1.0 }
    return .sortedObject(members)
  }

  /// The members of ``journalValue`` but `files`, sorted by key.
  private var journalMembers: [(String, ArchiveValue?)] {
    [
      ("coalesces", coalesces.map(ArchiveValue.integer)),
      ("concludes", concludes.map(ArchiveValue.integer)),
      ("id", .integer(id)),
      ("intends", intends.map { .string($0.rawValue) }),
      ("kind", .string(kind.rawValue)),
      ("leavesUndoState", leavesUndoState.map(ArchiveValue.bool)),
      ("message", message.isEmpty ? nil : .string(message)),
      ("nextRedo", nextRedo.map(ArchiveValue.integer)),
      ("nextUndo", nextUndo.map(ArchiveValue.integer)),
      ("number", number.map(ArchiveValue.integer)),
      ("parentID", parentID.map(ArchiveValue.integer)),
      (
        "pendingIntent",
        omitsPendingIntent
          ? nil : pendingIntent.map(ArchiveValue.integer) ?? (kind == .intent ? .null : nil)
      ),
      ("priorRedoState", priorRedoState.map(ArchiveValue.integer)),
      ("priorUndoState", priorUndoState.map(ArchiveValue.integer)),
      ("redoOfUndo", redoOfUndo.map(ArchiveValue.bool)),
      ("skipped", skipped.map { .array($0.map(ArchiveValue.string)) }),
      ("steps", steps.map(ArchiveValue.integer)),
      ("time", .string(time.iso8601)),
      ("undoes", undoes.map(ArchiveValue.integer)),
    ]
  }

  /// Writes ``journalValue`` to `stream` without building it, calling `drain` after each
  /// entry change so the stream holds about one chunk.
  ///
  /// - Throws: ``StoreError`` (`.journal`, naming the journal at `path`) when a value cannot
  ///   be written as JSON, and what `drain` throws.
  func writeJournalJSON(
    to stream: inout CompactJSONStream, path: String,
    drain: (inout CompactJSONStream) throws(StoreError) -> Void
  ) throws(StoreError) {
    stream.beginObject()
    var wroteFiles = false
    for (key, value) in journalMembers {
      if !wroteFiles && key > "files" {
        try writeFiles(to: &stream, path: path, drain: drain)
        wroteFiles = true
      }
      guard let value else { continue }
      stream.key(key)
      try write(value, to: &stream, path: path)
    }
    if !wroteFiles { try writeFiles(to: &stream, path: path, drain: drain) }
    stream.endObject()
  }

  private func writeFiles(
    to stream: inout CompactJSONStream, path: String,
    drain: (inout CompactJSONStream) throws(StoreError) -> Void
  ) throws(StoreError) {
    // No files, no member (every commit): see `JournalOperation+Coding.swift`.
    guard !files.isEmpty else { return }
    stream.key("files")
    stream.beginArray()
    for file in files {
      stream.beginObject()
      for (key, value) in file.journalMembers {
        if key != "diff" {
          guard let value else { continue }
          stream.key(key)
          try write(value, to: &stream, path: path)
          continue
        }
        stream.key("diff")
        stream.beginObject()
        stream.key("entryChanges")
        stream.beginArray()
        for change in file.diff.entryChanges {
          do {
            try change.writeJournalJSON(to: &stream)
          } catch {
            throw StoreError(
              .journal, path: path, "Cannot record operation \(id): \(error.message)")
          }
          try drain(&stream)
        }
        stream.endArray()
        if let unknown = file.diff.unknownFieldsChange {
          stream.key("unknownFieldsChange")
          try write(unknown.journalValue, to: &stream, path: path)
        }
        stream.endObject()
      }
      stream.endObject()
    }
    stream.endArray()
  }

  private func write(
    _ value: ArchiveValue, to stream: inout CompactJSONStream, path: String
  ) throws(StoreError) {
    do {
      try stream.value(value)
    } catch {
      throw StoreError(.journal, path: path, "Cannot record operation \(id): \(error.message)")
    }
  }
}

extension Journal.FileChange {
  var journalValue: ArchiveValue {
    .sortedObject(
      journalMembers.map { key, value in (key, key == "diff" ? diff.journalValue : value) })
  }

  /// The members of ``journalValue``, sorted by key, with `nil` standing for the diff,
  /// which ``Journal/Operation/writeJournalJSON(to:drain:)`` streams.
  fileprivate var journalMembers: [(String, ArchiveValue?)] {
    [
      ("afterFingerprint", .string(afterFingerprint)),
      ("beforeFingerprint", .string(beforeFingerprint)),
      ("diff", nil),
      ("entrySources", entrySources.map { sources in .array(sources.map(\.journalValue)) }),
      ("formerBytes", formerBytes.map { .string($0.base64) }),
      ("layout", layout.map(ArchiveValue.string)),
      ("model", model.map { .string($0.description) }),
      ("path", .string(path)),
      ("valueSources", valueSources.map { sources in .array(sources.map(\.journalValue)) }),
      ("wholeFile", wholeFile.map(ArchiveValue.bool)),
    ]
  }
}

extension ArchivedDiff {
  var journalValue: ArchiveValue {
    .sortedObject([
      ("entryChanges", .array(entryChanges.map(\.journalValue))),
      ("unknownFieldsChange", unknownFieldsChange.map(\.journalValue)),
    ])
  }
}

extension ArchivedDiff.EntryChange {
  var journalValue: ArchiveValue {
    switch self {
    case .inserted(let id, let object, let position):
      .sortedObject([
        ("id", .string(id)), ("inserted", object.journalValue), ("position", .integer(position)),
      ])
    case .removed(let id, let object, let position):
      .sortedObject([
        ("id", .string(id)), ("position", .integer(position)), ("removed", object.journalValue),
      ])
    case .moved(let id, let from, let to):
      .sortedObject([("from", .integer(from)), ("moved", .string(id)), ("to", .integer(to))])
    case .modified(let id, let fields, let unknown):
      .sortedObject([
        ("fields", .array(fields.map(\.journalValue))), ("modified", .string(id)),
        ("unknownFields", unknown.map(\.journalValue)),
      ])
    }
  }
}

extension ArchivedDiff.EntryChange {
  /// Writes ``journalValue`` to `stream`, an inserted or removed entry without building
  /// its journal form as values first (an import inserts thousands).
  ///
  /// - Throws: `ArchiveError` for a number literal that is not JSON.
  func writeJournalJSON(to stream: inout CompactJSONStream) throws(ArchiveError) {
    switch self {
    case .inserted(let id, let object, let position):
      stream.beginObject()
      stream.key("id")
      try stream.value(.string(id))
      stream.key("inserted")
      try object.writeJournalJSON(to: &stream)
      stream.key("position")
      try stream.value(.integer(position))
      stream.endObject()
    case .removed(let id, let object, let position):
      stream.beginObject()
      stream.key("id")
      try stream.value(.string(id))
      stream.key("position")
      try stream.value(.integer(position))
      stream.key("removed")
      try object.writeJournalJSON(to: &stream)
      stream.endObject()
    case .moved, .modified:
      try stream.value(journalValue)
    }
  }
}

extension FieldChange {
  var journalValue: ArchiveValue {
    if let listDelta {
      return .sortedObject([("field", .string(field)), ("list", listDelta.journalValue)])
    }
    return .sortedObject([
      ("after", after.journalValue), ("before", before.journalValue), ("field", .string(field)),
    ])
  }
}

extension ListDelta {
  var journalValue: ArchiveValue {
    let items = { (items: [Item]) in
      ArchiveValue.array(
        items.map { .sortedObject([("at", .integer($0.at)), ("item", .string($0.item))]) })
    }
    // An empty list of items is left out (see `ListDelta`'s coding).
    return .sortedObject([
      ("after", .integer(after)), ("before", .integer(before)),
      ("inserted", inserted.isEmpty ? nil : items(inserted)),
      ("removed", removed.isEmpty ? nil : items(removed)),
    ])
  }
}

extension UnknownFieldsChange {
  var journalValue: ArchiveValue {
    .sortedObject([("after", after.journalValue), ("before", before.journalValue)])
  }
}

extension FieldValue {
  /// `{"string": "…"}` and so on: the kind, then the value; integers as decimal strings.
  var journalValue: ArchiveValue {
    let member: (String, ArchiveValue) =
      switch self {
      case .null: ("null", .bool(true))
      case .string(let text): ("string", .string(text))
      case .bool(let flag): ("bool", .bool(flag))
      case .integer(let number): ("integer", .string(String(number)))
      case .double(let number): ("double", .number(Self.literal(number)))
      case .date(let timestamp): ("date", .string(timestamp.iso8601))
      case .url(let url): ("url", .string(url.absoluteString))
      case .list(let items): ("list", .array(items.map(ArchiveValue.string)))
      }
    return .object(ArchiveObject([ArchiveObject.Member(key: member.0, value: member.1)]))
  }

  /// A finite double as a JSON number literal that reads back as the same double.
  private static func literal(_ number: Double) -> String {
    let text = "\(number)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

extension ArchiveObject {
  /// `["key", value, "key", value, …]`: members in order, as its `Codable` form.
  var journalValue: ArchiveValue {
    var items: [ArchiveValue] = []
    items.reserveCapacity(count * 2)
    for member in self {
      items.append(.string(member.key))
      items.append(member.value.journalValue)
    }
    return .array(items)
  }
}

extension ArchiveObject {
  /// Writes ``journalValue`` to `stream` without building it.
  func writeJournalJSON(to stream: inout CompactJSONStream) throws(ArchiveError) {
    stream.beginArray()
    for member in self {
      try stream.value(.string(member.key))
      try member.value.writeJournalJSON(to: &stream)
    }
    stream.endArray()
  }
}

extension ArchiveValue {
  /// Writes ``journalValue`` to `stream` without building it.
  func writeJournalJSON(to stream: inout CompactJSONStream) throws(ArchiveError) {
    switch self {
    case .null, .bool, .string:
      try stream.value(self)
    case .number(let literal):
      stream.beginObject()
      stream.key("number")
      try stream.value(.string(literal))
      stream.endObject()
    case .array(let items):
      stream.beginArray()
      for item in items { try item.writeJournalJSON(to: &stream) }
      stream.endArray()
    case .object(let object):
      stream.beginObject()
      stream.key("object")
      try object.writeJournalJSON(to: &stream)
      stream.endObject()
    }
  }

  /// The value in its `Codable` form: numbers as `{"number": "literal"}`, objects as
  /// `{"object": [...]}`, the rest as themselves.
  var journalValue: ArchiveValue {
    switch self {
    case .null, .bool, .string: self
    case .number(let literal): .sortedObject([("number", .string(literal))])
    case .array(let items): .array(items.map(\.journalValue))
    case .object(let object): .sortedObject([("object", object.journalValue)])
    }
  }

  static func integer(_ value: Int) -> ArchiveValue { .number(String(value)) }

  /// An object of the members whose value is not `nil`, in the order given (sorted by key).
  static func sortedObject(_ members: [(String, ArchiveValue?)]) -> ArchiveValue {
    .object(
      ArchiveObject(
        members.compactMap { key, value in value.map { ArchiveObject.Member(key: key, value: $0) } }
      ))
  }
}
