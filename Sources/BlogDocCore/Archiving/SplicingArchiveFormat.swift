/// An archive format a document file can be in: it has a name and file extensions, tells
/// its bytes from other formats', and writes an edit by changing only the edited fields'
/// bytes, through a source map recorded when the file was read.
///
/// `XMLArchiveFormat` and `JSONArchiveFormat` conform; a tool adds a format of its own by
/// conforming a type and registering it with the store's `DocumentFormat.register(_:)`.
/// The store then reads, writes, splices and undoes files of that format as it does XML
/// and JSON. A reader builds its documents with ``DocumentBuilder``, so every rule about
/// models (kinds, required fields, ids, migrations) reads the same in every format.
///
/// ```swift
/// struct LinesFormat: SplicingArchiveFormat {
///   var name: String { "lines" }
///   var fileExtensions: [String] { ["lines"] }
///   func recognizes(_ bytes: some Collection<UInt8>) -> Bool { bytes.starts(with: "%lines".utf8) }
///   // decode, encode, decodeWithSourceMap, splice and offset(ofEntry:member:in:)
/// }
/// ```
///
/// A splice that cannot be proved to read back as the edited document throws
/// ``SpliceRefusal``; the caller then writes the whole document with
/// ``ArchiveFormat/encode(_:)``.
public protocol SplicingArchiveFormat: ArchiveFormat {
  /// Where a document's entries and fields lie in the bytes it was read from.
  associatedtype SourceMap: Hashable & Sendable

  /// The format's name, lowercase (`xml`): messages say it in capitals ("Expected XML"),
  /// and a command line names the format by it.
  var name: String { get }

  /// The extensions of files in this format, lowercase and without the dot (`["xml"]`);
  /// the first is the one messages suggest renaming a misnamed file to.
  var fileExtensions: [String] { get }

  /// Whether `bytes` look like this format, for a file whose name says nothing (the
  /// temporary files git hands a merge driver) or is the other format's. Look only at the
  /// start: it is asked of every registered format in turn.
  ///
  /// - Complexity: O(1), or O(*w*) in leading whitespace.
  func recognizes(_ bytes: some Collection<UInt8>) -> Bool

  /// Reads a document of `M` as ``ArchiveFormat/decode(_:from:options:)`` does, and records
  /// where each entry and field lies in `bytes`.
  ///
  /// - Throws: What ``ArchiveFormat/decode(_:from:options:)`` throws for the same bytes.
  /// - Complexity: O(*n*) in the input size.
  func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> (DecodedDocument<M>, SourceMap)

  /// `source` (the bytes `original` was read from, laid out as `map` says) with the changes
  /// `diff` names spliced in: `diff` turns `original` into `edited`. An entry inserted
  /// whose id `entrySources` names is written as that text, and a field value one of
  /// `valueSources` spells, as that text (what a journal keeps, so an undo gives back the
  /// same bytes).
  ///
  /// - Throws: ``SpliceRefusal`` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: O(*c*) in the changed entries plus a copy of `source`, for a format
  ///   that reads back only what it changed; O(*n*) for one that reads the whole output.
  func splice<M: Model>(
    _ source: [UInt8], map: SourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8]

  /// What each entry whose id is in `ids` holds in `source`, for the journal to keep when
  /// an edit removes it. The default keeps nothing, and undoing a removal writes the entry
  /// as ``splice(_:map:original:edited:diff:entrySources:valueSources:)`` writes a new one.
  ///
  /// - Complexity: O(*n*) in the entries of `map`.
  func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: SourceMap
  )
    -> [String: RemovedEntrySource]

  /// The text in `source` of each field value `diff` changes that a splice would not write
  /// as it is spelled, for the journal to keep. The default keeps nothing: right for a
  /// format whose splice writes every value as it was read.
  ///
  /// - Complexity: O(*c*) in the size of the changed fields' old values.
  func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: SourceMap, original: ModelDocument<M>
  ) -> [FieldValueSource]

  /// The offset in the bytes `map` describes where the entry whose id is `id` starts, or
  /// with `member`, where that member of it starts; `nil` when it is not there.
  ///
  /// - Complexity: O(*m*) in the entry's members.
  func offset(ofEntry id: String, member: String?, in map: SourceMap) -> Int?

  /// Writes `document` as ``ArchiveFormat/encode(_:)`` does, handing its bytes to `body` in
  /// chunks of about `chunkSize`. The default encodes the whole document and hands it over
  /// at once.
  ///
  /// - Throws: `ArchiveError` as ``ArchiveFormat/encode(_:)`` does, and what `body` throws.
  /// - Complexity: O(*n*) in the output.
  func encode<M: Model>(
    _ document: ModelDocument<M>, chunkSize: Int, to body: ([UInt8]) throws -> Void
  ) throws
}

extension SplicingArchiveFormat {
  /// Keeps nothing: an undone removal writes the entry anew.
  public func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: SourceMap
  )
    -> [String: RemovedEntrySource]
  {
    [:]
  }

  /// Keeps nothing: the format's splice writes every value as it was read.
  public func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: SourceMap, original: ModelDocument<M>
  ) -> [FieldValueSource] {
    []
  }

  /// Encodes the whole document and hands it to `body` at once.
  public func encode<M: Model>(
    _ document: ModelDocument<M>, chunkSize: Int, to body: ([UInt8]) throws -> Void
  ) throws {
    try body(try encode(document))
  }
}
