import BlogDocCommands
import RecipeModel

/// `recipes new|show|edit|undo|redo|log|diff|validate|convert|format|init|trim`: blogdoc's
/// command line for the `Recipe` model.
@main
struct Recipes: DocumentTool {
  typealias Entry = Recipe

  static let configuration = CommandConfiguration(
    commandName: "recipes",
    abstract: "Create and edit recipes in XML or JSON, field by field, with an undo history.",
    discussion: StandardCommands<Recipes>.exitCodes(holder: "recipes"),
    version: "1.0.0",
    subcommands: StandardCommands<Recipes>.all)

  static func newEntry(id: String) -> Recipe { Recipe(id: id) }
}
