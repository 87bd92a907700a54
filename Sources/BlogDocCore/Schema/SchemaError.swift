/// A model's schema declaration is wrong: every read of its documents throws this, and
/// the command line prints it as one line and exits 70, since the tool itself is broken.
///
/// ```swift
/// do { try Contact.schema.check() } catch { print(error) }
/// // Prints "Contact's schema declares the field 'email' twice."
/// ```
public struct SchemaError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The model type's name.
  public var model: String
  /// Each mistake, as a sentence naming the model and the field.
  public var problems: [String]

  /// Makes an error listing `problems` of the schema of `model`.
  public init(model: String, problems: [String]) {
    self.model = model
    self.problems = problems
  }

  /// The problems, one sentence after another on one line.
  public var description: String {
    problems.joined(separator: " ")
  }
}
