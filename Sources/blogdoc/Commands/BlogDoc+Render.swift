import ArgumentParser
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
        gives an index followed by every entry, newest first.
        """)

    @Argument(help: "The document to render (- reads standard input).")
    var file: String

    @Option(help: "The id of the one entry to render, in a blog.")
    var entry: String?

    @Option(name: [.short, .customLong("output")], help: "Write the page here instead of standard output.")
    var output: String?

    func run() throws {
      try Failure.reporting {
        let document = try DocumentInput.read(file).decoded.document
        let now = ReferenceTime.now
        let renderer = HTMLRenderer()
        let page: String
        if let found = try EntryChoice.entry(named: entry, in: document, file: file) {
          page = renderer.page(for: EntryViewModel(found, now: now))
        } else {
          let progress = ProgressLine("Rendering entry", total: document.count)
          page = renderer.page(for: BlogViewModel(document, title: title(of: document), now: now), progress: progress.update)
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
    private func title(of document: BlogDocument) -> String {
      if case .string(let title)? = document.unknownFields["title"], !title.isEmpty { return title }
      let name = file.split(separator: "/").last.map(String.init) ?? file
      return name.split(separator: ".").dropLast().joined(separator: ".")
    }
  }
}
