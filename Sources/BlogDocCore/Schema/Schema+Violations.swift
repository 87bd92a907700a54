extension Schema {
  /// Every rule `model` breaks: first each field's kind (a one-line field holds no line
  /// break, see ``LineBreakRule``), then the ``validators``, in declaration order.
  ///
  /// Every path that checks a model runs this: a transaction, `validate`, an import, `new`.
  ///
  /// ```swift
  /// let entry = BlogEntry(id: "e", title: "Evil\npost-999")
  /// print(BlogEntry.schema.violations(of: entry))
  /// // Prints "[title: Expected one line, found a line feed (U+000A) in "Evil\\npost-999"; only text fields such as a body hold several lines.]"
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the model's one-line fields, plus the validators.
  public func violations(of model: M) -> [Violation] {
    var violations: [Violation] = []
    for field in fields where field.kind.isOneLine {
      if let violation = field.kind.lineBreakViolation(
        in: field.value(in: model), field: field.name)
      {
        violations.append(violation)
      }
    }
    for validator in validators {
      violations += validator.check(model)
    }
    return violations
  }
}
