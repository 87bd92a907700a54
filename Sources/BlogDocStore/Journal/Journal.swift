import BlogDocSystem

/// The workspace's operation log, `.blogdoc/journal` (`.git/blogdoc/journal` in a git work
/// tree): every edit, undo and redo, appended
/// and never rewritten (like jj's operation log; only an explicit
/// `trim(keepingLast:under:)` drops old records), so undo survives the process.
///
/// Each record is one JSON operation followed by a one-line footer holding its length,
/// CRC-32 and sequence number (see `RecordFrame`), so readers start at the end of the file
/// and step backward without reading the rest: the state, the last few operations, and
/// operations a few steps back cost what they are away from the end, not the file's size.
/// A torn or damaged record is stepped over and reported as a ``Warning``; the next append
/// cuts a torn tail off. Reading never throws: a journal that cannot be read never blocks
/// editing.
///
/// Appending is the store's (``DocumentStore/commit(_:undoing:message:writes:redoOfUndo:)``), under the workspace's
/// lock, so the whole command (read state, write files, append) is one critical section;
/// reading needs no lock.
///
/// ```swift
/// let journal = Journal(try Workspace.findOrCreate(forDocumentAt: "posts/hello.xml"))
/// for operation in journal.readBackward().prefix(3) { print(operation.id, operation.message) }
/// ```
public struct Journal: Hashable, Sendable {
  /// The journal file.
  public let path: String

  /// The journal at `path` (which need not exist yet).
  ///
  /// Such a journal can be read; appending checks that the lock is for a workspace whose
  /// journal is `path`.
  public init(path: String) {
    self.path = path
  }

  /// The journal of `workspace`.
  public init(_ workspace: Workspace) {
    self.init(path: workspace.journalPath)
  }

  /// A reader of the operations from newest to oldest.
  public func readBackward() -> BackwardReader {
    BackwardReader(path: path)
  }

  /// The last `count` operations, newest first, and what was skipped to find them.
  ///
  /// - Complexity: Proportional to the size of those records, not of the journal.
  public func lastRecords(count: Int) -> (operations: [Operation], warnings: [Warning]) {
    let reader = readBackward()
    let operations = Array(reader.prefix(count))
    return (operations, reader.warnings)
  }

  /// Where undo and redo stand, from the last valid record.
  ///
  /// - Complexity: Reads the last record (a few KB).
  public var state: State {
    State(reading: readBackward())
  }

  /// The record with `id`, found by scanning backward from the end.
  ///
  /// - Returns: `nil` when no intact record has that id (it was trimmed, damaged, or
  ///   never written).
  /// - Complexity: Proportional to the bytes after that record.
  public func record(id: Int) -> (operation: Operation?, warnings: [Warning]) {
    let reader = readBackward()
    while let record = reader.nextRecord(), record.sequence >= id {
      if record.sequence == id { return (reader.decode(record), reader.warnings) }
    }
    return (nil, reader.warnings)
  }

  /// The last intent with no commit or abort after it: an operation interrupted before
  /// it finished writing its files. `Recovery` finishes or abandons it.
  ///
  /// - Complexity: Reads the last record, then the intent.
  public func pendingIntent() -> (operation: Operation?, warnings: [Warning]) {
    let state = self.state
    guard let id = state.pendingIntent else { return (nil, state.warnings) }
    let (intent, warnings) = record(id: id)
    return (intent, state.warnings + warnings)
  }

  /// The latest edit or redo of `document` (a workspace-relative path) whose change is
  /// still in effect: not undone since, directly or by an undo of another file's change
  /// that included it. This is what `blogdoc undo FILE` reverts. A change an undo reverted
  /// while leaving this document out (``Operation/skipped``) is still in effect here.
  ///
  /// An intent counts once it has a commit.
  ///
  /// - Complexity: Proportional to the bytes after that operation (the whole journal when
  ///   no live operation touches the document).
  public func latestLiveOperation(
    touching document: String
  )
    -> (operation: Operation?, warnings: [Warning])
  {
    latestLiveOperation { $0.path == document }
  }

  /// The latest edit or redo whose change is still in effect and that has a file change
  /// for which `matches` holds (see ``latestLiveOperation(touching:)``).
  public func latestLiveOperation(
    where matches: (FileChange) -> Bool
  )
    -> (operation: Operation?, warnings: [Warning])
  {
    let operations = committedOperations()
    var reverted = Set<Int>()
    // Changes an undo reverted in all files but these (it left them out, `--skip-missing`).
    var revertedExcept: [Int: [String]] = [:]
    for operation in operations {
      switch operation.operationKind {
      case .undo:
        // An undo that was itself undone reverted nothing that still counts.
        if !reverted.contains(operation.id), let target = operation.undoes,
          revertedExcept[target] == nil
        {
          if let skipped = operation.skipped {
            revertedExcept[target] = skipped
          } else {
            reverted.insert(target)
          }
        }
      case .edit, .redo:
        // An edit that joined an earlier step holds that step's change too.
        if let joined = operation.coalesces { reverted.insert(joined) }
        let live = operation.files.filter { file in
          !reverted.contains(operation.changeID)
            && revertedExcept[operation.changeID].map { $0.contains(file.path) } ?? true
        }
        if operation.leavesUndoState != true, live.contains(where: matches) {
          return (operation, operations.reader.warnings)
        }
        // Older applications of the change are superseded by this one.
        if revertedExcept.removeValue(forKey: operation.changeID) != nil {
          reverted.insert(operation.changeID)
        }
      case .intent, .commit, .abort:
        break
      }
    }
    return (nil, operations.reader.warnings)
  }
}
