import BlogDocCore

/// A ``RecordSink`` that builds a document through ``DocumentBuilderSink`` and notes, for
/// an ``XMLSourceMap``, which element holds each record and each field: the reader's
/// element ordinals, which ``XMLElementScanner`` then turns into byte ranges.
///
/// Only ``XMLArchiveFormat/decodeWithSourceMap(_:from:options:)`` uses it, so a plain
/// decode records nothing.
final class SourceRecordingSink<M: Model>: RecordSink {
  let inner: DocumentBuilderSink<M>
  /// The ordinal of each record's element, in document order.
  private(set) var recordOrdinals: [Int] = []
  /// Where each record's fields start in ``fieldKeys`` and ``fieldOrdinals``.
  private(set) var firstFields: [Int] = []
  /// Each field's key and the ordinal of its element: its record's ordinal when the
  /// field is an attribute of the record.
  private(set) var fieldKeys: [String] = []
  private(set) var fieldOrdinals: [Int] = []

  init(options: DecodingOptions) {
    inner = DocumentBuilderSink<M>(options: options)
  }

  var names: SchemaNames { inner.names }
  var isSingleRecord: Bool { inner.isSingleRecord }

  func beginDocument(rootName: String, version: Int, ordinal: Int) throws(ArchiveError) {
    try inner.beginDocument(rootName: rootName, version: version, ordinal: ordinal)
  }

  func beginRecord(ordinal: Int) {
    recordOrdinals.append(ordinal)
    firstFields.append(fieldKeys.count)
    inner.beginRecord(ordinal: ordinal)
  }

  func wantsField(_ key: String) -> Bool { true }

  func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError) {
    fieldKeys.append(key)
    fieldOrdinals.append(ordinal)
    try inner.addField(key: key, value: value, ordinal: ordinal)
  }

  func addDocumentMember(key: String, value: ArchiveValue) {
    inner.addDocumentMember(key: key, value: value)
  }

  func endRecord() throws(ArchiveError) {
    try inner.endRecord()
  }

  func path(of key: String?) -> String {
    inner.path(of: key)
  }

  /// The map of `text` (the bytes the reader read), once the document is decoded;
  /// `nil` when the scan does not find the elements the reader met.
  func sourceMap(of text: ByteText, ids: some Sequence<String>) -> XMLSourceMap? {
    var wanted = [0]
    for (record, ordinal) in recordOrdinals.enumerated() {
      if ordinal != 0 { wanted.append(ordinal) }
      for field in fieldRange(of: record) where fieldOrdinals[field] != ordinal {
        wanted.append(fieldOrdinals[field])
      }
    }
    guard let elements = XMLElementScanner.elements(wanted, in: text) else { return nil }
    var map = XMLSourceMap()
    map.root = elements[0]
    var next = 1  // elements[0] is the root.
    for (record, ordinal) in recordOrdinals.enumerated() {
      let element = ordinal == 0 ? elements[0] : elements[next]
      if ordinal != 0 { next += 1 }
      var members: [XMLSourceMap.Member] = []
      members.reserveCapacity(fieldRange(of: record).count)
      for field in fieldRange(of: record) {
        if fieldOrdinals[field] == ordinal {
          members.append(XMLSourceMap.Member(key: fieldKeys[field], element: nil))
        } else {
          members.append(XMLSourceMap.Member(key: fieldKeys[field], element: elements[next]))
          next += 1
        }
      }
      map.records.append(XMLSourceMap.Record(id: "", element: element, members: members))
    }
    map.name(records: ids)
    return map
  }

  private func fieldRange(of record: Int) -> Range<Int> {
    firstFields[
      record]..<(record + 1 < firstFields.count ? firstFields[record + 1] : fieldKeys.count)
  }
}
