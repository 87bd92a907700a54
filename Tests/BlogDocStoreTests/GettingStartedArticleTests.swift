// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocStore
import BlogDocTestSupport
import FoundationEssentials
import Synchronization
import Testing

/// The code of Sources/BlogDocStore/Documentation.docc/GettingStarted.md, verbatim, run in
/// order in a temporary directory; `print` is captured so the test checks what the article
/// says it prints.
@Suite("The journaled store (BlogDocStore's getting-started article)")
struct StoreGettingStartedArticleTests {
  struct Recipe: Model {
    var id = ""
    var title = ""
    var servings = 1
    var ingredients: [String] = []
    var unknownFields = ArchiveObject()

    static let schema = Schema<Recipe>(
      entryName: "recipe", collectionName: "cookbook", version: 1, id: \.id,
      fields: [
        Field("title", \.title),
        Field("servings", \.servings),
        .list("ingredients", \.ingredients, item: "ingredient"),
      ],
      validators: [
        Validator { recipe in
          recipe.servings > 0 ? [] : [Violation(field: "servings", "Servings must be at least 1.")]
        }
      ])
  }

  @Test func everyCodeBlockOfTheArticleIsHere() throws {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/BlogDocStore/Documentation.docc/GettingStarted.md").path
    #expect(try ArticleCode.blocks(ofArticle: article, missingFrom: #filePath) == [])
  }

  @Test func theArticleRunsAsWritten() throws {
    // Sendable, as the store's notices may be printed from its report closure.
    let lines = PrintedLines()
    @Sendable func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
    let directory = TemporaryDirectory()
    let pancakes = directory("pancakes.xml")
    let soup = directory("soup.json")
    var first = Recipe()
    first.id = "pancakes"
    first.title = "Pancakes"
    first.servings = 2
    try DocumentFile.write(ModelDocument(entry: first), to: pancakes)
    var second = Recipe()
    second.id = "soup"
    second.title = "Soup"
    try DocumentFile.write(ModelDocument(entry: second), to: soup)

    let kitchen = directory.path
    let shown = Workspace(root: kitchen).displayPath(of: "pancakes.xml")

    _ = try Workspace.create(in: kitchen)  // `.blogdoc/`, as `git init` makes `.git/`
    let options = StoreOptions(toolName: "recipes", models: DocumentModels(Recipe.self))
    var store = try DocumentStore.open(forDocumentAt: pancakes, creating: false, options: options) { notice in
      print(notice)
    }

    try store.edit(Recipe.self, files: [pancakes], message: "Serve four") { proxy, _ in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    try store.edit(Recipe.self, files: [pancakes, soup], message: "Salt everything") { proxy, _ in
      let id = proxy.current.ids.first!
      try proxy.update(id: id) { $0.ingredients.append("salt") }
    }
    print(try DocumentFile.read(Recipe.self, from: soup).document[id: "soup"]!.ingredients)
    // Prints "["salt"]"

    do {
      try store.edit(Recipe.self, files: [pancakes, soup], message: "Nobody") { proxy, _ in
        let id = proxy.current.ids.first!
        try proxy.update(id: id) { $0.servings = 0 }
      }
    } catch {
      print(error)
    }
    // Prints "Cannot commit 'Nobody': pancakes.servings: Servings must be at least 1."

    try store.move(HistoryRequest(.undo)) { step in
      print(step.label, step.operation.shownNumber, step.writes.map(\.diff.description).joined(separator: "; "))
    }
    // Prints "Undo 2 ~ pancakes.ingredients: -"salt"; ~ soup.ingredients: -"salt""
    try store.move(HistoryRequest(.redo))

    try store.move(HistoryRequest(.undo, count: 2, dryRun: true)) { step in
      print(step.label, step.operation.shownNumber, step.dryRun)
    }
    // Prints "Undo 2 true"
    try store.move(HistoryRequest(.undo, file: soup)) { step in
      print(step.label, step.operation.message, step.writes.map(\.journalPath))
    }
    // Prints "Undo Salt everything ["pancakes.xml", "soup.json"]"

    var outside = try DocumentFile.read(Recipe.self, from: pancakes).document
    outside[id: "pancakes"]!.servings = 6
    try DocumentFile.write(outside, to: pancakes)
    do {
      try store.move(HistoryRequest(.undo, file: pancakes))
    } catch {
      print(error)
    }
    // Prints "…/pancakes.xml: Cannot undo operation 1: pancakes.servings is 6, expected 4. Give --partial to undo the other fields and leave these, or --force to overwrite them."
    try store.move(HistoryRequest(.undo, policy: .overwrite))
    print(try DocumentFile.read(Recipe.self, from: pancakes).document[id: "pancakes"]!.servings)
    // Prints "2"

    for entry in store.history.log() {
      print(entry.operation.shownNumber, entry.operation.message + (entry.isUndone ? " (undone)" : ""))
    }
    // 6 Undo 1: Serve four
    // 5 Undo 2: Salt everything
    // 4 Redo 2: Salt everything (undone)
    // 3 Undo 2: Salt everything
    // 2 Salt everything (undone)
    // 1 Serve four (undone)

    let (change, _) = try store.history.diff(of: pancakes, as: Recipe.self, from: 0, to: 2)
    print(change)
    // ~ pancakes.servings: 2 → 4
    // ~ pancakes.ingredients: +"salt"

    do {
      try store.trim(keepingLast: 2)
    } catch {
      print(error)
    }
    // Prints "Keeping the newest 2 operations would leave nothing to undo or redo: the change 'recipes redo' takes next is older. Keep at least 6 ('recipes trim --keep 6'), or 0 to drop the whole history."
    print(try store.trim(keepingLast: 0), Array(store.history.log()).count)
    // Prints "6 0"

    do {
      _ = try WorkspaceLock(store.workspace, timeout: .zero)
    } catch {
      print(error.kind, error.exitCode)
    }
    // Prints "lockBusy 75"

    let plan = try EditPlan.make(Recipe.self, file: soup, message: "Feed twelve") { proxy in
      try proxy.update(id: "soup") { $0.servings = 12 }
    }
    let write = try plan.write()
    try store.journal.appendIntent(
      .edit, message: "Feed twelve",
      files: [Journal.FileChange(path: "soup.json", before: write.before, after: write.after, diff: plan.diff)],
      under: store.lock)
    try AtomicFile.write(write.after, to: soup)
    // … and the process is killed here, before the commit; the kernel drops its lock.
    store.lock.unlock()
    store = try DocumentStore.open(forDocumentAt: soup, creating: false, options: options) { notice in
      print(notice)
    }
    // Prints "Warning: an interrupted recipes operation (1) was finished first."
    print(Array(store.history.log()).first!.operation.message)
    // Prints "Feed twelve"

    // A session opens the store for each operation: the one above lets go of the lock.
    store.lock.unlock()
    let session = try DocumentSession.open(Recipe.self, at: pancakes, options: options)
    let token = session.observeDidChange { change in
      print(change.origin, change.actionName, session.canUndo)
    }
    try session.transaction("Serve three") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 3 }
    }
    // Prints "edit Serve three true"
    print(session.undoActionName ?? "-", session[id: "pancakes"]!.servings)
    // Prints "Serve three 3"

    try DocumentStore.open(forDocumentAt: pancakes, creating: false, options: options)
      .edit(Recipe.self, files: [pancakes], message: "Serve five") { proxy, _ in
        try proxy.update(id: "pancakes") { $0.servings = 5 }
      }
    try session.refresh()
    // Prints "external Serve five true"
    try session.undo()
    // Prints "undo Serve five true"
    session.removeObserver(token)

    withExtendedLifetime(store) {}
    let expectedConflict =
      "\(shown): Cannot undo operation 1: pancakes.servings is 6, expected 4. Give --partial to undo the other fields and leave these, or --force to overwrite them."
    #expect(
      lines.all == [
        #"["salt"]"#,
        "Cannot commit 'Nobody': pancakes.servings: Servings must be at least 1.",
        #"Undo 2 ~ pancakes.ingredients: -"salt"; ~ soup.ingredients: -"salt""#,
        "Undo 2 true",
        #"Undo Salt everything ["pancakes.xml", "soup.json"]"#,
        expectedConflict,
        "2",
        "6 Undo 1: Serve four",
        "5 Undo 2: Salt everything",
        "4 Redo 2: Salt everything (undone)",
        "3 Undo 2: Salt everything",
        "2 Salt everything (undone)",
        "1 Serve four (undone)",
        "~ pancakes.servings: 2 → 4\n~ pancakes.ingredients: +\"salt\"",
        "Keeping the newest 2 operations would leave nothing to undo or redo: the change 'recipes redo' takes next is older. Keep at least 6 ('recipes trim --keep 6'), or 0 to drop the whole history.",
        "6 0",
        "lockBusy 75",
        "Warning: an interrupted recipes operation (1) was finished first.",
        "Feed twelve",
        "edit Serve three true",
        "Serve three 3",
        "external Serve five true",
        "undo Serve five true",
      ])
    // The crash left the soup at twelve servings, and recovery recorded it.
    #expect(try DocumentFile.read(Recipe.self, from: soup).document[id: "soup"]!.servings == 12)
  }
}
/// What the article's `print` calls printed, one string per call.
final class PrintedLines: Sendable {
  private let lines = Mutex<[String]>([])

  func append(_ line: String) { lines.withLock { $0.append(line) } }

  var all: [String] { lines.withLock { $0 } }
}
