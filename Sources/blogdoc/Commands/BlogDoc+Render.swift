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
        var document = try DocumentInput.read(file, as: BlogEntry.self).decoded.document
        let now = ReferenceTime.now
        let renderer = HTMLRenderer()
        let page: String
        if let found = try EntryChoice<BlogEntry>.entry(named: entry, in: document, file: file) {
          guard title == nil else {
            throw UsageError(description: "--title names a blog's page; an entry's page has the entry's title.")
          }
          guard !(noDrafts && found.isDraft) else {
            throw UsageError(description: "Entry '\(found.id)' is a draft, and --no-drafts leaves drafts out.")
          }
          page = renderer.page(for: EntryViewModel(found, now: now))
        } else {
          if noDrafts {
            for draft in document.entries where draft.isDraft { document.remove(id: draft.id) }
          }
          let progress = ProgressLine("Rendering entry", total: document.count)
          page = renderer.page(
            for: BlogViewModel(document, title: title ?? Self.title(of: document, file: file), now: now),
            progress: progress.update)
          progress.finish()
        }
        if let output {
          try AtomicFile.write(Array(page.utf8), to: output)
        } else {
          Output.write(page)
        }
      }
    }

    /// The blog's own `title` member when it has one, else the file's name.
    private static func title(of document: BlogDocument, file: String) -> String {
      if case .string(let title)? = document.unknownFields["title"], !title.isEmpty { return title }
      let name = file.split(separator: "/").last.map(String.init) ?? file
      return name.split(separator: ".").dropLast().joined(separator: ".")
    }
  }
}
