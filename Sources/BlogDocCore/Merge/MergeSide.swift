/// One of the three documents of a merge.
///
/// ```swift
/// let theirsWhereConflicting = result.document(taking: .theirs)
/// ```
public enum MergeSide: String, Hashable, Sendable, CaseIterable {
  /// The common ancestor.
  case base
  /// The branch being merged into (git's `%A`).
  case ours
  /// The branch being merged in (git's `%B`).
  case theirs
}
