/// The kind of value a field holds, which decides how it is parsed, formatted and archived.
///
/// Kinds are declared once per field in a model's ``Schema``; archivers and the
/// command line consult them instead of the model's Swift types.
public indirect enum FieldKind: Hashable, Sendable {
  /// A single line of text, such as a title.
  case string
  /// Multi-line text, such as a Markdown body. Archived like ``string``; editors and
  /// presentation treat it as a block.
  case text
  /// `true` or `false`.
  case bool
  /// A signed 64-bit integer, exact in every format.
  case integer
  /// A finite double, written in its shortest exact form.
  case double
  /// An ISO 8601 instant whose precision and UTC offset round-trip exactly.
  case date
  /// An absolute URL.
  case url
  /// An ordered list of strings, archived in XML as repeated `itemName` elements.
  case list(itemName: String)
  /// An optional value of the wrapped kind, omitted from archives when absent.
  case optional(FieldKind)
}

extension FieldKind {
  /// The kind without its optional wrapper.
  public var wrapped: FieldKind {
    if case .optional(let kind) = self { return kind.wrapped }
    return self
  }

  /// Whether the field may be absent.
  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// A short name for messages: `"ISO 8601 date"`, `"list of strings"`.
  public var displayName: String {
    switch self {
    case .string: "string"
    case .text: "text"
    case .bool: "boolean (true or false)"
    case .integer: "integer"
    case .double: "number"
    case .date: "ISO 8601 date such as 2026-11-20T10:00:00Z"
    case .url: "absolute URL"
    case .list: "list of strings"
    case .optional(let kind): "optional \(kind.displayName)"
    }
  }
}
