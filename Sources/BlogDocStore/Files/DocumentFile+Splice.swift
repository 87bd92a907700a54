import BlogDocCore

extension DocumentFile {
  /// The bytes of `document` for `path`, changing in `bytes` (the file as read) only what
  /// differs from the document those bytes hold, when the format allows it.
  ///
  /// A JSON file keeps its indentation, key order, spacing and number spelling: only the
  /// edited fields' bytes are replaced (see `JSONSplice`). An XML file, or a JSON file a
  /// splice cannot be proved safe for, is written whole in canonical form, and the reason
  /// comes back so the caller can say so.
  ///
  /// ```swift
  /// let (after, reason) = try DocumentFile.encode(edited, for: "e.json", splicingInto: bytes)
  /// // reason == nil: only the title's bytes changed
  /// ```
  ///
  /// - Throws: What ``encode(_:for:)`` throws.
  /// - Complexity: O(*n*) in the file's size: it reads `bytes` again to map them, and the
  ///   splice reads its result once to prove it.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, for path: String, splicingInto bytes: [UInt8]
  ) throws -> (bytes: [UInt8], rewrittenBecause: String?) {
    guard try format(of: path) == .json, !bytes.isEmpty else {
      return (try encode(document, for: path), nil)
    }
    let reason: String
    do {
      let (decoded, map) = try bytes.withUnsafeBytes { buffer in
        try JSONArchiveFormat().decodeWithSourceMap(M.self, from: buffer)
      }
      return (try JSONSplice.splice(bytes, map: map, original: decoded.document, edited: document), nil)
    } catch let refusal as JSONSplice.Refusal {
      reason = refusal.reason
    } catch {
      reason = "The file did not read again to be spliced."
    }
    return (try encode(document, for: path), reason)
  }
}
