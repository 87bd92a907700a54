import ArgumentParser
import BlogDocCore
import BlogDocInterchange
import BlogDocStore

#if canImport(Glibc)
  import Glibc
#endif

extension FrontMatterStyle: ExpressibleByArgument {}

extension BlogDoc {
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write entries as Markdown files with front matter, for Jekyll, Hugo and Zola.",
      discussion: """
        Each entry becomes YYYY-MM-DD-id.md, or id.md when it has no posted date (the \
        name Jekyll gives a draft in _drafts/): front matter with title, slug, date, lastmod, \
        summary, author, tags, categories, draft and canonical_url, plus the keys a \
        Markdown import kept, then the body. The front matter is YAML between '---' lines \
        (Jekyll, Hugo) or, with --front-matter toml, TOML between '+++' lines (Hugo, Zola; \
        TOML has no null, so a kept member that is null is left out). 'blogdoc import DIR \
        --from markdown' reads the files back to the same entries. Files of the same names \
        are replaced; no other file is touched.

        Examples:
          blogdoc export blog.xml --to markdown --dir site/_posts
          blogdoc export blog.xml --to markdown --front-matter toml --dir content/posts
        """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
      case markdown
    }

    @Argument(help: "The document to export.")
    var file: String

    @Option(help: "What to write: markdown.")
    var to: Target

    @Option(help: "The front matter's language: yaml or toml.")
    var frontMatter: FrontMatterStyle = .yaml

    @Option(help: "The directory to write into; created if missing.")
    var dir: String = "."

    @Option(help: "The id of the one entry to export, in a blog.")
    var entry: String?

    func run() throws {
      try Failure.reporting {
        let document = try DocumentFile.read(BlogEntry.self, from: file).document
        let entries = try EntryChoice.entry(named: entry, in: document, file: file).map { [$0] } ?? Array(document.entries)
        // Render every file before writing any, so a failure writes nothing.
        let files = try entries.map { entry in
          (name: MarkdownExport.fileName(for: entry), text: try MarkdownExport.text(for: entry, frontMatter: frontMatter))
        }
        try makeDirectory(dir)
        let progress = ProgressLine("Exporting entry", total: files.count)
        for (index, file) in files.enumerated() {
          try AtomicFile.write(Array(file.text.utf8), to: dir + "/" + file.name)
          progress.update(index + 1)
        }
        progress.finish()
        Output.write("Wrote \(files.count) file\(files.count == 1 ? "" : "s") to \(dir).\n")
      }
    }

    /// Creates `path` and its parents, like `mkdir -p`.
    private func makeDirectory(_ path: String) throws {
      var current = path.hasPrefix("/") ? "/" : ""
      for part in path.split(separator: "/") {
        current += (current.isEmpty || current == "/" ? "" : "/") + part
        if mkdir(current, 0o755) != 0 && errno != EEXIST {
          throw StoreError(errno == EACCES ? .permissionDenied : .cannotCreate, path: current, "Cannot create the directory: \(String(cString: strerror(errno))).")
        }
      }
    }
  }
}
