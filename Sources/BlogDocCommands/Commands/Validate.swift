import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL validate FILE…`: checks documents against the model's schema and rules, listing
/// every violation. A folder is checked as one collection: each of its documents, and that
/// no two hold one id (see ``DocumentFolder``).
///
/// ```
/// $ recipes validate r.xml
/// r.xml: valid, 1 entry
/// ```
///
/// Exits 65 when a document breaks a rule, with the code of the first failure otherwise.
public struct ValidateCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "validate",
      abstract: "Check documents against the entry schema and its rules.",
      discussion: """
        Prints every problem of every file, one line each, with file, line:column and \
        field. Exits 0 when all are valid, otherwise with the code of the first problem.
        """)
  }

  @Argument(
    help: "The documents to check (- reads standard input).",
    completion: Completions<Tool.Entry>.documents)
  var files: [String]

  /// Checks each file and prints its verdict or its violations.
  public func run() throws {
    var firstFailure: Int32?
    for file in files {
      if DocumentFolder.isFolder(file) {
        if let code = validateFolder(file) { firstFailure = firstFailure ?? code }
        continue
      }
      do {
        let decoded = try DocumentInput.read(
          file, as: Tool.Entry.self, options: DecodingOptions(collectsViolations: true)
        ).decoded
        if decoded.violations.isEmpty {
          let count = decoded.document.count
          Output.write(
            "\(file == "-" ? DocumentInput.standardInputName : file): valid, \(count) entr\(count == 1 ? "y" : "ies")\n"
          )
        } else {
          for violation in decoded.violations {
            Failure.printError(
              violation.reading(file == "-" ? DocumentInput.standardInputName : file))
          }
          firstFailure = firstFailure ?? 65
        }
      } catch {
        if ConflictReport<Tool.Entry>.printIfConflicted(file, tool: Tool.name) {
          firstFailure = firstFailure ?? 65
          continue
        }
        Failure.printError(error)
        firstFailure = firstFailure ?? Failure.exitCode(for: error)
      }
    }
    if let firstFailure { throw ExitCode(firstFailure) }
  }

  /// Checks every document of the folder at `path` and that their ids are unique, printing
  /// the verdict or each problem; the exit code of the first problem, or `nil`.
  private func validateFolder(_ path: String) -> Int32? {
    let read: FolderDocument<Tool.Entry>
    do {
      read = try DocumentInput.readFolder(
        path, as: Tool.Entry.self, options: DecodingOptions(collectsViolations: true))
    } catch {
      Failure.printError(error)
      return Failure.exitCode(for: error)
    }
    for problem in read.problems { Failure.printError(problem) }
    for violation in read.violations { Failure.printError(violation) }
    if let first = read.problems.first { return Failure.exitCode(for: first) }
    guard read.violations.isEmpty else { return 65 }
    let count = read.document.count
    Output.write("\(read.folder.path): valid, \(count) entr\(count == 1 ? "y" : "ies")\n")
    return nil
  }
}
