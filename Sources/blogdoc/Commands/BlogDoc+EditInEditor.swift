import ArgumentParser
import BlogDocCore
import BlogDocStore

#if canImport(Glibc)
  import Glibc
#endif

extension BlogDoc.Edit {
  /// Edits one entry as text in the user's editor until it applies cleanly or is cancelled.
  func runEditor() throws {
    guard files.count == 1, let file = files.first else {
      throw ValidationError(
        "Please name one document to edit in an editor, or give --set, --add, --remove or --unset.")
    }
    var plan: Plan?
    var session: Session?
    try Failure.reporting {
      if !dryRun {
        // A workspace is made only for a document that reads: no `.blogdoc/` for a typo.
        if try Workspace.find(forDocumentAt: file) == nil { _ = try DocumentFile.read(BlogEntry.self, from: file) }
        session = try Session.open(forDocumentAt: file, creating: true)
      }
      let (decoded, bytes) = try DocumentFile.readWithBytes(BlogEntry.self, from: file)
      let document = decoded.document
      let id = try Self.entryID(in: document, named: entry, file: file)
      let original = document[id: id]!
      let pristine = EditableText.render(
        original,
        header: [
          "Editing \(BlogEntry.schema.recordName) '\(id)' of \(file).",
          "Lines starting with '#' are ignored. Save and quit to apply; an unchanged or empty file cancels.",
        ])
      var text = pristine
      var failedAttempt: String?
      var problems: [String] = []
      while true {
        let edited = try Self.editInEditor(text)
        if EditableText.isBlank(edited) || edited == pristine || edited == failedAttempt {
          if edited == failedAttempt {
            for problem in problems { Failure.printError("\(file): \(problem)") }
          }
          Output.write("Edit cancelled, no changes made.\n", to: 2)
          if edited == failedAttempt { throw ExitCode(65) }
          return
        }
        do {
          let updated = try EditableText.apply(Self.withoutErrorComments(edited), to: original)
          var after = document
          let diff = try after.transaction(message ?? "Edit") { proxy in
            try proxy.update(id: id) { $0.replace(with: updated) }
          }
          if diff.isEmpty {
            Output.write("Edit cancelled, no changes made.\n", to: 2)
            return
          }
          plan = Plan(path: file, bytes: bytes, before: document, after: after, diff: diff)
          return
        } catch {
          problems =
            (error as? EditableTextError)?.problems.map { "line \($0.line): \($0.message)" }
            ?? (error as? TransactionError)?.violations.map(\.description) ?? ["\(error)"]
          failedAttempt = Self.errorComments(problems) + Self.withoutErrorComments(edited)
          text = failedAttempt!
        }
      }
    }
    if let plan { try commit([plan], in: session) }
  }

  private static let errorHeading = "# blogdoc could not apply this edit; fix it or empty the file to cancel:"

  private static func errorComments(_ problems: [String]) -> String {
    ([errorHeading] + problems.map { "#   " + $0 }).joined(separator: "\n") + "\n"
  }

  /// `text` without the error comments an earlier round put on top.
  private static func withoutErrorComments(_ text: String) -> String {
    guard text.hasPrefix(errorHeading) else { return text }
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().drop { $0.hasPrefix("#   ") }.joined(separator: "\n")
  }

  /// Writes `text` to a private temporary file, runs the editor on it and reads it back.
  private static func editInEditor(_ text: String) throws -> String {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(directory)/blogdoc-edit-XXXXXX.txt".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
    guard fd >= 0 else {
      throw StoreError(.cannotCreate, path: directory, "Cannot create a temporary file to edit.")
    }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    close(fd)
    defer { unlink(path) }
    try AtomicFile.write(Array(text.utf8), to: path)
    let status = try ExternalEditor.edit(path)
    guard status == 0 else {
      Failure.printError("The editor '\(ExternalEditor.command)' exited with status \(status); no changes made.")
      throw ExitCode(1)
    }
    return String(decoding: try FileBytes.read(path), as: UTF8.self)
  }
}
