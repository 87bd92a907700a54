/// How edits of a field enter the undo history, declared per field in the schema.
///
/// ```swift
/// Field.text("bodyText", \.bodyText, history: .coalescing(within: .seconds(30)))
/// Field("updatedDate", \.updatedDate, history: .excluded)
/// ```
public enum HistoryPolicy: Hashable, Sendable {
  /// Every edit is a step of its own (the default).
  case separateSteps
  /// Successive edits of the same field of the same entry, each within `window` of the
  /// previous one, merge into one step, as typing merges in an editor.
  case coalescing(within: Duration)
  /// Bookkeeping: edits are never recorded, and undo leaves the field alone.
  case excluded
}
