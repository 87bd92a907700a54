import BlogDocCore

/// Writes a merge's result: the merged document when it is clean, else the line merge of
/// three versions of it (each conflicting place from ours, from the base, from theirs), so
/// the file keeps all three values, with git's markers around the conflicting fields only,
/// and reads back into the three documents (see `ConflictedText`).
enum ConflictWriter {
  /// The bytes of `result`; `encode` writes one whole document, `markerSize` is git's `%L`.
  static func bytes<M: Model>(
    of result: MergeResult<M>, choosing choose: (MergeConflict) -> MergeSide? = { _ in nil },
    labels: LineMerge.Labels, markerSize: Int, encode: (ModelDocument<M>) throws -> [UInt8]
  ) throws -> (bytes: [UInt8], conflicts: [MergeConflict]) {
    let open = result.conflicts.filter { choose($0) == nil }
    guard !open.isEmpty else {
      return (try encode(result.document(taking: { choose($0) ?? .ours })), [])
    }
    func text(_ side: MergeSide) throws -> String {
      String(decoding: try encode(result.document(taking: { choose($0) ?? side })), as: UTF8.self)
    }
    let merged = LineMerge.merge(
      base: try text(.base), ours: try text(.ours), theirs: try text(.theirs), labels: labels,
      markerSize: markerSize)
    return (Array(merged.text.utf8), open)
  }
}
