import BlogDocCore

/// The card format: plain text, one `key: value` line per field, a blank line between
/// entries, `#` comments; written outside blogdoc on its public API alone.
///
/// ```swift
/// DocumentFormat.register(CardFormat())   // then `.card` files work as `.xml` ones do
/// let bytes = try CardFormat().encode(Book(id: "dune"))
/// print(String(decoding: bytes, as: UTF8.self))
/// // Prints:
/// // %card book 1
/// //
/// // id: dune
/// // title:
/// // author:
/// // pages: 0
/// // isRead: false
/// // notes:
/// ```
///
/// An edit of one value changes only that value's bytes (see ``CardSplicer``); comments,
/// blank lines and the order of lines stay as they were.
public struct CardFormat: SplicingArchiveFormat {
  /// The card format; it has no options.
  public init() {}

  /// `card`.
  public var name: String { "card" }

  /// `.card` files.
  public var fileExtensions: [String] { ["card"] }

  /// Whether `bytes` start with the header's `%card `.
  ///
  /// - Complexity: O(1).
  public func recognizes(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: "%card ".utf8)
  }

  /// Reads a document of `M`.
  ///
  /// - Throws: `ArchiveError` with the line:column and field path of the first problem.
  /// - Complexity: O(*n*) in the input size.
  public func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M> {
    try decodeWithSourceMap(type, from: bytes, options: options).0
  }

  /// Reads a document of `M` and where each entry and value lies.
  ///
  /// - Throws: What ``decode(_:from:options:)`` throws.
  /// - Complexity: O(*n*) in the input size.
  public func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> (DecodedDocument<M>, CardSourceMap) {
    var reader = CardReader<M>(options: options)
    return try reader.read(bytes)
  }

  /// Writes `document` in the card format.
  ///
  /// - Throws: `ArchiveError` of kind `.unwritable` for a list or nested value.
  /// - Complexity: O(*n*) in the output size.
  public func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    try CardWriter.encode(document)
  }

  /// `source` with only the values `diff` changes rewritten (see ``CardSplicer``).
  ///
  /// - Throws: `SpliceRefusal` for an edit that adds, removes or moves entries or members.
  /// - Complexity: O(*n*) in the size of `source`: the result is read back once.
  public func splice<M: Model>(
    _ source: [UInt8], map: CardSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    try CardSplicer.splice(
      source, map: map, original: original, edited: edited, diff: diff, through: self)
  }

  /// Where the entry's first line starts, or with `member`, where that member's key starts.
  ///
  /// - Complexity: O(*n*) in the entries, plus O(*m*) in the entry's members.
  public func offset(ofEntry id: String, member: String?, in map: CardSourceMap) -> Int? {
    guard let record = map.record(id: id) else { return nil }
    guard let member else { return record.range.lowerBound }
    return record.member(named: member)?.keyStart
  }
}
