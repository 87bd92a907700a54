import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocSystem

/// A command-line tool for documents of one model: declare the model and the root
/// command, and get `new`, `show`, `edit` (with the `$EDITOR` flow), `undo`, `redo`,
/// `log`, `diff`, `apply`, `validate`, `convert`, `format`, `init` and `trim`, all on the journaled
/// store, with the same flags, messages and exit codes as `blogdoc`.
///
/// ```swift
/// @main
/// struct Recipes: DocumentTool {
///   typealias Entry = Recipe
///   static let configuration = CommandConfiguration(
///     commandName: "recipes", abstract: "Edit recipes, with undo.",
///     discussion: StandardCommands<Recipes>.exitCodes(holder: "recipes"), version: "1.0.0",
///     subcommands: StandardCommands<Recipes>.all)
///
///   static func newEntry(id: String) -> Recipe { Recipe(id: id) }
/// }
/// ```
public protocol DocumentTool: ParsableCommand {
  /// The model of the tool's documents.
  associatedtype Entry: Model

  /// A new entry for `new` and `add`, given its id, with every other field at its
  /// default (a blog's new entry is a draft posted now, say).
  static func newEntry(id: String) -> Entry

  /// `show`'s text form of one entry. The default lists each field as `name: value`.
  static func showText(_ entry: Entry) -> String

  /// `show`'s text form of a collection: the default is one line per entry, its id.
  static func showIndex(_ entries: [Entry]) -> String

  /// The models the tool's store reads; the default is ``Entry`` alone.
  static var models: DocumentModels { get }

  /// The formats the tool reads and writes besides XML and JSON, registered (see
  /// `DocumentFormat.register(_:)`) before any command runs; the default is none.
  ///
  /// ```swift
  /// static var formats: [any SplicingArchiveFormat] { [CardFormat()] }
  /// ```
  static var formats: [any SplicingArchiveFormat] { get }

  /// The entry `fields` takes its examples from; the default is none, and each kind then
  /// has a made-up example.
  static var exampleEntry: Entry? { get }

  /// The tool's own discussion for `command`'s help (`"new"`, `"edit"`, …), or `nil` for
  /// the generic one, which names fields only by the schema.
  static func helpDiscussion(for command: String) -> String?
}

extension DocumentTool {
  /// The tool's command name (`blogdoc`), as messages name it.
  public static var name: String { configuration.commandName ?? "\(Self.self)".lowercased() }

  /// The options the tool's store opens with.
  public static var storeOptions: StoreOptions { StoreOptions(toolName: name, models: models) }

  /// The default models: ``Entry`` alone.
  public static var models: DocumentModels { DocumentModels(Entry.self) }

  /// The default formats: none besides XML and JSON.
  public static var formats: [any SplicingArchiveFormat] { [] }

  /// Registers ``formats`` with the store, so that commands read and write files of them.
  ///
  /// - Complexity: O(*f*²) in the formats, a handful.
  public static func registerFormats() {
    for format in formats { DocumentFormat.register(format) }
  }

  /// The default example entry: none, so `fields` makes an example up from each kind.
  public static var exampleEntry: Entry? { nil }

  /// The default text of an entry: each field with a value as `name: value`, one a line,
  /// in the schema's order.
  ///
  /// ```
  /// id: pancakes
  /// title: Pancakes
  /// servings: 4
  /// ```
  public static func showText(_ entry: Entry) -> String {
    var text = ""
    for field in Entry.schema.fields {
      guard let value = try? entry.formattedValue(forField: field.name) else { continue }
      text += value.isEmpty ? "\(field.name):\n" : "\(field.name): \(value)\n"
    }
    return text
  }

  /// The default text of a collection: each entry's id, one a line.
  public static func showIndex(_ entries: [Entry]) -> String {
    entries.map { $0.id + "\n" }.joined()
  }

  /// Runs the command line: as `ParsableCommand.main()`, and besides, an unknown command
  /// gets a suggestion and exit 64, a write past a file-size limit fails with exit 74
  /// instead of killing the process, an unreadable command line exits 74, and an
  /// environment no command can use exits 64 (see `checkEnvironment()`).
  public static func main() {
    // Under a file-size limit (`ulimit -f`), a write should fail with EFBIG and the
    // command put everything back and exit 74, not die half-way from SIGXFSZ.
    signal(SIGXFSZ, SIG_IGN)
    // The Swift runtime reads the arguments through /proc; if that fails it hands over
    // none, and running with none would print the help and "succeed" (found by injecting
    // EIO into each open).
    guard !CommandLine.arguments.isEmpty else {
      Output.write(
        "Error: Cannot read \(name)'s command line from the system; nothing was done.\n", to: 2)
      BlogDocSystem.exit(74)
    }
    // A broken schema is the tool's own bug (exit 70): say so once, before any command
    // reads a file, rather than once per file read.
    do {
      try Entry.schema.check()
    } catch {
      Output.write("Error: \(error)\n", to: 2)
      BlogDocSystem.exit(70)
    }
    do {
      try checkEnvironment()
    } catch {
      exit(withError: error)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    registerFormats()
    // The two common shapes skip parsing the whole command tree (see SubcommandDispatch):
    // `--version` alone prints what swift-argument-parser prints for it, and a plain
    // subcommand call parses that subcommand alone; everything else, errors included,
    // goes through the whole tree as before.
    if arguments == ["--version"], !configuration.version.isEmpty {
      Output.write(configuration.version + "\n")
      return
    }
    if var command = SubcommandDispatch<Self>.command(for: arguments) {
      do {
        try command.run()
      } catch {
        exit(withError: error)
      }
      return
    }
    if let unknown = unknownCommand(in: arguments) {
      let known = commandNames.filter { $0 != "help" }
      let hint =
        Suggestion.closest(to: unknown, among: known).map { " Did you mean '\($0)'?" }
        ?? " See '\(name) --help'."
      Output.write("Error: Unknown command '\(unknown)'.\(hint)\n", to: 2)
      BlogDocSystem.exit(64)
    }
    main(nil)
  }

  /// The command `arguments` call, parsed as ``main()`` parses them: a plain call by the
  /// fast path, anything else by the whole command tree. For a program of the tool's own
  /// that `run()` hands the command line to, to run there what the tool itself does not
  /// link (see blogdoc's `CompanionProgram`).
  ///
  /// - Throws: What `parseAsRoot(_:)` throws (a help request, a usage error, …), or
  ///   `ExitCode(64)` once the environment's error is printed (`checkEnvironment()`), for
  ///   `exit(withError:)`.
  package static func parsedCommand(_ arguments: [String]) throws -> any ParsableCommand {
    try checkEnvironment()
    registerFormats()
    return try SubcommandDispatch<Self>.command(for: arguments) ?? parseAsRoot(arguments)
  }

  /// Refuses, before any command runs, an environment variable whose value no command
  /// could use (a `SOURCE_DATE_EPOCH` past the year 9999, say), with one `Error:` line on
  /// standard error; `exit(withError:)` then exits 64.
  package static func checkEnvironment() throws(ExitCode) {
    do {
      try ReferenceTime.check()
    } catch {
      Failure.printError(error)
      throw ExitCode(64)
    }
  }

  /// Whether `arguments`, after a command's name, only run that command: none of them is
  /// one swift-argument-parser answers itself (`--help`, `-h`, `--version`, a completion
  /// script, …). Anything doubtful is not plain.
  package static func runsOnly(_ arguments: ArraySlice<String>) -> Bool {
    SubcommandDispatch<Self>.isPlain(arguments)
  }

  /// Every subcommand's name, and `help`.
  public static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// The first argument when it names no command (or the one after `help` when that
  /// names none): swift-argument-parser would say only "Unexpected argument", or print the
  /// main help and exit 0 for `help nosuch`.
  public static func unknownCommand(in arguments: [String]) -> String? {
    guard var name = arguments.first, !name.hasPrefix("-") else { return nil }
    if name == "help" {
      guard let topic = arguments.dropFirst().first, !topic.hasPrefix("-") else { return nil }
      name = topic
    }
    return commandNames.contains(name) ? nil : name
  }
}

extension DocumentTool {
  /// Opens the store of the workspace of the document at `path` (see
  /// `DocumentStore.open(forDocumentAt:creating:options:report:)`), printing its notices
  /// on standard error.
  public static func openStore(forDocumentAt path: String, creating: Bool) throws -> DocumentStore {
    try DocumentStore.open(
      forDocumentAt: path, creating: creating, options: storeOptions, report: printNotice)
  }

  /// Opens the store of the workspace covering the current directory, printing its
  /// notices on standard error.
  public static func openStoreHere() throws -> DocumentStore {
    try DocumentStore.open(options: storeOptions, report: printNotice)
  }

  /// Prints a store's notice as one line on standard error.
  @Sendable public static func printNotice(_ notice: StoreNotice) {
    Output.write("\(notice)\n", to: 2)
  }

  /// The discussion of `command`'s help when the tool gives its own, else `generic`.
  static func discussion(of command: String, else generic: String) -> String {
    helpDiscussion(for: command) ?? generic
  }

  /// The default help discussion: `nil` for every command, so each keeps its generic one.
  public static func helpDiscussion(for command: String) -> String? { nil }
}

/// `entry` → `an entry`, `recipe` → `a recipe`.
func withArticle(_ noun: String) -> String {
  (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
}
