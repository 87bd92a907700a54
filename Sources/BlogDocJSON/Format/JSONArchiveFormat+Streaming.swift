import BlogDocCore

extension JSONArchiveFormat {
  /// Writes `document` as ``encode(_:)`` does, handing its bytes to `body` in chunks of
  /// about `chunkSize` as the entries are written, so a large blog is streamed to its file
  /// rather than held as bytes.
  ///
  /// ```swift
  /// var size = 0
  /// try JSONArchiveFormat().encode(blog, chunkSize: 65_536) { size += $0.count }
  /// ```
  ///
  /// - Throws: `ArchiveError` as ``encode(_:)`` does, and what `body` throws; `body` may
  ///   have had part of the document by then.
  /// - Complexity: O(*n*) in the output; holds about `chunkSize` bytes plus one entry.
  package func encode<M: Model>(
    _ document: ModelDocument<M>, chunkSize: Int, to body: ([UInt8]) throws -> Void
  ) throws {
    var writer = JSONWriter(capacity: chunkSize + chunkSize / 2)
    try DocumentEncoder.encode(document, with: &writer, chunkSize: chunkSize, to: body)
  }
}
