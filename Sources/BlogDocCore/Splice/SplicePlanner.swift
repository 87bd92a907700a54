/// The decisions every splicing writer makes the same way, whatever its format: whether
/// an edit can be spliced at all, and which of the file's entries it touches.
///
/// A writer such as `XMLSplice` or `JSONSplice` asks it first, then walks the entries it
/// names, planning each one's members with ``MemberSplicePlan`` and rendering the plan
/// in its own bytes (``SpliceSyntax``), collecting the replacements in ``SpliceEdits``:
///
/// ```swift
/// try SplicePlanner.checkSpliceable(
///   original: original, edited: edited, diff: diff, formatVersion: map.formatVersion,
///   mapDescribes: map.records.count == original.count)
/// if let modified = SplicePlanner.modifiedRecords(in: diff, position: map.position(ofID:)) {
///   for (position, fields) in modified { … }  // splice each entry's fields in place
/// }
/// ```
public enum SplicePlanner {
  /// Throws unless `edited` can be spliced into the file `original` was read from: the
  /// file is in the schema's format version and (`isUTF8`) in UTF-8, the document keeps
  /// its layout and its own unknown members, the source map (`mapDescribes`) describes
  /// `original`, and a single-entry document holds one entry before and after.
  ///
  /// - Throws: `SpliceRefusal` naming the first of those that does not hold.
  /// - Complexity: O(1), plus a comparison of the documents' own unknown members.
  public static func checkSpliceable<M: Model>(
    original: ModelDocument<M>, edited: ModelDocument<M>, diff: DocumentDiff<M>, formatVersion: Int,
    isUTF8: Bool = true, mapDescribes: Bool
  ) throws(SpliceRefusal) {
    guard formatVersion == M.schema.version else {
      throw SpliceRefusal(
        reason:
          "The file is in format version \(formatVersion); only a file already in version \(M.schema.version) keeps its layout."
      )
    }
    guard isUTF8 else {
      throw SpliceRefusal(reason: "The file is not in UTF-8; only a UTF-8 file keeps its layout.")
    }
    guard original.layout == edited.layout else {
      throw SpliceRefusal(reason: "The document changes between a single entry and a blog.")
    }
    guard diff.unknownFieldsChange == nil, original.unknownFields == edited.unknownFields else {
      throw SpliceRefusal(reason: "The document's own unknown members changed.")
    }
    guard mapDescribes else {
      throw SpliceRefusal(reason: "The source map does not describe this document.")
    }
    guard original.layout == .collection || (original.count == 1 && edited.count == 1) else {
      throw SpliceRefusal(reason: "A single-entry document must hold exactly one entry.")
    }
  }

  /// The entries `diff` modifies, by their position in the file (`position` of their id),
  /// ascending and each once, with the fields it changes (`nil`, every field, for an entry
  /// named twice); `nil` when it does anything else or names an entry the file lacks.
  ///
  /// ```swift
  /// SplicePlanner.modifiedRecords(in: diff, position: map.position(ofID:))
  /// // [(position: 41, fields: [title])] for a diff that retitles one entry
  /// ```
  ///
  /// - Complexity: O(*c*) in the entries `diff` names, each looked up once; O(*c* log *c*)
  ///   when it does not name them in document order.
  public static func modifiedRecords<M: Model>(
    in diff: DocumentDiff<M>, position: (String) -> Int?
  ) -> [(position: Int, fields: [FieldChange]?)]? {
    var entries: [(position: Int, fields: [FieldChange]?)] = []
    entries.reserveCapacity(diff.entryChanges.count)
    var isAscending = true
    var lastPosition = -1
    for change in diff.entryChanges {
      guard case .modified(let id, let fields, _) = change, let position = position(id) else {
        return nil
      }
      entries.append((position, fields))
      isAscending = isAscending && position > lastPosition
      lastPosition = position
    }
    // A diff lists the entries it modifies in document order, so this is rarely needed.
    guard !isAscending else { return entries }
    entries.sort { $0.position < $1.position }
    var unique = 0
    for index in entries.indices {
      let entry = entries[index]
      guard unique > 0, entries[unique - 1].position == entry.position else {
        entries[unique] = entry
        unique += 1
        continue
      }
      // The same entry named twice: compare every field rather than either list.
      entries[unique - 1].fields = nil
    }
    entries.removeLast(entries.count - unique)
    return entries
  }
}
