import BlogDocCore
import BlogDocStore
import BlogDocTextForm
import FlyingFox

/// The API that reads and changes documents: each request is what a command would do,
/// run on the ``StoreQueue`` under the workspace lock, and answered as JSON.
extension DocumentServer {
  /// `GET /api/entry/PATH`: the entry's fields, as the editor holds them.
  func fields(_ path: String, entry: String?) async throws -> HTTPResponse {
    let file = shown.of(try site.file(path))
    let tool = tool
    return await answering {
      let document = try DocumentFile.read(M.self, from: file).document
      let id = try EntrySave<M>.entryID(entry, in: document, file: file)
      let found = document[id: id]!
      return Answer.json([
        "ok": .bool(true), "entry": .string(id), "title": .string(tool.title(of: found)),
        "fields": .object(FormFields.values(of: found)),
      ])
    }
  }

  /// `GET /api/log/PATH`: the operations of the document's workspace, newest first, as
  /// `log` prints them (at most 50).
  func history(_ path: String) async throws -> HTTPResponse {
    let file = shown.of(try site.file(path))
    let options = tool.storeOptions
    return await answering {
      guard let history = try? DocumentHistory.find(forDocumentAt: file, options: options) else {
        return Answer.json(["ok": .bool(true), "operations": .array([])])
      }
      let workspace = history.workspace
      let operations = history.log().prefix(50).map { entry -> ArchiveValue in
        let operation = entry.operation
        let files = operation.files.map { change -> ArchiveValue in
          let made = change.createsFile ? " (created)" : change.removesFile ? " (removed)" : ""
          return .string(
            "\(workspace.displayPath(of: change.path))\(made): \(LogEntry.summary(of: change, limit: 6))"
          )
        }
        return .object([
          "id": .number(String(operation.shownNumber)), "time": .string(entry.localTime),
          "kind": .string(operation.operationKind.rawValue), "message": .string(operation.message),
          "undone": .bool(entry.isUndone), "files": .array(files),
        ])
      }
      return Answer.json(["ok": .bool(true), "operations": .array(operations)])
    }
  }

  /// `POST /api/save/PATH`: the changed fields, saved as one operation.
  func save(_ path: String, entry: String?, body: ArchiveValue) async throws -> HTTPResponse {
    let file = shown.of(try site.file(path))
    let save = try EntrySave<M>(body)
    guard save.problems.isEmpty else {
      return Self.fieldErrors(save.problems.map { ($0.field, $0.message) }, status: 422)
    }
    let options = tool.storeOptions
    let log = log
    return await answering {
      let notices = StoreNotices()
      do {
        // As `edit` does: with no workspace yet, plan first without one, so a refused save
        // leaves no `.blogdoc/` behind.
        var plan =
          try Workspace.find(forDocumentAt: file) == nil ? try save.plan(file, entry: entry) : nil
        let store = try DocumentStore.open(
          forDocumentAt: file, creating: true, options: options, report: notices.report)
        if plan == nil || (try? FileBytes.contains(plan!.bytes, at: file)) != true {
          plan = try save.plan(file, entry: entry)
        }
        guard let plan, !plan.diff.isEmpty else {
          return Answer.json(["ok": .bool(true), "message": .string("Nothing changed.")])
        }
        let write = try plan.write()
        let message = FileWrite.summary(of: [write])
        let operation = try store.commit(.edit, message: message, writes: [write])
        log("Saved \(file): \(message) (operation \(operation.shownNumber))")
        let id = try EntrySave<M>.entryID(entry, in: plan.after, file: file)
        return Answer.json([
          "ok": .bool(true), "operation": .number(String(operation.shownNumber)),
          "message": .string(message),
          "changes": .string(ArchivedDiff(plan.diff).description),
          "fields": .object(FormFields.values(of: plan.after[id: id]!)),
          "notes": .array(notices.lines.map { .string($0) }),
        ])
      } catch let conflict as SaveConflict {
        return Self.fieldErrors(
          conflict.fields.map { ($0.field, SaveConflict.message(now: $0.now)) }, status: 409,
          extra: ["now": .object(conflict.current)])
      } catch let error as TransactionError {
        return Self.fieldErrors(
          error.violations.map { ($0.violation.field ?? "", "\(file): \($0)") }
            + error.vetoes.map { ("", "Refused: \($0)") },
          status: 422)
      }
    }
  }

  /// `POST /api/undo/PATH`, `/api/redo/PATH`: `undo` or `redo` in the document's
  /// workspace, with the same field-checked conflict rule.
  func move(_ direction: HistoryRequest.Direction, _ path: String) async throws -> HTTPResponse {
    let file = shown.of(try site.file(path))
    let options = tool.storeOptions
    let log = log
    return await answering {
      let notices = StoreNotices()
      do {
        let store = try DocumentStore.open(
          forDocumentAt: file, creating: false, options: options, report: notices.report)
        var steps: [ArchiveValue] = []
        try store.move(HistoryRequest(direction)) { step in
          let changes = step.writes.map { write in
            "\(write.path):\n"
              + write.diff.description.split(separator: "\n").map { "  " + $0 }.joined(
                separator: "\n")
          }
          steps.append(
            .object([
              "label": .string(step.label),
              "operation": .number(String(step.operation.shownNumber)),
              "message": .string(step.operation.message),
              "changes": .string(changes.joined(separator: "\n")),
            ]))
          log("\(step.label) operation \(step.operation.shownNumber) (\(step.operation.message))")
        }
        guard !steps.isEmpty else {
          let note = notices.lines.first ?? "Nothing to \(direction.rawValue)."
          return Answer.json(["ok": .bool(false), "error": .string(note)], status: 409)
        }
        return Answer.json([
          "ok": .bool(true), "steps": .array(steps),
          "notes": .array(notices.lines.map { .string($0) }),
        ])
      } catch let error as HistoryConflictError {
        let conflicts = error.conflicts.map { conflict -> ArchiveValue in
          let field = if case .field(let name) = conflict.target { name } else { "" }
          return .object([
            "file": .string(error.file), "entry": .string(conflict.entryID ?? ""),
            "field": .string(field),
            "path": .string(conflict.path), "expected": .string(conflict.expected),
            "found": .string(conflict.found),
            "text": .string(conflict.description),
          ])
        }
        return Answer.json(
          ["ok": .bool(false), "error": .string("\(error)"), "conflicts": .array(conflicts)],
          status: 409)
      }
    }
  }

  /// Runs `body` on the store queue; an error it throws becomes the answer a command's
  /// message would be.
  private func answering(
    _ body: @escaping @Sendable () throws -> HTTPResponse
  ) async -> HTTPResponse {
    do {
      return try await store.run(body)
    } catch let refusal as RequestRefusal {
      return Answer.refusal(refusal, asJSON: true)
    } catch {
      return Answer.json(
        ["ok": .bool(false), "error": .string("\(error)")], status: Self.status(of: error))
    }
  }

  /// The HTTP status of an error a command would exit with.
  static func status(of error: any Error) -> Int {
    switch error {
    case let error as StoreError:
      switch error.kind {
      case .lockBusy: 503
      case .changedSinceRead: 409
      case .notFound: 404
      default: 500
      }
    case is ArchiveError, is FieldEditError: 422
    case is RequestError, is HistoryStopped: 409
    default: 500
    }
  }

  /// `{"ok":false,"error":…,"fields":{field: message}}`: messages to show beside fields
  /// (those of no field, under `""`, in the status line).
  static func fieldErrors(
    _ problems: [(field: String, message: String)], status: Int, extra: ArchiveObject = [:]
  )
    -> HTTPResponse
  {
    var order: [String] = []
    var messages: [String: String] = [:]
    for (field, message) in problems {
      if let earlier = messages[field] {
        messages[field] = earlier + " " + message
      } else {
        order.append(field)
        messages[field] = message
      }
    }
    let fields = ArchiveObject(order.map { .init(key: $0, value: .string(messages[$0]!)) })
    let summary =
      problems.count == 1 ? problems[0].message : "\(problems.count) fields need attention."
    var object: ArchiveObject = [
      "ok": .bool(false), "error": .string(summary), "fields": .object(fields),
    ]
    for member in extra { object.append(key: member.key, value: member.value) }
    return Answer.json(object, status: status)
  }
}
