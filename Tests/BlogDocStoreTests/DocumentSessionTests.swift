import BlogDocCore
import BlogDocStore
import Observation
import Synchronization
import Testing

/// `DocumentSession`: a document a window keeps open, each change one journaled operation.
/// The oracle is a plain `DocumentStore` doing what the command line does for the same
/// steps (`edit` is `DocumentStore.edit`, `undo FILE` is `move(HistoryRequest(.undo,
/// file:))`) in a second directory: files and logs must come out the same.
@Suite("DocumentSession")
struct DocumentSessionTests {
  /// The article's recipe: a title, servings (at least 1) and ingredients.
  typealias Recipe = StoreGettingStartedArticleTests.Recipe

  static let options = StoreOptions(toolName: "recipes", models: DocumentModels(Recipe.self))

  /// A directory with `.blogdoc/` and `cookbook.xml` holding pancakes (2) and soup (1).
  struct Kitchen {
    let directory = TemporaryDirectory()
    var cookbook: String { directory("cookbook.xml") }

    init() throws {
      var pancakes = Recipe()
      pancakes.id = "pancakes"
      pancakes.title = "Pancakes"
      pancakes.servings = 2
      var soup = Recipe()
      soup.id = "soup"
      soup.title = "Soup"
      let document = try ModelDocument<Recipe>(entries: [pancakes, soup])
      try DocumentFile.write(document, to: cookbook)
      _ = try Workspace.create(in: directory.path)
    }

    /// The cookbook, open in a session.
    func session() throws -> DocumentSession<Recipe> {
      try DocumentSession.open(Recipe.self, at: cookbook, options: options)
    }

    /// A store as one command opens it: released (with its lock) when `body` returns.
    @discardableResult
    func withStore<T>(_ body: (DocumentStore) throws -> T) throws -> T {
      try body(try DocumentStore.open(forDocumentAt: cookbook, creating: false, options: options))
    }

    /// A second writer, as `recipes edit cookbook.xml --entry soup --set servings=12 -m
    /// 'Feed twelve'` run in a shell: its own store, its own lock, one operation.
    func feedTwelve() throws {
      try withStore { store in
        try store.edit(Recipe.self, files: [cookbook], message: "Feed twelve") { proxy, _ in
          try proxy.update(id: "soup") { $0.servings = 12 }
        }
      }
    }

    var bytes: [UInt8] { TemporaryDirectory.read(cookbook) }
    var journal: [UInt8] { TemporaryDirectory.read(directory(".blogdoc/journal")) }

    /// The log as `recipes log` lists it, without times: number, kind, message, undone.
    func log() throws -> [String] {
      try withStore { store in
        store.history.log().map { entry in
          let operation = entry.operation
          return "\(operation.shownNumber) \(operation.operationKind.rawValue) \(operation.message)"
            + (entry.isUndone ? " (undone)" : "")
        }
      }
    }
  }

  @Test func editsUndoesAndRedoesAsTheCommandLineDoes() throws {
    let here = try Kitchen()
    let oracle = try Kitchen()
    let document = try here.session()
    #expect(!document.canUndo && !document.canRedo && document.undoActionName == nil)

    try document.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    try document.transaction { proxy in
      try proxy.update(id: "soup") { $0.ingredients.append("salt") }
    }
    try oracle.withStore { store in
      try store.edit(Recipe.self, files: [oracle.cookbook], message: "Serve four") { proxy, _ in
        try proxy.update(id: "pancakes") { $0.servings = 4 }
      }
      // `edit` without `-m` names the fields it changed.
      let plan = try EditPlan.make(Recipe.self, file: oracle.cookbook, message: "Edit") { proxy in
        try proxy.update(id: "soup") { $0.ingredients.append("salt") }
      }
      let write = try plan.write()
      try store.commit(.edit, message: FileWrite.summary(of: [write]), writes: [write])
    }
    #expect(here.bytes == oracle.bytes)
    #expect(document.undoActionName == "Set ingredients" && document.canUndo && !document.canRedo)

    #expect(try document.undo()?.actionName == "Set ingredients")
    #expect(try document.undo()?.actionName == "Serve four")
    #expect(try document.undo() == nil)
    #expect(try document.redo()?.actionName == "Serve four")
    try oracle.withStore { store in
      try store.move(HistoryRequest(.undo, file: oracle.cookbook))
      try store.move(HistoryRequest(.undo, file: oracle.cookbook))
      try store.move(HistoryRequest(.undo, file: oracle.cookbook))
      try store.move(HistoryRequest(.redo, file: oracle.cookbook))
    }
    #expect(here.bytes == oracle.bytes)
    #expect(try here.log() == oracle.log())
    #expect(
      try here.log() == [
        "5 redo Redo 1: Serve four",
        "4 undo Undo 1: Serve four",
        "3 undo Undo 2: Set ingredients",
        "2 edit Set ingredients (undone)",
        "1 edit Serve four",
      ])
    #expect(document.document == (try DocumentFile.read(Recipe.self, from: here.cookbook).document))
    #expect(document[id: "pancakes"]?.servings == 4 && document[id: "soup"]?.ingredients == [])
    #expect(document.undoActionName == "Serve four" && document.redoActionName == "Set ingredients")
  }

  @Test func aRefusedTransactionWritesNothing() throws {
    let here = try Kitchen()
    let document = try here.session()
    try document.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    let (bytes, journal) = (here.bytes, here.journal)
    let error = #expect(throws: TransactionError.self) {
      try document.transaction("Nobody") { proxy in
        try proxy.update(id: "soup") { $0.servings = 0 }
      }
    }
    #expect(
      error?.description == "Cannot commit 'Nobody': soup.servings: Servings must be at least 1.")
    document.observeWillChange { change in
      change.newDocument[id: "pancakes"]!.servings > 10 ? .refuse("Too many pancakes.") : .allow
    }
    let refused = #expect(throws: TransactionError.self) {
      try document.transaction("Feed a crowd") { proxy in
        try proxy.update(id: "pancakes") { $0.servings = 40 }
      }
    }
    #expect(refused?.description == "Cannot commit 'Feed a crowd': Refused: Too many pancakes.")
    #expect(here.bytes == bytes && here.journal == journal)
    #expect(document[id: "pancakes"]?.servings == 4 && document.undoActionName == "Serve four")
  }

  @Test func anUndoOfAFieldChangedSinceIsRefusedAsTheCommandLineRefusesIt() throws {
    let here = try Kitchen()
    let document = try here.session()
    try document.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    var outside = try DocumentFile.read(Recipe.self, from: here.cookbook).document
    outside[id: "pancakes"]!.servings = 6
    try DocumentFile.write(outside, to: here.cookbook)
    let (bytes, journal) = (here.bytes, here.journal)
    let error = #expect(throws: HistoryConflictError.self) { try document.undo() }
    let shown = Workspace(root: here.directory.path).displayPath(of: "cookbook.xml")
    #expect(
      error?.description
        == "\(shown): Cannot undo operation 1: pancakes.servings is 6, expected 4. Give --partial to undo the other fields and leave these, or --force to overwrite them."
    )
    #expect(here.bytes == bytes && here.journal == journal)
    // The session still shows what it had; a refresh reads the change.
    #expect(document[id: "pancakes"]?.servings == 4)
    #expect(try document.refresh()?.actionName == "Changed outside recipes")
    #expect(try document.undo(policy: .overwrite)?.actionName == "Serve four")
    #expect(document[id: "pancakes"]?.servings == 2 && !document.canUndo && document.canRedo)
  }

  @Test func theFirstTransactionStartsAHistoryAsEditDoes() throws {
    let directory = TemporaryDirectory()
    let file = directory("r.json")
    try DocumentFile.write(ModelDocument(entry: Recipe(id: "soup", title: "Soup")), to: file)
    let notices = Heard()
    let document = try DocumentSession.open(Recipe.self, at: file, options: Self.options) {
      notices.append("\($0)")
    }
    #expect(!document.canUndo && !TemporaryDirectory.exists(directory(".blogdoc")))
    try document.transaction { proxy in
      try proxy.update(id: "soup") { $0.servings = 2 }
    }
    let shown = Workspace(root: directory.path).displayPath(of: ".blogdoc")
    #expect(notices.all == ["Started a recipes history in \(shown)."])
    #expect(document.undoActionName == "Set servings")
  }

  @Test func holdsTheLockOnlyDuringAnOperation() throws {
    let here = try Kitchen()
    let document = try here.session()
    try document.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    // Another command can take the lock at once, between two operations of the session.
    let workspace = Workspace(root: here.directory.path)
    let lock = try WorkspaceLock(workspace, timeout: .zero)
    // And while another command holds it, the session waits, then says the lock is busy.
    let error = #expect(throws: StoreError.self) { try document.undo() }
    #expect(error?.kind == .lockBusy)
    lock.unlock()
    #expect(try document.undo()?.origin == .undo)
  }

  @Test func aChangeAnotherProcessWroteReachesObserversAsExternal() throws {
    let here = try Kitchen()
    let document = try here.session()
    let heard = Heard()
    document.observeDidChange { change in
      // Reading the session from a handler is allowed: no lock is held.
      heard.append("\(change.origin) \(change.actionName) \(change.diff) undo: \(document.canUndo)")
    }
    #expect(try document.refresh() == nil)

    // A second writer: `recipes edit` in a shell, through its own store.
    try here.feedTwelve()
    let fired = Fired()
    withObservationTracking {
      _ = document.value(\.servings, ofEntry: "soup")
    } onChange: {
      fired.set()
    }
    let change = try document.refresh()
    #expect(change?.origin == .external && change?.actionName == "Feed twelve")
    #expect(fired.value)
    #expect(document[id: "soup"]?.servings == 12)
    #expect(document.canUndo && document.undoActionName == "Feed twelve")

    // Written outside the store altogether: the file alone changed.
    var outside = try DocumentFile.read(Recipe.self, from: here.cookbook).document
    outside[id: "pancakes"]!.title = "Crêpes"
    try DocumentFile.write(outside, to: here.cookbook)
    // A transaction meets it first: it is announced, then the edit made on top of it.
    try document.transaction("Serve three") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 3 }
    }
    #expect(
      heard.all == [
        "external Feed twelve ~ soup.servings: 1 → 12 undo: true",
        "external Changed outside recipes ~ pancakes.title: \"Pancakes\" → \"Crêpes\" undo: true",
        "edit Serve three ~ pancakes.servings: 2 → 3 undo: true",
      ])
    #expect(try DocumentFile.read(Recipe.self, from: here.cookbook).document == document.document)
  }

  @Test func observationSeesOnlyWhatItRead() throws {
    let here = try Kitchen()
    let document = try here.session()
    let reads: [(String, @Sendable () -> Void)] = [
      ("pancakes.title", { _ = document.value(\.title, ofEntry: "pancakes") }),
      ("pancakes.servings", { _ = document.value(\.servings, ofEntry: "pancakes") }),
      ("pancakes", { _ = document[id: "pancakes"] }),
      ("soup", { _ = document[id: "soup"] }),
      ("ids", { _ = document.ids }),
      ("document", { _ = document.document }),
      ("canUndo", { _ = document.canUndo }),
      ("canRedo", { _ = document.canRedo }),
      ("undoActionName", { _ = document.undoActionName }),
    ]
    /// Which readers an action invalidates.
    func invalidated(by action: () throws -> Void) rethrows -> [String] {
      let fired = Heard()
      for (name, read) in reads {
        withObservationTracking(read) { fired.append(name) }
      }
      try action()
      return fired.all.sorted()
    }
    #expect(
      try invalidated {
        try document.transaction("Serve four") { proxy in
          try proxy.update(id: "pancakes") { $0.servings = 4 }
        }
      } == ["canUndo", "document", "pancakes", "pancakes.servings", "undoActionName"])
    #expect(
      try invalidated {
        try document.transaction("Rename") { proxy in
          try proxy.update(id: "pancakes") { $0.title = "Crêpes" }
        }
      } == ["document", "pancakes", "pancakes.title", "undoActionName"])
    #expect(
      try invalidated { try document.undo() }
        == ["canRedo", "document", "pancakes", "pancakes.title", "undoActionName"])
    #expect(
      try invalidated {
        try document.transaction("Fresh soup") { proxy in
          _ = proxy.remove(id: "soup")
          try proxy.insert(Recipe(id: "soup", title: "Fresh soup"), at: 0)
        }
      } == ["canRedo", "document", "ids", "soup", "undoActionName"])
    #expect(try invalidated { try document.refresh() } == [])
  }

  @Test func aHandlerMayStartAnotherOperation() throws {
    let here = try Kitchen()
    let document = try here.session()
    let heard = Heard()
    document.observeDidChange { change in
      heard.append("\(change.origin) \(change.actionName)")
      // Keeps soup at least as large as the pancakes: a second operation, from a handler.
      let pancakes = document[id: "pancakes"]!.servings
      if change.origin == .edit, document[id: "soup"]!.servings < pancakes {
        _ = try? document.transaction("Match soup") { proxy in
          try proxy.update(id: "soup") { $0.servings = pancakes }
        }
        heard.append("started Match soup")
      }
    }
    try document.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    #expect(heard.all == ["edit Serve four", "started Match soup", "edit Match soup"])
    #expect(try here.log() == ["2 edit Match soup", "1 edit Serve four"])
  }

  @Test func aWillChangeObserverMayReadButNotStartAnOperation() throws {
    let here = try Kitchen()
    let document = try here.session()
    let heard = Heard()
    document.observeWillChange { change in
      // It sees the session as it is before the change.
      heard.append("before: \(document[id: "pancakes"]!.servings)")
      do {
        try document.undo()
      } catch {
        heard.append("\(error)")
      }
      return .allow
    }
    try document.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    #expect(
      heard.all == [
        "before: 2",
        "Cannot commit 'Undo': Refused: A transaction's body or a will-change observer cannot start another operation on the session it runs in.",
      ])
    #expect(try here.log() == ["1 edit Serve four"])
  }

  @Test func concurrentTransactionsLoseNoUpdateAndAreHeardInOrder() async throws {
    let here = try Kitchen()
    let document = try here.session()
    let heard = Heard()
    document.observeDidChange { change in
      heard.append("\(change.newDocument[id: "pancakes"]!.servings)")
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask {
          for _ in 0..<5 {
            _ = try? document.transaction("One more") { proxy in
              try proxy.update(id: "pancakes") { $0.servings += 1 }
            }
          }
        }
      }
    }
    #expect(document[id: "pancakes"]?.servings == 12)
    #expect(heard.all == (3...12).map { "\($0)" })
    #expect(try here.log().count == 10)
    #expect(try DocumentFile.read(Recipe.self, from: here.cookbook).document == document.document)
  }

  @Test func watchFollowsAnotherWriter() async throws {
    let here = try Kitchen()
    let document = try here.session()
    let changes = document.changes()
    let watcher = Task { await document.watch(every: .milliseconds(10)) }
    try here.feedTwelve()
    // Waits for the change, for at most 30 s, with no timing asserted.
    let waiter = Task {
      var iterator = changes.makeAsyncIterator()
      return await iterator.next()
    }
    let timeout = Task {
      try? await Task.sleep(for: .seconds(30))
      waiter.cancel()
    }
    let change = await waiter.value
    timeout.cancel()
    // Stopped before the directory goes: a look in progress would find it half removed.
    watcher.cancel()
    await watcher.value
    #expect(change?.origin == .external && change?.actionName == "Feed twelve")
    #expect(document[id: "soup"]?.servings == 12)
  }
}

extension StoreGettingStartedArticleTests.Recipe {
  init(id: String, title: String) {
    self.init()
    self.id = id
    self.title = title
  }
}

/// What handlers heard, in order.
final class Heard: Sendable {
  private let lines = Mutex<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

/// Whether an observation fired.
final class Fired: Sendable {
  private let fired = Mutex(false)
  func set() { fired.withLock { $0 = true } }
  var value: Bool { fired.withLock { $0 } }
}
