import BlogDocCore
import BlogDocStore

/// What `merge` does with the bytes of the three versions git hands it: decode them, merge
/// the documents by entry and field, and write the result into ours's bytes (conflicting
/// fields three times, between git's markers).
///
/// ```swift
/// let merged = try DocumentMergeDriver.merge(
///   BlogEntry.self, base: b, ours: o, theirs: t, as: .xml, named: "blog.xml", markerSize: 7)
/// // merged.bytes go to OURS; merged.conflicts.isEmpty says whether it merged cleanly
/// ```
package enum DocumentMergeDriver {
  /// The merge of `ours` and `theirs` against `base`, of `format`, named `name` in messages.
  ///
  /// - Parameter readsChangesOnly: Whether a side is decoded only where its bytes differ
  ///   from the base's (see `MergeSides`); `false` decodes all three whole, what tests
  ///   compare with.
  /// - Returns: The bytes for ours, the merge, and the conflicts left in the bytes.
  /// - Throws: `ArchiveError` naming the version that does not read (ours first, then
  ///   theirs, then the base); what writing the result throws.
  /// - Complexity: O(*n*) in the files' size: the base's decode, the sides' compared bytes
  ///   and changed entries, and a copy of ours with the merged fields spliced in.
  package static func merge<M: Model>(
    _ type: M.Type, base: [UInt8], ours: [UInt8], theirs: [UInt8], as format: DocumentFormat,
    named name: String,
    markerSize: Int, readsChangesOnly: Bool = true
  ) throws -> (bytes: [UInt8], result: MergeResult<M>, conflicts: [MergeConflict]) {
    let sides = try MergeSides<M>.decode(
      base: base, ours: ours, theirs: theirs, as: format, named: name,
      readsChangesOnly: readsChangesOnly)
    let result = DocumentMerge.merge(
      base: sides.base ?? emptyBase(like: sides.ours), ours: sides.ours, theirs: sides.theirs)
    let (bytes, conflicts) = try ConflictWriter.bytes(
      of: result, labels: LineMerge.Labels(ours: "ours", base: "base", theirs: "theirs"),
      markerSize: markerSize
    ) { document in
      try DocumentFile.encode(
        document, as: format, named: name, splicingInto: ours, original: sides.ours,
        map: sides.oursMap,
        diff: document.difference(from: sides.ours)
      ).bytes
    }
    return (bytes, result, conflicts)
  }

  /// The base of a file both sides added: a document of ours's layout with nothing in it
  /// (for a single entry, the entry with ours's id and every other field at its default).
  static func emptyBase<M: Model>(like ours: ModelDocument<M>) -> ModelDocument<M> {
    if ours.layout == .single, let entry = ours.entries.first {
      return ModelDocument(entry: M.schema.emptyModel(id: entry.id))
    }
    return (try? ModelDocument(entries: [])) ?? ours
  }
}
