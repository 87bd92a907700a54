/// A value that does not fit its field's kind.
///
/// The description is a sentence saying what was expected and what was found; the
/// archive readers and the command line add where (file, line:column, field path).
public struct FieldValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The sentence saying what was expected and what was found.
  public var description: String

  /// Makes an error saying `description`.
  public init(_ description: String) {
    self.description = description
  }

  static func expected(_ kind: FieldKind, found: String) -> FieldValueError {
    FieldValueError("Expected \(article(kind.displayName)) \(kind.displayName), found \(found).")
  }

  package static func disallowed(_ scalar: Unicode.Scalar) -> FieldValueError {
    FieldValueError(
      "Found \(XMLCharacterRule.name(of: scalar)), a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
  }

  private static func article(_ name: String) -> String {
    name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
