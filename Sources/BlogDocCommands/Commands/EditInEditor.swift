import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocSystem
import BlogDocTextForm

extension EditCommand {
  /// Edits one entry as text in the user's editor until it applies cleanly or is cancelled,
  /// with the store of the workspace of `storeAnchor` (by default, of the file's).
  func runEditor(storeAnchor: String? = nil) throws {
    guard files.count == 1, let file = files.first else {
      throw ValidationError(
        "Please name one document to edit in an editor, or give --set, --add, --remove or --unset.")
    }
    var plan: Plan?
    var store: DocumentStore?
    try Failure.reporting {
      guard ExternalEditor.canRun else {
        throw UsageError(
          description:
            "\(file): Cannot open an editor without a terminal; give --set, --add, --remove or --unset, "
            + "or set \(ExternalEditor.noTerminalOverride)=1 to run $EDITOR anyway.")
      }
      if !change.dryRun {
        // A workspace is made only for a document that reads: no `.blogdoc/` for a typo.
        if try Workspace.find(forDocumentAt: storeAnchor ?? file) == nil {
          _ = try DocumentFile.read(Tool.Entry.self, from: file)
        }
        store = try Tool.openStore(forDocumentAt: storeAnchor ?? file, creating: true)
      }
      let (decoded, bytes) = try DocumentFile.readWithBytes(Tool.Entry.self, from: file)
      let document = decoded.document
      let id = try Self.entryID(in: document, named: entry, file: file)
      let original = document[id: id]!
      let pristine = EditableText.render(
        original,
        header: [
          "Editing \(Tool.Entry.schema.entryName) '\(id)' of \(file).",
          "Lines starting with '#' are ignored. Save and quit to apply; an unchanged or empty file cancels.",
        ])
      var text = pristine
      var failedAttempt: String?
      var problems: [String] = []
      while true {
        let edited = try Self.editInEditor(text)
        if EditableText.isBlank(edited) || edited == pristine || edited == failedAttempt {
          guard edited == failedAttempt else {
            Output.write("Edit cancelled, no changes made.\n", to: 2)
            return
          }
          for problem in problems { Failure.printError("\(file): \(problem)") }
          let kept = try Self.temporaryFile(holding: edited)
          Output.write(
            "Edit cancelled, no changes made; what you typed is kept in \(kept).\n", to: 2)
          throw ExitCode(65)
        }
        let after: ModelDocument<Tool.Entry>
        let diff: DocumentDiff<Tool.Entry>
        let updated: Tool.Entry
        do {
          updated = try EditableText.apply(Self.withoutErrorComments(edited), to: original)
          var changed = document
          diff = try changed.transaction(change.message ?? "Edit") { proxy in
            try proxy.update(id: id) { $0.replace(with: updated) }
          }
          after = changed
        } catch {
          problems = Self.problems(in: error)
          failedAttempt = Self.errorComments(problems) + Self.withoutErrorComments(edited)
          text = failedAttempt!
          continue
        }
        if diff.isEmpty {
          let leftOut = EditableText.fieldsLeftOut(
            of: Self.withoutErrorComments(edited), as: Tool.Entry.self)
          Output.write(Self.noChanges(leftOut: leftOut), to: 2)
          return
        }
        plan =
          try Self.plan(
            diff, id: id, editedID: updated.id, file: file, readAs: bytes, typed: edited,
            message: change.message)
          ?? Plan(path: file, bytes: bytes, before: document, after: after, diff: diff)
        return
      }
    }
    if let plan { try commit([plan], in: store) }
  }

  /// What to say when a saved form changes nothing: which single-line fields had no line
  /// (a field left out keeps its value, which surprises someone who deleted it to unset it).
  private static func noChanges(leftOut: [String]) -> String {
    guard let first = leftOut.first else { return "Edit cancelled, no changes made.\n" }
    let names = leftOut.map { "'\($0)'" }.joined(separator: ", ")
    return
      "No changes made: the form has no line for \(names), and a field left out keeps its value. "
      + "To unset a field, leave its value empty ('\(first):').\n"
  }

  /// One sentence per problem of a failed attempt. Line numbers count the error comments
  /// the reopened form gets on top (a heading and a line per problem), so they match it.
  private static func problems(in error: any Error) -> [String] {
    if let error = error as? EditableTextError {
      let shift = 1 + error.problems.count
      return error.problems.map { "line \($0.line + shift): \($0.message)" }
    }
    return (error as? TransactionError)?.violations.map(\.description) ?? ["\(error)"]
  }

  private static var errorHeading: String {
    "# \(Tool.name) could not apply this edit; fix it or empty the file to cancel:"
  }

  private static func errorComments(_ problems: [String]) -> String {
    ([errorHeading] + problems.map { "#   " + $0 }).joined(separator: "\n") + "\n"
  }

  /// `text` without the error comments an earlier round put on top.
  private static func withoutErrorComments(_ text: String) -> String {
    guard text.hasPrefix(errorHeading) else { return text }
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    return lines.dropFirst().drop { $0.hasPrefix("#   ") }.joined(separator: "\n")
  }

  /// The plan for the form's `diff` when the file changed while the editor was open, or
  /// `nil` when the file still holds the bytes it was read as.
  ///
  /// The lock keeps out only other blogdoc processes, so a person or another tool may have
  /// written the file meanwhile. The form's changes then apply to what the file holds now,
  /// field by field and with the same check undo makes: a field the form changed must
  /// still hold what the form showed. Changes to other fields survive; a field changed on
  /// both sides refuses the edit, and what was typed is kept in a file the message names.
  private static func plan(
    _ diff: DocumentDiff<Tool.Entry>, id: String, editedID: String, file: String,
    readAs bytes: [UInt8],
    typed: String,
    message: String?
  ) throws -> Plan? {
    let (decoded, currentBytes) = try DocumentFile.readWithBytes(Tool.Entry.self, from: file)
    guard currentBytes != bytes else { return nil }
    let current = decoded.document
    var merged = current
    do {
      try merged.apply(diff)
    } catch {
      let kept = try temporaryFile(holding: typed)
      throw StoreError(
        .changedSinceRead, path: file,
        "Changed by another program while the editor was open, and the edit conflicts with that change: "
          + error.conflicts.map(\.description).joined(separator: "; ")
          + ". Nothing was written; what you typed is kept in \(kept).")
    }
    // The form may rename the entry: the edit then puts it under its new id.
    guard let edited = merged[id: editedID] else {
      throw StoreError(
        .changedSinceRead, path: file,
        "Changed by another program while the editor was open, and '\(id)' is no longer in it. "
          + "Nothing was written; what you typed is kept in \(try temporaryFile(holding: typed)).")
    }
    var after = current
    let rebased = try after.transaction(message ?? "Edit") { proxy in
      try proxy.update(id: id) { $0.replace(with: edited) }
    }
    return Plan(path: file, bytes: currentBytes, before: current, after: after, diff: rebased)
  }

  /// Writes `text` to a new private file in the temporary directory and returns its path;
  /// the caller removes it, or keeps it to save what was typed.
  private static func temporaryFile(holding text: String) throws -> String {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(directory)/\(Tool.name)-edit-XXXXXX.txt".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
    guard fd >= 0 else {
      throw StoreError(.cannotCreate, path: directory, "Cannot create a temporary file to edit.")
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    close(fd)
    try AtomicFile.write(Array(text.utf8), to: path)
    return path
  }

  /// Writes `text` to a private temporary file, runs the editor on it and reads it back.
  private static func editInEditor(_ text: String) throws -> String {
    let path = try temporaryFile(holding: text)
    defer { unlink(path) }
    let status = try ExternalEditor.edit(path)
    guard status == 0 else {
      Failure.printError(
        "The editor '\(ExternalEditor.command)' exited with status \(status); no changes made.")
      throw ExitCode(1)
    }
    return String(decoding: try FileBytes.read(path), as: UTF8.self)
  }
}
