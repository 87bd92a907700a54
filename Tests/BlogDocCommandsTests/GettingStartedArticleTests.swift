// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCommands
import BlogDocCore
import BlogDocMacros
import BlogDocStore
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

// The article's model and root command, verbatim (the root command without its `@main`,
// which a test target cannot have): the same lines as Examples/recipes, so the article
// shows the real second tool and this target compiles what it shows.

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

/// `recipes new|show|edit|undo|redo|log|diff|validate|convert|init|trim`: blogdoc's
/// command line for the `Recipe` model.
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

/// The same tool with every hook of the article given.
struct Cookbook: DocumentTool {
  typealias Entry = Recipe

  static let configuration = CommandConfiguration(
    commandName: "cookbook", subcommands: StandardCommands<Cookbook>.all)

  static func newEntry(id: String) -> Recipe {
    var recipe = Recipe(id: id)
    recipe.title = id.split(separator: "-").map(\.capitalized).joined(separator: " ")
    return recipe
  }

  static func showText(_ recipe: Recipe) -> String {
    "\(recipe.title) (serves \(recipe.servings))\n" + recipe.ingredients.map { "- \($0)\n" }.joined()
  }

  static func showIndex(_ recipes: [Recipe]) -> String {
    recipes.map { "\($0.id)\t\($0.title)\n" }.joined()
  }

  static var exampleEntry: Recipe? {
    var pancakes = Recipe(id: "pancakes")
    pancakes.ingredients = ["flour", "eggs", "milk"]
    return pancakes
  }

  static func helpDiscussion(for command: String) -> String? {
    guard command == "new" else { return nil }
    return "Example: cookbook new lemon-tart.xml --set servings=6"
  }

  static var models: DocumentModels { DocumentModels(Recipe.self, BlogEntry.self) }
}

/// An error of the tool's own, with its exit code.
struct UnknownUnit: Error, ExitCodeProviding, CustomStringConvertible {
  var unit: String
  var exitCode: Int32 { 65 }
  var description: String { "Unknown unit '\(unit)'; use g, ml or pieces." }
}

/// The code of Sources/BlogDocCommands/Documentation.docc/GettingStarted.md: every block is
/// in this file (the root command without `@main`), and the model and root command are
/// also, verbatim, the files of Examples/recipes.
@Suite("A command line for your model (BlogDocCommands' getting-started article)")
struct CommandsGettingStartedArticleTests {
  static let here = URL(filePath: #filePath).deletingLastPathComponent()
  static let article = here.appending(path: "../../Sources/BlogDocCommands/Documentation.docc/GettingStarted.md").path
  static let example = here.appending(path: "../../Examples/recipes/Sources")

  @Test func everyCodeBlockOfTheArticleIsHereWithoutItsMainAttribute() throws {
    let markdown = try String(contentsOfFile: Self.article, encoding: .utf8)
    let blocks = ArticleCode.swiftBlocks(in: markdown)
    #expect(blocks.count == 4)
    // The same blocks, without the `@main` line, in a Markdown file of their own.
    let withoutMain = blocks.map { block in
      "```swift\n" + block.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0 != "@main" }.joined(separator: "\n") + "\n```\n"
    }
    let copy = FileManager.default.temporaryDirectory.appending(path: "commands-article-\(UUID().uuidString).md")
    try Array(withoutMain.joined(separator: "\n").utf8).withUnsafeBytes { try Data($0).write(to: copy) }
    defer { try? FileManager.default.removeItem(at: copy) }
    #expect(try ArticleCode.blocks(ofArticle: copy.path, missingFrom: #filePath) == [])
  }

  @Test func theModelAndTheRootCommandAreExamplesRecipes() throws {
    let blocks = ArticleCode.swiftBlocks(in: try String(contentsOfFile: Self.article, encoding: .utf8))
    let model = Self.example.appending(path: "RecipeModel/Recipe.swift").path
    let root = Self.example.appending(path: "recipes/Recipes.swift").path
    let inModel = try ArticleCode.blocks(ofArticle: Self.article, missingFrom: model)
    let inRoot = try ArticleCode.blocks(ofArticle: Self.article, missingFrom: root)
    #expect(!inModel.contains(blocks[0]), "The article's model is not Examples/recipes' Recipe.swift.")
    #expect(!inRoot.contains(blocks[1]), "The article's root command is not Examples/recipes' Recipes.swift.")
  }

  @Test func theToolGetsTheStandardCommands() throws {
    #expect(Recipes.name == "recipes")
    #expect(
      Recipes.commandNames == [
        "init", "new", "show", "edit", "add", "remove", "fields", "undo", "redo", "log", "diff", "apply", "convert",
        "format", "validate", "trim", "merge", "resolve", "git-setup", "help",
      ])
    #expect(Recipes.storeOptions.toolName == "recipes")
    #expect(Recipes.storeOptions.models.references == [ModelReference(name: "recipe", version: 1)])
    let command = try Recipes.parseAsRoot(["edit", "r.xml", "--set", "servings=4", "--dry-run"])
    #expect(command is EditCommand<Recipes>)
    #expect(Recipes.unknownCommand(in: ["eidt", "r.xml"]) == "eidt")
  }

  @Test func theHooksShapeShowFieldsAndHelp() throws {
    var pancakes = Cookbook.newEntry(id: "buttermilk-pancakes")
    pancakes.servings = 4
    pancakes.ingredients = ["flour", "buttermilk"]
    #expect(Cookbook.showText(pancakes) == "Buttermilk Pancakes (serves 4)\n- flour\n- buttermilk\n")
    #expect(Cookbook.showIndex([pancakes]) == "buttermilk-pancakes\tButtermilk Pancakes\n")
    #expect(Recipes.showText(Recipe(id: "soup")).hasPrefix("id: soup\ntitle:\nservings: 1\n"))
    #expect(Recipes.showIndex([Recipe(id: "soup"), Recipe(id: "tart")]) == "soup\ntart\n")
    #expect(Cookbook.exampleEntry?.ingredients == ["flour", "eggs", "milk"])
    #expect(Recipes.exampleEntry == nil)
    #expect(Cookbook.models.references.map(\.description) == ["recipe v1", "entry v2"])
    let help = Cookbook.helpMessage(for: NewCommand<Cookbook>.self, columns: 200)
    #expect(help.contains("Example: cookbook new lemon-tart.xml --set servings=6"))
    #expect(Cookbook.helpDiscussion(for: "edit") == nil)
  }

  @Test func errorsExitWithTheirSysexitsCodes() {
    #expect(Failure.exitCode(for: UnknownUnit(unit: "pinch")) == 65)
    #expect(Failure.exitCode(for: StoreError(.lockBusy, path: ".blogdoc/lock", "Busy.")) == 75)
    #expect(Failure.exitCode(for: UsageError(description: "Please give a file.")) == 64)
    #expect(Failure.exitCode(for: RequestError("No operation 9.")) == 64)
    #expect(Failure.exitCode(for: StoreError(.notFound, path: "r.xml", "No such file.")) == 66)
    #expect(StandardCommands<Recipes>.exitCodes(holder: "recipes").contains("75  another recipes holds the workspace lock; try again"))
  }
}
