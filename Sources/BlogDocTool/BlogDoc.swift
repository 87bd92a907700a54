import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocStore
import BlogDocPresentation
import BlogDocBlog
import FoundationEssentials

/// blogdoc's command line: its model, its commands, and what they say of blogs.
///
/// The program `blogdoc` runs it (`BlogDoc.main()`); its companion programs parse their
/// command lines with it (see ``CompanionProgram``).
package struct BlogDoc: DocumentTool {
  package typealias Entry = BlogEntry

  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "blogdoc",
    abstract: "Create, edit, compare, convert and validate blog documents.",
    discussion: """
      A document is one entry (<entry>, {"entry": …}) or a blog of entries (<blog>,
      {"blog": […]}), in XML or JSON, or a Markdown post with YAML or TOML front
      matter (.md, one entry), chosen by the file's extension.
      \n
      """
        + StandardCommands<BlogDoc>.exitCodes(
          holder: "blogdoc",
          unavailable:
            "the program that runs the command (blogdoc-interchange, blogdoc-serve) is\n      missing, or was built from other sources than blogdoc"
        ),
    version: "0.1.0",
    subcommands: [
      InitCommand<BlogDoc>.self, NewCommand<BlogDoc>.self, ShowCommand<BlogDoc>.self,
      EditCommand<BlogDoc>.self,
      AddCommand<BlogDoc>.self, RemoveCommand<BlogDoc>.self, FieldsCommand<BlogDoc>.self,
      UndoCommand<BlogDoc>.self, RedoCommand<BlogDoc>.self,
      LogCommand<BlogDoc>.self, DiffCommand<BlogDoc>.self, ApplyCommand<BlogDoc>.self,
      ConvertCommand<BlogDoc>.self,
      FormatCommand<BlogDoc>.self, ValidateCommand<BlogDoc>.self, Render.self, Serve.self,
      Import.self, Export.self, TrimCommand<BlogDoc>.self,
      MergeCommand<BlogDoc>.self, ResolveCommand<BlogDoc>.self, GitSetupCommand<BlogDoc>.self,
    ]
  )

  /// The format of Markdown posts: in blogdoc, ``HandedOverFormat``, which hands a call
  /// that meets a post to blogdoc-interchange; blogdoc-interchange sets its
  /// `MarkdownPostFormat` here, and blogdoc-serve `nil` (it registers the format itself),
  /// before any command runs. Set once, on the main thread, before ``formats`` is read.
  nonisolated(unsafe) package static var postFormat: (any SplicingArchiveFormat)? =
    HandedOverFormat()

  /// Markdown posts, besides XML and JSON, where the program reads them. The stand-in that
  /// hands calls over never replaces a post format the process registered itself (the
  /// server's; a test's, in a process whose other tests read posts).
  package static var formats: [any SplicingArchiveFormat] {
    guard let postFormat else { return [] }
    if postFormat is HandedOverFormat, DocumentFormat(rawValue: postFormat.name) != nil {
      return []
    }
    return [postFormat]
  }

  package static func newEntry(id: String) -> BlogEntry {
    BlogEntry(id: id, title: "", postedDate: ReferenceTime.now, isDraft: true)
  }

  package static let exampleEntry: BlogEntry? = BlogEntry(
    id: "hello-world", title: "Hello, World", summary: "A first post.", authorName: "Ada Lovelace",
    postedDate: (try? Timestamp(iso8601: "2026-11-22T10:00:00Z")) ?? .epoch,
    updatedDate: try? Timestamp(iso8601: "2026-11-23T09:30:00+01:00"),
    bodyText: "Hello from *blogdoc*.",
    tagNames: ["swift", "linux"], categoryNames: ["notes"], isDraft: false,
    permalink: URL(string: "https://example.com/hello-world"))

  package static func showText(_ entry: BlogEntry) -> String {
    TextRenderer().render(EntryViewModel(entry, now: ReferenceTime.now))
  }

  package static func showIndex(_ entries: [BlogEntry]) -> String {
    TextRenderer().renderIndex(of: entries, now: ReferenceTime.now)
  }

  /// blogdoc's help names the blog's fields in its examples.
  package static func helpDiscussion(for command: String) -> String? {
    switch command {
    case "new":
      """
      A new entry is a draft posted now, with its id taken from the file name; --set \
      fills in the rest: blogdoc new hello-world.xml --set title="Hello, World". \
      The creation is an operation in the history: 'blogdoc undo' removes the file \
      again, if nothing in it changed since (--force removes it anyway), and 'blogdoc \
      redo' writes it back.
      """
    case "edit":
      EditCommand<BlogDoc>.genericDiscussion + "\n\n" + """
        'blogdoc fields' lists every field with its kind and an example value.

        Examples:
          blogdoc edit entry.xml --set title="Hello, World" --add tagNames=swift
          blogdoc edit blog.xml --entry hello-world --set isDraft=false
          blogdoc edit a.xml b.json --set authorName=Ada --dry-run --json
        """
    case "add":
      """
      The new entry is a draft posted now, appended after the blog's last entry; --set \
      fills in its fields and must give its id, which no other entry of the blog may have. \
      The entry is validated before anything is written. 'blogdoc fields' lists the fields. \
      To a folder of one-entry files (a site's posts), the entry is added as a file of its \
      own, in the others' format and named as they are (dated, or a bundle's index file).

      Examples:
        blogdoc add blog.xml --set id=second-post --set title="Second post"
        blogdoc add posts --set id=second-post --set title="Second post"
      """
    case "remove":
      """
      From a folder of one-entry files, the entry's file is deleted (of a bundle, its index \
      file alone); undo puts it back byte for byte.

      Examples:
        blogdoc remove blog.xml --entry second-post
        blogdoc remove posts --entry second-post
      """
    case "show":
      """
      Without --entry a blog prints one line per entry. --field prints the value alone, \
      formatted as --set reads it, for scripts: $(blogdoc show entry.xml --field title).
      """
    default: nil
    }
  }
}

extension BlogDoc {
  /// blogdoc's entry point. A call of a command that runs in a companion program, or of a
  /// command on a Markdown post (see `CompanionProgram.taking(_:)`), goes there at once,
  /// unparsed: the companion parses it with these declarations, and parsing it here too
  /// would cost as much again (10 M instructions for `render`). Help, completions, every
  /// other command, and a call whose companion cannot be run are `main()`'s.
  package static func start() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let companion = CompanionProgram.taking(arguments) {
      // Returns only if the companion cannot be run; main() then parses the call and
      // says why.
      _ = companion.replaceProcess(with: arguments)
    }
    main()
  }
}
