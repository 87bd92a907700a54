import BlogDocCore
import BlogDocStore

/// A document file holding merge conflict markers, read back as the three documents it
/// was merged from, and the sentences that name its conflicts.
struct ConflictReport<M: Model> {
  /// The file's path.
  var file: String
  /// The three sides, as text.
  var text: ConflictedText
  /// The merge of the three sides again: its conflicts are the file's.
  var result: MergeResult<M>

  /// The report of `file`, or `nil` when it holds no conflict markers.
  ///
  /// - Throws: What reading the file or one of its sides throws.
  static func read(_ file: String) throws -> ConflictReport? {
    guard file != "-", FileBytes.exists(file) else { return nil }
    let bytes = try FileBytes.read(file)
    guard ConflictedText.firstMarkerLine(in: bytes) != nil,
      let text = ConflictedText(String(decoding: bytes, as: UTF8.self))
    else { return nil }
    let format = try DocumentFile.format(of: file)
    func side(_ text: String, _ name: String) throws -> ModelDocument<M> {
      try DocumentFile.decode(M.self, from: Array(text.utf8), as: format, named: "\(file) (\(name))").document
    }
    let result = DocumentMerge.merge(
      base: try side(text.base, "base"), ours: try side(text.ours, "ours"), theirs: try side(text.theirs, "theirs"))
    return ConflictReport(file: file, text: text, result: result)
  }

  /// One line per conflict: where, the three values, and the command that resolves it.
  func lines(tool: String) -> [String] {
    let single = result.document.layout == .single
    return result.conflicts.map { conflict in
      let entry = single || conflict.entryID == nil ? "" : " --entry \(conflict.entryID!)"
      return "\(file):\(text.firstLine): merge conflict in \(conflict); resolve it with '\(tool) resolve \(file)\(entry) --field \(conflict.fieldName) --take ours|theirs|base' (or --set VALUE)."
    }
  }
}

extension ConflictReport {
  /// Prints one `Error:` line per conflict of `file` and returns `true` when it holds
  /// merge conflicts that read back; `false` (printing nothing) otherwise.
  static func printIfConflicted(_ file: String, tool: String) -> Bool {
    guard let report = try? read(file), !report.result.conflicts.isEmpty else { return false }
    for line in report.lines(tool: tool) { Failure.printError(line) }
    return true
  }
}
