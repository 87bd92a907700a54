import ArgumentParser
import BlogDocCore
import BlogDocStore

public struct ValidateCommand<Tool: DocumentTool>: ParsableCommand {
  public init() {}

  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "validate",
      abstract: "Check documents against the entry schema and its rules.",
      discussion: """
        Prints every problem of every file, one line each, with file, line:column and \
        field. Exits 0 when all are valid, otherwise with the code of the first problem.
        """)
  }

  @Argument(help: "The documents to check (- reads standard input).", completion: Completions<Tool.Entry>.documents)
  var files: [String]

  public func run() throws {
    var firstFailure: Int32?
    for file in files {
      do {
        let decoded = try DocumentInput.read(file, as: Tool.Entry.self, options: DecodingOptions(collectsViolations: true)).decoded
        if decoded.violations.isEmpty {
          let count = decoded.document.count
          Output.write("\(file == "-" ? DocumentInput.standardInputName : file): valid, \(count) entr\(count == 1 ? "y" : "ies")\n")
        } else {
          for violation in decoded.violations {
            Failure.printError(violation.reading(file == "-" ? DocumentInput.standardInputName : file))
          }
          firstFailure = firstFailure ?? 65
        }
      } catch {
        Failure.printError(error)
        firstFailure = firstFailure ?? Failure.exitCode(for: error)
      }
    }
    if let firstFailure { throw ExitCode(firstFailure) }
  }
}
