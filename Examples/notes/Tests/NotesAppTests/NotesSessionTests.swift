import BlogDocCommands
import BlogDocCore
import BlogDocStore
import NoteModel
import NotesApp
import NotesCommandLine
import Observation
import Synchronization
import Testing

import Foundation

/// A scripted session of the notes window (``NoteEditorModel``), and the same steps typed
/// at the `notes` command line (its commands run in this process, as the binary runs
/// them) in a second directory: both must end with the same file, byte for byte, and the
/// same history.
@MainActor
@Suite("notes, an in-process editor on the journaled store")
struct NotesSessionTests {
  static let options = Notes.storeOptions

  @Test func aWindowSessionLeavesWhatTheCommandLineLeaves() async throws {
    let window = try Folder()
    let shell = try Folder()
    for folder in [window, shell] {
      try notes("new", folder.note, "--set", "id=groceries", "--set", "title=Groceries")
    }

    let model = try NoteEditorModel(opening: window.note, options: Self.options)
    // `notes undo groceries.xml` would take back the `new`.
    #expect(model.title == "Groceries" && model.undoMenuTitle == "Undo New note groceries")
    // A view showing the Undo menu item, as SwiftUI would track it.
    let undoItemRedrawn = Flag()
    withObservationTracking {
      _ = model.undoMenuTitle
    } onChange: {
      undoItemRedrawn.set()
    }
    let titleRedrawn = Flag()
    withObservationTracking {
      _ = model.title
    } onChange: {
      titleRedrawn.set()
    }

    // Typed into the fields, then saved.
    model.draftTitle = "Weekly groceries"
    model.draftBody = "Eggs, milk"
    #expect(model.hasUnsavedChanges)
    #expect(model.save())
    try notes("edit", shell.note, "--set", "title=Weekly groceries", "--set", "body=Eggs, milk")
    #expect(!model.hasUnsavedChanges && model.undoMenuTitle == "Undo Set title, body")
    #expect(undoItemRedrawn.isSet && titleRedrawn.isSet)

    // A tag and the pin: the title's view is not redrawn.
    let titleRedrawnAgain = Flag()
    withObservationTracking {
      _ = model.title
    } onChange: {
      titleRedrawnAgain.set()
    }
    #expect(model.addTag("food"))
    #expect(model.setPinned(true))
    try notes("edit", shell.note, "--add", "tags=food", "-m", "Tag food")
    try notes("edit", shell.note, "--set", "isPinned=true", "-m", "Pin")
    #expect(!titleRedrawnAgain.isSet)

    // Undo twice, redo once.
    model.undo()
    model.undo()
    #expect(model.undoMenuTitle == "Undo Set title, body" && model.redoMenuTitle == "Redo Tag food")
    model.redo()
    for _ in 0..<2 { try notes("undo", shell.note) }
    try notes("redo", shell.note)
    #expect(model.tags == ["food"] && !model.isPinned)

    // A title the rules refuse: an alert, and nothing written.
    model.draftTitle = ""
    #expect(!model.save())
    #expect(
      model.errorMessage == "Cannot commit 'Edit': groceries.title: A note needs a title.")
    #expect(throws: ExitCode(64)) { try notes("edit", shell.note, "--set", "title=") }
    model.draftTitle = "Weekly groceries"

    // Meanwhile, in a shell, `notes edit` changes the body of the window's note: the window
    // follows it, as it follows every change another program writes.
    let follower = Task { await model.follow(every: .milliseconds(10)) }
    for folder in [window, shell] {
      try notes("edit", folder.note, "--set", "body=Eggs, milk, bread", "-m", "From the shell")
    }
    try await waitUntil { model.activity.last == "external: From the shell" }
    follower.cancel()
    await follower.value
    #expect(model.draftBody == "Eggs, milk, bread" && !model.hasUnsavedChanges)

    model.draftTitle = "Groceries for the week"
    #expect(model.save())
    try notes("edit", shell.note, "--set", "title=Groceries for the week")

    #expect(
      model.activity == [
        "edit: Set title, body", "edit: Tag food", "edit: Pin", "undo: Pin", "undo: Tag food",
        "redo: Tag food", "external: From the shell", "edit: Set title",
      ])
    #expect(try window.bytes == shell.bytes)
    #expect(try window.log() == shell.log())
    #expect(
      try window.log() == [
        #"9 edit Set title: ~ groceries.title: "Weekly groceries" → "Groceries for the week""#,
        #"8 edit From the shell: ~ groceries.body: "Eggs, milk" → "Eggs, milk, bread""#,
        #"7 redo Redo 3: Tag food: ~ groceries.tags: +"food""#,
        #"6 undo Undo 3: Tag food: ~ groceries.tags: -"food""#,
        "5 undo Undo 4: Pin: ~ groceries.isPinned: true → false",
        "4 edit Pin (undone): ~ groceries.isPinned: false → true",
        #"3 edit Tag food: ~ groceries.tags: +"food""#,
        #"2 edit Set title, body: ~ groceries.title: "Groceries" → "Weekly groceries""#
          + "\n" + #"~ groceries.body: "" → "Eggs, milk""#,
        "1 edit New note groceries: + groceries (at 0)",
      ])
  }

  /// Runs `notes` with `arguments`, in this process, as its binary runs them.
  func notes(_ arguments: String...) throws {
    var command = try Notes.parseAsRoot(arguments)
    try command.run()
  }

  /// Waits (at most 30 s; no timing is asserted) until `condition` holds, letting the main
  /// actor run in between.
  func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<3000 where !condition() {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(condition())
  }
}

/// A fresh directory in the temporary folder (`TMPDIR`, else /tmp) for `groceries.xml`,
/// removed with everything in it at deinit.
final class Folder {
  let path: String
  var note: String { path + "/groceries.xml" }

  init() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    path = folder.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The note file's bytes.
  var bytes: [UInt8] {
    get throws { try DocumentFile.readWithBytes(Note.self, from: note).bytes }
  }

  /// The history as `notes log` lists it, without times: number, kind, message, whether
  /// undone, and the change.
  func log() throws -> [String] {
    let history = try DocumentHistory.find(forDocumentAt: note, options: Notes.storeOptions)
    return try history.log().map { entry in
      let operation = entry.operation
      let changes = try operation.files.map { "\(try $0.diff(as: Note.self))" }
      return "\(operation.shownNumber) \(operation.operationKind.rawValue) \(operation.message)"
        + (entry.isUndone ? " (undone)" : "") + ": " + changes.joined(separator: "; ")
    }
  }
}

/// Whether an observation fired.
final class Flag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}
