import ArgumentParser
import BlogDocCore

/// `TOOL remove COLLECTION --entry ID`: removes an entry from a collection document, or
/// deletes its file from a folder of one-entry documents (see ``DocumentFolder``), as one
/// journaled operation `undo` reverts.
///
/// ```
/// $ recipes remove cookbook.xml --entry soup
/// - soup (from 0)
/// ```
public struct RemoveCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  private static var record: String { Tool.Entry.schema.entryName }
  private static var collection: String { Tool.Entry.schema.collectionName }

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "remove",
      abstract:
        "Remove \(withArticle(record)) from \(withArticle(collection)), as one operation '\(Tool.name) undo' reverts.",
      discussion: Tool.discussion(
        of: "remove",
        else: """
          From a folder of one-entry documents, the \(record)'s file is deleted; its bytes are \
          kept in the history, so '\(Tool.name) undo' puts it back as it was. Of a bundle \
          (ID/index.md), only the index file is deleted: the bundle's folder and its other \
          files stay.
          """))
  }

  @Argument(
    help: "The \(Self.collection) to remove the \(Self.record) from.",
    completion: Completions<Tool.Entry>.documents)
  var file: String

  @Option(
    help: "The id of the \(Self.record) to remove.", completion: Completions<Tool.Entry>.entryIDs)
  var entry: String

  @OptionGroup var change: ChangeOptions<Tool>

  /// Removes the entry and prints the change, or reports an id the collection lacks.
  public func run() throws {
    let (file, id) = (file, entry)
    if DocumentFolder.isFolder(file) {
      return try Failure.reporting {
        try FolderChange<Tool>(folder: file, options: change, else: "Remove \(id)").remove(id)
      }
    }
    try CollectionChange<Tool>(
      file: file, message: change.message ?? "Remove \(id)", dryRun: change.dryRun,
      json: change.json
    ) { blog in
      guard blog.remove(id: id) != nil else {
        throw EntryChoice<Tool.Entry>.unknown(id, in: blog.current, file: file)
      }
    }.run()
  }
}
