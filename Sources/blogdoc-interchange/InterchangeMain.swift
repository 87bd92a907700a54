import BlogDocCommands
import BlogDocTool

#if canImport(Glibc)
  import Glibc
#endif

/// `blogdoc render`, `import` and `export`, in a program of their own: their libraries (Ink,
/// Yams, TOMLKit) import Foundation, whose ICU would otherwise load at the start of every
/// blogdoc command (see `CompanionProgram`).
///
/// blogdoc runs it in its own place with its own command line, which this program parses
/// with blogdoc's declarations, so a command means here what it means there.
@main
enum InterchangeMain {
  static func main() {
    // As blogdoc: a write past a file-size limit fails (exit 74) instead of killing.
    signal(SIGXFSZ, SIG_IGN)
    // blogdoc parsed these arguments already; any that do not parse did not come from it.
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let name = arguments.first, ["render", "import", "export"].contains(name),
      let command = try? BlogDoc.parsedCommand(arguments) as? InterchangeCommand
    else {
      Failure.printError("blogdoc-interchange is run by 'blogdoc render', 'blogdoc import' and 'blogdoc export'.")
      exit(64)
    }
    do {
      try command.perform()
    } catch {
      BlogDoc.exit(withError: error)
    }
  }
}

/// A command of blogdoc's that this program runs.
protocol InterchangeCommand {
  /// Does what the command says, as its `run()` would.
  func perform() throws
}
