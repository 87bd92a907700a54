import BlogDocCore

/// Files an undo left out because they were gone (`--skip-missing`): the operation stays in
/// effect there (``Journal/Operation/skipped``), and `undo FILE` undoes it there once the
/// file is back.
extension DocumentStore {
  /// With nothing left on the undo stack: a sentence naming an operation still in effect in
  /// a file that is here, which an undo left out when the file was gone (`--skip-missing`),
  /// and how to undo it there; empty when there is none.
  ///
  /// - Complexity: Reads the journal back to that operation (all of it when there is none).
  func stillInEffect() throws -> String {
    guard
      let operation = try readable(
        journal.latestLiveOperation { FileBytes.exists(workspace.absolutePath(of: $0.path)) }),
      let skipped = try readable(journal.latestUndo(of: operation.changeID))?.skipped
    else { return "" }
    let here = skipped.filter { FileBytes.exists(workspace.absolutePath(of: $0)) }.map {
      workspace.displayPath(of: $0)
    }
    guard let first = here.first else { return "" }
    return
      " Operation \(operation.shownNumber) is still in effect in \(here.joined(separator: ", ")), which \(here.count == 1 ? "was" : "were") gone when it was undone: '\(options.toolName) undo \(first)' undoes it there."
  }

  /// The file changes of `reverted` an undo of `change` in `scope` reverts: all of them,
  /// except after an undo that left files out (`--skip-missing`) and is still the latest
  /// word on the change: then only those files, which still hold the change.
  func filesStillToUndo(
    of reverted: Journal.Operation, change: Int, _ request: HistoryRequest, scope: String?
  ) throws -> [Journal.FileChange] {
    guard request.direction == .undo, scope != nil,
      let undo = try readable(journal.latestUndo(of: change)), undo.id > reverted.id,
      let skipped = undo.skipped
    else { return reverted.files }
    return reverted.files.filter { skipped.contains($0.path) }
  }
}
