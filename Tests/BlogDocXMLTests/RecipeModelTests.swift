import BlogDocCore
import BlogDocXML
import BlogDocJSON
import FoundationEssentials
import Testing

/// A model for another tool, declared once: the struct and its schema. Everything else
/// (field access by name, validation, XML and JSON archiving, unknown fields) comes free.
struct Recipe: Model {
  var id = ""
  var name = ""
  var servings = 1
  var minutes: Double = 0
  var ingredients: [String] = []
  var steps = ""
  var source: URL?
  var lastCooked: Timestamp?
  var isVegetarian = false
  var unknownFields = ArchiveObject()

  static let schema = Schema<Recipe>(
    entryName: "recipe", collectionName: "cookbook", namespace: "urn:example:recipes",
    version: 1, id: \.id,
    fields: [
      Field("name", \.name),
      Field("servings", \.servings),
      Field("minutes", \.minutes),
      .list("ingredients", \.ingredients, item: "ingredient"),
      .text("steps", \.steps),
      Field("source", \.source),
      Field("lastCooked", \.lastCooked),
      Field("isVegetarian", \.isVegetarian),
    ],
    validators: [
      Validator { recipe in
        recipe.servings > 0 ? [] : [Violation(field: "servings", "Servings must be at least 1.")]
      }
    ])
}

@Suite("A non-blog model gets archiving unchanged")
struct RecipeModelTests {
  let soup: Recipe = {
    var recipe = Recipe()
    recipe.id = "tomato-soup"
    recipe.name = "Tomato soup 🍅"
    recipe.servings = 4
    recipe.minutes = 35.5
    recipe.ingredients = ["tomatoes", "onion", "salt & pepper"]
    recipe.steps = "Chop.\r\nSimmer <20 min>.\nBlend."
    recipe.source = URL(string: "https://recipes.example.org/soup?x=1&y=2")
    recipe.lastCooked = try? Timestamp(iso8601: "2026-11-01T19:30:00.25+01:00")
    recipe.isVegetarian = true
    return recipe
  }()

  @Test func xmlUsesTheModelsOwnNames() throws {
    let xml = String(decoding: try XMLArchiveFormat().encode(soup), as: UTF8.self)
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <recipe xmlns="urn:example:recipes" formatVersion="1">
          <id>tomato-soup</id>
          <name>Tomato soup 🍅</name>
          <servings>4</servings>
          <minutes>35.5</minutes>
          <ingredients>
            <ingredient>tomatoes</ingredient>
            <ingredient>onion</ingredient>
            <ingredient>salt &amp; pepper</ingredient>
          </ingredients>
          <steps>Chop.&#13;
        Simmer &lt;20 min&gt;.
        Blend.</steps>
          <source>https://recipes.example.org/soup?x=1&amp;y=2</source>
          <lastCooked>2026-11-01T19:30:00.25+01:00</lastCooked>
          <isVegetarian>true</isVegetarian>
        </recipe>

        """)
  }

  @Test(arguments: [false, true])
  func roundTripsThroughBothFormats(asCollection: Bool) throws {
    var other = soup
    other.id = "bread"
    other.unknownFields = ["difficulty": .string("hard"), "rating": .number("4.50")]
    let document =
      asCollection ? try ModelDocument(entries: [soup, other]) : ModelDocument(entry: soup)
    let formats: [any ArchiveFormat] = [XMLArchiveFormat(), JSONArchiveFormat()]
    for format in formats {
      let back = try format.decode(Recipe.self, from: try format.encode(document))
      #expect(back == document)
    }
    let viaJSON = try JSONArchiveFormat().decode(
      Recipe.self, from: try JSONArchiveFormat().encode(document))
    let viaBoth = try XMLArchiveFormat().decode(
      Recipe.self, from: try XMLArchiveFormat().encode(viaJSON))
    #expect(viaBoth == document)
  }

  @Test func fieldAccessAndValidationComeFree() throws {
    var recipe = soup
    try recipe.setValue(parsing: "0", forField: "servings")
    #expect(recipe.validate() == [Violation(field: "servings", "Servings must be at least 1.")])
    #expect(throws: FieldAccessError.self) {
      try recipe.setValue(parsing: "x", forField: "serving")
    }
  }
}
