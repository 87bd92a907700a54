import BlogDocCore

/// Where the XML reader hands the structure it reads: a ``DocumentBuilder`` behind a
/// face that is not generic.
///
/// The reader's loop runs once per node of a 25 MB document. Generic over the model, it
/// would run unspecialised (callers in other modules cannot specialise it), paying a
/// metadata lookup for every access to its own element stack. Behind this protocol the
/// loop is plain code, and only the calls that reach the builder, a few per field, go
/// through the generic model layer.
///
/// Locations are element ordinals (see ``XMLArchiveReader``).
protocol RecordSink: AnyObject {
  /// The archive names the reader must recognise.
  var names: SchemaNames { get }
  /// Whether the document is a lone record; valid after ``beginDocument(rootName:version:ordinal:)``.
  var isSingleRecord: Bool { get }
  func beginDocument(rootName: String, version: Int, ordinal: Int) throws(ArchiveError)
  func beginRecord(ordinal: Int)
  func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError)
  func addDocumentMember(key: String, value: ArchiveValue)
  func endRecord() throws(ArchiveError)
  /// The path of the current record, or of its field `key`: `/blog/entry[3]/title`.
  func path(of key: String?) -> String
}

/// What the reader needs to know of a schema, copied out of it once.
struct SchemaNames {
  let recordName: String
  let collectionName: String
  let namespace: String
  let version: Int
  /// The fields that are lists, whose blank text (`<tagNames>\n  </tagNames>`) is empty.
  let listFields: Set<String>

  init<M: Model>(_ schema: Schema<M>) {
    recordName = schema.recordName
    collectionName = schema.collectionName
    namespace = schema.namespace
    version = schema.version
    listFields = Set(
      schema.fields.filter {
        if case .list = $0.kind.wrapped { true } else { false }
      }.map(\.name))
  }
}

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

extension SourceLocation {
  /// A stand-in for the start of element number `ordinal`, resolved to its line:column
  /// only when an error or a violation needs it (see ``ElementLocator``).
  @inline(__always)
  static func token(_ ordinal: Int) -> SourceLocation {
    SourceLocation(line: 0, column: ordinal)
  }

  /// The element ordinal this location stands for, if it is a ``token(_:)``.
  var elementOrdinal: Int? {
    line == 0 ? column : nil
  }
}
