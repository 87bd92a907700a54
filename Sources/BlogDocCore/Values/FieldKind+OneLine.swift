extension FieldKind {
  /// Whether the field holds one line: a string (not `.text`), a URL, or a list's items.
  public var isOneLine: Bool {
    switch self {
    case .string, .url, .list: true
    case .optional(let wrapped): wrapped.isOneLine
    case .text, .bool, .integer, .double, .date: false
    }
  }

  /// The first line break in `value` when the field is one line, with the text it is in
  /// (the item, for a list); `nil` when there is none or the field may hold several lines.
  ///
  /// - Complexity: O(*n*) in the value's UTF-8 length.
  public func lineBreak(in value: FieldValue) -> (scalar: Unicode.Scalar, text: String)? {
    guard isOneLine else { return nil }
    switch value {
    case .string(let text):
      return LineBreakRule.firstLineBreak(in: text).map { ($0, text) }
    case .url(let url):
      let text = url.absoluteString
      return LineBreakRule.firstLineBreak(in: text).map { ($0, text) }
    case .list(let items):
      for item in items {
        if let scalar = LineBreakRule.firstLineBreak(in: item) { return (scalar, item) }
      }
      return nil
    case .null, .bool, .integer, .double, .date:
      return nil
    }
  }
}

extension FieldKind {
  /// The violation of a one-line field named `name` whose value holds a line break, or
  /// `nil`: the rule ``Schema/violations(of:)`` checks first, for a value in hand.
  package func lineBreakViolation(in value: FieldValue, field name: String) -> Violation? {
    lineBreak(in: value).map { scalar, text in
      Violation(field: name, FieldValueError.lineBreak(scalar, in: text).description)
    }
  }
}

extension FieldValueError {
  /// A line break in a one-line field.
  static func lineBreak(_ scalar: Unicode.Scalar, in text: String) -> FieldValueError {
    FieldValueError(
      "Expected one line, found \(LineBreakRule.describe(scalar)) in \(FieldKind.quoted(text)); only text fields such as a body hold several lines."
    )
  }
}
