import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL undo [FILE] [-n COUNT] [--to OP] [--partial | --force] [--skip-missing] [--dry-run]`:
/// undoes the latest operation of the workspace, or of one document, as a new operation.
///
/// Each field the operation changed must still hold what it wrote; otherwise nothing is
/// written, the command exits 65 and names each conflict (`--partial` restores the other
/// fields, `--force` overwrites). See `DocumentStore.move(_:onStep:)`.
///
/// ```
/// $ recipes undo
/// Undo operation 2 (Set servings):
/// r.xml:
///   ~ pancakes.servings: 4 → 2
/// ```
public struct UndoCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "undo",
      abstract: "Undo the latest operation of the workspace, or of one document.",
      discussion: """
        Undo is itself an operation in the journal, so nothing is lost: '\(Tool.name) redo' \
        takes it back. Repeating undo walks further back. Each field the operation changed \
        must still hold what it wrote; if one was changed since, undo changes nothing, \
        exits 65 and names each conflict (--partial restores the other fields, --force \
        overwrites). Changes made since to other fields survive. --to OP undoes every \
        operation after OP, newest first, and stops at the first that cannot be undone, \
        saying which it undid. Undoing '\(Tool.name) new' removes the file it made, if nothing \
        in it changed since (--force removes it anyway). Successive edits of a field the \
        schema declares coalescing, within its window, are one step, as typing is.
        """)
  }

  @Argument(
    help: "Undo this document's latest operation (default: the workspace's).",
    completion: Completions<Tool.Entry>.documents)
  var file: String?

  @Option(
    name: .customLong("to"),
    help: ArgumentHelp("Undo every operation after this one.", valueName: "op"))
  var target: Int?

  @OptionGroup var options: HistoryMoveOptions

  /// Refuses a negative `--to`, and `--to` together with a file or `-n` (exit 64).
  public func validate() throws {
    guard let target else { return }
    guard target >= 0 else {
      throw ValidationError("Please give an operation id of 0 or more with '--to'.")
    }
    guard file == nil else {
      throw ValidationError("Please give either a file or '--to', not both.")
    }
    guard options.count == 1 else {
      throw ValidationError("Please give either '-n' or '--to', not both.")
    }
  }

  /// Undoes through the store and prints each step.
  public func run() throws {
    try options.move(.undo, file: file, to: target, tool: Tool.self)
  }
}

/// `TOOL redo [FILE] [-n COUNT] [--partial | --force] [--skip-missing] [--dry-run]`: applies
/// again the operation undone last, in the workspace or for one document, as a new operation.
///
/// ```
/// $ recipes redo
/// Redo operation 2 (Set servings):
/// r.xml:
///   ~ pancakes.servings: 2 → 4
/// ```
public struct RedoCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "redo",
      abstract: "Redo the operation undone last, in the workspace or for one document.",
      discussion: """
        Right after '\(Tool.name) undo FILE' of an older operation (an undo that is a change of \
        its own, so there is nothing on the redo stack), redo takes that undo back: the \
        operation's fields return, only those the undo reverted.
        """)
  }

  @Argument(
    help: "Redo only if the next operation to redo touches this document.",
    completion: Completions<Tool.Entry>.documents)
  var file: String?

  @OptionGroup var options: HistoryMoveOptions

  /// Redoes through the store and prints each step.
  public func run() throws {
    try options.move(.redo, file: file, tool: Tool.self)
  }
}

/// The options `undo` and `redo` share: `-n COUNT`, `--partial`, `--force`,
/// `--skip-missing`, `--dry-run` and `--json`, which make a `HistoryRequest`.
///
/// ```swift
/// @OptionGroup var options: HistoryMoveOptions
/// ```
public struct HistoryMoveOptions: ParsableArguments {
  /// Options at their defaults: one operation, strict, written, as text.
  public init() {}

  @Option(name: .customShort("n"), help: "How many operations.")
  var count = 1

  @Flag(help: "Apply the fields that do not conflict; leave the others.")
  var partial = false

  @Flag(help: "Apply every field, overwriting changes made since.")
  var force = false

  @Flag(help: "Leave out a file that was deleted or moved and changed since, instead of stopping.")
  var skipMissing = false

  @Flag(help: "Print what would change; write nothing.")
  var dryRun = false

  @Flag(help: "Print the change as JSON.")
  var json = false

  /// Refuses a count below 1, and `--partial` together with `--force` (exit 64).
  public func validate() throws {
    guard count >= 1 else { throw ValidationError("Please give a count of at least 1 with '-n'.") }
    guard !(partial && force) else {
      throw ValidationError("Please give either '--partial' or '--force', not both.")
    }
  }

  /// Undoes or redoes through the store, printing each step once it is written.
  func move<Tool: DocumentTool>(
    _ direction: HistoryRequest.Direction, file: String?, to target: Int? = nil, tool: Tool.Type
  ) throws {
    let request = HistoryRequest(
      direction, file: file, count: count,
      policy: force ? .overwrite : partial ? .skipConflicts : .strict,
      skipMissing: skipMissing, dryRun: dryRun, target: target)
    do {
      if let file, DocumentFolder.isFolder(file) {
        // An operation is undone file by file: a folder's own operations are not told apart.
        throw UsageError(
          description:
            "'\(file)' is a folder; name one of its documents to \(direction.rawValue) the latest operation on it, or run '\(Tool.name) \(direction.rawValue)' where its history is."
        )
      }
      let store =
        try file.map { try Tool.openStore(forDocumentAt: $0, creating: false) }
        ?? Tool.openStoreHere()
      try store.move(request) { step in print(step, in: store) }
    } catch let stopped as HistoryStopped {
      Failure.printError(stopped.reason)
      let count = stopped.undone.count
      let list = stopped.undone.map(String.init).joined(separator: ", ")
      Output.write(
        "Stopped there: undid \(count == 1 ? "operation" : "operations") \(list) first; '\(Tool.name) redo' brings \(count == 1 ? "it" : "them") back.\n",
        to: 2)
      throw ExitCode(Failure.exitCode(for: stopped.reason))
    } catch let exit as ExitCode {
      throw exit
    } catch {
      Failure.printError(error)
      throw ExitCode(Failure.exitCode(for: error))
    }
  }

  /// Prints one undo or redo: its diffs (or JSON), then the conflicts it left.
  private func print(_ step: HistoryStep, in store: DocumentStore) {
    if json {
      Output.write(
        FileDiffJSON.encode(step.writes.map { FileDiffJSON(path: $0.path, diff: $0.diff) }))
    } else {
      let operation = step.operation
      Output.write(
        "\(step.label) operation \(operation.shownNumber) (\(operation.message))\(step.dryRun ? ", dry run" : ""):\n"
      )
      // Always naming each file: an undo may change a file far from the current directory.
      Output.write(
        DiffText.describe(
          step.writes.map { write in
            let name = store.workspace.displayPath(of: write.journalPath)
            let shown =
              write.existsAfter
              ? write.existedBefore ? name : name + " (created)" : name + " (removed)"
            // A format's or an export's undo or redo changes no field: say what it did change.
            let what =
              write.isWholeFile
              ? "(whole file)"
              : write.keepsFormerBytes && write.diff.isEmpty ? "(layout only)" : nil
            return (shown, what ?? write.diff.description)
          }, namingFiles: true))
    }
    for conflict in step.conflicts { Output.write("Warning: \(conflict)\n", to: 2) }
  }
}
