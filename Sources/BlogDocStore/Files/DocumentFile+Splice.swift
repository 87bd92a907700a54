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

  /// The bytes of `document` for `path`, splicing the changes `diff` names into `bytes`
  /// (the file as read, holding `original`) by `map`, recorded when it was read (see
  /// ``readForEditing(_:from:options:)``). Without a map it writes as
  /// ``encode(_:for:splicingInto:)`` does.
  ///
  /// ```swift
  /// let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: "b.json")
  /// var edited = decoded.document
  /// let diff = try edited.transaction("Retitle") { try $0.update(id: "a") { $0.title = "New" } }
  /// let (after, reason) = try DocumentFile.encode(
  ///   edited, for: "b.json", splicingInto: bytes, original: decoded.document, map: map, diff: diff)
  /// ```
  ///
  /// - Throws: What ``encode(_:for:)`` throws.
  /// - Complexity: O(*c*) in the changed entries plus a copy of `bytes` when `diff` only
  ///   modifies entries (see `JSONSplice`); O(*n*) otherwise.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, for path: String, splicingInto bytes: [UInt8],
    original: ModelDocument<M>, map: JSONSourceMap?, diff: DocumentDiff<M>
  ) throws -> (bytes: [UInt8], rewrittenBecause: String?) {
    guard let map else { return try encode(document, for: path, splicingInto: bytes) }
    guard try format(of: path) == .json, !bytes.isEmpty else {
      return (try encode(document, for: path), nil)
    }
    do {
      return (try JSONSplice.splice(bytes, map: map, original: original, edited: document, diff: diff), nil)
    } catch {
      return (try encode(document, for: path), error.reason)
    }
  }
}
