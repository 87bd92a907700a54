import BlogDocCore

/// blogdoc's JSON archive format: the layout `Docs/FORMAT.md` describes, read and written
/// by hand for exact numbers, kept unknown members and errors with line:column.
///
/// Foundation's `JSONDecoder` would give none of these on Linux: it reports "The given data
/// was not valid JSON." without a position, drops keys a type does not declare, and rounds
/// integers past 2^53 through `Double` when they are read into `Any`. Decoding streams the
/// document into a `DocumentBuilder` one field at a time; encoding writes bytes directly.
///
/// ```swift
/// let entry = BlogEntry(id: "hello-world", title: "Hello, World", tagNames: ["swift"])
/// let bytes = try JSONArchiveFormat().encode(entry)
/// print(String(decoding: bytes, as: UTF8.self))
/// // Prints:
/// // {
/// //   "formatVersion": 2,
/// //   "entry": {
/// //     "id": "hello-world",
/// //     "title": "Hello, World",
/// //     "bodyText": "",
/// //     "tagNames": [
/// //       "swift"
/// //     ],
/// //     "categoryNames": [],
/// //     "isDraft": false
/// //   }
/// // }
/// ```
public struct JSONArchiveFormat: ArchiveFormat {
  /// Makes the JSON format; it has no options.
  public init() {}

  /// Reads a document of `M`, migrating older format versions.
  ///
  /// - Throws: `ArchiveError` naming the line:column and field path of the first problem,
  ///   such as `3:5: /entry/postedDate: Expected an ISO 8601 date such as
  ///   2026-11-20T10:00:00Z, found "yesterday".`
  /// - Complexity: O(*n*) in the input size.
  public func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M> {
    var reader = try JSONDocumentReader<M>(bytes, options: options)
    return try reader.read()
  }

  /// Reads a document of `M` and records where each entry and member lies in `bytes`,
  /// for a writer that changes only what was edited (``JSONSplice``).
  ///
  /// ```swift
  /// let (decoded, map) = try JSONArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: bytes)
  /// map.record(id: "hello-world")?.member(named: "title")?.value   // where "Hello, World" lies
  /// ```
  ///
  /// - Throws: What ``decode(_:from:options:)`` throws, for the same bytes.
  /// - Complexity: O(*n*) in the input size, plus O(*m*) memory in the number of members.
  public func decodeWithSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions = .default
  ) throws(ArchiveError) -> (DecodedDocument<M>, JSONSourceMap) {
    var reader = try JSONDocumentReader<M>(bytes, options: options, recordsSourceMap: true)
    let decoded = try reader.read()
    return (decoded, reader.sourceMap)
  }

  /// Writes `document` in the current format version.
  ///
  /// - Throws: `ArchiveError` of kind `.unwritable` if a string holds a character XML 1.0
  ///   cannot (see `XMLCharacterRule`) or a number is not a JSON number literal.
  /// - Complexity: O(*n*) in the output size.
  public func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    // About 3 KB per entry covers a typical blog post, so the buffer rarely grows; pages
    // reserved but never written cost no memory.
    var writer = JSONWriter(capacity: 64 + document.count * 3072)
    return try DocumentEncoder.encode(document, with: &writer)
  }
}
