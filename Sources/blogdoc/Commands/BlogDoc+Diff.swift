import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Show what changed, field by field: between two documents, or in one document's history.",
      discussion: """
        blogdoc diff A B compares two documents, matching entries by id (a moved entry is a \
        move, not a removal and an insertion). blogdoc diff FILE shows the change of FILE's \
        latest operation; --from and --to (operation ids from 'blogdoc log') widen it to \
        every operation after --from up to and including --to.

        With --exit-code, blogdoc diff exits 1 when there are differences and 0 when there \
        are none, for scripts; errors keep their own codes (64, 65, 66…).
        """)

    @Argument(help: "The older document, or the document whose history to show.", completion: Completions.documents)
    var old: String

    @Argument(help: "The newer document (either one may be -, standard input).", completion: Completions.documents)
    var new: String?

    @Option(help: "Start after this operation.")
    var from: Int?

    @Option(help: "End with this operation (default: the latest).")
    var to: Int?

    @Flag(help: "Print the change as JSON.")
    var json = false

    @Flag(help: "Exit 1 when there are differences, 0 when there are none (as git diff --exit-code).")
    var exitCode = false

    func validate() throws {
      if new != nil, from != nil || to != nil {
        throw ValidationError("Please give either a second document or '--from'/'--to', not both.")
      }
    }

    func run() throws {
      try Failure.reporting {
        let path: String
        let diff: DocumentDiff<BlogEntry>
        if let new {
          guard old != "-" || new != "-" else {
            throw UsageError(description: "Only one of the two documents can be standard input ('-').")
          }
          let before = try DocumentInput.read(old).decoded.document
          let after = try DocumentInput.read(new).decoded.document
          (path, diff) = (new, after.difference(from: before))
        } else {
          guard old != "-" else {
            throw UsageError(description: "Standard input has no history; give a second document to compare it with.")
          }
          (path, diff) = (old, try historyDiff(of: old))
        }
        if json {
          Output.write(FileDiffJSON.encode([FileDiffJSON(path: path, diff: diff)]))
        } else if !diff.isEmpty {
          Output.write(Terminal.paintDiff(diff.description) + "\n")
        }
        if exitCode && !diff.isEmpty { throw ExitCode(1) }
      }
    }

    /// The composed diff of the committed operations on `file` in (`from`, `to`].
    private func historyDiff(of file: String) throws -> DocumentDiff<BlogEntry> {
      guard let workspace = try Workspace.find(forDocumentAt: file),
        let relative = try workspace.relativePath(ofDocumentAt: file)
      else {
        throw UsageError(description: "No blogdoc history for '\(file)': no '.blogdoc' directory above it.")
      }
      let operations = Journal(workspace).committedOperations()
      var diffs: [DocumentDiff<BlogEntry>] = []
      // --from 0 means from the start; any other id must be an operation 'log' shows.
      var foundFrom = from == nil || from == 0
      var foundTo = to == nil
      for operation in operations {
        // Operations by the number log shows, which commit records do not take.
        let number = operation.shownNumber
        if number == to { foundTo = true }
        if let to, number > to { continue }
        if let from, number <= from {
          foundFrom = foundFrom || number == from
          break
        }
        guard let change = operation.files.first(where: { $0.path == relative }) else { continue }
        diffs.append(change.diff)
        if from == nil { break }
      }
      for warning in operations.reader.warnings { Output.write("Warning: \(warning)\n", to: 2) }
      for (id, found) in [(from, foundFrom), (to, foundTo)] where !found {
        throw UsageError(description: "There is no operation \(id!) in the history; 'blogdoc log' lists the operations.")
      }
      return diffs.reversed().reduce(DocumentDiff()) { $0.composed(with: $1) }
    }
  }
}
