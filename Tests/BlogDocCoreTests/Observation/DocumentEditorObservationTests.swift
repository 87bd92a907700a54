import BlogDocCore
import BlogDocTestSupport
import Observation
import Synchronization
import Testing

@Suite("DocumentEditor: Observation, field by field")
struct DocumentEditorObservationTests {
  @Test func aFieldsReaderHearsOfThatFieldOfThatEntryAlone() throws {
    let editor = DocumentEditor(document: StickyNote.document("a", "b"))
    let readTitleOfA = { _ = editor.value(\.title, ofEntry: "a") }
    #expect(
      try !tellsObservation(of: readTitleOfA) {
        try editor.transaction("Retitle b") { $0[id: "b"]?.title = "Bee" }
      })
    #expect(
      try !tellsObservation(of: readTitleOfA) {
        try editor.transaction("Write a") { $0[id: "a"]?.body = "Some text" }
      })
    #expect(
      try tellsObservation(of: readTitleOfA) {
        try editor.transaction("Retitle a") { $0[id: "a"]?.title = "Ay" }
      })
    #expect(editor.value(\.title, ofEntry: "a") == "Ay")
    #expect(
      try tellsObservation(of: readTitleOfA) { try editor.undo() })
    #expect(editor.value(\.title, ofEntry: "a") == "A")
  }

  @Test func anEntrysReaderHearsOfEveryFieldOfItAndOfNoOtherEntry() throws {
    let editor = DocumentEditor(document: StickyNote.document("a", "b"))
    let readA = { _ = editor[id: "a"] }
    #expect(
      try !tellsObservation(of: readA) {
        try editor.transaction("Tag b") { $0[id: "b"]?.tags.append("x") }
      })
    #expect(
      try tellsObservation(of: readA) {
        try editor.transaction("Tag a") { $0[id: "a"]?.tags.append("x") }
      })
    // A key path that is not a field of the schema observes the whole entry.
    #expect(
      try tellsObservation(of: { _ = editor.value(\.summary, ofEntry: "a") }) {
        try editor.transaction("Write a") { $0[id: "a"]?.body = "Text" }
      })
  }

  @Test func theIdsReaderHearsOfInsertsRemovesAndMovesAndTheCountOfInsertsAndRemoves() throws {
    let editor = DocumentEditor(document: StickyNote.document("a", "b"))
    let readIDs = { _ = editor.ids }
    #expect(
      try !tellsObservation(of: readIDs) {
        try editor.transaction("Retitle") { $0[id: "a"]?.title = "Ay" }
      })
    #expect(
      try tellsObservation(of: readIDs) {
        try editor.transaction("Add") { try $0.append(StickyNote(id: "c")) }
      })
    #expect(
      try !tellsObservation(of: { _ = editor.count }) {
        try editor.transaction("Move") { $0.move(id: "c", to: 0) }
      })
    #expect(editor.ids == ["c", "a", "b"])
    #expect(
      try tellsObservation(of: { _ = editor.value(\.title, ofEntry: "d") }) {
        try editor.transaction("Add d") { try $0.append(StickyNote(id: "d", title: "D")) }
      })
  }

  @Test func theHistorysStateIsObservable() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let readUndo = { _ = (editor.canUndo, editor.undoActionName) }
    #expect(
      try tellsObservation(of: readUndo) {
        try editor.transaction("Rename") { $0[id: "a"]?.title = "1" }
      })
    // A second "Rename" leaves both values as they were.
    #expect(
      try !tellsObservation(of: readUndo) {
        try editor.transaction("Rename") { $0[id: "a"]?.title = "2" }
      })
    #expect(try tellsObservation(of: { _ = editor.canRedo }) { try editor.undo() })
    #expect(try tellsObservation(of: { _ = editor.redoActionName }) { try editor.redo() })
    #expect(try tellsObservation(of: { _ = editor.isDirty }) { editor.markSaved() })
    #expect(try !tellsObservation(of: { _ = editor.document }) { editor.markSaved() })
    #expect(try tellsObservation(of: { _ = editor.history }) { editor.beginGroup("Group") })
    #expect(try tellsObservation(of: { _ = editor.history }) { editor.endGroup() })
  }

  @Test func aRefusedChangeTellsNobody() throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    editor.observeWillChange { _ in .refuse("Read only.") }
    let told = tellsObservation(of: { _ = (editor.document, editor.canUndo) }) {
      #expect(throws: TransactionError.self) {
        try editor.transaction("Rename") { $0[id: "a"]?.title = "1" }
      }
    }
    #expect(!told)
  }

  @Test func aChangeAdoptedFromAnotherProcessTellsItsReaders() throws {
    let editor = DocumentEditor(document: StickyNote.document("a", "b"))
    var reread = editor.document
    reread[id: "b"]?.title = "Written elsewhere"
    #expect(
      !tellsObservation(of: { _ = editor.value(\.title, ofEntry: "a") }) {
        editor.adopt(reread, actionName: "Edit")
      })
    reread[id: "a"]?.title = "Also"
    var history = History<StickyNote>()
    history.record(reread.difference(from: editor.document), actionName: "Edit")
    let told = tellsObservation(of: { _ = (editor.value(\.title, ofEntry: "a"), editor.canUndo) }) {
      let change = editor.adopt(reread, history: history, actionName: "Edit")
      #expect(change?.origin == .external)
      #expect(change?.canUndo == true)
      #expect(change?.undoActionName == "Edit")
    }
    #expect(told)
    #expect(editor.adopt(reread, actionName: "Edit") == nil)
  }

  /// Random edits, inserts, removes, moves, groups, undos, redos, saves, refusals and
  /// adopted changes; after each, every reader must have been told exactly when what it
  /// read changed (the oracle: its value before and after).
  @Test(arguments: [1, 2, 3, 4])
  func everyReaderIsToldExactlyWhenWhatItReadChanges(seed: UInt64) throws {
    let editor = DocumentEditor(document: StickyNote.document("a", "b"))
    editor.observeWillChange(field: "title") { event in
      event.newValue == .string("NO") ? .refuse("Not that title.") : .allow
    }
    var random = SplitMix(seed: seed)
    let pool = ["a", "b", "c", "d"]
    var readers: [(name: String, read: () -> AnyHashable)] = [
      ("ids", { editor.ids }), ("count", { editor.count }), ("document", { editor.document }),
      ("canUndo", { editor.canUndo }), ("canRedo", { editor.canRedo }),
      ("undoActionName", { editor.undoActionName }),
      ("redoActionName", { editor.redoActionName }), ("isDirty", { editor.isDirty }),
    ]
    for id in pool {
      readers += [
        ("[\(id)]", { editor[id: id] }), ("\(id).title", { editor.value(\.title, ofEntry: id) }),
        ("\(id).body", { editor.value(\.body, ofEntry: id) }),
        ("\(id).tags", { editor.value(\.tags, ofEntry: id) }),
      ]
    }
    for step in 0..<300 {
      let (name, operation) = Self.randomOperation(of: editor, pool: pool, using: &random)
      let before = readers.map { $0.read() }
      let told = Mutex([Bool](repeating: false, count: readers.count))
      for (index, reader) in readers.enumerated() {
        _ = withObservationTracking(reader.read, onChange: { told.withLock { $0[index] = true } })
      }
      try? operation()
      let after = readers.map { $0.read() }
      let toldNow = told.withLock { $0 }
      for index in readers.indices where toldNow[index] != (before[index] != after[index]) {
        let told = toldNow[index] ? "told" : "not told"
        let values = "before \(before[index]), after \(after[index])"
        Issue.record("Step \(step), \(name): \(readers[index].name) was \(told); \(values).")
      }
    }
  }

  private static func randomOperation(
    of editor: DocumentEditor<StickyNote>, pool: [String], using random: inout SplitMix
  ) -> (String, () throws -> Void) {
    let ids = editor.ids
    let id = ids.randomElement(using: &random) ?? "a"
    let text = ["x", "y", "NO", ""].randomElement(using: &random)!
    switch random.next() % 11 {
    case 0:
      return (
        "retitle \(id) \(text)", { try editor.transaction("Retitle") { $0[id: id]?.title = text } }
      )
    case 1:
      return (
        "write \(id) \(text)", { try editor.transaction("Write") { $0[id: id]?.body = text } }
      )
    case 2:
      return ("tag \(id)", { try editor.transaction("Tag") { $0[id: id]?.tags.append(text) } })
    case 3:
      let new = pool.randomElement(using: &random)!
      return (
        "insert \(new)",
        { try editor.transaction("Insert") { try $0.append(StickyNote(id: new, title: text)) } }
      )
    case 4: return ("remove \(id)", { try editor.transaction("Remove") { _ = $0.remove(id: id) } })
    case 5 where !ids.isEmpty:
      let position = Int(random.next() % UInt64(max(ids.count, 1)))
      return (
        "move \(id) to \(position)",
        { try editor.transaction("Move") { $0.move(id: id, to: position) } }
      )
    case 6, 7: return ("undo", { try editor.undo() })
    case 8: return ("redo", { try editor.redo() })
    case 9:
      return (
        "group",
        {
          editor.beginGroup("Group")
          defer { editor.endGroup() }
          try editor.transaction("One") { $0[id: id]?.body += "1" }
          try editor.transaction("Two") { $0[id: id]?.title += "2" }
        }
      )
    default:
      if random.next() % 2 == 0 { return ("save", { editor.markSaved() }) }
      var reread = editor.document
      reread[id: id]?.title += "!"
      return ("adopt \(id)", { editor.adopt(reread, actionName: "Elsewhere") })
    }
  }
}
