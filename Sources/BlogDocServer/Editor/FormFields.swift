import BlogDocCore

/// An entry's fields as the browser editor holds them, and back as the text the command
/// line would take, so a save goes through exactly what `edit --set field=text` does.
///
/// In JSON each field is a string (its `--set` text: `2026-11-20T10:00:00Z`, `true`, empty
/// for an absent optional value), except lists, which are arrays of their items:
/// ```json
/// {"title": "Hello", "isDraft": "false", "tagNames": ["swift", "linux"]}
/// ```
package enum FormFields<M: Model> {
  /// The fields of `entry`, in schema order.
  package static func values(of entry: M) -> ArchiveObject {
    var object = ArchiveObject()
    for field in M.schema.fields {
      let value = field.value(in: entry)
      if isList(field) {
        let items: [String] = if case .list(let items) = value { items } else { [] }
        object.append(key: field.name, value: .array(items.map { .string($0) }))
      } else {
        object.append(key: field.name, value: .string(field.kind.format(value)))
      }
    }
    return object
  }

  /// The `--set` text of a field's value as the browser sent it.
  ///
  /// - Throws: ``RequestRefusal`` (400) for a value of the wrong JSON type.
  package static func text(
    of value: ArchiveValue, for field: Field<M>
  ) throws(RequestRefusal) -> String {
    switch value {
    case .string(let text) where !isList(field):
      return text
    case .array(let items) where isList(field):
      var strings: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          throw .badRequest("Each item of '\(field.name)' must be a string.")
        }
        strings.append(text)
      }
      return field.kind.format(strings.isEmpty && field.kind.isOptional ? .null : .list(strings))
    default:
      let expected = isList(field) ? "an array of strings" : "a string"
      throw .badRequest("The value of '\(field.name)' must be \(expected).")
    }
  }

  /// Whether `field` holds a list (optional or not). Public API only, so the fuzz package
  /// can compile this file (Fuzz/Sources/ServeRequestChecks).
  private static func isList(_ field: Field<M>) -> Bool {
    if case .list = field.kind.wrapped { return true }
    return false
  }
}
