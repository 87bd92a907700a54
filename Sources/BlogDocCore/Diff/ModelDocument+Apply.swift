extension ModelDocument {
  /// This document with `diff` applied, checking that every value the diff replaces is
  /// what it expects.
  ///
  /// - Throws: ``DiffConflictError`` listing every conflict; nothing is applied then.
  /// - Complexity: O(*m* log *n*) for *m* changed fields, plus O(*n*) per inserted,
  ///   removed or moved entry.
  public func applying(_ diff: DocumentDiff<M>) throws(DiffConflictError) -> ModelDocument {
    var copy = self
    try copy.apply(diff)
    return copy
  }

  /// Applies `diff` in place.
  ///
  /// With ``ConflictPolicy/strict`` (the default) any conflict throws and changes nothing;
  /// with ``ConflictPolicy/skipConflicts`` the non-conflicting changes apply and the
  /// conflicts are returned; with ``ConflictPolicy/overwrite`` every change applies.
  ///
  /// A list field applies element by element when the list no longer equals the change's
  /// "before": the removed items must still be there, and the added ones go in beside them.
  ///
  /// - Returns: The conflicts skipped (always empty unless `.skipConflicts`).
  /// - Throws: ``DiffConflictError`` under `.strict`.
  @discardableResult
  public mutating func apply(
    _ diff: DocumentDiff<M>, policy: ConflictPolicy = .strict
  )
    throws(DiffConflictError) -> [DiffConflict]
  {
    var result = self
    var conflicts: [DiffConflict] = []
    for change in diff.entryChanges {
      result._apply(change, policy: policy, conflicts: &conflicts)
    }
    if let change = diff.unknownFieldsChange {
      if result.unknownFields == change.before || policy == .overwrite {
        result.unknownFields = change.after
      } else {
        conflicts.append(Self.bagConflict(entryID: nil, change, found: result.unknownFields))
      }
    }
    if policy == .strict, !conflicts.isEmpty {
      throw DiffConflictError(conflicts: conflicts)
    }
    self = result
    return conflicts
  }

  private mutating func _apply(
    _ change: EntryChange<M>, policy: ConflictPolicy, conflicts: inout [DiffConflict]
  ) {
    switch change {
    case .inserted(let entry, let position):
      if let existing = self[id: entry.id] {
        guard policy == .overwrite else {
          conflicts.append(
            DiffConflict(entryID: entry.id, target: .entry, expected: "absent", found: "present"))
          return
        }
        if existing != entry { self[id: entry.id] = entry }
        return
      }
      _store(entry)
      _order.insert(entry.id, at: min(max(position, 0), _order.count))

    case .removed(let entry, _):
      guard let existing = self[id: entry.id] else { return }
      // A field kept out of the history (`HistoryPolicy.excluded`) may have changed since:
      // undo never reverts it, so it does not hold the entry back either.
      if !existing.equalsIgnoringExcludedFields(entry) && policy != .overwrite {
        conflicts.append(
          DiffConflict(
            entryID: entry.id, target: .entry, expected: "unchanged since it was written",
            found: "changed"))
        return
      }
      remove(id: entry.id)

    case .moved(let id, _, let to):
      guard contains(id: id) else {
        conflicts.append(
          DiffConflict(entryID: id, target: .entry, expected: "present", found: "absent"))
        return
      }
      move(id: id, to: min(max(to, 0), _order.count - 1))

    case .modified(let id, let fields, let unknown):
      guard var entry = self[id: id] else {
        conflicts.append(
          DiffConflict(entryID: id, target: .entry, expected: "present", found: "absent"))
        return
      }
      let before = entry
      for change in fields {
        Self.apply(change, to: &entry, policy: policy, conflicts: &conflicts)
      }
      if let unknown {
        if entry.unknownFields == unknown.before || policy == .overwrite {
          entry.unknownFields = unknown.after
        } else {
          conflicts.append(Self.bagConflict(entryID: id, unknown, found: entry.unknownFields))
        }
      }
      if entry != before { _store(entry) }
    }
  }

  private static func apply(
    _ change: FieldChange, to entry: inout M, policy: ConflictPolicy,
    conflicts: inout [DiffConflict]
  ) {
    guard let field = M.schema.field(named: change.field) else {
      conflicts.append(
        DiffConflict(
          entryID: entry.id, target: .field(change.field),
          expected: "a field of \(M.schema.entryName)", found: "no such field"))
      return
    }
    let current = field.value(in: entry)
    if let delta = change.listDelta {
      // A list's change kept as a delta (a journal's) applies by its positions.
      if let list = change.list(applyingTo: current, force: policy == .overwrite) {
        field.setValue(list, in: &entry)
      } else {
        conflicts.append(
          DiffConflict(
            entryID: entry.id, target: .field(change.field),
            expected: FieldValue.list(delta.removed.map(\.item)).description,
            found: current.description))
      }
      return
    }
    if current == change.before || policy == .overwrite {
      field.setValue(change.after, in: &entry)
      return
    }
    if case .list(let items) = current, let edit = change.listEdit,
      items.subtractingEach(edit.removed).count == items.count - edit.removed.count
    {
      var merged = items.subtractingEach(edit.removed)
      if case .list(let target) = change.after {
        for item in edit.inserted {
          let position = target.firstIndex(of: item) ?? merged.count
          merged.insert(item, at: min(position, merged.count))
        }
      }
      field.setValue(.list(merged), in: &entry)
      return
    }
    conflicts.append(
      DiffConflict(
        entryID: entry.id, target: .field(change.field), expected: change.before.description,
        found: current.description))
  }

  private static func bagConflict(
    entryID: String?, _ change: UnknownFieldsChange, found: ArchiveObject
  ) -> DiffConflict {
    DiffConflict(
      entryID: entryID, target: .unknownFields, expected: memberKeys(change.before),
      found: memberKeys(found))
  }

  /// `mood, rating`, or `none` for an empty bag.
  private static func memberKeys(_ members: ArchiveObject) -> String {
    members.isEmpty ? "none" : members.map(\.key).joined(separator: ", ")
  }
}
