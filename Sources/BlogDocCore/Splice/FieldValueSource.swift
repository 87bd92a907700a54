/// The text a field's value had in a file, when a splice writing that value would not
/// write the same bytes (an escape the canonical writer does not use, a CDATA section, a
/// number spelled `1.50E+2`), so that writing the value back (an undo) gives back the
/// same bytes.
///
/// A store records one for each field a write changes whose old value is so spelled
/// (`JSONSplice`'s and `XMLSplice`'s `valueSources`), a journal keeps it, and the splice
/// writes ``text`` in place of the canonical text when it writes the field's ``value``
/// again:
///
/// ```swift
/// // `bytes` holds "title": "Step 0", read as `document` with `map`; `undone` has the title back.
/// let spelled = FieldValueSource(
///   id: "entry-0", field: "title", value: .string("Title 0"), text: Array(#""T\u0069tle 0""#.utf8))
/// let spliced = try JSONSplice.splice(
///   bytes, map: map, original: document, edited: undone, diff: undone.difference(from: document),
///   valueSources: [spelled])
/// // spliced holds "title": "T\u0069tle 0" again
/// ```
public struct FieldValueSource: Hashable, Sendable {
  /// The id of the entry the field is in.
  public var id: String
  /// The field's name in the schema, or an unknown member's key.
  public var field: String
  /// The value ``text`` spells, in archived form (a field's as its kind archives it).
  public var value: ArchiveValue
  /// The value's text as the file held it: a JSON member's value, an XML field's element.
  public var text: [UInt8]

  /// The text `text` of `value` in the field `field` of the entry `id`.
  public init(id: String, field: String, value: ArchiveValue, text: [UInt8]) {
    self.id = id
    self.field = field
    self.value = value
    self.text = text
  }
}

/// The spellings a write keeps, looked up by entry, field and value.
extension Array where Element == FieldValueSource {
  /// The text recorded for writing `value` into the field `field` of the entry `id`, if any.
  ///
  /// - Complexity: O(*n*) in the sources, which are few: those of the fields one write changes.
  public func text(id: String, field: String, value: ArchiveValue) -> [UInt8]? {
    first { $0.id == id && $0.field == field && $0.value == value }?.text
  }
}

extension FieldValueSource {
  /// Each field and unknown member `diff` modifies that holds a value in `original`: its
  /// entry's id, its name, its position in the schema (`nil` for an unknown member) and
  /// that value archived, whose spelling a splice may need to keep (what `JSONSplice` and
  /// `XMLSplice` look up in their files).
  ///
  /// - Complexity: O(*c*) in the changed fields, each entry looked up by id.
  public static func replacedValues<M: Model>(
    by diff: DocumentDiff<M>, in original: ModelDocument<M>
  )
    -> [(id: String, field: String, order: Int?, value: ArchiveValue)]
  {
    var values: [(id: String, field: String, order: Int?, value: ArchiveValue)] = []
    for case .modified(let id, let fields, let unknown) in diff.entryChanges {
      guard let entry = original[id: id] else { continue }
      for change in fields {
        guard let order = M.schema.index(ofField: change.field) else { continue }
        let field = M.schema.fields[order]
        let value = field.value(in: entry)
        if !value.isNull {
          values.append((id, field.name, order, field.kind.archiveValue(for: value)))
        }
      }
      for key in unknown?.changedKeys ?? [] {
        if let value = entry.unknownFields[key] { values.append((id, key, nil, value)) }
      }
    }
    return values
  }
}
