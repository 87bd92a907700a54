import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL validate FILE…`: checks documents against the model's schema and rules, listing
/// every violation.
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
}
