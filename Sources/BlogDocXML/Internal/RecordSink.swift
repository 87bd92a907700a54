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
  /// Whether the sink wants the value of the record's field `key`. For one it does not,
  /// the reader still checks the element's markup (libxml2 parses it) and its depth, and
  /// counts its elements' ordinals, but builds no value and does not call
  /// ``addField(key:value:ordinal:)``: an index of the records reads only their ids.
  func wantsField(_ key: String) -> Bool
  func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError)
  func addDocumentMember(key: String, value: ArchiveValue)
  func endRecord() throws(ArchiveError)
  /// The path of the current record, or of its field `key`: `/blog/entry[3]/title`.
  func path(of key: String?) -> String
}
