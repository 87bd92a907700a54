import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL show FILE [--entry ID] [--field NAME] [--format text|json|xml]`: prints a document,
/// one entry, or one field's value.
///
/// The text form is the tool's: ``DocumentTool/showText(_:)`` for an entry,
/// ``DocumentTool/showIndex(_:)`` for a collection.
///
/// ```
/// $ recipes show r.xml --field servings
/// 4
/// ```
public struct ShowCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "show",
      abstract: "Print a document, one entry of it, or one field.",
      discussion: Tool.discussion(
        of: "show",
        else: """
          Without --entry a \(Tool.Entry.schema.collectionName) prints one line per entry. --field prints the value alone, \
          formatted as --set reads it, for scripts.
          """))
  }

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, xml
  }

  @Argument(
    help: "The document to print (- reads standard input).",
    completion: Completions<Tool.Entry>.documents)
  var file: String

  @Option(
    help: "The id of the entry to print, in a blog.", completion: Completions<Tool.Entry>.entryIDs)
  var entry: String?

  @Option(help: "Print only this field's value.", completion: Completions<Tool.Entry>.fieldNames)
  var field: String?

  @Option(help: "How to print: text, json or xml.")
  var format: Format = .text

  @Flag(help: "Print as JSON (the same as --format json).")
  var json = false

  /// `--json`, or else `--format`.
  private var chosen: Format { json ? .json : format }

  /// Refuses `--json` with another `--format`, and `--field` with XML (exit 64).
  public func validate() throws {
    guard !json || format == .text || format == .json else {
      throw ValidationError(
        "Please give either '--json' or '--format \(format.rawValue)', not both.")
    }
    guard field == nil || chosen != .xml else {
      throw ValidationError(
        "Please use '--format text' or '--json' with '--field'; a field alone has no XML form.")
    }
  }

  /// Prints what was asked for, or reports why the document cannot be read.
  public func run() throws {
    try Failure.reporting {
      let document: ModelDocument<Tool.Entry>
      do {
        // One entry of an XML blog is read alone (the others are not built); anything
        // that read cannot do, errors included, the whole read does and says.
        if let entry,
          let read = DocumentFile.readEntryForEditing(Tool.Entry.self, from: file, entry: entry)
        {
          document = read.decoded.document
        } else {
          document = try DocumentInput.read(file, as: Tool.Entry.self).decoded.document
        }
      } catch {
        if ConflictReport<Tool.Entry>.printIfConflicted(file, tool: Tool.name) {
          throw ExitCode(65)
        }
        throw error
      }
      let selected = try EntryChoice<Tool.Entry>.entry(named: entry, in: document, file: file)
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
        let kind = Tool.Entry.schema.field(named: field)!.kind
        Output.write(try kind.archiveValue(for: value).jsonText() + "\n")
        return
      }
      switch chosen {
      case .text:
        if let selected {
          Output.write(Tool.showText(selected))
        } else {
          Output.write(Tool.showIndex(Array(document.entries)))
        }
      case .json, .xml:
        let shown = selected.map { ModelDocument(entry: $0) } ?? document
        let archive: any ArchiveFormat = (chosen == .json ? DocumentFormat.json : .xml)
          .archiveFormat
        Output.write(try archive.encode(shown))
      }
    }
  }
}
