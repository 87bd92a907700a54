import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocBlog

extension BlogDoc {
  package struct Render: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render an entry, or a whole blog, as one self-contained HTML page.",
      discussion: """
        The body's Markdown becomes HTML; raw HTML in a body is shown as text, links keep \
        only http, https, mailto and relative targets, and the page forbids scripts. A blog \
        gives an index followed by every entry, newest first: --no-drafts leaves the drafts \
        out, and --title names the page (else the blog's own title, else the file's name).
        """)

    @Argument(
      help: "The document to render (- reads standard input).",
      completion: Completions<BlogEntry>.documents)
    package var file: String

    @Option(
      help: "The id of the one entry to render, in a blog.",
      completion: Completions<BlogEntry>.entryIDs)
    package var entry: String?

    @Option(
      name: [.short, .customLong("output")], help: "Write the page here instead of standard output."
    )
    package var output: String?

    @Flag(help: "Leave draft entries out of a blog's page.")
    package var noDrafts = false

    @Option(help: "The title of a blog's page.")
    package var title: String?

    /// Runs in blogdoc-interchange (see ``CompanionProgram``), which links what this
    /// command needs.
    package func run() throws {
      try CompanionProgram.interchange.run()
    }
  }
}
