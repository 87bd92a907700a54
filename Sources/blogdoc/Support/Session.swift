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
        "Warning: an interrupted blogdoc operation (\(outcome.intent.shownNumber)) was \(done) first.\n", to: 2)
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
    /// For a file created (`before` is then ignored) or removed (`after` is ignored): the
    /// document's layout, so the journal can build the file again from the diff.
    var creation: Creation? = nil

    enum Creation {
      case creates(ModelDocument<BlogEntry>.Layout)
      case removes(ModelDocument<BlogEntry>.Layout)
    }

    var existedBefore: Bool { if case .creates = creation { false } else { true } }
    var existsAfter: Bool { if case .removes = creation { false } else { true } }

    /// The journal's record of this write, naming the file by `path`.
    func change(named path: String) -> Journal.FileChange {
      switch creation {
      case nil: Journal.FileChange(path: path, before: before, after: after, diff: diff)
      case .creates(let layout): Journal.FileChange(path: path, before: nil, after: after, diff: diff, layout: layout)
      case .removes(let layout): Journal.FileChange(path: path, before: before, after: nil, diff: diff, layout: layout)
      }
    }

    /// Puts `after` in place, or removes the file.
    func perform() throws {
      if existsAfter { try AtomicFile.write(after, to: path) } else { try AtomicFile.remove(path) }
    }

    /// Puts `before` back, or removes a file the write created.
    func undo() throws {
      if existedBefore { try AtomicFile.write(before, to: path) } else { try AtomicFile.remove(path) }
    }

    /// Whether the file is as it was before the write.
    var isAtBefore: Bool {
      existedBefore ? (try? FileBytes.read(path)) == before : !FileBytes.exists(path)
    }
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
      changes = try writes.map { $0.change(named: try journalPath(of: $0.path)) }
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
        try write.perform()
      }
      let operation = try journal.appendCommit(of: intent, under: lock).operation
      if isNew { Self.announce(workspace) }
      return operation
    } catch {
      try rollBack(intent, writes: writes.prefix(attempted), after: error)
      throw error
    }
  }

  /// Says where a history was started, on stderr: once, by the command whose write made
  /// it, so a user learns which directory's documents now share an undo history.
  static func announce(_ workspace: Workspace) {
    Output.write("Started a blogdoc history in \(workspace.displayPath(of: Workspace.directoryName)).\n", to: 2)
  }

  /// Takes away `.blogdoc/` if this session made it and nothing was recorded in it.
  private func removeIfNew() {
    guard isNew, !FileBytes.exists(workspace.journalPath) else { return }
    unlink(workspace.lockPath)
    rmdir(workspace.directory)
  }

  /// Throws unless the file at `write.path` still holds `write.before` (a file that did not
  /// exist counts as empty, as a blog an import creates does), or, for a write that
  /// creates it, is still not there.
  private static func checkUnchanged(_ write: Write) throws {
    if !write.existedBefore {
      guard FileBytes.exists(write.path) else { return }
    } else {
      let current = FileBytes.exists(write.path) ? try FileBytes.read(write.path) : []
      guard current != write.before else { return }
    }
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
    for write in writes.reversed() where !write.isAtBefore {
      do {
        try write.undo()
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
