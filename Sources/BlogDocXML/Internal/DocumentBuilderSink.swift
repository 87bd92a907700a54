import BlogDocCore

/// A ``RecordSink`` that builds a document of `M`.
final class DocumentBuilderSink<M: Model>: RecordSink {
  var builder: DocumentBuilder<M>
  let names = SchemaNames(M.schema)

  init(options: DecodingOptions) {
    builder = DocumentBuilder(options: options)
  }

  var isSingleRecord: Bool { builder.layout == .single }

  func beginDocument(rootName: String, version: Int, ordinal: Int) throws(ArchiveError) {
    try builder.beginDocument(rootName: rootName, version: version, at: .token(ordinal))
  }

  func beginRecord(ordinal: Int) {
    builder.beginRecord(at: .token(ordinal))
  }

  func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError) {
    try builder.addField(key: key, value: value, at: .token(ordinal))
  }

  func addDocumentMember(key: String, value: ArchiveValue) {
    builder.addDocumentMember(key: key, value: value)
  }

  func endRecord() throws(ArchiveError) {
    try builder.endRecord()
  }

  func path(of key: String?) -> String {
    builder.path(of: key)
  }
}
