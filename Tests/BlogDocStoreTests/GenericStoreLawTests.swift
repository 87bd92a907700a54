import BlogDocCore
import BlogDocStore
import BlogDocTestSupport
import Testing

/// The store's undo laws for a model that is not blogdoc's, through the public API: random
/// edits, undos and redos of a notebook, then undoing everything gives back the first bytes,
/// and after each step the file holds what a naive replay of the same steps holds.
@Suite("Undo laws of the store for any model")
struct GenericStoreLawTests {
  let options = StoreOptions(toolName: "notes", models: DocumentModels(Note.self))

  /// The notebook after `steps` applied in memory: each step an edit (a note's stars set,
  /// a note added or removed), an undo or a redo, on a plain stack of diffs.
  struct Replay {
    var document: ModelDocument<Note>
    var undone: [DocumentDiff<Note>] = []
    var done: [DocumentDiff<Note>] = []
  }

  @Test func randomEditsUndosAndRedosMatchANaiveReplay() async {
    await propertyCheck(count: 25, input: Gen.int(in: 0...999).array(of: 1...20)) { steps throws in
      let directory = TemporaryDirectory()
      let path = directory("notebook.json")
      var first = Note()
      first.id = "n0"
      let start = try ModelDocument<Note>(entries: [first])
      try DocumentFile.write(start, to: path)
      let original = try FileBytes.read(path)
      let store = try DocumentStore.open(forDocumentAt: path, creating: true, options: options)
      var replay = Replay(document: start)

      for (number, step) in steps.enumerated() {
        switch step % 5 {
        case 0, 1, 2:
          var after = replay.document
          let diff = try after.transaction("Step \(number)") { proxy in
            let ids = proxy.ids
            if step % 5 == 0 || ids.isEmpty {
              var note = Note()
              note.id = "n\(number + 1)"
              try proxy.append(note)
            } else if step % 5 == 1, ids.count > 1 {
              _ = proxy.remove(id: ids[step % ids.count])
            } else {
              proxy[id: ids[step % ids.count]]?.stars = step
            }
          }
          guard !diff.isEmpty else { continue }
          let plan = try EditPlan.make(Note.self, file: path, message: "Step \(number)") { proxy in
            // The same change, made on the file's document through the store.
            let id = diff.entryChanges[0].id
            switch diff.entryChanges[0] {
            case .inserted(let note, _): try proxy.append(note)
            case .removed: _ = proxy.remove(id: id)
            case .modified: proxy[id: id]?.stars = step
            case .moved: break
            }
          }
          try store.commit(.edit, message: "Step \(number)", writes: [try plan.write()])
          replay.document = after
          replay.done.append(diff)
          replay.undone.removeAll()
        case 3:
          try store.move(HistoryRequest(.undo))
          if let diff = replay.done.popLast() {
            try replay.document.apply(diff.inverted())
            replay.undone.append(diff)
          }
        default:
          try store.move(HistoryRequest(.redo))
          if let diff = replay.undone.popLast() {
            try replay.document.apply(diff)
            replay.done.append(diff)
          }
        }
        #expect(try DocumentFile.read(Note.self, from: path).document == replay.document)
      }
      while store.journal.state.canUndo { try store.move(HistoryRequest(.undo)) }
      #expect(try FileBytes.read(path) == original)
    }
  }
}
