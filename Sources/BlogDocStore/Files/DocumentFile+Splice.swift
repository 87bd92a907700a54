import BlogDocCore

extension DocumentFile {
  /// The bytes of `document` for `path`, changing in `bytes` (the file as read) only what
  /// differs from the document those bytes hold.
  ///
  /// The file keeps its layout: only the edited fields' bytes are replaced (see the
  /// format's `SplicingArchiveFormat.splice`). A file a splice cannot be proved safe for is written
  /// whole in canonical form, and the reason comes back so the caller can say so.
  ///
  /// ```swift
  /// let (after, reason) = try DocumentFile.encode(edited, for: "e.json", splicingInto: bytes)
  /// // reason == nil: only the title's bytes changed
  /// ```
  ///
  /// - Throws: What ``encode(_:for:)`` throws.
  /// - Complexity: O(*n*) in the file's size: it reads `bytes` again to map them, and the
  ///   splice works out the diff.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, for path: String, splicingInto bytes: [UInt8]
  ) throws -> (bytes: [UInt8], rewrittenBecause: String?) {
    try encode(document, as: format(of: path), named: path, splicingInto: bytes)
  }

  /// ``encode(_:for:splicingInto:)`` in `format`, for what messages call `name`.
  static func encode<M: Model>(
    _ document: ModelDocument<M>, as format: DocumentFormat, named path: String,
    splicingInto bytes: [UInt8]
  ) throws -> (bytes: [UInt8], rewrittenBecause: String?) {
    guard !bytes.isEmpty else { return (try encode(document, as: format, named: path), nil) }
    let decoded: DecodedDocument<M>
    let map: DocumentSourceMap
    do {
      (decoded, map) = try decodeForEditing(
        M.self, from: bytes, as: format, options: DecodingOptions.default.reading(path))
    } catch {
      return (
        try encode(document, as: format, named: path), "The file did not read again to be spliced."
      )
    }
    return try encode(
      document, as: format, named: path, splicingInto: bytes, original: decoded.document, map: map,
      diff: document.difference(from: decoded.document))
  }

  /// The bytes of `document` for `path`, splicing the changes `diff` names into `bytes`
  /// (the file as read, holding `original`) by `map`, recorded when it was read (see
  /// ``readForEditing(_:from:options:)``). An entry it inserts whose id `entrySources`
  /// names is written as that text (what the file held before the entry was removed), and
  /// a field whose new value one of `valueSources` spells, as that source's text.
  /// Without a map it writes as ``encode(_:for:splicingInto:)`` does.
  ///
  /// ```swift
  /// let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: "b.xml")
  /// var edited = decoded.document
  /// let diff = try edited.transaction("Retitle") { try $0.update(id: "a") { $0.title = "New" } }
  /// let (after, reason) = try DocumentFile.encode(
  ///   edited, for: "b.xml", splicingInto: bytes, original: decoded.document, map: map, diff: diff)
  /// ```
  ///
  /// - Throws: What ``encode(_:for:)`` throws.
  /// - Complexity: O(*c*) in the changed entries plus a copy of `bytes` when `diff` only
  ///   modifies entries of a blog; O(*n*) otherwise.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, for path: String, splicingInto bytes: [UInt8],
    original: ModelDocument<M>, map: DocumentSourceMap?, diff: DocumentDiff<M>,
    entrySources: [String: RemovedEntrySource] = [:], valueSources: [FieldValueSource] = []
  ) throws -> (bytes: [UInt8], rewrittenBecause: String?) {
    try encode(
      document, as: format(of: path), named: path, splicingInto: bytes, original: original,
      map: map, diff: diff,
      entrySources: entrySources, valueSources: valueSources)
  }

  /// ``encode(_:for:splicingInto:original:map:diff:entrySources:valueSources:)`` in `format`, for what
  /// messages call `name`: a file whose name says nothing of its format (the temporary
  /// files git hands a merge driver).
  ///
  /// - Throws: What ``encode(_:as:named:)`` throws.
  /// - Complexity: As ``encode(_:for:splicingInto:original:map:diff:entrySources:valueSources:)``.
  public static func encode<M: Model>(
    _ document: ModelDocument<M>, as format: DocumentFormat, named path: String,
    splicingInto bytes: [UInt8],
    original: ModelDocument<M>, map: DocumentSourceMap?, diff: DocumentDiff<M>,
    entrySources: [String: RemovedEntrySource] = [:], valueSources: [FieldValueSource] = []
  ) throws -> (bytes: [UInt8], rewrittenBecause: String?) {
    guard let map else { return try encode(document, as: format, named: path, splicingInto: bytes) }
    let sources = entrySources
    guard !bytes.isEmpty else { return (try encode(document, as: format, named: path), nil) }
    let spliced: [UInt8]
    do throws(SpliceRefusal) {
      spliced = try format.archiveFormat.splice(
        bytes, map: map, original: original, edited: document, diff: diff, entrySources: sources,
        valueSources: valueSources)
    } catch {
      // A document of one entry read alone is not the file: written whole, it would drop
      // every other entry. ``EditPlan`` reads the whole file before it gets here.
      guard map.xml?.holdsEveryRecord != false else {
        throw ArchiveError(
          .unwritable, "The entry read alone cannot be spliced into the file: \(error.reason)",
          file: path)
      }
      return (try error.rewrite ?? encode(document, as: format, named: path), error.reason)
    }
    return (spliced, nil)
  }
}

extension DocumentFile {
  /// What each entry `diff` removes holds in `bytes` (the file as read, laid out as `map`
  /// says) and where, for the journal to keep: undoing the removal then writes the same
  /// bytes in the same place (see `RemovedEntrySource`). Empty without a map.
  ///
  /// ```swift
  /// let sources = DocumentFile.removedEntrySources(removedBy: diff, from: bytes, map: map)
  /// ```
  ///
  /// - Complexity: O(*n*) in the entries of `map` when `diff` removes any; O(*c*) otherwise.
  public static func removedEntrySources<M: Model>(
    removedBy diff: DocumentDiff<M>, from bytes: [UInt8], map: DocumentSourceMap?
  ) -> [String: RemovedEntrySource] {
    var ids = Set<String>()
    for case .removed(let entry, _) in diff.entryChanges { ids.insert(entry.id) }
    guard let map, !ids.isEmpty else { return [:] }
    return map.format.archiveFormat.removedEntrySources(of: ids, in: bytes, map: map)
  }
}

extension DocumentFile {
  /// The text in `bytes` (the file as read, holding `original`, laid out as `map` says)
  /// of each field value `diff` changes that a splice would not write as it is spelled,
  /// for the journal to keep: writing the old value back (an undo) then gives back the
  /// same bytes (see `FieldValueSource`). Empty without a map.
  ///
  /// ```swift
  /// let sources = DocumentFile.valueSources(changedBy: diff, from: bytes, original: document, map: map)
  /// ```
  ///
  /// - Complexity: O(*c*) in the size of the changed fields' old values.
  public static func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, from bytes: [UInt8], original: ModelDocument<M>,
    map: DocumentSourceMap?
  ) -> [FieldValueSource] {
    guard let map else { return [] }
    return map.format.archiveFormat.valueSources(
      changedBy: diff, in: bytes, map: map, original: original)
  }
}
