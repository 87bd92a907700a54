import ArgumentParser
import BlogDocCommands
import BlogDocCore

extension BlogDoc {
  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove",
      abstract: "Remove an entry from a blog, as one operation 'blogdoc undo' reverts.",
      discussion: """
        Example:
          blogdoc remove blog.xml --entry second-post
        """)

    @Argument(help: "The blog to remove the entry from.", completion: Completions<BlogEntry>.documents)
    var file: String

    @Option(help: "The id of the entry to remove.", completion: Completions<BlogEntry>.entryIDs)
    var entry: String

    @OptionGroup var change: ChangeOptions<BlogDoc>

    func run() throws {
      let (file, id) = (file, entry)
      try BlogChange(file: file, message: change.message ?? "Remove \(id)", dryRun: change.dryRun, json: change.json) { blog in
        guard blog.remove(id: id) != nil else { throw EntryChoice.unknown(id, in: blog.current, file: file) }
      }.run()
    }
  }
}
