/// A rule a model must satisfy, checked by `validate` and before a transaction commits.
///
/// ```swift
/// Validator<BlogEntry> { entry in
///   entry.title.isEmpty ? [Violation(field: "title", "Title must not be empty.")] : []
/// }
/// ```
public struct Validator<M>: Sendable {
  /// The rule: the violations a model breaks, or none.
  public let check: @Sendable (M) -> [Violation]

  /// Makes a validator from `check`, which returns the rules a model breaks.
  ///
  /// ```swift
  /// let titled = Validator<BlogEntry> { entry in
  ///   entry.title.isEmpty && !entry.isDraft
  ///     ? [Violation(field: "title", "A published entry needs a title.")] : []
  /// }
  /// ```
  public init(_ check: @escaping @Sendable (M) -> [Violation]) {
    self.check = check
  }
}

/// One broken rule: which field (if any) and a sentence saying what is wrong.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  /// The field the rule is about, or `nil` for a rule about the whole model.
  public var field: String?
  /// A sentence saying what is wrong.
  public var message: String

  /// Makes a violation of `field` (or of the whole model, when `nil`) saying `message`.
  public init(field: String? = nil, _ message: String) {
    self.field = field
    self.message = message
  }

  /// `field: message`, or the message alone when no field is named.
  public var description: String {
    field.map { "\($0): \(message)" } ?? message
  }
}
