import BlogDocCore

extension Recovery {
  /// The bytes a change of layout alone leaves, to finish it when it was interrupted
  /// before its file was written: the canonical form of the document (a `format`), or the
  /// bytes an earlier record of the file keeps from before its own change (an undo or redo
  /// of a format puts back exactly those). `nil` when neither has the change's after
  /// fingerprint.
  ///
  /// - Throws: What reading or encoding the document at `absolute` throws.
  /// - Complexity: One decode and encode of the file; then, if that is not it, one
  ///   backward pass over the journal.
  static func layoutAfter<M: Model>(
    _ change: Journal.FileChange, as type: M.Type, at absolute: String, in workspace: Workspace
  ) throws -> [UInt8]? {
    let canonical = try DocumentFile.encode(DocumentFile.read(M.self, from: absolute).document, for: absolute)
    if Journal.FileChange.fingerprint(of: canonical) == change.afterFingerprint { return canonical }
    for operation in Journal(workspace).committedOperations() {
      for file in operation.files where file.path == change.path && file.beforeFingerprint == change.afterFingerprint {
        if let former = file.formerBytes?.bytes, Journal.FileChange.fingerprint(of: former) == change.afterFingerprint {
          return former
        }
      }
    }
    return nil
  }
}
