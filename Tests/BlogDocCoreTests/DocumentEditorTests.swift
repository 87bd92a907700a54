import BlogDocCore
import BlogDocBlog
import Synchronization
import Testing

/// A second model with an integer counter, for the no-lost-update stress test.
struct Counter: Model {
  var id = ""
  var value = 0
  var unknownFields = ArchiveObject()

  static let schema = Schema<Counter>(
    entryName: "counter", collectionName: "counters", version: 1, id: \.id,
    fields: [Field("value", \.value)])
}

@Suite("DocumentEditor: observation and concurrency")
struct DocumentEditorTests {
  static let blog = try! BlogDocument(entries: [
    BlogEntry(id: "hello", title: "Hello"), BlogEntry(id: "second", title: "Second"),
  ])

  @Test func fieldAndDocumentObserversHearEditsUndosAndRedos() throws {
    let editor = DocumentEditor(document: Self.blog)
    let log = Mutex<[String]>([])
    editor.observeWillChange(field: "title") { event in
      log.withLock {
        $0.append("will \(event.entryID).title \(event.oldValue) → \(event.newValue)")
      }
      return .allow
    }
    editor.observeDidChange(field: "title") { event in
      log.withLock {
        $0.append(
          "did \(event.entryID).title \(event.oldValue) → \(event.newValue) (\(event.origin))")
      }
    }
    let token = editor.observeDidChange { change in
      log.withLock { $0.append("document \(change.origin) '\(change.actionName)'") }
    }
    try editor.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
    try editor.undo()
    editor.removeObserver(token)
    try editor.redo()
    #expect(
      log.withLock { $0 } == [
        "will hello.title \"Hello\" → \"Hi\"",
        "did hello.title \"Hello\" → \"Hi\" (edit)",
        "document edit 'Rename'",
        "will hello.title \"Hi\" → \"Hello\"",
        "did hello.title \"Hi\" → \"Hello\" (undo)",
        "document undo 'Rename'",
        "will hello.title \"Hello\" → \"Hi\"",
        "did hello.title \"Hello\" → \"Hi\" (redo)",
      ])
  }

  @Test func aWillChangeObserverCanRefuseWithAReason() throws {
    let editor = DocumentEditor(document: Self.blog)
    editor.observeWillChange(field: "isDraft") { event in
      event.newValue == .bool(true) ? .refuse("Published entries stay published.") : .allow
    }
    #expect {
      try editor.transaction("Unpublish") { $0[id: "hello"]?.isDraft = true }
    } throws: { error in
      (error as? TransactionError)?.description
        == "Cannot commit 'Unpublish': Refused: Published entries stay published."
    }
    #expect(editor.document == Self.blog)
    #expect(!editor.canUndo)
  }

  @Test func committedChangesArriveAsAnAsyncSequence() async throws {
    let editor = DocumentEditor(document: Self.blog)
    let stream = editor.changes()
    try editor.transaction("One") { $0[id: "hello"]?.title = "1" }
    try editor.transaction("Two") { $0[id: "second"]?.title = "2" }
    try editor.undo()
    var names: [String] = []
    for await change in stream {
      names.append("\(change.origin) \(change.actionName)")
      if names.count == 3 { break }
    }
    #expect(names == ["edit One", "edit Two", "undo Two"])
  }

  @Test func eightTasksOfTenThousandTransactionsLoseNoUpdate() async throws {
    let start = try ModelDocument(entries: (0..<9).map { Counter(id: "c\($0)") })
    let editor = DocumentEditor(document: start)
    await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 {
            try editor.transaction("Count") { proxy in
              proxy[id: "c8"]?.value += 1
              proxy[id: "c\(task)"]?.value += 1
            }
          }
        }
      }
    }
    let document = editor.document
    #expect(document[id: "c8"]?.value == 80_000)
    #expect((0..<8).allSatisfy { document[id: "c\($0)"]?.value == 10_000 })
    #expect(editor.history.undoCount == 80_000)
    while editor.canUndo { try editor.undo() }
    #expect(editor.document == start)
  }
}
