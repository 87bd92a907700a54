import BlogDocCore
import BlogDocStore

/// What `blogdoc undo` and `blogdoc redo` do: find the operation, check every field it
/// touches, and write the result through the journal as a new operation.
struct HistoryMove {
  enum Direction { case undo, redo }

  var direction: Direction
  var file: String?
  var count: Int
  var policy: ConflictPolicy
  var dryRun: Bool
  var json: Bool

  func run() throws {
    try Failure.reporting {
      let session = try file.map { try Session.open(forDocumentAt: $0, creating: false) } ?? Session.openHere()
      let scope = try file.map(session.journalPath(of:))
      // A dry run changes nothing, so a second step would show the same operation again.
      for _ in 0..<(dryRun ? 1 : count) {
        guard try step(in: session, scope: scope) else { break }
      }
    }
  }

  /// `value`, unless reading the journal failed with an I/O error: then the history is
  /// unknown, and "nothing to undo" would be a lie.
  private func readable<T>(_ value: T, _ warnings: [Journal.Warning]) throws -> T {
    if let failure = warnings.first(where: \.isReadFailure) {
      throw StoreError(.io, path: failure.path, failure.message)
    }
    return value
  }

  private func readable(_ result: (operation: Journal.Operation?, warnings: [Journal.Warning])) throws
    -> Journal.Operation?
  {
    try readable(result.operation, result.warnings)
  }

  /// Undoes or redoes one operation; returns false when there is nothing left.
  private func step(in session: Session, scope: String?) throws -> Bool {
    let journal = session.journal
    let state = journal.state
    _ = try readable(state, state.warnings)
    for warning in state.warnings { Output.write("Warning: \(warning)\n", to: 2) }
    let target: Journal.Operation?
    switch (direction, scope) {
    case (.undo, nil):
      target = try state.nextUndo.flatMap { try readable(journal.record(id: $0)) }
    case (.undo, let path?):
      target = try readable(journal.latestLiveOperation(touching: path))
    case (.redo, let path):
      target = try state.nextRedo.flatMap { try readable(journal.record(id: $0)) }
        .flatMap { operation in path.map { p in operation.files.contains { $0.path == p } } ?? true ? operation : nil }
    }
    guard let target else {
      let what = direction == .undo ? "undo" : "redo"
      Output.write("Nothing to \(what)\(file.map { " for '\($0)'" } ?? "").\n", to: 2)
      return false
    }

    var writes: [Session.Write] = []
    var conflicts: [String] = []
    for change in target.files {
      let path = session.workspace.absolutePath(of: change.path)
      let (decoded, bytes) = try DocumentFile.readWithBytes(BlogEntry.self, from: path)
      let document = decoded.document
      let diff = direction == .undo ? change.diff.inverted() : change.diff
      var result = document
      do {
        let skipped = try result.apply(diff, policy: policy)
        conflicts += skipped.map { "\(change.path): \($0) (left as it is)" }
      } catch {
        throw ArchiveError(
          .schema,
          "Cannot \(direction == .undo ? "undo" : "redo") operation \(target.id): "
            + error.conflicts.map(\.description).joined(separator: "; ") + ".",
          file: change.path)
      }
      let applied = result.difference(from: document)
      writes.append(
        Session.Write(path: path, before: bytes, after: try DocumentFile.encode(result, for: path), diff: applied))
    }

    let label = direction == .undo ? "Undo" : "Redo"
    let message = "\(label) \(target.id): \(target.message)"
    if json {
      Output.write(FileDiffJSON.encode(writes.map { FileDiffJSON(path: $0.path, diff: $0.diff) }))
    } else {
      Output.write("\(label) operation \(target.id) (\(target.message))\(dryRun ? ", dry run" : ""):\n")
      Output.write(BlogDoc.Edit.describe(writes.map { ($0.path, $0.diff) }))
    }
    for conflict in conflicts { Output.write("Warning: \(conflict)\n", to: 2) }
    guard !dryRun else { return true }
    try session.commit(
      direction == .undo ? .undo : .redo, undoing: target.changeID, message: message, writes: writes)
    return true
  }
}
