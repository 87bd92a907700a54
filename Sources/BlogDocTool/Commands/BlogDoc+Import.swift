import ArgumentParser
import BlogDocCommands
import BlogDocCore
import BlogDocStore

/// `import --format`: the formats a blog of many entries can be printed in, XML and JSON (a
/// Markdown post holds one entry).
extension DocumentFormat: ExpressibleByArgument {
  /// `xml` or `json`; `nil` for any other name.
  public init?(argument: String) {
    guard Self.allValueStrings.contains(argument) else { return nil }
    self.init(rawValue: argument)
  }

  /// `xml` and `json`.
  public static var allValueStrings: [String] { [DocumentFormat.xml, .json].map(\.rawValue) }
}

/// What `import --from` reads: BlogDocInterchange's `ImportFormat`, whose names blogdoc
/// repeats so as not to link that module (a test holds the two lists equal).
package enum ImportSourceFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
  case wxr, rss, atom, jsonfeed, markdown, json
}

extension BlogDoc {
  package struct Import: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
      commandName: "import",
      abstract:
        "Import entries from WordPress, RSS, Atom, JSON Feed, Markdown front matter or any JSON.",
      discussion: """
        Records become entries through a mapping: remote key paths (several candidates per \
        field) and named transformers. wxr, rss, atom, jsonfeed and markdown come with one \
        (--print-mapping shows it); json needs --mapping MAP.json. What a record holds \
        beyond the mapped paths is kept in the entry's unknown fields.

        With --into, entries are merged into that blog by id, as one operation that \
        'blogdoc undo' reverts: a record whose id the blog has updates that entry, so \
        importing twice changes nothing the second time. A missing blog is created empty \
        first. Without --into, the imported blog is printed.

        A record that cannot be imported (no usable id, an entry that breaks a rule) stops \
        the import: every such record is listed and nothing is written, unless \
        --skip-invalid imports the rest.

        Markdown front matter is YAML (---), TOML (+++), JSON (---json, or an object at \
        the top, as Hugo writes it) or @key lines (@title, @pubDate), with blank lines \
        before it allowed. A post whose front matter blogdoc cannot read (Eleventy's \
        ---js) is imported as a draft, with a warning naming its file, and the front \
        matter's text is kept in its unknown fields; --strict refuses it.

        Examples:
          blogdoc import export.xml --from wxr --into blog.xml
          blogdoc import content/posts --from markdown --into blog.json
          blogdoc import feed.atom --from atom --into blog.xml
          blogdoc import cms.json --from json --mapping cms.map.json --into blog.xml
        """)

    @Argument(
      help: "The file to import (for markdown, a file or a directory).", completion: .file())
    package var source: String?

    @Option(help: "The source's format.")
    package var from: ImportSourceFormat?

    @Option(help: "A mapping file (JSON) to use instead of the format's own.")
    package var mapping: String?

    @Option(help: "The blog to merge into (.xml or .json); created if missing.")
    package var into: String?

    @Option(help: "Without --into, the format to print (default: xml).")
    package var format: DocumentFormat?

    @Option(name: .shortAndLong, help: "Describe the import, for 'blogdoc log'.")
    package var message: String?

    @Flag(help: "Treat every warning as an error.")
    package var strict = false

    @Flag(
      help:
        "Import the valid records and report the invalid ones as warnings, instead of importing nothing."
    )
    package var skipInvalid = false

    @Flag(help: "Say what would change; write nothing.")
    package var dryRun = false

    @Flag(help: "Print the format's built-in mapping and exit.")
    package var printMapping = false

    package func validate() throws {
      guard let from else { throw ValidationError("Missing expected argument '--from <from>'.") }
      if printMapping { return }
      guard source != nil else { throw ValidationError("Missing expected argument '<source>'.") }
      if from == .json && mapping == nil {
        throw ValidationError(
          "--from json needs --mapping MAP.json to say which key paths are which fields.")
      }
    }

    /// Runs in blogdoc-interchange (see ``CompanionProgram``), which links what this
    /// command needs.
    package func run() throws {
      try CompanionProgram.interchange.run()
    }
  }
}
