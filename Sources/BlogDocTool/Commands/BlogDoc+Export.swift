import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocBlog

/// What `export --front-matter` writes: BlogDocInterchange's `FrontMatterStyle`, whose
/// names blogdoc repeats so as not to link that module (a test holds the two lists equal).
package enum FrontMatterLanguage: String, CaseIterable, ExpressibleByArgument, Sendable {
  case yaml, toml
}

extension BlogDoc {
  package struct Export: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write entries as Markdown files with front matter, for Jekyll, Hugo and Zola.",
      discussion: """
        Each entry becomes YYYY-MM-DD-id.md, or id.md when it has no posted date (the \
        name Jekyll gives a draft in _drafts/): front matter with title, slug, date, lastmod, \
        summary, author, tags, categories, draft and canonical_url, plus the keys a \
        Markdown import kept, then the body. The front matter is YAML between '---' lines \
        (Jekyll, Hugo) or, with --front-matter toml, TOML between '+++' lines (Hugo, Zola; \
        TOML has no null, so a kept member that is null is left out). 'blogdoc import DIR \
        --from markdown' reads the files back to the same entries. A file of the same name \
        is replaced only when export wrote it and it is unchanged since; otherwise export \
        names each such file, writes nothing and exits 73, unless --force is given. No \
        other file is touched. The export is one operation in the history: 'blogdoc undo' \
        gives back every file it replaced, byte for byte, and removes the files it made.

        The directory's .blogdoc-export lists the files export wrote there. With --clean, \
        a file listed there that this export did not write again (its entry's date or id \
        changed, or the entry is gone; with --entry, only that entry's) is removed, so a \
        site does not publish a post twice; a file changed since blogdoc wrote it, or never \
        written by it, is kept.

        Examples:
          blogdoc export blog.xml --to markdown --dir site/_posts
          blogdoc export blog.xml --to markdown --front-matter toml --dir content/posts
        """)

    package enum Target: String, ExpressibleByArgument, CaseIterable {
      case markdown
    }

    @Argument(help: "The document to export.", completion: Completions<BlogEntry>.documents)
    package var file: String

    @Option(help: "What to write: markdown.")
    package var to: Target

    @Option(help: "The front matter's language: yaml or toml.")
    package var frontMatter: FrontMatterLanguage = .yaml

    @Option(help: "The directory to write into; created if missing.")
    package var dir: String = "."

    @Option(
      help: "The id of the one entry to export, in a blog.",
      completion: Completions<BlogEntry>.entryIDs)
    package var entry: String?

    @Flag(
      help: "Remove the files an earlier export wrote that this one replaces under another name.")
    package var clean = false

    @Flag(
      help:
        "Replace files export did not write, or that changed since it wrote them ('blogdoc undo' brings them back)."
    )
    package var force = false

    /// Runs in blogdoc-interchange (see ``CompanionProgram``), which links what this
    /// command needs.
    package func run() throws {
      try CompanionProgram.interchange.run()
    }
  }
}
