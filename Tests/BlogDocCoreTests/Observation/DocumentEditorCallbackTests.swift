import BlogDocCore
import Synchronization
import Testing

@Suite("DocumentEditor: handlers that call back into the editor")
struct DocumentEditorCallbackTests {
  @Test func aDidChangeHandlerReadsTheEditorAfterTheChange() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let seen = Mutex<[String]>([])
    editor.observeDidChange { change in
      let title = editor.document[id: "a"]?.title ?? "-"
      seen.withLock {
        $0.append(
          "\(change.origin) \(title) \(editor.canUndo) \(editor.canRedo) "
            + "\(editor.undoActionName ?? "-") \(editor.redoActionName ?? "-")")
      }
    }
    try editor.transaction("Rename") { $0[id: "a"]?.title = "Ay" }
    try editor.undo()
    try editor.redo()
    #expect(
      seen.withLock { $0 } == [
        "edit Ay true false Rename -", "undo A false true - Rename", "redo Ay true false Rename -",
      ])
  }

  @Test func aChangeCarriesTheHistorysStateAfterIt() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let heard = Mutex<[String]>([])
    editor.observeDidChange { change in
      heard.withLock {
        $0.append(
          "\(change.origin): \(change.canUndo) \(change.canRedo) "
            + "\(change.undoActionName ?? "-") \(change.redoActionName ?? "-")")
      }
    }
    try editor.transaction("Rename") { $0[id: "a"]?.title = "Ay" }
    let undone = try #require(try editor.undo())
    try editor.redo()
    #expect(
      heard.withLock { $0 } == [
        "edit: true false Rename -", "undo: false true - Rename", "redo: true false Rename -",
      ])
    #expect(undone.canRedo && undone.redoActionName == "Rename")
  }

  @Test func aDidChangeHandlerCommitsATransactionDeliveredAfterItsOwn() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let log = Mutex<[String]>([])
    editor.observeDidChange { change in
      log.withLock { $0.append("first hears \(change.actionName)") }
      if change.actionName == "Rename" {
        try! editor.transaction("Follow up") { $0[id: "a"]?.body = "Renamed" }
        log.withLock { $0.append("follow-up committed") }
      }
    }
    editor.observeDidChange { change in
      log.withLock { $0.append("second hears \(change.actionName)") }
    }
    try editor.transaction("Rename") { $0[id: "a"]?.title = "Ay" }
    #expect(
      log.withLock { $0 } == [
        "first hears Rename", "follow-up committed", "second hears Rename",
        "first hears Follow up", "second hears Follow up",
      ])
    #expect(editor[id: "a"] == StickyNote(id: "a", title: "Ay", body: "Renamed"))
    #expect(editor.history.undoCount == 2)
  }

  @Test func aWillChangeObserverReadsTheStateBeforeTheChangeAndCannotChangeIt() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let seen = Mutex<[String]>([])
    editor.observeWillChange { change in
      let title = editor.document[id: "a"]?.title ?? "-"
      do {
        try editor.transaction("Inner") { $0[id: "a"]?.body = "Inner" }
        seen.withLock { $0.append("the inner transaction was committed") }
      } catch {
        seen.withLock { $0.append("\(error)") }
      }
      seen.withLock {
        $0.append("\(change.actionName): \(title), \(editor.canUndo), \(change.canUndo)")
      }
      return .allow
    }
    try editor.transaction("Rename") { $0[id: "a"]?.title = "Ay" }
    try editor.undo()
    #expect(
      seen.withLock { $0 } == [
        "Cannot commit 'Inner': Refused: A transaction's body or a will-change observer cannot "
          + "change the editor it runs in.",
        "Rename: A, false, false",
        "Cannot commit 'Inner': Refused: A transaction's body or a will-change observer cannot "
          + "change the editor it runs in.",
        "Rename: Ay, true, true",
      ])
    #expect(editor.document == StickyNote.document("a"))
  }

  @Test func aTransactionsBodyReadsTheEditorButCannotChangeIt() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    #expect {
      try editor.transaction("Outer") { proxy in
        proxy[id: "a"]?.title = editor.document[id: "a"]!.title + "!"
        try editor.transaction("Inner") { $0[id: "a"]?.body = "Inner" }
      }
    } throws: { error in
      "\(error)"
        == "Cannot commit 'Inner': Refused: A transaction's body or a will-change observer "
        + "cannot change the editor it runs in."
    }
    #expect(
      try editor.transaction("Outer") { $0[id: "a"]?.title = editor[id: "a"]!.title + "!" }
        .isEmpty == false)
    #expect(editor[id: "a"]?.title == "A!")
  }

  @Test func aStreamsReaderReadsTheEditor() async throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let stream = editor.changes()
    try editor.transaction("Rename") { $0[id: "a"]?.title = "Ay" }
    try editor.undo()
    var seen: [String] = []
    for await change in stream {
      seen.append("\(change.origin) \(change.canUndo) \(editor.canRedo)")
      if seen.count == 2 { break }
    }
    #expect(seen == ["edit true true", "undo false true"])
  }

  @Test func aRemovedObserverHearsNothingMore() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let heard = Mutex(0)
    let token = editor.observeDidChange { _ in heard.withLock { $0 += 1 } }
    try editor.transaction("One") { $0[id: "a"]?.title = "1" }
    editor.removeObserver(token)
    try editor.transaction("Two") { $0[id: "a"]?.title = "2" }
    #expect(heard.withLock { $0 } == 1)
  }
}
