import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL new FILE [--set field=value…]`: creates a document holding one new entry (its id
/// from the file name, made by ``DocumentTool/newEntry(id:)``), or with `--COLLECTION` an
/// empty collection, as an operation `undo` can take back.
///
/// ```
/// $ recipes new pancakes.xml --set title=Pancakes --set servings=2
/// ```
public struct NewCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  private static var record: String { Tool.Entry.schema.entryName }
  private static var collection: String { Tool.Entry.schema.collectionName }

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "new",
      abstract:
        "Create \(withArticle("new " + record)), or an empty \(collection), in XML or JSON by the file's extension.",
      discussion: Tool.discussion(
        of: "new",
        else: """
          A new \(record) has its id taken from the file name; --set \
          fills in the rest. The creation is an operation in the history: '\(Tool.name) undo' removes the file \
          again, if nothing in it changed since (--force removes it anyway), and '\(Tool.name) \
          redo' writes it back.
          """))
  }

  @Argument(
    help: "The document to create (\(DocumentFormat.extensionList)); it must not exist.",
    completion: Completions<Tool.Entry>.documents)
  var file: String

  @Flag(
    name: .customLong(Tool.Entry.schema.collectionName),
    help: "Create an empty \(Self.collection) instead of \(withArticle(Self.record)).")
  var blog = false

  @Option(
    name: .customLong("set"), help: "Set a field of the new entry: field=value.",
    completion: Completions<Tool.Entry>.fieldAssignments)
  var sets: [String] = []

  /// Creates the file through the journal, or reports why it cannot (an existing file,
  /// a bad value, an id the file name cannot give).
  public func run() throws {
    try Failure.reporting {
      _ = try DocumentFile.format(of: file)
      guard !FileBytes.exists(file) else {
        throw StoreError(
          .cannotCreate, path: file, "Already exists; \(Tool.name) new never replaces a file.")
      }
      var document = try ModelDocument<Tool.Entry>(entries: [])
      if blog {
        guard sets.isEmpty else {
          throw UsageError(
            description:
              "A new \(Self.collection) has no fields to set; add entries to it with '\(Tool.name) add'."
          )
        }
      } else {
        var entry = Tool.newEntry(id: try id(fromFileName: file))
        for argument in sets {
          var proxy = EntryProxy(entry)
          try ArgumentValue<Tool.Entry>.parse(argument, as: "--set").apply(to: &proxy)
          entry = proxy.current
        }
        document.layout = .single
        do {
          // The transaction every edit runs in validates the entry as `edit` and `add` do.
          try document.transaction("New \(Self.record)") { try $0.append(entry) }
        } catch let error as TransactionError {
          // Every value of a new entry comes from the command line: a rule it breaks is a
          // bad argument (64), as it is for edit's --set.
          throw UsageError(description: error.description)
        }
      }
      // Made only once the document is valid, so a refused one leaves no '.blogdoc'.
      let store = try Tool.openStore(forDocumentAt: file, creating: true)
      try store.commit(
        .edit,
        message: blog ? "New \(Self.collection)" : "New \(Self.record) \(document.ids.first ?? "")",
        writes: [try FileWrite(path: file, creating: document)])
    }
  }

  /// `Hello World.xml` → `hello-world`, `Café.xml` → `cafe`. A name with a letter that has
  /// no ASCII spelling (`日本.xml`) is refused unless `--set id=` gives the id: leaving the
  /// letter out would make up a poor id (`Ünïcode 日本.xml` once became `n-code`).
  private func id(fromFileName path: String) throws -> String {
    var name = Substring(path.split(separator: "/").last ?? "")
    if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
    let made = Tool.Entry.id(fromName: String(name))
    if let letter = made.unspellable, !sets.contains(where: { $0.hasPrefix("id=") }) {
      throw UsageError(
        description:
          "\(path): Cannot make an id from the file name, as '\(letter)' has no ASCII spelling; "
          + "give one with --set id=ID (lowercase letters, digits and hyphens).")
    }
    return made.id
  }
}
