import BlogDocCore
import Observation
import Synchronization
import Testing

/// What a SwiftUI view model would be: it reads the editor in its properties, so a view
/// that shows them is told of the changes to what it shows, and nothing is bridged by hand.
@MainActor @Observable final class StickyNoteViewModel {
  let editor: DocumentEditor<StickyNote>
  let noteID: String
  /// State of the view model's own, observed as any `@Observable` property.
  var status = ""
  var heard: [String] = []

  init(editor: DocumentEditor<StickyNote>, noteID: String) {
    self.editor = editor
    self.noteID = noteID
  }

  var title: String { editor.value(\.title, ofEntry: noteID) ?? "" }
  var canUndo: Bool { editor.canUndo }
  var undoMenuTitle: String { editor.undoActionName.map { "Undo \($0)" } ?? "Undo" }

  func rename(to title: String) throws {
    try editor.transaction("Rename") { $0[id: noteID]?.title = title }
  }

  func undo() throws { try editor.undo() }

  /// Hears every change on the main actor, to say what happened.
  func follow() -> ObservationToken {
    editor.observeDidChange(onMainActor: { [weak self] change in
      self?.status = "\(change.actionName) (\(change.origin))"
      self?.heard.append(self?.status ?? "")
    })
  }
}

@Suite("DocumentEditor: a @MainActor view model")
@MainActor struct DocumentEditorMainActorTests {
  @Test func aViewModelsPropertiesAreObservedThroughTheEditor() throws {
    let editor = DocumentEditor(document: StickyNote.document("a", "b"))
    let model = StickyNoteViewModel(editor: editor, noteID: "a")
    #expect(
      try tellsObservation(of: { _ = (model.title, model.canUndo) }) {
        try model.rename(to: "Ay")
      })
    #expect((model.title, model.canUndo, model.undoMenuTitle) == ("Ay", true, "Undo Rename"))
    #expect(
      try !tellsObservation(of: { _ = model.title }) {
        try editor.transaction("Elsewhere") { $0[id: "b"]?.title = "Bee" }
      })
    #expect(try tellsObservation(of: { _ = model.undoMenuTitle }) { try model.undo() })
    #expect(model.undoMenuTitle == "Undo Rename")
    #expect(try tellsObservation(of: { _ = model.title }) { try model.undo() })
    #expect((model.title, model.canUndo, model.undoMenuTitle) == ("A", false, "Undo"))
  }

  @Test func aMainActorHandlerHearsEveryChangeInOrder() async throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let model = StickyNoteViewModel(editor: editor, noteID: "a")
    let token = model.follow()
    try model.rename(to: "Ay")
    try model.undo()
    try editor.redo()
    var reread = editor.document
    reread[id: "a"]?.body = "Written elsewhere"
    editor.adopt(reread, actionName: "Edit")
    try await Self.wait { model.heard.count == 4 }
    #expect(
      model.heard == ["Rename (edit)", "Rename (undo)", "Rename (redo)", "Edit (external)"])
    editor.removeObserver(token)
  }

  @Test func aMainActorTaskLoopsOverTheChanges() async throws {
    let editor = DocumentEditor(document: StickyNote.document("a"))
    let model = StickyNoteViewModel(editor: editor, noteID: "a")
    let changes = editor.changes()
    let loop = Task { @MainActor in
      for await change in changes { model.status = change.actionName + " " + model.title }
    }
    try model.rename(to: "Ay")
    try await Self.wait { model.status == "Rename Ay" }
    #expect(model.status == "Rename Ay")
    loop.cancel()
  }

  /// Lets the main actor run until `condition` holds, for at most ten seconds.
  private static func wait(until condition: @MainActor () -> Bool) async throws {
    for _ in 0..<10_000 where !condition() {
      try await Task.sleep(for: .milliseconds(1))
    }
  }
}
