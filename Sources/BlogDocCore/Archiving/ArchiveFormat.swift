/// A byte format documents are archived in: `JSONArchiveFormat` here, `XMLArchiveFormat`
/// in BlogDocXML. Both write the same keys and read each other's documents losslessly.
///
/// ```swift
/// let entry = BlogEntry(id: "hello", title: "Hello")
/// let bytes = try JSONArchiveFormat().encode(ModelDocument(entry: entry))
/// let back = try JSONArchiveFormat().decode(BlogEntry.self, from: bytes)
/// print(back[id: "hello"] == entry)
/// // Prints "true"
/// ```
public protocol ArchiveFormat: Sendable {
  /// Reads a document of `M`, migrating older format versions.
  ///
  /// - Throws: ``ArchiveError`` naming the line:column and field path of the first problem.
  /// - Complexity: O(*n*) in the input size; memory stays within a small multiple of it.
  func decode<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M>

  /// Writes `document` in this format's current version.
  ///
  /// - Throws: ``ArchiveError`` if the document holds what no reader could read back.
  /// - Complexity: O(*n*) in the output size.
  func encode<M: Model>(_ document: ModelDocument<M>) throws(ArchiveError) -> [UInt8]
}

extension ArchiveFormat {
  /// Reads a document of `M` from `bytes` with the default bounds.
  public func decode<M: Model>(
    _ type: M.Type, from bytes: [UInt8]
  ) throws(ArchiveError)
    -> ModelDocument<M>
  {
    try decode(type, from: bytes, options: .default).document
  }

  /// Reads a document of `M` from `bytes`.
  public func decode<M: Model>(
    _ type: M.Type, from bytes: [UInt8], options: DecodingOptions
  ) throws(ArchiveError) -> DecodedDocument<M> {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(ArchiveError) in try decode(type, from: buffer, options: options) }
    }
    return try result.get()
  }

  /// Writes a single model as a one-entry document.
  public func encode<M: Model>(_ model: M) throws(ArchiveError) -> [UInt8] {
    try encode(ModelDocument(entry: model))
  }
}
