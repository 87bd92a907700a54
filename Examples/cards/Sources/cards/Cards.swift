import BlogDocCommands
import BlogDocCore
import BookCards

/// `cards new|show|edit|undo|redo|log|diff|validate|convert|format|init|trim`: blogdoc's
/// command line for a reading list, in `.card` files as well as XML and JSON.
@main
struct Cards: DocumentTool {
  typealias Entry = Book

  static let configuration = CommandConfiguration(
    commandName: "cards",
    abstract:
      "Keep a reading list in .card, XML or JSON files, field by field, with an undo history.",
    discussion: StandardCommands<Cards>.exitCodes(holder: "cards"),
    version: "1.0.0",
    subcommands: StandardCommands<Cards>.all)

  static var formats: [any SplicingArchiveFormat] { [CardFormat()] }

  static func newEntry(id: String) -> Book { Book(id: id) }
}
