// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocStore
import BlogDocTestSupport
import Testing

/// The examples of BlogDocStore's public doc comments that say what they print, each run
/// here verbatim (after the lines that give it a `journal`) with `print` captured (see
/// `DocExample`).
@Suite("BlogDocStore's doc examples print what they say")
struct StoreDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocStore", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }

  /// A journal of three edits, "Create.", "Add a tag." and "Set the title.", and then
  /// `undos` undos of the newest ones.
  static func journal(undos: Int = 0) throws -> (TemporaryDirectory, Journal) {
    let (directory, workspace) = try JournalFixtures.workspace()
    let lock = try WorkspaceLock(workspace)
    let journal = Journal(workspace)
    for (index, message) in ["Create.", "Add a tag.", "Set the title."].enumerated() {
      try journal.append(.edit, message: message, files: [JournalFixtures.change()], time: JournalFixtures.at(index), under: lock)
    }
    for undo in 0..<undos {
      try journal.append(.undo, undoing: 3 - undo, message: "Undo.", files: [JournalFixtures.change()], under: lock)
    }
    return (directory, journal)
  }

  @Test func backwardReader() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (directory, journal) = try Self.journal()
    let reader = journal.readBackward()
    for operation in reader.prefix(2) { print(operation.id, operation.message) }
    // Prints "3 Set the title."
    // Prints "2 Add a tag."
    print(reader.warnings, reader.bytesRead <= 4096)   // the first window from the end
    // Prints "[] true"
    _ = directory
    printer.check()
  }

  @Test func journalOperation() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (directory, journal) = try Self.journal()
    let (operations, _) = journal.lastRecords(count: 1)
    print(operations[0].id, operations[0].kind, operations[0].nextUndo as Any)
    // Prints "3 edit Optional(3)"
    _ = directory
    printer.check()
  }

  @Test func journalState() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (directory, journal) = try Self.journal(undos: 1)
    let state = journal.state
    print(state.nextUndo as Any, state.nextRedo as Any, state.warnings.count)
    // Prints "Optional(2) Optional(3) 0"
    _ = directory
    printer.check()
  }

  @Test func journalWarning() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let warning = Journal.Warning(.tornTail(bytesIgnored: 37), path: ".blogdoc/journal")
    print(warning)
    // Prints:
    // .blogdoc/journal: The last 37 bytes are an incomplete record, probably from an interrupted write; they were ignored and the next change removes them.
    printer.check()
  }

  @Test func fileChange() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (oldBytes, newBytes) = (Array("<entry/>".utf8), Array("<entry></entry>".utf8))
    let diff = DocumentDiff<BlogEntry>()
    let change = Journal.FileChange(
      path: "posts/hello.xml", before: oldBytes, after: newBytes, diff: diff)
    print(change.afterFingerprint.hasPrefix("xxh64:"), change.model!)
    // Prints "true entry v2"
    printer.check()
  }

  @Test func journalBytes() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let bytes = Journal.Bytes(Array("<entry>\n".utf8))
    print(bytes.base64)
    // Prints "PGVudHJ5Pgo="
    printer.check()
  }

  @Test func modelReference() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let reference = ModelReference(BlogEntry.self)
    print(reference)   // Prints "entry v2"
    printer.check()
  }

  @Test func grouped() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(LogEntry.grouped(9690))   // Prints "9,690"
    printer.check()
  }

  @Test func documentFormatFromPath() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(DocumentFormat(path: "SampleDocs/hello-world.json") == .json)
    // Prints "true"
    printer.check()
  }

  @Test func documentFormatIsDocument() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let mapping = Array(#"{"name": "cms", "fields": {"title": "headline"}}"#.utf8)
    print(DocumentFormat.json.isDocument(mapping, of: BlogEntry.self))
    // Prints "false"
    printer.check()
  }

  @Test func documentFormatFromContent() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(DocumentFormat(content: Array("\u{FEFF}  <entry/>".utf8)) as Any)
    // Prints "Optional(xml)"
    printer.check()
  }

  @Test func storeError() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let error = StoreError(.notFound, path: "posts/hello.xml", "No such file.")
    print(error, error.exitCode)
    // Prints "posts/hello.xml: No such file. 66"
    printer.check()
  }

  /// The getting-started article's recipe.
  typealias Recipe = StoreGettingStartedArticleTests.Recipe

  /// A recipe file `r.xml`, pancakes serving 2, in a workspace, and the options of the
  /// `recipes` tool.
  static func recipeFile() throws -> (TemporaryDirectory, String, StoreOptions) {
    let directory = TemporaryDirectory()
    let file = directory("r.xml")
    var pancakes = Recipe()
    pancakes.id = "pancakes"
    pancakes.servings = 2
    try DocumentFile.write(ModelDocument(entry: pancakes), to: file)
    _ = try Workspace.create(in: directory.path)
    return (directory, file, StoreOptions(toolName: "recipes", models: DocumentModels(Recipe.self)))
  }

  @Test func documentSession() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (directory, file, options) = try Self.recipeFile()
    let session = try DocumentSession.open(Recipe.self, at: file, options: options)
    try session.transaction("Serve four") { proxy in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    print(session.undoActionName ?? "-", session[id: "pancakes"]!.servings)
    // Prints "Serve four 4"
    try session.undo()
    #expect(session[id: "pancakes"]!.servings == 2)
    _ = directory
    printer.check()
  }

  @Test func documentSessionRefresh() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (directory, file, options) = try Self.recipeFile()
    let session = try DocumentSession.open(Recipe.self, at: file, options: options)
    // Another program: `recipes edit r.xml --set servings=4`.
    try DocumentStore.open(forDocumentAt: file, creating: false, options: options)
      .edit(Recipe.self, files: [file], message: "Set servings") { proxy, _ in
        try proxy.update(id: "pancakes") { $0.servings = 4 }
      }
    if let change = try session.refresh() { print(change.origin, change.actionName) }
    // Prints "external Set servings"
    _ = directory
    printer.check()
  }

  @Test func nextOperation() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let (directory, file, options) = try Self.recipeFile()
    let store = try DocumentStore.open(forDocumentAt: file, creating: false, options: options)
    try store.edit(Recipe.self, files: [file], message: "Set servings") { proxy, _ in
      try proxy.update(id: "pancakes") { $0.servings = 4 }
    }
    print(try store.nextOperation(.undo, file: file)?.message ?? "-")
    // Prints "Set servings"
    #expect(try store.nextOperation(.redo, file: file) == nil)
    _ = directory
    printer.check()
  }
}
