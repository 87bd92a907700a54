import BlogDocCore

extension DocumentFormat {
  /// Writes `document` in this format, handing its bytes to `body` in chunks of about
  /// `chunkSize` as the entries are written: a large blog (an import's) is streamed to a
  /// file or to standard output rather than held as bytes.
  ///
  /// ```swift
  /// try DocumentFormat.xml.encode(blog) { Output.write($0) }
  /// ```
  ///
  /// - Throws: `ArchiveError` when the document cannot be encoded, and what `body` throws;
  ///   `body` may have had part of the document by then.
  /// - Complexity: O(*n*) in the output; holds about `chunkSize` bytes plus one entry.
  package func encode<M: Model>(
    _ document: ModelDocument<M>, chunkSize: Int = 1 << 16, to body: ([UInt8]) throws -> Void
  ) throws {
    try archiveFormat.encode(document, chunkSize: chunkSize, to: body)
  }
}
