import BlogDocCommands
import BlogDocTool

#if canImport(Glibc)
  import Glibc
#endif

/// `blogdoc render`, `import` and `export`, in a program of their own: their libraries (Ink,
/// Yams, TOMLKit) import Foundation, whose ICU would otherwise load at the start of every
/// blogdoc command (see `CompanionProgram`).
///
/// blogdoc runs it in its own place with its own command line, unparsed, which this program
/// parses with blogdoc's declarations: a command means here what it means there.
@main
enum InterchangeMain {
  static func main() {
    // As blogdoc: a write past a file-size limit fails (exit 74) instead of killing.
    signal(SIGXFSZ, SIG_IGN)
    // blogdoc hands the call over unparsed: a bad argument is reported here, as blogdoc
    // would report it (the same declarations, the same messages).
    let command = CompanionProgram.interchange.parsedCall(as: InterchangeCommand.self)
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
