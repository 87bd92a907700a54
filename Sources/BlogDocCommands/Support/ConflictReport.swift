import BlogDocCore
import BlogDocStore

/// A document file holding merge conflict markers, read back as the three documents it
/// was merged from, and the sentences that name its conflicts.
struct ConflictReport<M: Model> {
  /// The file's path.
  var file: String
  /// The file's bytes, as read.
  var bytes: [UInt8]
  /// The three sides, as text.
  var text: ConflictedText
  /// The merge of the three sides again: its conflicts are the file's.
  var result: MergeResult<M>
  /// Where each side's entries and fields lie in its text.
  var maps: [MergeSide: DocumentSourceMap]

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
    var maps: [MergeSide: DocumentSourceMap] = [:]
    func side(_ side: MergeSide, _ text: String) throws -> ModelDocument<M> {
      // Each side is the file: a post's id, taken from the file's name, is the same in all.
      let (decoded, map) = try DocumentFile.decodeForEditing(
        M.self, from: Array(text.utf8), as: format, named: "\(file) (\(side.rawValue))",
        options: DecodingOptions(sourceName: file))
      maps[side] = map
      return decoded.document
    }
    let result = DocumentMerge.merge(
      base: try side(.base, text.base), ours: try side(.ours, text.ours),
      theirs: try side(.theirs, text.theirs))
    return ConflictReport(file: file, bytes: bytes, text: text, result: result, maps: maps)
  }

  /// One line per conflict: where (its own line), the three values, and a command that
  /// resolves it, quoted so that it pastes into a shell, with the other choices `resolve`
  /// accepts for it.
  func lines(tool: String) -> [String] {
    let single = result.document.layout == .single
    return result.conflicts.map { conflict in
      var command = [tool, "resolve", file]
      // A whole entry is named by its id alone; a field by its name, and by its entry's
      // id too where the file holds several entries.
      if let id = conflict.entryID, !single || conflict.target == .entry {
        command += ["--entry", id]
      }
      if let name = conflict.target.name { command += ["--field", name] }
      command += ["--take", "theirs"]
      let others = ["--take ours", "--take base"] + (isField(conflict) ? ["--set VALUE"] : [])
      let shown = conflict.shown(entryName: M.schema.entryName)
      return
        "\(file):\(line(of: conflict)): merge conflict in \(shown); resolve it with '\(command.map(ShellWord.quoted).joined(separator: " "))' (or \(others.joined(separator: ", ")))."
    }
  }

  /// Whether `resolve --set` can settle `conflict`: it is a field of the schema.
  private func isField(_ conflict: MergeConflict) -> Bool {
    if case .field = conflict.kind { true } else { false }
  }

  /// The 1-based line of the file where `conflict` lies: its field's (or member's) first
  /// line in the first side that holds it, ours first, else its entry's; the first
  /// marker's line for the document's own members.
  ///
  /// - Complexity: O(*n*) in the file's size, to count lines.
  func line(of conflict: MergeConflict) -> Int {
    guard let id = conflict.entryID else { return text.firstLine }
    let member = conflict.target.name
    let sides: [(MergeSide, String)] = [
      (.ours, text.ours), (.theirs, text.theirs), (.base, text.base),
    ]
    for key in member == nil ? [nil] : [member, nil] {
      for (side, sideText) in sides {
        guard let offset = maps[side]?.offset(ofEntry: id, member: key) else { continue }
        let line = 1 + sideText.utf8.prefix(offset).count { $0 == UInt8(ascii: "\n") }
        return text.line(line, of: side)
      }
    }
    return text.firstLine
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
