/// The type an element declares with `bt:t` (`xmlns:bt="urn:blogdoc:type"`).
enum ValueType: Equatable {
  /// No `bt:t`: text only is a string, anything with child elements or attributes an object.
  case untyped
  case string, number, bool, null, array, object

  init?(attribute: String) {
    switch attribute {
    case "string": self = .string
    case "number": self = .number
    case "bool": self = .bool
    case "null": self = .null
    case "array": self = .array
    case "object": self = .object
    default: return nil
    }
  }

  /// The attribute value, for messages and the writer.
  var name: String {
    switch self {
    case .untyped: ""
    case .string: "string"
    case .number: "number"
    case .bool: "bool"
    case .null: "null"
    case .array: "array"
    case .object: "object"
    }
  }
}
