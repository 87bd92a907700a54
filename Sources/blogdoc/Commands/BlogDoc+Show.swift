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

    @Argument(help: "The document to print.")
    var file: String

    @Option(help: "The id of the entry to print, in a blog.")
    var entry: String?

    @Option(help: "Print only this field's value.")
    var field: String?

    @Option(help: "How to print: text, json or xml.")
    var format: Format = .text

    @Flag(help: "Print as JSON (the same as --format json).")
    var json = false

    func run() throws {
      try Failure.reporting {
        let document = try DocumentFile.read(BlogEntry.self, from: file).document
        let selected = try EntryChoice.entry(named: entry, in: document, file: file)
        if let field {
          guard let selected else {
            throw UsageError(
              description: "Please choose an entry with '--entry <id>' to print a field of a blog.")
          }
          Output.write(try selected.formattedValue(forField: field) + "\n")
          return
        }
        let chosen = json ? Format.json : format
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
