import ArgumentParser
import BlogDocCommands
import BlogDocCore
import FoundationEssentials

extension BlogDoc {
  struct Fields: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "fields",
      abstract: "List the fields of an entry, with their kinds and an example of each.",
      discussion: """
        Every field is listed in the order documents write it, with its kind, whether every \
        entry must have it, and an example as 'edit', 'add' and 'new' take it with --set. \
        Lists are comma-separated (write \\, for a comma inside an item); an optional field \
        can be removed with --unset.

        field=@path takes the value from a file (@- from standard input; @@ for a value \
        that starts with @); a single line break ending the file is dropped, except for \
        multi-line text. A date may also be 2026-11-22, 2026-11-22T10:00 or now; without an \
        offset such as +01:00 it is taken in UTC, and a note says so.
        """)

    func run() throws {
      let rows = BlogEntry.schema.fields.map { field in
        [field.name, Self.kindName(field.kind), field.isRequired ? "yes" : "no", "--set " + Self.example(of: field)]
      }
      let header = ["FIELD", "KIND", "REQUIRED", "EXAMPLE"]
      var widths = header.map(\.count)
      for row in rows {
        for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
      }
      var text = ""
      for row in [header] + rows {
        let padded = row.enumerated().map { column, cell in
          column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
        }
        text += padded.joined(separator: "  ") + "\n"
      }
      Output.write(text)
    }

    /// The entry the examples come from: every field holds a value that validates.
    static let exampleEntry = BlogEntry(
      id: "hello-world", title: "Hello, World", summary: "A first post.", authorName: "Ada Lovelace",
      postedDate: (try? Timestamp(iso8601: "2026-11-22T10:00:00Z")) ?? .epoch,
      updatedDate: try? Timestamp(iso8601: "2026-11-23T09:30:00+01:00"), bodyText: "Hello from *blogdoc*.",
      tagNames: ["swift", "linux"], categoryNames: ["notes"], isDraft: false,
      permalink: URL(string: "https://example.com/hello-world"))

    /// `field=value` as `--set` reads it, quoted for a POSIX shell where needed.
    static func example(of field: Field<BlogEntry>) -> String {
      var value = field.kind.format(field.value(in: exampleEntry))
      if value.isEmpty { value = fallbackExample(of: field.kind) }
      return field.name + "=" + shellQuoted(value)
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

    /// `text` as one shell word: bare when it holds only safe characters, else in double quotes.
    static func shellQuoted(_ text: String) -> String {
      let safe = text.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:,+@%=".unicodeScalars.contains(scalar)
      }
      guard !safe else { return text }
      var quoted = "\""
      for character in text {
        if "\"\\$`".contains(character) { quoted.append("\\") }
        quoted.append(character)
      }
      return quoted + "\""
    }
  }
}
