import ArgumentParser
import BlogDocCore
import FoundationEssentials

/// `TOOL fields`: lists the model's fields, with their kinds and an example value of
/// each (from ``DocumentTool/exampleEntry``, else made up from the kind).
///
/// ```
/// $ recipes fields
/// ```
public struct FieldsCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  private static var record: String { Tool.Entry.schema.entryName }
  private static var collection: String { Tool.Entry.schema.collectionName }

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "fields",
      abstract:
        "List the fields of \(withArticle(record)), with their kinds and an example of each.",
      discussion: """
        Every field is listed in the order documents write it, with its kind, whether every \
        \(record) must have it, and an example as 'edit', 'add' and 'new' take it with --set. \
        Lists are comma-separated (write \\, for a comma inside an item); an optional field \
        can be removed with --unset.

        field=@path takes the value from a file (@- from standard input; @@ for a value \
        that starts with @); a single line break ending the file is dropped, except for \
        multi-line text. A date may also be 2026-11-22, 2026-11-22T10:00 or now; without an \
        offset such as +01:00 it is taken in UTC, and a note says so.
        """)
  }

  /// Prints the table of fields.
  public func run() throws {
    let rows = Tool.Entry.schema.fields.map { field in
      [
        field.name, Self.kindName(field.kind), field.isRequired ? "yes" : "no",
        "--set " + Self.example(of: field),
      ]
    }
    let header = ["FIELD", "KIND", "REQUIRED", "EXAMPLE"]
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var text = ""
    for row in [header] + rows {
      let padded = row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      text += padded.joined(separator: "  ") + "\n"
    }
    Output.write(text)
  }

  /// The entry the examples come from: every field holds a value that validates.
  static func example(of field: Field<Tool.Entry>) -> String {
    var value = Tool.exampleEntry.map { field.kind.format(field.value(in: $0)) } ?? ""
    if value.isEmpty { value = fallbackExample(of: field.kind) }
    return field.name + "=" + ShellWord.quoted(value)
  }

  /// An example for a field the example entry leaves empty.
  private static func fallbackExample(of kind: FieldKind) -> String {
    switch kind.wrapped {
    case .bool: "true"
    case .integer: "42"
    case .double: "1.5"
    case .date: "2026-11-22T10:00:00Z"
    case .url: "https://example.com/"
    case .list: "a,b"
    default: "text"
    }
  }

  /// A short name of `kind`: `optional date`, `list of tags`.
  static func kindName(_ kind: FieldKind) -> String {
    switch kind {
    case .string: "string"
    case .text: "text (multi-line)"
    case .bool: "boolean"
    case .integer: "integer"
    case .double: "number"
    case .date: "date"
    case .url: "URL"
    case .list(let item): "list of " + (item.hasSuffix("y") ? item.dropLast() + "ies" : item + "s")
    case .optional(let wrapped): "optional \(kindName(wrapped))"
    }
  }
}
