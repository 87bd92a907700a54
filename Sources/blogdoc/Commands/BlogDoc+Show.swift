import ArgumentParser
import BlogDocCore
import BlogDocPresentation
import BlogDocStore

extension BlogDoc {
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Print a document, one entry of it, or one field.",
      discussion: """
        Without --entry a blog prints one line per entry. --field prints the value alone, \
        formatted as --set reads it, for scripts: $(blogdoc show entry.xml --field title).
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json, xml
    }

    @Argument(help: "The document to print (- reads standard input).", completion: Completions.documents)
    var file: String

    @Option(help: "The id of the entry to print, in a blog.", completion: Completions.entryIDs)
    var entry: String?

    @Option(help: "Print only this field's value.", completion: Completions.fieldNames)
    var field: String?

    @Option(help: "How to print: text, json or xml.")
    var format: Format = .text

    @Flag(help: "Print as JSON (the same as --format json).")
    var json = false

    /// `--json`, or else `--format`.
    private var chosen: Format { json ? .json : format }

    func validate() throws {
      guard !json || format == .text || format == .json else {
        throw ValidationError("Please give either '--json' or '--format \(format.rawValue)', not both.")
      }
      guard field == nil || chosen != .xml else {
        throw ValidationError("Please use '--format text' or '--json' with '--field'; a field alone has no XML form.")
      }
    }

    func run() throws {
      try Failure.reporting {
        let document = try DocumentInput.read(file).decoded.document
        let selected = try EntryChoice.entry(named: entry, in: document, file: file)
        if let field {
          guard let selected else {
            throw UsageError(
              description: "Please choose an entry with '--entry <id>' to print a field of a blog.")
          }
          guard chosen == .json else {
            Output.write(try selected.formattedValue(forField: field) + "\n")
            return
          }
          let value = try selected.value(forField: field)  // Throws for an unknown field.
          let kind = BlogEntry.schema.field(named: field)!.kind
          Output.write(try kind.archiveValue(for: value).jsonText() + "\n")
          return
        }
        switch chosen {
        case .text:
          if let selected {
            Output.write(TextRenderer().render(EntryViewModel(selected, now: ReferenceTime.now)))
          } else {
            let now = ReferenceTime.now
            Output.write(TextRenderer().renderIndex(document.entries.map { EntryViewModel($0, now: now) }))
          }
        case .json, .xml:
          let shown = selected.map { ModelDocument(entry: $0) } ?? document
          let archive: any ArchiveFormat = (chosen == .json ? DocumentFormat.json : .xml).archiveFormat
          Output.write(try archive.encode(shown))
        }
      }
    }
  }
}
