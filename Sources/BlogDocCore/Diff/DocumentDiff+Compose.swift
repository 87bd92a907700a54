extension DocumentDiff {
  /// The diff that does this one and then `later`, with changes that cancel removed:
  /// a title changed A→B→A and a flag toggled twice vanish, successive edits of one field
  /// become one change, and edits of an entry inserted earlier fold into its insertion.
  ///
  /// For every document `d` that both apply to,
  /// `d.applying(a.composed(with: b)) == d.applying(a).applying(b)`.
  ///
  /// - Complexity: O((*m* + *k*) · *f*), for *m* and *k* changes and *f* fields per entry.
  public func composed(with later: DocumentDiff) -> DocumentDiff {
    var result = self
    for change in later.entryChanges {
      result.append(change)
    }
    switch (unknownFieldsChange, later.unknownFieldsChange) {
    case (let first?, let second?):
      result.unknownFieldsChange =
        first.before == second.after
        ? nil : UnknownFieldsChange(before: first.before, after: second.after)
    case (nil, let second):
      result.unknownFieldsChange = second
    case (_, nil):
      break
    }
    return result
  }

  /// Appends `change`, folding a modification into the latest change of the same entry
  /// when that is a modification or an insertion. Modifications name entries by id, not
  /// position, so they commute with every change of other entries standing between.
  private mutating func append(_ change: EntryChange<M>) {
    guard case .modified(let id, let fields, let unknown) = change,
      let index = entryChanges.lastIndex(where: { $0.id == id })
    else {
      entryChanges.append(change)
      return
    }
    switch entryChanges[index] {
    case .modified(_, let earlierFields, let earlierUnknown):
      let merged = Self.merge(earlierFields, fields)
      let bag = Self.merge(earlierUnknown, unknown)
      if merged.isEmpty && bag == nil {
        entryChanges.remove(at: index)
      } else {
        entryChanges[index] = .modified(id: id, fields: merged, unknownFields: bag)
      }
    case .inserted(var entry, let position):
      for field in fields {
        guard let schemaField = M.schema.field(named: field.field) else { continue }
        let value =
          field.listDelta == nil
          ? field.after : field.list(applyingTo: schemaField.value(in: entry), force: true)
        schemaField.setValue(value ?? field.after, in: &entry)
      }
      if let unknown { entry.unknownFields = unknown.after }
      entryChanges[index] = .inserted(entry, position: position)
    default:
      entryChanges.append(change)
    }
  }

  private static func merge(_ earlier: [FieldChange], _ later: [FieldChange]) -> [FieldChange] {
    var merged = earlier
    for change in later {
      if let index = merged.firstIndex(where: { $0.field == change.field }) {
        if merged[index].listDelta != nil || change.listDelta != nil {
          if let whole = wholeComposition(merged[index], change) {
            merged[index] = whole
            if whole.before == whole.after { merged.remove(at: index) }
            continue
          }
          // Kept as deltas (a journal's): composed position by position.
          let first = merged[index].compacted().listDelta ?? ListDelta(from: [], to: [])
          let second = change.compacted().listDelta ?? ListDelta(from: [], to: [])
          merged[index] = FieldChange(field: change.field, delta: first.composed(with: second))
          if merged[index].listDelta!.isEmpty { merged.remove(at: index) }
          continue
        }
        merged[index].after = change.after
        if merged[index].before == merged[index].after {
          merged.remove(at: index)
        }
      } else {
        merged.append(change)
      }
    }
    return merged
  }

  /// A delta composed with a whole change that cannot be a delta (an optional list made
  /// absent, or an absent one given items): the whole change from what was before both to
  /// what is after both. `nil` when both are deltas or can be.
  private static func wholeComposition(_ earlier: FieldChange, _ later: FieldChange) -> FieldChange?
  {
    switch (earlier.listDelta, later.listDelta) {
    case (_?, nil) where later.compacted().listDelta == nil:
      // The delta led to the whole change's `before`; taking it back gives the first list.
      guard let before = earlier.inverted().list(applyingTo: later.before, force: false) else {
        return nil
      }
      return FieldChange(field: later.field, before: before, after: later.after)
    case (nil, _?) where earlier.compacted().listDelta == nil:
      guard let after = later.list(applyingTo: earlier.after, force: false) else { return nil }
      return FieldChange(field: later.field, before: earlier.before, after: after)
    default:
      return nil
    }
  }

  private static func merge(
    _ earlier: UnknownFieldsChange?, _ later: UnknownFieldsChange?
  )
    -> UnknownFieldsChange?
  {
    guard let earlier else { return later }
    guard let later else { return earlier }
    return earlier.before == later.after
      ? nil : UnknownFieldsChange(before: earlier.before, after: later.after)
  }
}
