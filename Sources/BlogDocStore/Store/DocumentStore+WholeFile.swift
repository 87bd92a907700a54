import BlogDocCore

extension DocumentStore {
  /// The write that reverts a change of a whole file that is no document (see
  /// ``FileWrite/init(path:replacing:with:journalPath:)``): the bytes the file had before
  /// it, written back whole, or no file when the change created it.
  ///
  /// The file must still be exactly as the change left it (the bytes of its after
  /// fingerprint, or no file after a removal): there are no fields to merge a later change
  /// into. Otherwise the move is refused, unless `.overwrite` asks to put the bytes back
  /// anyway. A file that is gone is left out, with a warning, when `skipMissing` says so.
  /// The write keeps its own former bytes, so the opposite move can put them back in turn.
  ///
  /// - Returns: The write, or `nil` for a missing file left out.
  /// - Throws: `ArchiveError` when the file changed since and the policy is not
  ///   `.overwrite`; ``StoreError`` when it cannot be read.
  /// - Complexity: O(*n*) in the file's size: one read and one fingerprint.
  func revertWholeFile(
    _ change: Journal.FileChange, of operation: Journal.Operation, _ request: HistoryRequest
  ) throws -> FileWrite? {
    let path = workspace.absolutePath(of: change.path)
    let shown = workspace.displayPath(of: change.path)
    let current = FileBytes.exists(path) ? try FileBytes.read(path) : nil
    let verb = request.direction.rawValue
    if current == nil, !change.removesFile, request.skipMissing {
      report(.warning("\(shown): No such file; the \(verb) leaves it out."))
      return nil
    }
    let fingerprint = current.map(Journal.FileChange.fingerprint(of:)) ?? Journal.FileChange.absent
    guard fingerprint == change.afterFingerprint || request.policy == .overwrite else {
      let since =
        current == nil
        ? "it was removed since"
        : change.removesFile ? "a file of that name was made since" : "it was changed since"
      throw ArchiveError(
        .schema,
        "Cannot \(verb) operation \(operation.shownNumber): \(since), so its earlier bytes cannot be put back. Give --force to put them back anyway, losing what is there now.",
        file: shown)
    }
    let restored = change.createsFile ? nil : change.formerBytes?.bytes ?? []
    guard current != nil || restored != nil else { return nil }
    return FileWrite(path: path, replacing: current, with: restored, journalPath: change.path)
  }
}
