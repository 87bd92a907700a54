import BlogDocCore
import Synchronization
import Testing

@Suite("DocumentEditor: observers while tasks transact")
struct DocumentEditorConcurrencyTests {
  /// Delivered in commit order means each change starts from the document the one before
  /// it left: the changes chain from the first document to the last.
  @Test func changesReachObserversInCommitOrderWhileTasksTransactAndReadBack() async throws {
    let start = try ModelDocument(entries: (0..<4).map { StickyNote(id: "n\($0)") })
    let editor = DocumentEditor(document: start)
    struct Chain {
      var last: ModelDocument<StickyNote>
      var count = 0
      var breaks = 0
    }
    let chain = Mutex(Chain(last: start))
    editor.observeDidChange { change in
      // Reading back from a handler while other threads commit: no deadlock, no crash.
      _ = (editor.canUndo, editor.undoActionName, editor.document, editor[id: "n0"])
      chain.withLock { chain in
        if change.oldDocument != chain.last { chain.breaks += 1 }
        chain.last = change.newDocument
        chain.count += 1
      }
    }
    let stream = editor.changes(bufferingNewest: 100_000)
    // Each task returns how many changes it committed.
    let committed = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<4 {
        group.addTask {
          for step in 0..<250 {
            try editor.transaction("Edit \(task)") { proxy in
              proxy[id: "n\(task)"]?.title += "\(step % 10)"
              proxy[id: "n3"]?.tags.append("\(task)")
            }
          }
          return 250
        }
      }
      group.addTask {
        var moves = 0
        for step in 0..<200 {
          let change = step % 3 == 2 ? try editor.redo() : try editor.undo()
          if change != nil { moves += 1 }
        }
        return moves
      }
      group.addTask {
        for _ in 0..<500 {
          _ = (editor.document.count, editor.value(\.title, ofEntry: "n1"), editor.canRedo)
        }
        return 0
      }
      return try await group.reduce(0, +)
    }
    let result = chain.withLock { $0 }
    #expect(result.breaks == 0)
    #expect(result.count == committed)
    #expect(result.last == editor.document)
    var streamed = 0
    var last = start
    for await change in stream {
      #expect(change.oldDocument == last)
      last = change.newDocument
      streamed += 1
      if streamed == result.count { break }
    }
    #expect(last == editor.document)
  }
}
