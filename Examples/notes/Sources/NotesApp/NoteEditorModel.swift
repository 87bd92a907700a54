import BlogDocCore
import BlogDocStore
import NoteModel
import Observation

/// The view model of a window that edits one note, as a SwiftUI app would have it, with no
/// UI framework: `@MainActor`, `@Observable`, on blogdoc's public API only.
///
/// The note lives in a file with an undo history (`.blogdoc/`), through a
/// `DocumentSession`: every ``save()`` and every button is one journaled operation, exactly
/// what `notes edit` would write, and Undo and Redo are `notes undo FILE` and
/// `notes redo FILE`. The text fields edit drafts, which ``save()`` commits in one
/// transaction. What the window shows of the saved note (``title``, ``canUndo``,
/// ``undoMenuTitle``) is read from the session, so Observation tracks it there, field by
/// field: a view that shows the title is not redrawn when a tag is added.
///
/// ```swift
/// let model = try NoteEditorModel(opening: "groceries.xml", options: options)
/// model.draftTitle = "Weekly groceries"
/// model.save()
/// print(model.undoMenuTitle)
/// // Prints "Undo Set title"
/// ```
@MainActor @Observable
public final class NoteEditorModel {
  /// The document, in the store.
  @ObservationIgnored public let session: DocumentSession<Note>
  /// The note the window edits: the document's first.
  public let noteID: String

  /// What the title field holds; ``save()`` writes it.
  public var draftTitle: String
  /// What the body's text view holds; ``save()`` writes it.
  public var draftBody: String
  /// The last operation's error, in one line, for an alert; `nil` after one that worked.
  public private(set) var errorMessage: String?
  /// What happened, one line per change, newest last: the window's status line shows the
  /// last one.
  public private(set) var activity: [String] = []

  /// Opens the note document at `path`.
  ///
  /// - Throws: What `DocumentSession.open(_:at:options:report:)` throws: the file is
  ///   missing, unreadable or not a note document.
  public init(opening path: String, options: StoreOptions) throws {
    let session = try DocumentSession.open(Note.self, at: path, options: options)
    let note = session.document.entries.first ?? Note()
    self.session = session
    noteID = note.id
    draftTitle = note.title
    draftBody = note.body
  }

  // MARK: - What the window shows

  /// The saved title.
  public var title: String { session.value(\.title, ofEntry: noteID) ?? "" }
  /// The saved body.
  public var body: String { session.value(\.body, ofEntry: noteID) ?? "" }
  /// The note's tags.
  public var tags: [String] { session.value(\.tags, ofEntry: noteID) ?? [] }
  /// Whether the note is pinned.
  public var isPinned: Bool { session.value(\.isPinned, ofEntry: noteID) ?? false }
  /// Whether the drafts differ from the saved note: the window's "edited" dot.
  public var hasUnsavedChanges: Bool { draftTitle != title || draftBody != body }
  /// Whether the Undo menu item is enabled.
  public var canUndo: Bool { session.canUndo }
  /// Whether the Redo menu item is enabled.
  public var canRedo: Bool { session.canRedo }
  /// The Undo menu item's title: `Undo Set title`, or `Undo` when there is nothing.
  public var undoMenuTitle: String { session.undoActionName.map { "Undo \($0)" } ?? "Undo" }
  /// The Redo menu item's title.
  public var redoMenuTitle: String { session.redoActionName.map { "Redo \($0)" } ?? "Redo" }

  // MARK: - What the buttons do

  /// Writes the drafts that differ from the saved note, in one transaction named after the
  /// fields it sets (`Set title, body`), as `notes edit` names it.
  ///
  /// - Returns: Whether it worked; otherwise ``errorMessage`` says why and nothing changed.
  @discardableResult
  public func save() -> Bool {
    let (title, body, id) = (draftTitle, draftBody, noteID)
    return perform(nil) { proxy in
      try proxy.update(id: id) { note in
        if note.title != title { note.title = title }
        if note.body != body { note.body = body }
      }
    }
  }

  /// Adds `tag`, as one operation named `Tag <tag>`.
  @discardableResult
  public func addTag(_ tag: String) -> Bool {
    let id = noteID
    return perform("Tag \(tag)") { proxy in
      try proxy.update(id: id) { $0.tags.append(tag) }
    }
  }

  /// Pins or unpins the note, as one operation named `Pin` or `Unpin`.
  @discardableResult
  public func setPinned(_ pinned: Bool) -> Bool {
    let id = noteID
    return perform(pinned ? "Pin" : "Unpin") { proxy in
      try proxy.update(id: id) { $0.isPinned = pinned }
    }
  }

  /// Undoes the latest operation on the note.
  public func undo() {
    report { try session.undo() }
  }

  /// Redoes the operation undone last.
  public func redo() {
    report { try session.redo() }
  }

  /// Reads what another program wrote since (a `notes edit` in a shell, say).
  public func refresh() {
    report { try session.refresh() }
  }

  /// Follows the changes other programs write, until the task is cancelled: checks the
  /// file every `interval`, and takes each change into the window. A window runs it in
  /// its `.task { await model.follow() }`.
  public func follow(every interval: Duration = .seconds(1)) async {
    let changes = session.changes()
    let session = self.session
    let watcher = Task.detached { await session.watch(every: interval) }
    // A @MainActor loop over the session's changes: each one arrives here, on the main
    // actor, whichever thread wrote it. The window's own operations took theirs already.
    // Cancelling the task ends the loop.
    for await change in changes where change.origin == .external {
      take(change)
    }
    watcher.cancel()
    await watcher.value
  }

  // MARK: - Changes

  private func perform(
    _ actionName: String?, _ body: (inout DocumentProxy<Note>) throws -> Void
  ) -> Bool {
    do {
      let diff = try session.transaction(actionName, body)
      errorMessage = nil
      // The drafts already hold what was saved; the operation's name is Undo's now.
      if !diff.isEmpty { activity.append("edit: \(session.undoActionName ?? "")") }
      return true
    } catch {
      errorMessage = "\(error)"
      return false
    }
  }

  private func report(_ operation: () throws -> DocumentChange<Note>?) {
    do {
      let change = try operation()
      errorMessage = nil
      if let change { take(change) }
    } catch {
      errorMessage = "\(error)"
    }
  }

  /// Takes a change into the window: a draft the user has not touched follows the note;
  /// one being typed in is left as it is.
  private func take(_ change: DocumentChange<Note>) {
    let old = change.oldDocument[id: noteID]
    let new = change.newDocument[id: noteID]
    if draftTitle == old?.title { draftTitle = new?.title ?? "" }
    if draftBody == old?.body { draftBody = new?.body ?? "" }
    activity.append("\(change.origin): \(change.actionName)")
  }
}
