import BlogDocCommands
import BlogDocInterchange
import BlogDocSystem
import BlogDocTool

/// `blogdoc render`, `import` and `export`, and every document command on a Markdown post,
/// in a program of their own: their libraries (Ink, Yams, TOMLKit) import Foundation, whose
/// ICU would otherwise load at the start of every blogdoc command (see `CompanionProgram`).
///
/// blogdoc runs it in its own place with its own command line, unparsed, which this program
/// parses with blogdoc's declarations: a command means here what it means there. It reads
/// Markdown posts (`MarkdownPostFormat`) where blogdoc hands such calls over.
@main
enum InterchangeMain {
  static func main() {
    // As blogdoc: a write past a file-size limit fails (exit 74) instead of killing.
    signal(SIGXFSZ, SIG_IGN)
    // A program built from other sources than the blogdoc that ran it is not run.
    CompanionProgram.interchange.refuseIfStale()
    BlogDoc.postFormat = MarkdownPostFormat()
    guard let first = CommandLine.arguments.dropFirst().first,
      CompanionProgram.interchange.commands.contains(first)
    else {
      // Every other command, as blogdoc runs it, with posts read here.
      BlogDoc.main()
      return
    }
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
