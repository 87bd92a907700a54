/// What ``Recovery`` did with an interrupted operation.
///
/// ```swift
/// print(outcome.conclusion.kind, outcome.completed, outcome.restored)
/// // Prints "commit ["posts/b.xml"] []"
/// ```
public struct RecoveryOutcome: Hashable, Sendable {
  /// The intent that was pending.
  public var intent: Journal.Operation
  /// The `.commit` or `.abort` record appended.
  public var conclusion: Journal.Operation
  /// Files (workspace-relative) that recovery brought to their "after" bytes.
  public var completed: [String]
  /// Files (workspace-relative) that recovery brought back to their "before" state.
  public var restored: [String]
  /// Files that changed since, files that could not be rewritten, journal damage.
  public var warnings: [Journal.Warning]
}
