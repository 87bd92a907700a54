import ArgumentParser
import BlogDocCommands
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

        The directory's .blogdoc-export lists the files export wrote there. With --clean, \
        a file listed there that this export did not write again (its entry's date or id \
        changed, or the entry is gone; with --entry, only that entry's) is removed, so a \
        site does not publish a post twice; a file changed since blogdoc wrote it, or never \
        written by it, is kept.

        Examples:
          blogdoc export blog.xml --to markdown --dir site/_posts
          blogdoc export blog.xml --to markdown --front-matter toml --dir content/posts
        """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
      case markdown
    }

    @Argument(help: "The document to export.", completion: Completions<BlogEntry>.documents)
    var file: String

    @Option(help: "What to write: markdown.")
    var to: Target

    @Option(help: "The front matter's language: yaml or toml.")
    var frontMatter: FrontMatterStyle = .yaml

    @Option(help: "The directory to write into; created if missing.")
    var dir: String = "."

    @Option(help: "The id of the one entry to export, in a blog.", completion: Completions<BlogEntry>.entryIDs)
    var entry: String?

    @Flag(help: "Remove the files an earlier export wrote that this one replaces under another name.")
    var clean = false

    func run() throws {
      try Failure.reporting {
        let document = try DocumentFile.read(BlogEntry.self, from: file).document
        let entries = try EntryChoice<BlogEntry>.entry(named: entry, in: document, file: file).map { [$0] } ?? Array(document.entries)
        // Render every file before writing any, so a failure writes nothing.
        let files = try entries.map { entry in
          (id: entry.id, name: MarkdownExport.fileName(for: entry),
           bytes: Array(try MarkdownExport.text(for: entry, frontMatter: frontMatter).utf8))
        }
        try makeDirectory(dir)
        var manifest = try ExportManifest.read(in: dir)
        let earlier = manifest.records
        let progress = ProgressLine("Exporting entry", total: files.count)
        for (index, file) in files.enumerated() {
          try AtomicFile.write(file.bytes, to: dir + "/" + file.name)
          manifest.record(ExportManifest.Record(id: file.id, name: file.name, bytes: file.bytes))
          progress.update(index + 1)
        }
        progress.finish()
        var removed: [ExportManifest.Record] = []
        if clean {
          let written = Set(files.map(\.name))
          for record in earlier where !written.contains(record.name) && (entry == nil || record.id == entry) {
            if try removeIfUnchanged(record) { removed.append(record) }
            manifest.records.removeAll { $0.name == record.name }
          }
        }
        try manifest.write(in: dir)
        Output.write("Wrote \(files.count) file\(files.count == 1 ? "" : "s") to \(dir).\n")
        for record in removed {
          Output.write("Removed \(dir)/\(record.name), an earlier export of \(record.id).\n")
        }
      }
    }

    /// Removes the file `record` names if it still holds what export wrote, and says whether
    /// it did; a changed file is kept, with a warning.
    private func removeIfUnchanged(_ record: ExportManifest.Record) throws -> Bool {
      let path = dir + "/" + record.name
      guard FileBytes.exists(path) else { return false }
      guard XXH64.hash(try FileBytes.read(path)) == record.hash else {
        Output.write("Warning: Kept \(path): it changed since blogdoc exported it.\n", to: 2)
        return false
      }
      guard unlink(path) == 0 else {
        throw StoreError(errno == EACCES ? .permissionDenied : .io, path: path, "Cannot remove it: \(String(cString: strerror(errno))).")
      }
      return true
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
