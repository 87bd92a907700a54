import BlogDocCore

/// A recipe: the model of the `recipes` tool, declared once. Field access by name,
/// validation, XML and JSON archiving, diffs, the journaled store and the whole command
/// line come from blogdoc's libraries.
public struct Recipe: Model {
  public var id = ""
  public var title = ""
  public var servings = 1
  public var ingredients: [String] = []
  public var instructions = ""
  public var isFavorite = false
  public var unknownFields = ArchiveObject()

  public init() {}

  /// A recipe with id `id` and every other field at its default.
  public init(id: String) {
    self.id = id
  }

  public static let schema = Schema<Recipe>(
    entryName: "recipe", collectionName: "cookbook", namespace: "urn:example:recipes",
    version: 1, id: \.id,
    fields: [
      Field("title", \.title),
      Field("servings", \.servings),
      .list("ingredients", \.ingredients, item: "ingredient"),
      .text("instructions", \.instructions),
      Field("isFavorite", \.isFavorite),
    ],
    validators: [
      Validator { recipe in
        recipe.servings > 0 ? [] : [Violation(field: "servings", "Servings must be at least 1.")]
      }
    ])
}
