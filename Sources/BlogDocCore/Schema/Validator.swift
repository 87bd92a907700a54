/// A rule a model must satisfy, checked by `validate` and (later) before a transaction commits.
///
/// ```swift
/// Validator<BlogEntry> { entry in
///   entry.title.isEmpty ? [Violation(field: "title", "Title must not be empty.")] : []
/// }
/// ```
public struct Validator<M>: Sendable {
  public let check: @Sendable (M) -> [Violation]

  public init(_ check: @escaping @Sendable (M) -> [Violation]) {
    self.check = check
  }
}

/// One broken rule: which field (if any) and a sentence saying what is wrong.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  /// The field the rule is about, or `nil` for a rule about the whole model.
  public var field: String?
  public var message: String

  public init(field: String? = nil, _ message: String) {
    self.field = field
    self.message = message
  }

  public var description: String {
    field.map { "\($0): \(message)" } ?? message
  }
}
