import ArgumentParser
import BlogDocCore
import BlogDocStore
import FoundationEssentials

/// `TOOL log [FILE] [-n COUNT] [--oneline] [--verbose] [--json]`: the operations of the
/// journal, newest first, each with its number, time, message, files and fields, marked when
/// undone.
///
/// ```
/// $ recipes log --oneline
/// 2  2026-11-23T15:02:27+00:00  edit  Set servings, ingredients
/// 1  2026-11-23T15:02:27+00:00  edit  New recipe pancakes
/// ```
public struct LogCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "log",
      abstract: "List the operations in the journal, newest first.",
      discussion: """
        Each operation gets a line with its id, local time (TZ is honoured), kind and \
        message, marked (undone) when its change is undone now (or (undone except FILE) \
        when the undo left out a file that was gone, which still holds it), and (one undo \
        step with the edit before) when it joined that edit as typing in one field does; \
        then a line per file \
        with the fields it changed, or, for more than \(fieldLimit), how many entries it \
        added, changed and removed (--verbose lists them all). Reads the journal \
        backwards, so the newest operations cost the same however long the journal is; \
        a last line says how many older ones it left out (counting them reads the rest of \
        the journal, without the changes themselves).
        """)
  }

  /// How many field names a file's line lists before it counts them instead.
  static var fieldLimit: Int { 6 }

  @Argument(
    help: "Only operations that touched this document (or a document of this folder).",
    completion: Completions<Tool.Entry>.documents)
  var file: String?

  @Option(name: .customShort("n"), help: "Show at most this many operations.")
  var count = 20

  @Flag(help: "One line per operation, without its files.")
  var oneline = false

  @Flag(name: .shortAndLong, help: "List every field each operation changed, however many.")
  var verbose = false

  @Flag(help: "Print the operations as JSON.")
  var json = false

  /// Refuses `--json` together with `--oneline` or `--verbose` (exit 64).
  public func validate() throws {
    guard !(json && (oneline || verbose)) else {
      throw ValidationError("Please give '--json' alone: it always holds every change.")
    }
  }

  /// Prints the operations, or the JSON array of them.
  public func run() throws {
    try Failure.reporting {
      // A folder's log is that of its documents (see DocumentFolder).
      let (history, scope) =
        try file.map {
          try DocumentHistory.find(forDocumentOrFolder: $0, options: Tool.storeOptions)
        } ?? (DocumentHistory.find(options: Tool.storeOptions), nil)
      let workspace = history.workspace
      var log = history.log()
      let operations = log.operations
      let matches = { (entry: LogEntry) in
        scope.map { holds in entry.operation.files.contains { holds($0.path) } } ?? true
      }
      var shown: [LogEntry] = []
      while shown.count < count, let entry = log.next() {
        if matches(entry) { shown.append(entry) }
      }
      // What the log leaves out: counted without reading files, unless only one file's count.
      var leftOut = 0
      if shown.count == count, !json {
        if scope == nil {
          leftOut =
            shown.last.map { Journal(workspace).operationCount(olderThan: $0.operation.id) } ?? 0
        } else {
          while let entry = log.next() { leftOut += matches(entry) ? 1 : 0 }
        }
      }
      for warning in operations.reader.warnings { Output.write("Warning: \(warning)\n", to: 2) }
      if json {
        // `undoes` by the number log shows, not the record id the journal keeps.
        let journal = Journal(workspace)
        Output.write(
          FileDiffJSON.encode(
            shown.map { entry in
              var json = OperationJSON(entry)
              json.undoes = json.undoes.map { journal.record(id: $0).operation?.shownNumber ?? $0 }
              return json
            }))
      } else {
        Output.write(shown.map { describe($0, in: workspace) }.joined())
        if leftOut > 0 { Output.write(Self.leftOutLine(leftOut, shown: shown.count, file: file)) }
      }
    }
  }

  /// The last line of a log that left out `count` older operations after `shown`:
  /// `… 1,581 earlier operations; 'blogdoc log -n 1601' shows them all.`
  static func leftOutLine(_ count: Int, shown: Int, file: String?) -> String {
    let command =
      ([Tool.name, "log"] + (file.map { [ShellWord.quoted($0)] } ?? []) + [
        "-n", "\(shown + count)",
      ])
      .joined(separator: " ")
    let what = count == 1 ? "operation" : "operations"
    return
      "… \(LogEntry.grouped(count)) earlier \(what); '\(command)' shows \(count == 1 ? "it" : "them all").\n"
  }

  /// `12  2026-11-22T12:40:01+01:00  edit  Set title`, then one line per file.
  func describe(_ entry: LogEntry, in workspace: Workspace) -> String {
    let operation = entry.operation
    var text = Terminal.paint("\(operation.shownNumber)", 33)
    text += "  \(entry.localTime)  \(operation.operationKind.rawValue)  \(operation.message)"
    if entry.isUndone {
      let kept = entry.undoneExcept.map { workspace.displayPath(of: $0) }
      text += kept.isEmpty ? " (undone)" : " (undone except \(kept.joined(separator: ", ")))"
    }
    // An edit that joined the step before it, as typing in one field does: undo reverts both.
    if operation.coalesces != nil { text += " (one undo step with the edit before)" }
    text += "\n"
    guard !oneline else { return text }
    for file in operation.files {
      let what = LogEntry.summary(of: file, limit: verbose ? nil : Self.fieldLimit)
      let made = file.createsFile ? " (created)" : file.removesFile ? " (removed)" : ""
      text += "    \(workspace.displayPath(of: file.path))\(made): \(what)\n"
    }
    return text
  }
}

/// An operation as `log --json` prints it.
struct OperationJSON: Encodable {
  var id: Int
  var time: String
  var kind: String
  var message: String
  var undoes: Int?
  /// Whether the change is undone now (edits and redos).
  var undone: Bool
  var files: [FileDiffJSON]

  init(_ entry: LogEntry) {
    let operation = entry.operation
    undone = entry.isUndone
    id = operation.shownNumber
    time = operation.time.iso8601
    kind = operation.operationKind.rawValue
    message = operation.message
    undoes = operation.operationKind == .edit ? nil : operation.undoes
    files = operation.files.map { FileDiffJSON(path: $0.path, diff: $0.diff) }
  }
}
