import BlogDocCore

/// blogdoc's XML format: one element per field, read with libxml2's SAX2 push parser and
/// written by hand into a byte buffer (FORMAT.md describes the layout).
///
/// ```swift
/// let entry = BlogEntry(id: "hello-world", title: "Hello, World")
/// let bytes = try XMLArchiveFormat().encode(entry)
/// let document = try XMLArchiveFormat().decode(BlogEntry.self, from: bytes)
/// print(document[id: "hello-world"] == entry)
/// // Prints "true"
/// ```
///
/// Reading assumes the bytes are hostile. There is no network access and no external
/// entity ever loaded; a DOCTYPE, an entity reference, a NUL byte, a namespace error or
/// anything but comments, processing instructions and whitespace after the root element
/// is an error; and `DecodingOptions` bound the document's size, its depth and the
/// length of any one text. Every error is one line with its line:column and, inside an
/// entry, its field path:
///
/// ```
/// 7:3: /entry/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found "yesterday".
/// ```
///
/// UTF-8 and UTF-16 documents are read; writing always produces UTF-8.
public struct XMLArchiveFormat: ArchiveFormat {
  /// Makes the XML format; it has no options.
  public init() {}

  /// Reads a document of `M`, migrating older format versions.
  ///
  /// - Throws: `ArchiveError` naming the line:column and field path of the first problem.
  /// - Complexity: O(*n*) in the input size; libxml2 streams, so memory holds the decoded
  ///   models and one element's text at a time.
  public func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M> {
    let input = try ReadableInput.prepare(bytes, options: options)
    let sink = DocumentBuilderSink<M>(options: options)
    var reader = try XMLArchiveReader(input: input, options: options, sink: sink)
    try reader.read()
    var decoded: DecodedDocument<M>
    do throws(ArchiveError) {
      decoded = try sink.builder.finish()
    } catch {
      throw reader.locate(error)
    }
    decoded.violations = decoded.violations.map { reader.locate($0) }
    decoded.skippedSyntax = reader.skipped
    return decoded
  }

  /// Writes `document` in the current format version.
  ///
  /// - Throws: `ArchiveError` with kind `ArchiveError.Kind.unwritable` if a string holds
  ///   a character XML 1.0 cannot hold (see `XMLCharacterRule`).
  /// - Complexity: O(*n*) in the output size.
  public func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8] {
    var writer = XMLWriter(reservingCapacity: 4096 + document.count * 1024)
    return try DocumentEncoder.encode(document, with: &writer)
  }
}
