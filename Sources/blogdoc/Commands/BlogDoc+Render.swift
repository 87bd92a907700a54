import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocPresentation
import BlogDocStore

extension BlogDoc {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render an entry, or a whole blog, as one self-contained HTML page.",
      discussion: """
        The body's Markdown becomes HTML; raw HTML in a body is shown as text, links keep \
        only http, https, mailto and relative targets, and the page forbids scripts. A blog \
        gives an index followed by every entry, newest first: --no-drafts leaves the drafts \
        out, and --title names the page (else the blog's own title, else the file's name).
        """)

    @Argument(help: "The document to render (- reads standard input).", completion: Completions<BlogEntry>.documents)
    var file: String

    @Option(help: "The id of the one entry to render, in a blog.", completion: Completions<BlogEntry>.entryIDs)
    var entry: String?

    @Option(name: [.short, .customLong("output")], help: "Write the page here instead of standard output.")
    var output: String?

    @Flag(help: "Leave draft entries out of a blog's page.")
    var noDrafts = false

    @Option(help: "The title of a blog's page.")
    var title: String?

    func run() throws {
      try Failure.reporting {
        let document = try DocumentInput.read(file, as: BlogEntry.self).decoded.document
        let progress = ProgressLine("Rendering entry", total: document.count)
        let page = try RenderedPage.html(
          of: document, entry: entry, noDrafts: noDrafts, title: title, file: file, progress: progress.update)
        progress.finish()
        if let output {
          try AtomicFile.write(Array(page.utf8), to: output)
        } else {
          Output.write(page)
        }
      }
    }
  }
}
