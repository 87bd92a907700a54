import ArgumentParser
import BlogDocCore
import BlogDocStore
import FoundationEssentials

extension BlogDoc {
  struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "log",
      abstract: "List the operations in the journal, newest first.",
      discussion: """
        Each line names the operation, its time and kind, its message and the fields it \
        changed per file. Reads the journal backwards, so the newest operations cost the \
        same however long the journal is.
        """)

    @Argument(help: "Only operations that touched this document.")
    var file: String?

    @Option(name: .customShort("n"), help: "Show at most this many operations.")
    var count = 20

    @Flag(help: "Print the operations as JSON.")
    var json = false

    func run() throws {
      try Failure.reporting {
        let workspace: Workspace
        if let file {
          guard let found = try Workspace.find(forDocumentAt: file) else {
            throw UsageError(description: "No blogdoc history for '\(file)': no '.blogdoc' directory above it.")
          }
          workspace = found
        } else {
          guard let found = try Workspace.find(from: ".") else {
            throw UsageError(description: "No blogdoc history here: no '.blogdoc' directory in this directory or above it.")
          }
          workspace = found
        }
        let scope = try file.flatMap { try workspace.relativePath(ofDocumentAt: $0) }
        let operations = Journal(workspace).committedOperations()
        let shown = Array(
          operations.lazy.filter { operation in scope.map { path in operation.files.contains { $0.path == path } } ?? true }
            .prefix(count))
        for warning in operations.reader.warnings { Output.write("Warning: \(warning)\n", to: 2) }
        if json {
          Output.write(FileDiffJSON.encode(shown.map(OperationJSON.init)))
        } else {
          Output.write(shown.map(Self.describe).joined())
        }
      }
    }

    /// `12  2026-11-22T11:40:01.123Z  edit  Set title`, then one line per file.
    static func describe(_ operation: Journal.Operation) -> String {
      var text = Terminal.paint("\(operation.id)", 33)
      text += "  \(operation.time.iso8601)  \(operation.operationKind.rawValue)  \(operation.message)\n"
      for file in operation.files {
        text += "    \(file.path): \(Self.fields(of: file.diff).joined(separator: ", "))\n"
      }
      return text
    }

    static func fields(of diff: DocumentDiff<BlogEntry>) -> [String] {
      var names: [String] = []
      for change in diff.entryChanges {
        switch change {
        case .modified(let id, let fields, let unknown):
          names += fields.map { "\(id).\($0.field)" }
          if unknown != nil { names.append("\(id) (unknown fields)") }
        case .inserted(let entry, _): names.append("+\(entry.id)")
        case .removed(let entry, _): names.append("-\(entry.id)")
        case .moved(let id, _, _): names.append("↕\(id)")
        }
      }
      return names
    }
  }
}

/// An operation as `blogdoc log --json` prints it.
struct OperationJSON: Encodable {
  var id: Int
  var time: String
  var kind: String
  var message: String
  var undoes: Int?
  var files: [FileDiffJSON]

  init(_ operation: Journal.Operation) {
    id = operation.id
    time = operation.time.iso8601
    kind = operation.operationKind.rawValue
    message = operation.message
    undoes = operation.operationKind == .edit ? nil : operation.undoes
    files = operation.files.map { FileDiffJSON(path: $0.path, diff: $0.diff) }
  }
}
