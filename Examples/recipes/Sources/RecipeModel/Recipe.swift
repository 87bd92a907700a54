import BlogDocMacros

/// A recipe: the model of the `recipes` tool, declared once. Field access by name,
/// validation, XML and JSON archiving, diffs, the journaled store and the whole command
/// line come from blogdoc's libraries; `@DocumentModel` writes the schema, `init()`,
/// `init(id:)` and the storage of unknown members from the properties.
@DocumentModel(
  record: "recipe", collection: "cookbook", namespace: "urn:example:recipes", version: 1)
public struct Recipe {
  @ID public var id = ""
  public var title = ""
  public var servings = 1
  @List(item: "ingredient") public var ingredients: [String] = []
  @Text public var instructions = ""
  public var isFavorite = false

  public static let validators: [Validator<Recipe>] = [
    Validator { recipe in
      recipe.servings > 0 ? [] : [Violation(field: "servings", "Servings must be at least 1.")]
    }
  ]
}
