import BlogDocCore
import BlogDocStore

#if canImport(Glibc)
  import Glibc
#endif

/// An operation as `blogdoc log` shows it: whether its change is undone now, and its time
/// on the local clock.
struct LogEntry {
  var operation: Journal.Operation
  /// Whether the change this record made is not in effect now: a later undo of it (one
  /// not undone itself) is newer than any later redo.
  var isUndone: Bool

  /// Every committed operation of `journal`, newest first, each marked undone or not.
  ///
  /// Read newest first, the first record met about a change says where it stands: an undo
  /// of it (undone) or a redo of it (in effect again).
  ///
  /// - Complexity: One backward pass; O(1) per operation besides reading it.
  struct Sequence: Swift.Sequence, IteratorProtocol {
    var operations: CommittedOperations
    private var undone: [Int: Bool] = [:]

    init(_ operations: CommittedOperations) {
      self.operations = operations
    }

    mutating func next() -> LogEntry? {
      guard let operation = operations.next() else { return nil }
      let change = operation.changeID
      let isUndone = undone[change] ?? false
      if undone[change] == nil { undone[change] = false }
      // An undo counts only while it is not undone itself (an undo of an older operation
      // is a change of its own, which a later undo can revert).
      if operation.operationKind == .undo, !isUndone, let target = operation.undoes, undone[target] == nil {
        undone[target] = true
      }
      return LogEntry(operation: operation, isUndone: isUndone)
    }
  }

  /// The operation's time in the local time zone (`TZ`, else the system's), to the
  /// second, with its offset: `2026-11-22T12:41:13+01:00`.
  var localTime: String {
    Self.local(operation.time).iso8601
  }

  static func local(_ time: Timestamp) -> Timestamp {
    var seconds = time_t(time.secondsSince1970)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return Timestamp(secondsSince1970: time.secondsSince1970) }
    return Timestamp(secondsSince1970: time.secondsSince1970, utcOffsetMinutes: Int16(parts.tm_gmtoff / 60))
  }

  /// What one file's change did: each field by name, or, past `limit` names (and with no
  /// limit under `--verbose`), counts per kind: `9,690 entries added, 2 changed`.
  static func summary(of diff: DocumentDiff<BlogEntry>, limit: Int?) -> String {
    let names = BlogDoc.Log.fields(of: diff)
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

  /// `9690` → `9,690`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
