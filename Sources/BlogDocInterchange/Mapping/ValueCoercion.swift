import BlogDocCore

/// Fits a remote value to a field's kind, where the meaning is clear: a number for a
/// text field, a lone string for a list, a date in any common form for a date field.
enum ValueCoercion {
  static func value(
    _ remote: ArchiveValue, as kind: FieldKind
  ) throws(FieldValueError) -> FieldValue {
    try kind.value(from: fitted(remote, to: kind.wrapped))
  }

  private static func fitted(_ remote: ArchiveValue, to kind: FieldKind) -> ArchiveValue {
    switch (kind, remote) {
    case (.string, .number(let literal)), (.text, .number(let literal)):
      return .string(literal)
    case (.string, .bool(let flag)), (.text, .bool(let flag)):
      return .string(flag ? "true" : "false")
    case (.list, .string(let text)):
      return .array([.string(text)])
    case (.list, .array(let items)):
      return .array(
        items.map { item in
          if case .number(let literal) = item { return .string(literal) }
          return item
        })
    case (.date, .string(let text)):
      if (try? Timestamp(iso8601: text)) != nil { return remote }
      return DateFormat.flexible.timestamp(from: text).map { .string($0.iso8601) } ?? remote
    case (.date, .number(let literal)):
      return DateFormat.unixSeconds.timestamp(from: literal).map { .string($0.iso8601) } ?? remote
    case (.bool, .string(let text)):
      switch text.trimmingWhitespace().lowercased() {
      case "true", "yes", "1": return .bool(true)
      case "false", "no", "0": return .bool(false)
      default: return remote
      }
    case (.bool, .number(let literal)):
      return literal == "0" ? .bool(false) : literal == "1" ? .bool(true) : remote
    default:
      return remote
    }
  }
}
