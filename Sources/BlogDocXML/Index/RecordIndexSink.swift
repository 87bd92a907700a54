import BlogDocCore

/// A ``RecordSink`` that builds nothing but an index: each record's element ordinal and
/// id, read in the one pass that proves the document well formed.
///
/// It wants only the id field (the schema's ``Schema/idField``), so the reader builds no
/// other value (see ``RecordSink/wantsField(_:)``). ``XMLElementScanner`` then turns an
/// ordinal into the record's byte range. A document it cannot index plainly (a record
/// without an id, or with two, an id that is not text, a lone entry) says so through
/// ``isUsable``, and the caller reads the document whole instead.
final class RecordIndexSink: RecordSink {
  let names: SchemaNames
  /// The id field's key.
  let idKey: String
  private(set) var isSingleRecord = false
  /// The format version the root names.
  private(set) var version = 0
  /// The ordinal of each record's element, in document order.
  private(set) var recordOrdinals: [Int] = []
  /// Each record's id, in document order; empty text until its id is read.
  private(set) var ids: [String] = []
  /// Whether every record had exactly one id, as text.
  private(set) var isUsable = true
  private var hasID = false

  init<M: Model>(_ type: M.Type) {
    names = SchemaNames(M.schema)
    idKey = M.schema.idField.name
  }

  func beginDocument(rootName: String, version: Int, ordinal: Int) throws(ArchiveError) {
    isSingleRecord = rootName == names.entryName
    self.version = version
    guard rootName == names.entryName || rootName == names.collectionName else {
      throw ArchiveError(.malformed, "The root element is not one this schema reads.")
    }
  }

  func beginRecord(ordinal: Int) {
    recordOrdinals.append(ordinal)
    ids.append("")
    hasID = false
  }

  func wantsField(_ key: String) -> Bool { key == idKey }

  func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError) {
    guard case .string(let id) = value, !hasID else {
      isUsable = false
      return
    }
    ids[ids.count - 1] = id
    hasID = true
  }

  func addDocumentMember(key: String, value: ArchiveValue) {}

  func endRecord() throws(ArchiveError) {
    if !hasID { isUsable = false }
  }

  func path(of key: String?) -> String {
    "/\(names.collectionName)/\(names.entryName)[\(recordOrdinals.count)]"
      + (key.map { "/\($0)" } ?? "")
  }
}
