import BlogDocCore
import BlogDocJSON
import Yams

/// Converts between YAML nodes (Yams) and `ArchiveValue`s.
///
/// Scalars keep their text: a YAML timestamp stays the string it was written as, so the
/// date transformer reads it with its offset and precision; integers and floats become
/// number literals, `true`/`false` booleans, `null` and `~` null.
enum YAMLValues {
  /// The most values one front matter may expand to; aliases can multiply a small text
  /// into billions of values ("billion laughs"), which this bound refuses.
  static let maxValues = 100_000

  struct TooManyValues: Error {}

  static func value(of node: Node) throws(TooManyValues) -> ArchiveValue {
    var budget = maxValues
    return try value(of: node, budget: &budget)
  }

  private static func value(of node: Node, budget: inout Int) throws(TooManyValues) -> ArchiveValue
  {
    budget -= 1
    guard budget >= 0 else { throw TooManyValues() }
    switch node {
    case .scalar(let scalar):
      switch Tag.Name(rawValue: node.tag.rawValue) {
      case .null: return .null
      case .bool:
        return Bool.construct(from: scalar).map(ArchiveValue.bool) ?? .string(scalar.string)
      case .int, .float:
        let text = scalar.string
        return isJSONNumber(text) ? .number(text) : .string(text)
      default: return .string(scalar.string)
      }
    case .mapping(let mapping):
      var object = ArchiveObject()
      for (key, value) in mapping {
        let name = key.scalar?.string ?? ""
        object.append(key: name, value: try self.value(of: value, budget: &budget))
      }
      return .object(object)
    case .sequence(let sequence):
      var items: [ArchiveValue] = []
      for item in sequence { items.append(try value(of: item, budget: &budget)) }
      return .array(items)
    case .alias:
      return .null  // Yams resolves aliases while composing; none is left here.
    }
  }

  /// A YAML node for `value`, written the way YAML reads it back as the same value.
  static func node(for value: ArchiveValue) -> Node {
    switch value {
    case .null: return Node("null", .init(.null))
    case .bool(let flag): return Node(flag ? "true" : "false", .init(.bool))
    case .number(let literal):
      return Node(literal, .init(literal.contains(where: { ".eE".contains($0) }) ? .float : .int))
    case .string(let text): return string(text)
    case .array(let items): return Node(items.map(node(for:)))
    case .object(let object): return Node(object.map { (string($0.key), node(for: $0.value)) })
    }
  }

  /// A string node that reads back as exactly `text` (but for a leading U+FEFF, which
  /// Yams drops when it decodes a scalar).
  ///
  /// libyaml writes a line break of another kind (CR, NEL, U+2028, U+2029), a byte-order
  /// mark or a control character raw in plain and single-quoted scalars, where reading
  /// folds or drops it; double quotes escape every one of them.
  static func string(_ text: String) -> Node {
    let needsEscapes = text.unicodeScalars.contains { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}" || scalar == "\u{FEFF}"
    }
    if needsEscapes { return .scalar(Node.Scalar(text, .init(.str), .doubleQuoted)) }
    // Plain `Yes`, `true`, `~` or `12` would read back as another type: quote those.
    let readsAsText = Node(text).tag == Tag(.str)
    return .scalar(Node.Scalar(text, .init(.str), readsAsText ? .any : .singleQuoted))
  }

  /// Whether YAML's number text is also a JSON number literal (not `0x1F`, `.inf`, `1_000`).
  private static func isJSONNumber(_ text: String) -> Bool {
    (try? JSONValueReader.parse(text)).map {
      if case .number = $0 { return true } else { return false }
    } ?? false
  }
}
