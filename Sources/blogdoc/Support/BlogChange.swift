import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocStore

/// One change to the entries of one blog, as `add` and `remove` make it: planned in a
/// transaction (so the blog is validated), written through the journal as one operation
/// that `undo` reverts, and printed as a diff once written (or, with `dryRun`, as the plan).
struct BlogChange {
  var file: String
  /// The operation's description in `blogdoc log`.
  var message: String
  var dryRun: Bool
  var json: Bool
  /// Makes the change; throws to refuse it.
  var body: (inout DocumentProxy<BlogEntry>) throws -> Void

  func run() throws {
    do {
      var session: DocumentStore?
      if !dryRun {
        // As in `edit`: with no workspace yet, plan once without one, so a refused change
        // leaves no `.blogdoc/` behind.
        if try Workspace.find(forDocumentAt: file) == nil { _ = try plan() }
        session = try BlogDoc.openStore(forDocumentAt: file, creating: true)
      }
      // Planned again under the lock: the file read now is the one the journal records.
      let planned = try plan()
      if let session {
        try session.commit(
          .edit, message: message,
          writes: [try planned.write()])
      }
      if json {
        Output.write(FileDiffJSON.encode([FileDiffJSON(path: file, diff: ArchivedDiff(planned.diff))]))
      } else {
        Output.write(DiffText.describe([(file, planned.diff.description)]))
      }
    } catch let error as TransactionError {
      for violation in error.violations { Failure.printError("\(file): \(violation)") }
      throw ExitCode(65)
    } catch let exit as ExitCode {
      throw exit
    } catch {
      Failure.printError(error)
      throw ExitCode(Failure.exitCode(for: error))
    }
  }

  /// Reads the blog and applies `body` in a transaction.
  private func plan() throws -> EditPlan<BlogEntry> {
    let (decoded, bytes) = try DocumentFile.readWithBytes(BlogEntry.self, from: file)
    let document = decoded.document
    guard document.layout == .collection else {
      throw UsageError(description: "'\(file)' holds a single entry, not a blog; 'blogdoc add' and 'blogdoc remove' change the entries of a blog.")
    }
    var after = document
    let diff = try after.transaction(message, body)
    return EditPlan(path: file, bytes: bytes, before: document, after: after, diff: diff)
  }
}
