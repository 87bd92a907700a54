extension Journal {
  /// Something wrong with the journal that a reader stepped around, said in one sentence.
  ///
  /// A journal that cannot be read never stops editing: readers skip what they cannot
  /// trust and report it as a warning, and the caller decides whether to print it.
  ///
  /// ```swift
  /// let warning = Journal.Warning(.tornTail(bytesIgnored: 37), path: ".blogdoc/journal")
  /// print(warning)
  /// // Prints:
  /// // .blogdoc/journal: The last 37 bytes are an incomplete record, probably from an interrupted write; they were ignored and the next change removes them.
  /// ```
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Hashable, Sendable {
      /// The file ends in a record that is incomplete or fails its checksum.
      case tornTail(bytesIgnored: Int)
      /// Bytes before the last valid record are damaged and were skipped.
      case damaged(offset: Int, bytesIgnored: Int)
      /// A record is intact but is not an operation this version understands.
      case undecodable(id: Int, reason: String)
      /// The journal file cannot be read at all.
      case unreadable(reason: String)
      /// No record in the journal's `bytes` is one this version can read (damage, or a
      /// newer format); the next change keeps the file aside.
      case noReadableRecord(bytes: Int)
      /// The journal held no record this version can read, so it was renamed to
      /// `movedTo` and a new journal started.
      case setAside(movedTo: String)
      /// A record the undo history points to is gone (trimmed or damaged).
      case missingRecord(id: Int)
      /// An interrupted operation could not be finished because a file changed since.
      case changedSinceInterruption(operation: Int)
      /// Recovery could not bring a file to its intended bytes.
      case recoveryFailed(operation: Int, reason: String)
    }

    /// What was wrong.
    public var kind: Kind
    /// The file the warning is about: the journal, or a document for recovery warnings.
    public var path: String

    /// A warning of `kind` about the file at `path`.
    public init(_ kind: Kind, path: String) {
      self.kind = kind
      self.path = path
    }

    /// Whether the journal could not be read at all (an I/O error), as opposed to a
    /// damaged part a reader stepped over. A command that needs the history should stop.
    public var isReadFailure: Bool {
      if case .unreadable = kind { return true }
      return false
    }

    /// The warning as one line: the file, a colon, a sentence.
    public var description: String { "\(path): \(message)" }

    /// The sentence, without the file.
    public var message: String {
      switch kind {
      case .tornTail(let count):
        count == 1
          ? "The last byte is an incomplete record, probably from an interrupted write; "
            + "it was ignored and the next change removes it."
          : "The last \(count) bytes are an incomplete record, probably from an interrupted "
            + "write; they were ignored and the next change removes them."
      case .damaged(let offset, let count):
        "\(count == 1 ? "1 byte" : "\(count) bytes") at offset \(offset) "
          + "\(count == 1 ? "is" : "are") damaged; the records in them were skipped."
      case .undecodable(let id, let reason):
        "Record \(id) is not an operation this blogdoc understands (\(reason)); it was skipped."
      case .unreadable(let reason):
        "Cannot read the journal (\(reason)); the undo history is unavailable."
      case .noReadableRecord(let count):
        "None of the journal's \(count) bytes is a record this blogdoc can read; the next "
          + "change keeps the file as journal.unreadable-N and starts a new history."
      case .setAside(let aside):
        "No record in the journal is readable by this blogdoc, so it was kept as '\(aside)' "
          + "and a new history started."
      case .missingRecord(let id):
        "Record \(id), which the undo history refers to, is missing or damaged; "
          + "the history before it is unavailable."
      case .changedSinceInterruption(let id):
        "Operation \(id) was interrupted and this file has changed since, so the operation "
          + "was abandoned and its other files were restored."
      case .recoveryFailed(let id, let reason):
        "Could not finish or roll back interrupted operation \(id) in this file (\(reason))."
      }
    }
  }
}
