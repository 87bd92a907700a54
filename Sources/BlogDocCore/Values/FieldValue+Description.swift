extension FieldValue: CustomStringConvertible {
  /// The value as messages and diffs show it: strings quoted, lists bracketed.
  ///
  /// ```swift
  /// print(FieldValue.list(["a", "b"]), FieldValue.string("Hi"), FieldValue.null)
  /// // Prints "["a", "b"] "Hi" absent"
  /// ```
  public var description: String {
    switch self {
    case .null: "absent"
    case .string(let text): FieldKind.quoted(text)
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .double(let number): FieldKind.format(number)
    case .date(let timestamp): timestamp.iso8601
    case .url(let url): url.absoluteString
    case .list(let items): "[" + items.map(FieldKind.quoted).joined(separator: ", ") + "]"
    }
  }
}
