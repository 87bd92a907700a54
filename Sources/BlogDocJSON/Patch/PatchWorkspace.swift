import BlogDocCore

/// The document while a patch applies: the entries in archive order as rows, the entries
/// the patch has touched as editable records, and what the JSON form shows that the model
/// alone does not (which fields are present as members).
///
/// Untouched entries are read from `source` by id, so a patch that changes a few fields of
/// a large blog costs O(*n*) once for the rows and O(log *n*) per operation; the JSON tree
/// of the document is never built.
struct PatchWorkspace<M: Model> {
  /// Where untouched rows' entries are read from.
  var source: ModelDocument<M>
  var layout: ModelDocument<M>.Layout
  /// The entries in archive order.
  var rows: [PatchRow]
  /// Entries the patch has read for writing; rows point at them.
  var records: [PatchRecord<M>] = []
  var documentUnknowns: ArchiveObject
  /// Whether rows were inserted, removed or moved or an id changed, so that the result is
  /// rebuilt from the rows rather than from `source` plus the edited records.
  var isRestructured = false

  let schema = M.schema
  /// The fields whose kind is optional: absent from the archive when null.
  let optionalFields: FieldSet

  init(_ document: ModelDocument<M>) {
    source = document
    layout = document.layout
    rows = document._order.map { PatchRow(id: $0) }
    documentUnknowns = document.unknownFields
    let fields = M.schema.fields
    optionalFields = FieldSet(count: fields.count) { fields[$0].kind.isOptional }
  }

  // MARK: - Entries

  /// The entry of row `row`.
  func entry(at row: Int) -> M {
    let record = rows[row].record
    return record >= 0 ? records[record].entry : source[id: rows[row].id]!
  }

  /// The fields `entry` archives: every field that is not optional, and the optional
  /// ones that hold a value.
  func presentFields(of entry: M) -> FieldSet {
    FieldSet(count: schema.fields.count) { index in
      !optionalFields.contains(index) || !schema.fields[index].value(in: entry).isNull
    }
  }

  /// The index of row `row`'s editable record, made on first use.
  mutating func record(at row: Int) -> Int {
    if rows[row].record >= 0 { return rows[row].record }
    let entry = source[id: rows[row].id]!
    records.append(PatchRecord(entry: entry, present: presentFields(of: entry), original: entry))
    rows[row].record = records.count - 1
    return records.count - 1
  }

  /// Row `row`'s entry as its archive writes it.
  func archivedEntry(at row: Int) -> ArchiveValue {
    let record = rows[row].record
    guard record >= 0 else { return .object(source[id: rows[row].id]!.archived()) }
    return .object(archived(records[record]))
  }

  /// `record` as archived: present fields in schema order, then unknown members.
  func archived(_ record: PatchRecord<M>) -> ArchiveObject {
    var object = ArchiveObject()
    for (index, field) in schema.fields.enumerated() where record.present.contains(index) {
      object.append(
        key: field.name,
        value: record.raw[index] ?? field.kind.archiveValue(for: field.value(in: record.entry)))
    }
    object.members += record.entry.unknownFields.members
    return object
  }

  /// The whole document as its archive writes it.
  func archivedDocument() -> ArchiveValue {
    var root: ArchiveObject = ["formatVersion": .number(String(schema.version))]
    switch layout {
    case .single:
      root.append(key: schema.entryName, value: archivedEntry(at: 0))
    case .collection:
      root.append(key: schema.collectionName, value: .array(rows.indices.map(archivedEntry(at:))))
      root.members += documentUnknowns.members
    }
    return .object(root)
  }

  // MARK: - Records from JSON

  /// Types an archived entry object, as a document reader would.
  ///
  /// Unknown members are kept: a whole entry is how a patch carries members the schema does
  /// not know.
  func decodeRecord(_ value: ArchiveValue, level: Int) throws(PatchFailure) -> PatchRecord<M> {
    guard case .object(let object) = value else {
      throw PatchFailure(
        "expected an object for \(article(schema.entryName)) \(schema.entryName), found \(FieldKind.describe(value))."
      )
    }
    var entry = M()
    var present = FieldSet()
    var raw: [Int: ArchiveValue] = [:]
    for member in object {
      guard let index = schema.index(ofField: member.key) else {
        if let reason = ArchiveValue._textProblem(member.key)
          ?? member.value._unwritableReason(atLevel: level + 1)
        {
          throw PatchFailure("\(member.key): \(reason)")
        }
        guard entry.unknownFields[member.key] == nil else {
          throw PatchFailure("the key \(FieldKind.quoted(member.key)) appears twice in one object.")
        }
        entry.unknownFields.append(key: member.key, value: member.value)
        continue
      }
      guard !present.contains(index) else {
        throw PatchFailure(
          "field '\(member.key)' appears more than once in one \(schema.entryName).")
      }
      present.insert(index)
      let field = schema.fields[index]
      let typed: FieldValue
      do {
        typed = try typedValue(member.value, for: field)
      } catch {
        throw PatchFailure("\(field.name): \(error.message)")
      }
      do {
        try field.store(typed, in: &entry)
      } catch {
        throw PatchFailure("\(field.name): \(error.description._lowercasingFirst)")
      }
      if field.kind.archiveValue(for: typed) != member.value { raw[index] = member.value }
    }
    for (index, field) in schema.fields.enumerated()
    where field.isRequired && !present.contains(index) {
      throw PatchFailure("the \(schema.entryName) has no '\(field.name)', which is required.")
    }
    var record = PatchRecord(entry: entry, present: present, original: nil)
    record.raw = raw
    record.touched = FieldSet(count: schema.fields.count) { _ in true }
    record.touchesUnknownFields = true
    return record
  }

  /// `value` typed by `field`'s kind, refusing text XML 1.0 cannot hold.
  func typedValue(_ value: ArchiveValue, for field: Field<M>) throws(PatchFailure) -> FieldValue {
    let typed: FieldValue
    do {
      typed = try field.kind.value(from: value)
    } catch {
      throw PatchFailure(error.description._lowercasingFirst)
    }
    switch typed {
    case .string(let text):
      if let problem = ArchiveValue._textProblem(text) { throw PatchFailure(problem) }
    case .list(let items):
      for item in items {
        if let problem = ArchiveValue._textProblem(item) { throw PatchFailure(problem) }
      }
    default:
      break
    }
    return typed
  }

  func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
