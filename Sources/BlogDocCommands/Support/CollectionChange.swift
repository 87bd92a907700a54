import ArgumentParser
import BlogDocCore
import BlogDocStore

/// One change to the entries of one collection, as `add` and `remove` make it: planned in
/// a transaction (so the collection is validated), written through the journal as one
/// operation that `undo` reverts, and printed as a diff once written (or, with `dryRun`,
/// as the plan).
struct CollectionChange<Tool: DocumentTool> {
  var file: String
  /// The operation's description in the log.
  var message: String
  var dryRun: Bool
  var json: Bool
  /// Makes the change; throws to refuse it.
  var body: (inout DocumentProxy<Tool.Entry>) throws -> Void

  private var record: String { Tool.Entry.schema.entryName }
  private var collection: String { Tool.Entry.schema.collectionName }

  func run() throws {
    try Failure.reporting(changesTo: file) {
      var session: DocumentStore?
      if !dryRun {
        // As in `edit`: with no workspace yet, plan once without one, so a refused change
        // leaves no `.blogdoc/` behind.
        if try Workspace.find(forDocumentAt: file) == nil { _ = try plan() }
        session = try Tool.openStore(forDocumentAt: file, creating: true)
      }
      // Planned again under the lock: the file read now is the one the journal records.
      let planned = try plan()
      if let session {
        try session.commit(
          .edit, message: message,
          writes: [try planned.write()])
      }
      if json {
        Output.write(
          FileDiffJSON.encode([FileDiffJSON(path: file, diff: ArchivedDiff(planned.diff))]))
      } else {
        Output.write(DiffText.describe([(file, planned.diff.description)]))
      }
    }
  }

  /// Reads the collection and applies `body` in a transaction.
  private func plan() throws -> EditPlan<Tool.Entry> {
    let (decoded, bytes, map) = try DocumentFile.readForEditing(Tool.Entry.self, from: file)
    let document = decoded.document
    guard document.layout == .collection else {
      throw UsageError(
        description:
          "'\(file)' holds a single \(record), not \(withArticle(collection)); '\(Tool.name) add' and '\(Tool.name) remove' change the \(record == "entry" ? "entries" : record + "s") of \(withArticle(collection))."
      )
    }
    var after = document
    let diff = try after.transaction(message, body)
    return EditPlan(
      path: file, bytes: bytes, before: document, after: after, diff: diff, sourceMap: map)
  }
}
