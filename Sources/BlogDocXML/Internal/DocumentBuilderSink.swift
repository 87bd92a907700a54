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

  // Per member, the builder's assembler, which is not generic over the model: no metadata
  // is looked up on the way (BENCHMARKS.md, "Any model at the blog's speed").
  func beginRecord(ordinal: Int) {
    builder.assembler.beginRecord(at: .token(ordinal))
  }

  func wantsField(_ key: String) -> Bool { true }

  func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError) {
    try builder.assembler.addField(key: key, value: value, at: .token(ordinal))
  }

  func addDocumentMember(key: String, value: ArchiveValue) {
    builder.addDocumentMember(key: key, value: value)
  }

  func endRecord() throws(ArchiveError) {
    try builder.endRecord()
  }

  func path(of key: String?) -> String {
    builder.assembler.path(of: key)
  }
}
