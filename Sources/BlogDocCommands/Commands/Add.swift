import ArgumentParser
import BlogDocCore
import BlogDocTextForm

/// `TOOL add COLLECTION --set id=ID --set field=value…`: adds an entry, made by
/// ``DocumentTool/newEntry(id:)`` and filled in by `--set`, to a collection document, or as a
/// file of its own to a folder of one-entry documents (see ``DocumentFolder``), as one
/// journaled operation.
///
/// The collection is validated before anything is written; `--dry-run` prints the change and
/// writes nothing, `--json` prints it as JSON.
///
/// ```
/// $ recipes add cookbook.xml --set id=soup --set title=Soup
/// + soup (at 0)
/// ```
public struct AddCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  private static var record: String { Tool.Entry.schema.entryName }
  private static var collection: String { Tool.Entry.schema.collectionName }

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "add",
      abstract:
        "Add \(withArticle(record)) to \(withArticle(collection)), as one operation '\(Tool.name) undo' reverts.",
      discussion: Tool.discussion(
        of: "add",
        else: """
          The new \(record) is appended after the last one; --set fills in its fields and must \
          give its id, which no other \(record) of the \(collection) may have. It is validated \
          before anything is written. '\(Tool.name) fields' lists the fields.

          To a folder of one-entry documents, the \(record) is added as a file of its own, in \
          the format most of its files have and named as they are: ID.xml, YYYY-MM-DD-ID.md \
          when they are dated (by the \(record)'s date), ID/index.md when they are bundles.
          """))
  }

  @Argument(
    help: "The \(Self.collection) to add the \(Self.record) to.",
    completion: Completions<Tool.Entry>.documents)
  var file: String

  @Option(
    name: .customLong("set"),
    help: "Set a field of the new \(Self.record): field=value (lists: a,b).",
    completion: Completions<Tool.Entry>.fieldAssignments)
  var sets: [String] = []

  @OptionGroup var change: ChangeOptions<Tool>

  /// Adds the entry, or prints every bad value and exits 64 (65 for a document that
  /// breaks a rule).
  public func run() throws {
    var problems: [FieldEditError] = []
    var edits: [FieldEdit<Tool.Entry>] = []
    for argument in sets {
      do {
        edits.append(try ArgumentValue<Tool.Entry>.parse(argument, as: "--set"))
      } catch {
        problems.append(error)
      }
    }
    let idName = Tool.Entry.schema.idField.name
    let id = edits.last { $0.field == idName }.flatMap { edit -> String? in
      guard case .set(.string(let id)) = edit.operation else { return nil }
      return id
    }
    if id == nil && problems.isEmpty {
      problems.append(
        FieldEditError(
          "Please give the new \(Self.record)'s id with '--set \(idName)=…'.", exitCode: 64))
    }
    guard problems.isEmpty, let id else {
      for problem in problems { Failure.printError(problem.description) }
      throw ExitCode(problems[0].exitCode)
    }
    var entry = Tool.newEntry(id: id)
    for edit in edits {
      var proxy = EntryProxy(entry)
      try edit.apply(to: &proxy)
      entry = proxy.current
    }
    let file = file
    if DocumentFolder.isFolder(file) {
      return try Failure.reporting {
        try FolderChange<Tool>(folder: file, options: change, else: "Add \(id)").add(entry)
      }
    }
    try CollectionChange<Tool>(
      file: file, message: change.message ?? "Add \(id)", dryRun: change.dryRun, json: change.json
    ) { blog in
      guard !blog.current.contains(id: id) else {
        throw FieldEditError(
          "'\(file)' already has \(withArticle(Self.record)) '\(id)'; give the new \(Self.record) another id.",
          exitCode: 65)
      }
      try blog.append(entry)
    }.run()
  }
}
