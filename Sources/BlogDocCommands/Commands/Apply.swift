import BlogDocCore
import BlogDocStore
import BlogDocJSON

/// `apply PATCH FILE`: applies an RFC 6902 JSON Patch to a document as one journaled,
/// undoable operation, all or nothing.
public struct ApplyCommand<Tool: DocumentTool>: ParsableCommand {
  /// The command with no arguments yet; the parser fills them in.
  public init() {}

  /// `apply`'s name, summary and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "apply",
      abstract:
        "Apply a JSON Patch (RFC 6902) to a document, as one operation '\(Tool.name) undo' reverts.",
      discussion: """
        Paths are JSON Pointers into the document's JSON form (/\(Tool.Entry.schema.entryName)/FIELD, \
        /\(Tool.Entry.schema.collectionName)/0/FIELD, …), whatever the file's format. All six operations are \
        honoured, 'test' too. A failed test, a path that names no field or entry, or a value \
        the field cannot hold changes nothing: every problem is listed with the patch's \
        line:column, and apply exits 65. The result is validated as 'edit' validates. \
        '\(Tool.name) diff A B --format json-patch' writes a patch; so do JSON tools such as \
        Python's jsonpatch or fast-json-patch.
        """)
  }

  @Argument(help: "The patch: a JSON array of operations (- reads standard input).")
  var patch: String

  @Argument(help: "The document to change.", completion: Completions<Tool.Entry>.documents)
  var file: String

  @OptionGroup var change: ChangeOptions<Tool>

  /// Applies the patch through the journal, then prints the change (or, with
  /// `--dry-run`, only prints it).
  public func run() throws {
    try Failure.reporting(changesTo: file) { try applyThroughTheStore() }
  }

  /// Reads the patch and the document, applies, validates, commits, prints.
  private func applyThroughTheStore() throws {
    let operations = try readPatch()
    var store: DocumentStore?
    if !change.dryRun {
      // As in `edit`: with no workspace yet, plan once without one, so a refused patch
      // leaves no `.blogdoc/` behind.
      if try Workspace.find(forDocumentAt: file) == nil { _ = try plan(operations) }
      store = try Tool.openStore(forDocumentAt: file, creating: true)
    }
    // Planned (again) under the lock: the file read now is the one the journal records.
    let planned = try plan(operations)
    if let store, !planned.diff.isEmpty {
      try store.commit(
        .edit, message: change.message ?? "Apply \(patch == "-" ? "a patch" : patch)",
        writes: [try planned.write()])
    }
    if change.json {
      Output.write(
        FileDiffJSON.encode([FileDiffJSON(path: file, diff: ArchivedDiff(planned.diff))]))
    } else {
      Output.write(DiffText.describe([(file, planned.diff.description)]))
    }
    Teardown.exitNow()
  }

  /// The patch, read from its file or standard input.
  private func readPatch() throws -> JSONPatch {
    let name = patch == "-" ? DocumentInput.standardInputName : patch
    let bytes = try patch == "-" ? StandardInput.readAll() : FileBytes.read(patch)
    do {
      return try JSONPatch(json: bytes)
    } catch {
      throw error.reading(name)
    }
  }

  /// Reads the document and applies the patch, checking the result against the schema.
  private func plan(_ operations: JSONPatch) throws -> EditPlan<Tool.Entry> {
    let (decoded, bytes, map) = try DocumentFile.readForEditing(Tool.Entry.self, from: file)
    let before = decoded.document
    let (after, diff): (ModelDocument<Tool.Entry>, DocumentDiff<Tool.Entry>)
    var formerIDs: [String: String] = [:]
    do {
      (after, diff) = try before.applying(operations, formerIDs: &formerIDs)
    } catch {
      throw error.reading(patch == "-" ? DocumentInput.standardInputName : patch)
    }
    let violations = after.violations(of: diff, formerIDs: formerIDs)
    guard violations.isEmpty else {
      throw TransactionError(actionName: change.message ?? "Apply", violations: violations)
    }
    return EditPlan(
      path: file, bytes: bytes, before: before, after: after, diff: diff, sourceMap: map)
  }
}
