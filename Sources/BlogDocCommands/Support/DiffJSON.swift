import BlogDocCore
import FoundationEssentials

/// Diffs as JSON for scripts: one object per file, one per change, values typed.
///
/// Each change has a `kind` (`inserted`, `removed`, `moved`, `modified`), the `entry`'s id
/// (absent for the document's own unknown members) and a `target` (see
/// `ConflictTarget`'s Codable form): `"entry"` for an entry inserted, removed or moved,
/// `{"field": "title"}` for a field, `"unknownFields"` for the members the schema does not
/// know, whose changed keys are in `keys`. A field's change also has `field`, its name
/// alone, as scripts written before `target` read it.
///
/// ```json
/// {"changes": [{"after": "New", "before": "Old", "entry": "hello-world", "field": "title",
///   "kind": "modified", "target": {"field": "title"}}], "path": "entry.xml"}
/// ```
public struct FileDiffJSON: Encodable {
  var path: String
  var changes: [ChangeJSON]

  /// The JSON form of `diff`, a change to the document at `path`.
  public init(path: String, diff: ArchivedDiff) {
    self.path = path
    changes = diff.entryChanges.flatMap(ChangeJSON.changes(from:))
    if let unknown = diff.unknownFieldsChange {
      changes.append(
        ChangeJSON(kind: "modified", entry: nil, target: .unknownFields, keys: unknown.changedKeys))
    }
  }

  /// `value` as pretty-printed JSON with sorted keys, and a newline.
  public static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("null".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

struct ChangeJSON: Encodable {
  var kind: String
  var entry: String?
  /// What changed: the entry, one of its fields, or its unknown members.
  var target: ConflictTarget
  /// The field's name, for a field's change only (the same as `target`'s).
  var field: String?
  var before: ValueJSON?
  var after: ValueJSON?
  var position: Int?
  var from: Int?
  var to: Int?
  var keys: [String]?
  /// For a list's change a journal keeps as a delta (no whole lists): the items added.
  var added: [String]?
  /// For such a change: the items removed.
  var removed: [String]?
  /// For such a change: the delta itself, each item with its position, so a reader can
  /// replay it on the list it knows (`before` and `after` are the lists' lengths).
  var delta: ListDelta?

  init(
    kind: String, entry: String?, target: ConflictTarget = .entry, before: ValueJSON? = nil,
    after: ValueJSON? = nil, position: Int? = nil, from: Int? = nil, to: Int? = nil,
    keys: [String]? = nil
  ) {
    self.kind = kind
    self.entry = entry
    self.target = target
    if case .field(let name) = target { field = name }
    self.before = before
    self.after = after
    self.position = position
    self.from = from
    self.to = to
    self.keys = keys
  }

  static func changes(from change: ArchivedDiff.EntryChange) -> [ChangeJSON] {
    switch change {
    case .inserted(let id, _, let position):
      [ChangeJSON(kind: "inserted", entry: id, position: position)]
    case .removed(let id, _, let position):
      [ChangeJSON(kind: "removed", entry: id, position: position)]
    case .moved(let id, let from, let to):
      [ChangeJSON(kind: "moved", entry: id, from: from, to: to)]
    case .modified(let id, let fields, let unknown):
      fields.map { field in
        guard let edit = field.listDelta != nil ? field.listEdit : nil else {
          return ChangeJSON(
            kind: "modified", entry: id, target: .field(field.field),
            before: ValueJSON(field.before),
            after: ValueJSON(field.after))
        }
        var change = ChangeJSON(kind: "modified", entry: id, target: .field(field.field))
        (change.added, change.removed) = (edit.inserted, edit.removed)
        change.delta = field.listDelta
        return change
      }
        + (unknown.map {
          [ChangeJSON(kind: "modified", entry: id, target: .unknownFields, keys: $0.changedKeys)]
        } ?? [])
    }
  }
}

/// A field value as JSON: strings, booleans, numbers, arrays and null, dates as ISO 8601.
struct ValueJSON: Encodable {
  var value: FieldValue

  init(_ value: FieldValue) {
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch value {
    case .null: try container.encodeNil()
    case .string(let text): try container.encode(text)
    case .bool(let flag): try container.encode(flag)
    case .integer(let number): try container.encode(number)
    case .double(let number): try container.encode(number)
    case .date(let timestamp): try container.encode(timestamp.iso8601)
    case .url(let url): try container.encode(url.absoluteString)
    case .list(let items): try container.encode(items)
    }
  }
}
