import BlogDocCore
import BlogDocStore

#if canImport(Glibc)
  import Glibc
#endif

/// A locked workspace for one command that changes documents: it holds the `flock`,
/// finishes an operation a crash interrupted, and writes files through the journal.
struct Session {
  let workspace: Workspace
  let lock: WorkspaceLock
  /// Whether this session made `.blogdoc/`: if its command then writes nothing, it takes
  /// the directory away again, so a refused command leaves no trace.
  var isNew = false
  var journal: Journal { Journal(workspace) }

  /// Opens the workspace of the document at `path`. With `creating`, `.blogdoc/` is made
  /// beside it when no directory above has one; without, that is an error.
  static func open(forDocumentAt path: String, creating: Bool) throws -> Session {
    if creating {
      let isNew = try Workspace.find(forDocumentAt: path) == nil
      var session = try open(try Workspace.findOrCreate(forDocumentAt: path))
      session.isNew = isNew
      return session
    }
    guard let workspace = try Workspace.find(forDocumentAt: path) else {
      throw UsageError(description: "No blogdoc history for '\(path)': no '.blogdoc' directory beside it or above it.")
    }
    return try open(workspace)
  }

  /// Opens the workspace covering the current directory.
  static func openHere() throws -> Session {
    guard let workspace = try Workspace.find(from: ".") else {
      throw UsageError(description: "No blogdoc history here: no '.blogdoc' directory in this directory or above it.")
    }
    return try open(workspace)
  }

  private static func open(_ workspace: Workspace) throws -> Session {
    let lock = try WorkspaceLock(workspace)
    let session = Session(workspace: workspace, lock: lock)
    if let outcome = try Recovery.recover(workspace, under: lock) {
      let done = outcome.conclusion.kind == .commit ? "finished" : "rolled back"
      Output.write(
        "Warning: an interrupted blogdoc operation (\(outcome.intent.id)) was \(done) first.\n", to: 2)
      for warning in outcome.warnings { Output.write("Warning: \(warning)\n", to: 2) }
    }
    return session
  }

  /// The path the journal names a document by.
  func journalPath(of path: String) throws -> String {
    guard let relative = try workspace.relativePath(ofDocumentAt: path) else {
      throw UsageError(description: "'\(path)' is outside the workspace '\(workspace.root)'; edit files of one workspace at a time.")
    }
    return relative
  }

  /// One file to replace: its bytes before and after and the diff between them.
  struct Write {
    var path: String
    var before: [UInt8]
    var after: [UInt8]
    var diff: DocumentDiff<BlogEntry>
    /// The path the journal names the file by, when it is already known.
    var journalPath: String = ""
  }

  /// Records the intent, replaces every file, then commits: a crash at any point leaves
  /// an intent the next command finishes or rolls back, never a half-edited set of files.
  ///
  /// Nothing is written unless the journal holds the intent first: a change the history
  /// cannot record is refused, never made without undo. If a file cannot be written, or
  /// the commit cannot be appended, every file is put back and the journal cut back to its
  /// size before the intent, so a failed command leaves no trace.
  /// - Returns: The commit record.
  @discardableResult
  func commit(
    _ kind: Journal.Operation.Kind, undoing target: Int? = nil, message: String, writes: [Write]
  ) throws -> Journal.Operation {
    let changes: [Journal.FileChange]
    do {
      changes = try writes.map {
        Journal.FileChange(path: try journalPath(of: $0.path), before: $0.before, after: $0.after, diff: $0.diff)
      }
      // Refuse what cannot be written before the journal is touched: a file another program
      // changed since it was read (the lock keeps out only blogdoc), or one that cannot be
      // replaced.
      for write in writes {
        try Self.checkUnchanged(write)
        try AtomicFile.checkWritable(write.path)
      }
    } catch {
      removeIfNew()
      throw error
    }
    let (intent, warnings) = try journal.appendIntent(
      kind, undoing: target, message: message, files: changes, under: lock)
    for warning in warnings { Output.write("Warning: \(warning)\n", to: 2) }
    var attempted = 0
    do {
      for write in writes {
        attempted += 1
        try AtomicFile.write(write.after, to: write.path)
      }
      return try journal.appendCommit(of: intent, under: lock).operation
    } catch {
      try rollBack(intent, writes: writes.prefix(attempted), after: error)
      throw error
    }
  }

  /// Takes away `.blogdoc/` if this session made it and nothing was recorded in it.
  private func removeIfNew() {
    guard isNew, !FileBytes.exists(workspace.journalPath) else { return }
    unlink(workspace.lockPath)
    rmdir(workspace.directory)
  }

  /// Throws unless the file at `write.path` still holds `write.before` (a file that did not
  /// exist counts as empty, as a blog an import creates does).
  private static func checkUnchanged(_ write: Write) throws {
    let current = FileBytes.exists(write.path) ? try FileBytes.read(write.path) : []
    guard current != write.before else { return }
    throw StoreError(
      .changedSinceRead, path: write.path,
      "Changed by another program after blogdoc read it; nothing was written. Run the command again.")
  }

  /// Puts back every file of `writes` that changed (the one that failed may have been
  /// replaced before its directory `fsync` failed), then withdraws the intent.
  ///
  /// If a file cannot be put back, the intent stays: the next command's ``Recovery``
  /// finds every file at "before" or "after" and settles the operation.
  private func rollBack(
    _ intent: Journal.Operation, writes: ArraySlice<Write>, after error: any Error
  ) throws {
    var restored = true
    for write in writes.reversed() where (try? FileBytes.read(write.path)) != write.before {
      do {
        try AtomicFile.write(write.before, to: write.path)
      } catch {
        restored = false
      }
    }
    guard restored else {
      let note = " Some files could not be put back; the next blogdoc command will settle the operation."
      if let error = error as? StoreError { throw StoreError(error.kind, path: error.path, error.message + note) }
      throw StoreError(.io, path: workspace.journalPath, "\(error)" + note)
    }
    let failure = error
    do {
      try journal.withdraw(intent, under: lock)
    } catch {
      _ = try? journal.appendAbort(of: intent, message: "A file could not be written: \(failure)", under: lock)
    }
  }
}
