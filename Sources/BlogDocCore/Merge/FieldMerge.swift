/// The three-way merge of one field's values, by the field's kind and ``MergePolicy``.
enum FieldMerge {
  /// The merged value of a field whose base, ours and theirs are given, or `nil` when the
  /// two sides' edits conflict.
  static func merge(
    kind: FieldKind, policy: MergePolicy, base: FieldValue, ours: FieldValue, theirs: FieldValue
  ) -> FieldValue? {
    if ours == theirs || theirs == base { return ours }
    if ours == base { return theirs }
    if policy == .later, let later = later(ours, theirs) { return later }
    switch (kind.wrapped, base, ours, theirs) {
    case (.list, _, .list(let o), .list(let t)):
      guard case .list(let b) = base else {
        return .list(ListMerge.merge(base: [], ours: o, theirs: t))
      }
      return .list(ListMerge.merge(base: b, ours: o, theirs: t))
    case (.text, .string(let b), .string(let o), .string(let t)):
      return LineMerge.mergeCleanly(base: b, ours: o, theirs: t).map(FieldValue.string)
    default:
      return nil
    }
  }

  /// The later of two dates (an absent one is earlier than any), or `nil` for other values.
  /// Two values for one instant, written differently, are not ordered: `nil`.
  private static func later(_ ours: FieldValue, _ theirs: FieldValue) -> FieldValue? {
    switch (ours, theirs) {
    case (.date(let o), .date(let t)):
      if o.instant == t.instant { return nil }
      return o.instant < t.instant ? theirs : ours
    case (.date, .null): return ours
    case (.null, .date): return theirs
    default: return nil
    }
  }
}
