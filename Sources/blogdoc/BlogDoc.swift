import ArgumentParser
import BlogDocCore

#if canImport(Glibc)
  import Glibc
#endif

@main
struct BlogDoc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "blogdoc",
    abstract: "Create, edit, compare, convert and validate blog documents.",
    discussion: """
      A document is one entry (<entry>, {"entry": …}) or a blog of entries (<blog>,
      {"blog": […]}), in XML or JSON, chosen by the file's extension.

      Exit codes:
        0   success
        1   the editor ($VISUAL or $EDITOR) failed; nothing was changed
            (with 'diff --exit-code': the documents differ)
        64  usage error (bad flag or value, unknown field or entry, no terminal)
        65  bad data (malformed XML or JSON, invalid document, undo conflict)
        66  input file missing
        70  internal error
        73  cannot create the output file
        74  I/O error
        75  another blogdoc holds the workspace lock; try again
        77  permission denied
      """,
    version: "0.1.0",
    subcommands: [Init.self, New.self, Show.self, Edit.self, Add.self, Remove.self, Fields.self, Undo.self, Redo.self, Log.self, Diff.self, Convert.self, Validate.self, Render.self, Import.self, Export.self, Trim.self]
  )

  static func main() {
    // Under a file-size limit (`ulimit -f`), a write should fail with EFBIG and the
    // command put everything back and exit 74, not die half-way from SIGXFSZ.
    signal(SIGXFSZ, SIG_IGN)
    // The Swift runtime reads the arguments through /proc; if that fails it hands over
    // none, and running with none would print the help and "succeed" (found by injecting
    // EIO into each open).
    guard !CommandLine.arguments.isEmpty else {
      Output.write("Error: Cannot read blogdoc's command line from the system; nothing was done.\n", to: 2)
      Glibc.exit(74)
    }
    if let unknown = unknownCommand(in: Array(CommandLine.arguments.dropFirst())) {
      let known = commandNames.filter { $0 != "help" }
      let hint = Suggestion.closest(to: unknown, among: known).map { " Did you mean '\($0)'?" } ?? " See 'blogdoc --help'."
      Output.write("Error: Unknown command '\(unknown)'.\(hint)\n", to: 2)
      Glibc.exit(64)
    }
    main(nil)
  }

  /// Every subcommand's name, and `help`.
  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// The first argument when it names no command (or the one after `help` when that
  /// names none): swift-argument-parser would say only "Unexpected argument", or print the
  /// main help and exit 0 for `help nosuch`.
  static func unknownCommand(in arguments: [String]) -> String? {
    guard var name = arguments.first, !name.hasPrefix("-") else { return nil }
    if name == "help" {
      guard let topic = arguments.dropFirst().first, !topic.hasPrefix("-") else { return nil }
      name = topic
    }
    return commandNames.contains(name) ? nil : name
  }
}
