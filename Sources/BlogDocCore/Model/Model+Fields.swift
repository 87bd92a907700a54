extension Model {
  /// The value of the field named `name`.
  ///
  /// ```swift
  /// let entry = BlogEntry(id: "hello", title: "Hello")
  /// print(try entry.value(forField: "title"))
  /// // Prints ""Hello""
  /// ```
  ///
  /// - Throws: ``FieldAccessError`` if the model has no such field.
  public func value(forField name: String) throws(FieldAccessError) -> FieldValue {
    try Self._field(named: name).value(in: self)
  }

  /// Stores `value` in the field named `name`.
  ///
  /// - Throws: ``FieldAccessError`` if there is no such field or `value` does not fit it.
  public mutating func setValue(
    _ value: FieldValue, forField name: String
  )
    throws(FieldAccessError)
  {
    let field = try Self._field(named: name)
    if case .string(let text) = value, let scalar = XMLCharacterRule.firstDisallowedScalar(in: text)
    {
      throw FieldAccessError(field: name, reason: .invalidValue(.disallowed(scalar)))
    }
    do {
      try field.store(value, in: &self)
    } catch {
      throw FieldAccessError(field: name, reason: .invalidValue(error))
    }
  }

  /// Parses `text` as the command line writes it (`isDraft=false`, `tagNames=a,b`) and
  /// stores it in the field named `name`.
  ///
  /// ```swift
  /// var entry = BlogEntry(id: "hello", title: "Hello")
  /// try entry.setValue(parsing: "2026-11-20T10:00:00Z", forField: "postedDate")
  /// print(try entry.formattedValue(forField: "postedDate"))
  /// // Prints "2026-11-20T10:00:00Z"
  /// ```
  public mutating func setValue(
    parsing text: String, forField name: String
  )
    throws(FieldAccessError)
  {
    let field = try Self._field(named: name)
    do {
      try field.store(try field.kind.parse(text), in: &self)
    } catch {
      throw FieldAccessError(field: name, reason: .invalidValue(error))
    }
  }

  /// The value of the field named `name`, formatted as ``setValue(parsing:forField:)`` reads it.
  public func formattedValue(forField name: String) throws(FieldAccessError) -> String {
    let field = try Self._field(named: name)
    return field.kind.format(field.value(in: self))
  }

  /// Every rule of the schema this model breaks, in declaration order: each field's kind
  /// (no line break in a one-line field), then the validators (see ``Schema/violations(of:)``).
  public func validate() -> [Violation] {
    Self.schema.violations(of: self)
  }

  static func _field(named name: String) throws(FieldAccessError) -> Field<Self> {
    guard let field = schema.field(named: name) else {
      throw FieldAccessError(
        field: name, reason: .unknownField(suggestion: schema.suggestion(for: name)))
    }
    return field
  }
}

/// A field read or write by name that could not be done.
public struct FieldAccessError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why a field could not be read or set.
  public enum Reason: Sendable, Hashable {
    /// The schema has no field of that name; `suggestion` is the closest one, if any.
    case unknownField(suggestion: String?)
    /// The field exists, but the value does not fit its kind.
    case invalidValue(FieldValueError)
  }

  /// The field name that was asked for.
  public var field: String
  /// Why the access failed.
  public var reason: Reason

  /// A sentence naming the field and what went wrong, with a suggestion when there is one.
  public var description: String {
    switch reason {
    case .unknownField(let suggestion):
      "Unknown field '\(field)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .invalidValue(let error):
      "Invalid value for '\(field)': \(error.description.prefix(1).lowercased())\(error.description.dropFirst())"
    }
  }
}
