/// How a three-way merge combines two branches' edits of one field, declared per field in
/// the schema beside its ``HistoryPolicy``.
///
/// Whatever the policy, a field changed on one side only takes that side's value, and a
/// field changed to the same value on both sides is clean. The policy decides what happens
/// when both sides changed it to different values.
///
/// ```swift
/// Field("updatedDate", \.updatedDate, history: .excluded, merge: .later)
/// ```
public enum MergePolicy: Hashable, Sendable {
  /// The default, by kind: a list merges as a sequence (additions from both sides kept, a
  /// removal on either side wins), `.text` merges line by line and conflicts only where
  /// both sides changed the same lines, and any other kind is a conflict.
  case threeWay
  /// For dates: the later of the two values, with no conflict (an absent date counts as
  /// earlier than any date). Other kinds merge as ``threeWay``.
  case later
}
