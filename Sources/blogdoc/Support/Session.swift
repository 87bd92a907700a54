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
  var journal: Journal { Journal(workspace) }

  /// Opens the workspace of the document at `path`, creating `.blogdoc/` beside it when
  /// no directory above has one.
  static func open(forDocumentAt path: String) throws -> Session {
    try open(try Workspace.findOrCreate(forDocumentAt: path))
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
  }

  /// Records the intent, replaces every file, then commits: a crash at any point leaves
  /// an intent the next command finishes or rolls back, never a half-edited set of files.
  /// On a write error the files already replaced are put back and the intent aborted.
  /// - Returns: The commit record, or `nil` when the journal could not be written (the files
  ///   were, with a warning).
  @discardableResult
  func commit(
    _ kind: Journal.Operation.Kind, undoing target: Int? = nil, message: String, writes: [Write]
  ) throws -> Journal.Operation? {
    let changes = try writes.map {
      Journal.FileChange(path: try journalPath(of: $0.path), before: $0.before, after: $0.after, diff: $0.diff)
    }
    var info = stat()
    let journalSize = stat(workspace.journalPath, &info) == 0 ? info.st_size : 0
    let intent: Journal.Operation
    do {
      let (appended, warnings) = try journal.appendIntent(
        kind, undoing: target, message: message, files: changes, under: lock)
      for warning in warnings { Output.write("Warning: \(warning)\n", to: 2) }
      intent = appended
    } catch {
      // A journal that cannot be written never blocks editing: say so, then write the files.
      // (A pending intent is different: recovery failed, and writing would hide that.)
      guard error.kind != .journal else { throw error }
      Output.write("Warning: \(error) This change is not in the history and cannot be undone with blogdoc.\n", to: 2)
      for write in writes { try AtomicFile.write(write.after, to: write.path) }
      return nil
    }
    var written: [Write] = []
    do {
      for write in writes {
        try AtomicFile.write(write.after, to: write.path)
        written.append(write)
      }
    } catch {
      // Put everything back as it was: the files, then the journal (cut back to before the
      // intent, under the lock). Only if that fails is the intent aborted instead.
      for write in written.reversed() { try? AtomicFile.write(write.before, to: write.path) }
      if truncate(workspace.journalPath, journalSize) != 0 {
        _ = try? journal.appendAbort(of: intent, message: "A file could not be written: \(error)", under: lock)
      }
      throw error
    }
    return try journal.appendCommit(of: intent, under: lock).operation
  }
}
