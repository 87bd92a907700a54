extension FieldKind {
  /// Types an archived value by this kind.
  ///
  /// XML hands every scalar over as a string, JSON as its own types; both are accepted.
  /// A list arrives as a JSON array or as XML items (an object of string members), and
  /// an empty XML element (`<tagNames/>`) is the empty list.
  ///
  /// - Throws: ``FieldValueError`` saying what was expected and what was found.
  public func value(from archived: ArchiveValue) throws(FieldValueError) -> FieldValue {
    switch (self, archived) {
    case (.optional, .null):
      return .null
    case (.optional(let wrapped), _):
      return try wrapped.value(from: archived)
    case (.string, .string(let text)), (.text, .string(let text)):
      return .string(text)
    case (.bool, .bool(let flag)):
      return .bool(flag)
    case (.integer, .number(let literal)), (.double, .number(let literal)):
      return try _parse(literal)
    case (.list, .array(let items)):
      return .list(
        try items.map { item throws(FieldValueError) in
          guard case .string(let text) = item else {
            throw .expected(self, found: Self.describe(item))
          }
          return text
        })
    case (.list, .object(let items)):
      return .list(
        try items.map { item throws(FieldValueError) in
          guard case .string(let text) = item.value else {
            throw .expected(self, found: Self.describe(item.value))
          }
          return text
        })
    case (.list, .string("")):
      return .list([])
    case (.bool, .string(let text)), (.integer, .string(let text)),
      (.double, .string(let text)), (.date, .string(let text)), (.url, .string(let text)):
      return try _parse(text)
    default:
      throw .expected(self, found: Self.describe(archived))
    }
  }

  /// The archived form of `value`: JSON's own types where it has them, strings otherwise.
  public func archiveValue(for value: FieldValue) -> ArchiveValue {
    switch value {
    case .null: .null
    case .string(let text): .string(text)
    case .bool(let flag): .bool(flag)
    case .integer(let number): .number(String(number))
    case .double(let number): .number(Self.format(number))
    case .date(let timestamp): .string(timestamp.iso8601)
    case .url(let url): .string(url.absoluteString)
    case .list(let items): .array(items.map(ArchiveValue.string))
    }
  }

  /// How messages name an archived value: `the number 5`, `a list of 3 items`.
  package static func describe(_ value: ArchiveValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let literal): "the number \(literal)"
    case .string(let text): quoted(text)
    case .array(let items): "a list of \(items.count) item\(items.count == 1 ? "" : "s")"
    case .object(let members):
      members.isEmpty
        ? "an empty object"
        : "nested elements <\(members.map(\.key).prefix(3).joined(separator: ">, <"))>"
    }
  }
}
