/// What `Recovery` did with an interrupted operation.
///
/// ```swift
/// print(outcome.conclusion.kind, outcome.completed, outcome.restored)
/// // Prints "commit ["posts/b.xml"] []"
/// ```
package struct RecoveryOutcome: Hashable, Sendable {
  /// The intent that was pending.
  package var intent: Journal.Operation
  /// The `.commit` or `.abort` record appended.
  package var conclusion: Journal.Operation
  /// Files (workspace-relative) that recovery brought to their "after" bytes.
  package var completed: [String]
  /// Files (workspace-relative) that recovery brought back to their "before" state.
  package var restored: [String]
  /// Files that changed since, files that could not be rewritten, journal damage.
  package var warnings: [Journal.Warning]
}
