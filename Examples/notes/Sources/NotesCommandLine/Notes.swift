import BlogDocCommands
import NoteModel

/// `notes new|show|edit|undo|redo|log|…`: blogdoc's command line for the `Note` model.
public struct Notes: DocumentTool {
  public typealias Entry = Note

  public static let configuration = CommandConfiguration(
    commandName: "notes",
    abstract: "Create and edit notes in XML or JSON, field by field, with an undo history.",
    discussion: StandardCommands<Notes>.exitCodes(holder: "notes"),
    version: "1.0.0",
    subcommands: StandardCommands<Notes>.all)

  public init() {}

  public static func newEntry(id: String) -> Note { Note(id: id) }
}
