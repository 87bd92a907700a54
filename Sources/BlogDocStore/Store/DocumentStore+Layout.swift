import BlogDocCore

extension DocumentStore {
  /// The write that reverts a change of a file's layout alone (`format`, or the undo or
  /// redo of one): the bytes the file had before it, written back whole.
  ///
  /// The file must still hold exactly the bytes the change left (its after fingerprint):
  /// a layout is the bytes themselves, so there is nothing to merge a later change into.
  /// Otherwise the move is refused, unless `.overwrite` asks to put the bytes back anyway;
  /// the journal then records the real change of the document, fields that changed since
  /// included. The write keeps its own former bytes, so the opposite move can put them
  /// back in turn.
  ///
  /// A change that also changed fields (an edit that rewrote an older format version
  /// whole, a `convert --force`) is undone field by field instead when the file changed
  /// since and every field it changed is still as it left it, as any edit is, so the
  /// changes made since survive: that is the `nil` result.
  ///
  /// - Throws: `ArchiveError` when the file changed since, the change has no fields to
  ///   merge into and the policy is not `.overwrite`; what reading the file throws.
  /// - Complexity: O(*n*) in the file's size: one read and fingerprint (and two decodes
  ///   under `.overwrite` when the file changed).
  func revertLayout<M: Model>(
    _ change: Journal.FileChange, as type: M.Type, at path: String, of operation: Journal.Operation,
    _ request: HistoryRequest
  ) throws -> FileWrite? {
    let former = change.formerBytes?.bytes ?? []
    let bytes = try FileBytes.read(path)
    let diff: DocumentDiff<M>
    if Journal.FileChange.fingerprint(of: bytes) == change.afterFingerprint {
      // The file is as the change left it, so the document differs only as the change said.
      // The former bytes are not read: a file with merge conflict markers (what `resolve`
      // replaced) is no one document.
      diff = try change.diff(as: M.self).inverted()
    } else {
      let verb = request.direction.rawValue
      if request.policy != .overwrite,
        try revertsFieldByField(change, as: M.self, in: bytes, at: path)
      {
        return nil
      }
      guard request.policy == .overwrite else {
        let (since, layout) =
          request.direction == .undo
          ? ("it was formatted", "its earlier layout")
          : ("its format was undone", "the formatted layout")
        throw ArchiveError(
          .schema,
          "Cannot \(verb) operation \(operation.shownNumber): the file was changed since \(since), so \(layout) cannot be put back. Give --force to put it back anyway, losing those changes.",
          file: path)
      }
      let format = try DocumentFile.format(of: path)
      // Either side may hold merge conflict markers (a `resolve` and its undo): then the
      // change of the document cannot be told, and the journal keeps the bytes alone.
      if let current = try? DocumentFile.decode(M.self, from: bytes, as: format, named: path)
        .document,
        let restored = try? DocumentFile.decode(M.self, from: former, as: format, named: path)
          .document
      {
        diff = restored.difference(from: current)
      } else {
        diff = DocumentDiff<M>()
      }
    }
    return FileWrite(
      path: path, before: bytes, replacingWhole: former, diff: diff, journalPath: change.path)
  }

  /// Whether `change` has fields to revert and the document in `bytes` still holds what it
  /// left in each of them, so reverting its diff alone loses nothing made since.
  private func revertsFieldByField<M: Model>(
    _ change: Journal.FileChange, as type: M.Type, in bytes: [UInt8], at path: String
  ) throws -> Bool {
    // A file that is no one document (merge conflict markers a `resolve` left) has no
    // fields to revert: its bytes alone can be put back.
    guard !change.diff.isEmpty,
      var document = try? DocumentFile.decode(
        M.self, from: bytes, as: DocumentFile.format(of: path), named: path
      ).document
    else { return false }
    return (try? document.apply(try change.diff(as: M.self).inverted(), policy: .strict)) != nil
  }
}
