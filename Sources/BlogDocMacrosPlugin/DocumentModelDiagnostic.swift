import SwiftDiagnostics

/// A mistake in a `@DocumentModel` declaration, as the compiler shows it in the user's code.
struct DocumentModelDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  var severity: DiagnosticSeverity { .error }

  private init(_ id: String, _ message: String) {
    self.message = message
    diagnosticID = MessageID(domain: "BlogDocMacros", id: id)
  }

  /// The kinds a field can have, as every message about a type lists them.
  static let fieldKinds =
    "a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable"

  static func notAStruct(_ keyword: String, _ name: String) -> Self {
    Self(
      "notAStruct", "@DocumentModel declares a struct; '\(name)' is \(article(keyword)) \(keyword)."
    )
  }

  static func noID(_ model: String) -> Self {
    Self(
      "noID",
      "'\(model)' has no id; mark the String property that identifies a record with @ID.")
  }

  static func secondID(_ model: String, first: String, second: String) -> Self {
    Self(
      "secondID",
      "'\(model)' marks both '\(first)' and '\(second)' with @ID; a record has one id.")
  }

  static func idNotString(_ name: String, type: String) -> Self {
    Self(
      "idNotString",
      "The id '\(name)' is of type '\(type)'; an id is a String, marked with @ID.")
  }

  static func notAFieldKind(_ name: String, problem: String) -> Self {
    Self(
      "notAFieldKind",
      "'\(name)' is \(problem), which no field can hold; \(fieldKinds). Mark a property that is not a field with @Transient."
    )
  }

  static func textNotString(_ name: String, type: String) -> Self {
    Self("textNotString", "@Text marks a String property; '\(name)' is of type '\(type)'.")
  }

  static func listNotStrings(_ name: String, type: String) -> Self {
    Self("listNotStrings", "@List marks a [String] property; '\(name)' is of type '\(type)'.")
  }

  static func twoKinds(_ name: String) -> Self {
    Self("twoKinds", "'\(name)' is marked both @Text and @List; a field has one kind.")
  }

  static func fieldOnID(_ name: String) -> Self {
    Self(
      "fieldOnID",
      "The id '\(name)' takes no @Field, @Text or @List; give its archive name as @ID(\"…\").")
  }

  static func sameArchiveName(_ name: String, as other: String, archiveName: String) -> Self {
    Self(
      "sameArchiveName",
      "'\(other)' and '\(name)' are both archived as '\(archiveName)'; give one of them another name with @Field(\"…\")."
    )
  }

  static func noDefault(_ name: String) -> Self {
    Self(
      "noDefault",
      "'\(name)' has no default value; init() makes a model with every property at its default."
    )
  }

  static func letField(_ name: String) -> Self {
    Self(
      "letField",
      "'\(name)' is a let, but a field must be a var, since edits write it; mark a constant that is not a field with @Transient."
    )
  }

  private static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
