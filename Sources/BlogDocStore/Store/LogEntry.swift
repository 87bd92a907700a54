import BlogDocCore
import BlogDocSystem

/// An operation as a log shows it: whether its change is undone now, and its time on the
/// local clock.
///
/// ```swift
/// for entry in LogEntry.Sequence(journal.committedOperations()).prefix(3) {
///   print(entry.operation.shownNumber, entry.localTime, entry.isUndone)
/// }
/// ```
public struct LogEntry: Sendable {
  /// The operation (its intent record, which holds its files).
  public var operation: Journal.Operation
  /// Whether the change this record made is not in effect now: a later undo of it (one
  /// not undone itself) is newer than any later redo.
  public var isUndone: Bool
  /// For an undone change: the files (workspace-relative) the undo left out because they
  /// were gone (`--skip-missing`), which still hold the change; empty when it is undone in
  /// every file.
  public var undoneExcept: [String] = []

  /// Every committed operation of `journal`, newest first, each marked undone or not.
  ///
  /// Read newest first, the first record met about a change says where it stands: an undo
  /// of it (undone) or a redo of it (in effect again).
  ///
  /// - Complexity: One backward pass; O(1) per operation besides reading it.
  public struct Sequence: Swift.Sequence, IteratorProtocol {
    /// The operations read, whose reader holds the warnings.
    public var operations: CommittedOperations
    private var undone: [Int: Bool] = [:]
    private var undoneExcept: [Int: [String]] = [:]

    /// The log of `operations`.
    public init(_ operations: CommittedOperations) {
      self.operations = operations
    }

    /// The next older operation.
    public mutating func next() -> LogEntry? {
      guard let operation = operations.next() else { return nil }
      let change = operation.changeID
      let isUndone = undone[change] ?? false
      if undone[change] == nil { undone[change] = false }
      // The step an edit joined stands where the edit stands.
      if let joined = operation.coalesces, undone[joined] == nil { undone[joined] = isUndone }
      // An undo counts only while it is not undone itself (an undo of an older operation
      // is a change of its own, which a later undo can revert).
      if operation.operationKind == .undo, !isUndone, let target = operation.undoes,
        undone[target] == nil
      {
        undone[target] = true
        undoneExcept[target] = operation.skipped
      }
      var entry = LogEntry(operation: operation, isUndone: isUndone)
      if isUndone { entry.undoneExcept = undoneExcept[change] ?? [] }
      return entry
    }
  }

  /// The operation's time in the local time zone (`TZ`, else the system's), to the
  /// second, with its offset: `2026-11-22T12:41:13+01:00`.
  public var localTime: String {
    Self.local(operation.time).iso8601
  }

  /// `time` with the offset of the local time zone (`TZ`, else the system's) at that
  /// moment, or in UTC when the zone cannot be found or its offset is one ISO 8601 cannot
  /// write (POSIX lets `TZ=X-24:59` say 24 h 59 min east; ISO 8601 stops at ±23:59).
  ///
  /// ```swift
  /// print(LogEntry.local(Timestamp(secondsSince1970: 0)).iso8601)
  /// // Prints "1970-01-01T01:00:00+01:00" with TZ=Europe/Paris
  /// ```
  static func local(_ time: Timestamp) -> Timestamp {
    var seconds = time_t(time.secondsSince1970)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil, abs(parts.tm_gmtoff) < 24 * 3600 else {
      return Timestamp(secondsSince1970: time.secondsSince1970)
    }
    return Timestamp(
      secondsSince1970: time.secondsSince1970, utcOffsetMinutes: Int16(parts.tm_gmtoff / 60))
  }

  /// The fields one file's change touched: `hello.title`, `+new-post`, `-old-post`,
  /// `↕moved-post`, `hello (unknown fields)`.
  static func fields(of diff: ArchivedDiff) -> [String] {
    var names: [String] = []
    for change in diff.entryChanges {
      switch change {
      case .modified(let id, let fields, let unknown):
        names += fields.map { "\(id).\($0.field)" }
        if unknown != nil { names.append("\(id) (unknown fields)") }
      case .inserted(let id, _, _): names.append("+\(id)")
      case .removed(let id, _, _): names.append("-\(id)")
      case .moved(let id, _, _): names.append("↕\(id)")
      }
    }
    return names
  }

  /// What one file's change did: each field by name, or, past `limit` names (no limit:
  /// all), counts per kind: `9,690 entries added, 2 changed`.
  public static func summary(of diff: ArchivedDiff, limit: Int?) -> String {
    let names = fields(of: diff)
    if let limit, names.count > limit {
      var added = 0
      var removed = 0
      var changed = 0
      var moved = 0
      for change in diff.entryChanges {
        switch change {
        case .inserted: added += 1
        case .removed: removed += 1
        case .modified: changed += 1
        case .moved: moved += 1
        }
      }
      let parts = [(added, "added"), (changed, "changed"), (removed, "removed"), (moved, "moved")]
        .filter { $0.0 > 0 }.enumerated()
        .map { index, part in
          "\(grouped(part.0))\(index == 0 ? part.0 == 1 ? " entry" : " entries" : "") \(part.1)"
        }
      return parts.joined(separator: ", ")
    }
    return names.joined(separator: ", ")
  }

  /// What one file's change did, as a log line says it: ``summary(of:limit:)`` of its diff;
  /// `whole file` for a file that is no document, written whole (an export's); `layout
  /// only` for a change of layout that changed no field (a `format`).
  ///
  /// ```swift
  /// for file in entry.operation.files {
  ///   print(file.path + ": " + LogEntry.summary(of: file, limit: 6))
  /// }
  /// // hello.xml: hello.title, for an edit; site/hello.md: whole file, for an export
  /// ```
  ///
  /// - Complexity: O(*c*) in the changes of the file's diff.
  public static func summary(of change: Journal.FileChange, limit: Int?) -> String {
    if change.isWholeFile { return "whole file" }
    let fields = summary(of: change.diff, limit: limit)
    return change.changesLayout && fields.isEmpty ? "layout only" : fields
  }

  /// `number` with its digits in groups of three, as the log counts.
  ///
  /// ```swift
  /// print(LogEntry.grouped(9690))   // Prints "9,690"
  /// ```
  public static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
