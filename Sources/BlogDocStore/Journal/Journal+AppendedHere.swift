import Synchronization

extension Journal {
  /// Whether this process has begun to append to a journal.
  private static let appendedHere = Atomic<Bool>(false)

  /// Whether this process has begun to append a record to any journal: once it has, it may
  /// have written documents (every write goes through the journal first), so a call must
  /// not be run again from its start, by this program or another. Before, nothing this
  /// process did changed a file blogdoc manages.
  ///
  /// ```swift
  /// if !Journal.hasAppendedInThisProcess { /* the call can still start over elsewhere */ }
  /// ```
  public static var hasAppendedInThisProcess: Bool { appendedHere.load(ordering: .relaxed) }

  /// Records that this process is about to append.
  static func noteAppending() {
    appendedHere.store(true, ordering: .relaxed)
  }
}
