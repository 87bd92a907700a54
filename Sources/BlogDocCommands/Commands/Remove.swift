import ArgumentParser
import BlogDocCore

public struct RemoveCommand<Tool: DocumentTool>: ParsableCommand {
  public init() {}

  private static var record: String { Tool.Entry.schema.recordName }
  private static var collection: String { Tool.Entry.schema.collectionName }

  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "remove",
      abstract: "Remove \(withArticle(record)) from \(withArticle(collection)), as one operation '\(Tool.name) undo' reverts.",
      discussion: Tool.discussion(of: "remove", else: ""))
  }

  @Argument(help: "The \(Self.collection) to remove the \(Self.record) from.", completion: Completions<Tool.Entry>.documents)
  var file: String

  @Option(help: "The id of the \(Self.record) to remove.", completion: Completions<Tool.Entry>.entryIDs)
  var entry: String

  @OptionGroup var change: ChangeOptions<Tool>

  public func run() throws {
    let (file, id) = (file, entry)
    try CollectionChange<Tool>(file: file, message: change.message ?? "Remove \(id)", dryRun: change.dryRun, json: change.json) { blog in
      guard blog.remove(id: id) != nil else { throw EntryChoice<Tool.Entry>.unknown(id, in: blog.current, file: file) }
    }.run()
  }
}
