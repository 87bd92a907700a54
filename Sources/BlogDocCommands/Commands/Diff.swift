import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocJSON

/// `TOOL diff OLD NEW` or `TOOL diff FILE [--from OP] [--to OP]`: what changed, field by
/// field, between two documents or over a document's history.
///
/// ```
/// $ recipes diff r.xml --from 1
/// ~ pancakes.servings: 2 → 4
/// ```
///
/// `--json` prints the change as ``FileDiffJSON``; `--exit-code` exits 1 when there are
/// differences, as `git diff --exit-code` does.
public struct DiffCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "diff",
      abstract:
        "Show what changed, field by field: between two documents, or in one document's history.",
      discussion: """
        \(Tool.name) diff A B compares two documents, matching entries by id (a moved entry is a \
        move, not a removal and an insertion). \(Tool.name) diff FILE shows the change of FILE's \
        latest operation; --from and --to (operation ids from '\(Tool.name) log') widen it to \
        every operation after --from up to and including --to. A folder of one-entry documents is \
        compared as one \(Tool.Entry.schema.collectionName), and its history is that of its documents.

        With --exit-code, \(Tool.name) diff exits 1 when there are differences and 0 when there \
        are none, for scripts; errors keep their own codes (64, 65, 66…).
        """)
  }

  @Argument(
    help: "The older document, or the document whose history to show.",
    completion: Completions<Tool.Entry>.documents)
  var old: String

  @Argument(
    help: "The newer document (either one may be -, standard input).",
    completion: Completions<Tool.Entry>.documents)
  var new: String?

  @Option(help: "Start after this operation.")
  var from: Int?

  @Option(help: "End with this operation (default: the latest).")
  var to: Int?

  @Flag(help: "Print the change as JSON (the same as --format json).")
  var json = false

  /// How `diff` prints a change.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
    case jsonPatch = "json-patch"
  }

  @Option(help: "How to print: text, json, or json-patch (an RFC 6902 patch 'apply' takes).")
  var format: Format = .text

  @Flag(
    help:
      "With --format json-patch: test each old value first, so the patch fails where its target changed since."
  )
  var tests = false

  @Flag(help: "Exit 1 when there are differences, 0 when there are none (as git diff --exit-code).")
  var exitCode = false

  /// `--json`, or else `--format`.
  private var chosen: Format { json ? .json : format }

  /// Refuses `--json` with another format, `--tests` without a patch, and a second
  /// document together with `--from` or `--to` (exit 64).
  public func validate() throws {
    guard !json || format == .text || format == .json else {
      throw ValidationError(
        "Please give either '--json' or '--format \(format.rawValue)', not both.")
    }
    guard !tests || chosen == .jsonPatch else {
      throw ValidationError("Please give '--tests' with '--format json-patch' only.")
    }
    if new != nil, from != nil || to != nil {
      throw ValidationError("Please give either a second document or '--from'/'--to', not both.")
    }
  }

  /// Prints the change, or reports why it cannot be read.
  public func run() throws {
    try Failure.reporting {
      let path: String
      let diff: DocumentDiff<Tool.Entry>
      // The document the change applies to, for a patch.
      let base: () throws -> ModelDocument<Tool.Entry>
      if let new {
        guard old != "-" || new != "-" else {
          throw UsageError(
            description: "Only one of the two documents can be standard input ('-').")
        }
        let before = try DocumentInput.read(old, as: Tool.Entry.self).decoded.document
        let after = try DocumentInput.read(new, as: Tool.Entry.self).decoded.document
        (path, diff) = (new, after.difference(from: before))
        base = { before }
      } else {
        guard old != "-" else {
          throw UsageError(
            description: "Standard input has no history; give a second document to compare it with."
          )
        }
        (path, diff) = (old, try historyDiff(of: old))
        // The document before those operations: the file now, with the change taken out.
        base = {
          var document = try DocumentInput.read(old, as: Tool.Entry.self).decoded.document
          try document.apply(diff.inverted())
          return document
        }
      }
      switch chosen {
      case .json:
        Output.write(FileDiffJSON.encode([FileDiffJSON(path: path, diff: ArchivedDiff(diff))]))
      case .jsonPatch:
        let patch = JSONPatch(diff, appliedTo: try base(), includingTests: tests)
        Output.write(try patch.jsonBytes(style: .pretty))
      case .text:
        if !diff.isEmpty { Output.write(Terminal.paintDiff(diff.description) + "\n") }
      }
      if exitCode && !diff.isEmpty { throw ExitCode(1) }
    }
  }

  /// The composed diff of the committed operations on `file` in (`from`, `to`].
  private func historyDiff(of file: String) throws -> DocumentDiff<Tool.Entry> {
    let (diff, warnings) =
      try DocumentFolder.isFolder(file)
      ? DocumentHistory.find(forFolder: file, options: Tool.storeOptions)
        .diff(ofFolder: file, as: Tool.Entry.self, from: from, to: to)
      : DocumentHistory.find(forDocumentAt: file, options: Tool.storeOptions)
        .diff(of: file, as: Tool.Entry.self, from: from, to: to)
    for warning in warnings { Output.write("Warning: \(warning)\n", to: 2) }
    return diff
  }
}
