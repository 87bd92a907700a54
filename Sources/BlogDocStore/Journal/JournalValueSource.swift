import BlogDocCore

extension Journal.FileChange {
  /// One field value's text, as ``valueSources`` keeps it: what the file held for the
  /// value a change replaced, when the splice would have written it otherwise. The value
  /// it spells is the field's value before the change, which the diff holds.
  public struct ValueSource: Hashable, Sendable, Codable {
    /// The id of the entry the field is in.
    public var id: String
    /// The field's name in the schema.
    public var field: String
    /// The value's text (a JSON member's value, an XML field's element), as the file held it.
    public var text: String

    /// The text `text` of the field `field` of the entry `id`.
    public init(id: String, field: String, text: String) {
      self.id = id
      self.field = field
      self.text = text
    }

    /// The journal's record of what a splice read.
    public init(_ source: FieldValueSource) {
      self.init(
        id: source.id, field: source.field, text: String(decoding: source.text, as: UTF8.self))
    }

    /// What a splice takes to write `value` as this text again.
    public func fieldValueSource(spelling value: ArchiveValue) -> FieldValueSource {
      FieldValueSource(id: id, field: field, value: value, text: Array(text.utf8))
    }

    /// The record's members in key order.
    var journalValue: ArchiveValue {
      .sortedObject([("field", .string(field)), ("id", .string(id)), ("text", .string(text))])
    }
  }
}

extension Journal.FileChange {
  /// What a splice takes to write back the spellings this change replaced (``valueSources``),
  /// each standing for the value its field holds in `reverted`: the document with the
  /// change's diff reverted, where a field it put back holds the value the spelling spells.
  ///
  /// - Complexity: O(*s*) in the spellings, each looked up in `reverted` by id.
  func spelledValues<M: Model>(in reverted: ModelDocument<M>) -> [FieldValueSource] {
    (valueSources ?? []).compactMap { source in
      guard let entry = reverted[id: source.id] else { return nil }
      guard let order = M.schema.index(ofField: source.field) else {
        return entry.unknownFields[source.field].map(source.fieldValueSource(spelling:))
      }
      let field = M.schema.fields[order]
      return source.fieldValueSource(spelling: field.kind.archiveValue(for: field.value(in: entry)))
    }
  }
}
