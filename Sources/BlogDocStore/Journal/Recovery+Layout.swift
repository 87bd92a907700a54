import BlogDocCore

extension Recovery {
  /// The bytes a change of layout leaves, to finish it when it was interrupted before its
  /// file was written: the canonical form of the document with the change's diff applied
  /// (a `format`, a `convert --force`, an edit that migrated an older version), or the
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
    var document = try DocumentFile.read(M.self, from: absolute).document
    // A change of fields too (`convert --force`, an edit that rewrote an older version)
    // leaves the canonical form of the document with its diff applied.
    if let diff = try? change.diff(as: M.self), (try? document.apply(diff)) != nil {
      let canonical = try DocumentFile.encode(document, for: absolute)
      if Journal.FileChange.fingerprint(of: canonical) == change.afterFingerprint {
        return canonical
      }
    }
    return keptBytes(leaving: change, in: workspace)
  }

  /// The bytes an earlier record of the file keeps from before its own change, when they
  /// are the bytes `change` leaves (an undo or redo puts back exactly those); `nil` when no
  /// record keeps them.
  ///
  /// - Complexity: One backward pass over the journal.
  static func keptBytes(leaving change: Journal.FileChange, in workspace: Workspace) -> [UInt8]? {
    for operation in Journal(workspace).committedOperations() {
      for file in operation.files
      where file.path == change.path && file.beforeFingerprint == change.afterFingerprint {
        if let former = file.formerBytes?.bytes,
          Journal.FileChange.fingerprint(of: former) == change.afterFingerprint
        {
          return former
        }
      }
    }
    return nil
  }
}
