extension ModelDocument {
  /// The diff that turns `old` into this document: `old.applying(diff) == self`.
  ///
  /// Entries are matched by id. Only the entries written since `old` are compared field by
  /// field, found by subtracting the two documents' stamp sets, which skips every subtree
  /// the snapshots share.
  ///
  /// ```swift
  /// let snapshot = blog
  /// blog[id: "hello-world"]?.isDraft = true
  /// print(blog.difference(from: snapshot))
  /// // Prints "~ hello-world.isDraft: false → true"
  /// ```
  ///
  /// - Complexity: O(*c* log *n*) for *c* changed entries when `old` and this document
  ///   share structure (one is an edited copy of the other); O(*n*) otherwise, and O(*n*)
  ///   more when entries were inserted, removed or moved.
  public func difference(from old: ModelDocument) -> DocumentDiff<M> {
    difference(from: old, onlyAppended: false)
  }

  /// The diff from `old`, told by `onlyAppended` that this document's order is `old`'s
  /// with entries appended and nothing else (what ``DocumentProxy`` knows of its edits), so
  /// the order is not compared: an import's transaction per record would otherwise walk
  /// every id for each record.
  ///
  /// - Complexity: O(*c* log *n*) for *c* changed entries, with `onlyAppended`, when the
  ///   documents share structure.
  func difference(from old: ModelDocument, onlyAppended: Bool) -> DocumentDiff<M> {
    var changes: [EntryChange<M>] = []

    let written = _stamps.subtracting(old._stamps)
    let replaced = old._stamps.subtracting(_stamps)
    var removedIDs = Set<String>()
    var insertedIDs = Set<String>()
    for stamp in replaced where _slots[stamp.id] == nil {
      removedIDs.insert(stamp.id)
    }
    for stamp in written {
      guard let oldEntry = old._slots[stamp.id]?.entry else {
        insertedIDs.insert(stamp.id)
        continue
      }
      let newEntry = _slots[stamp.id]!.entry
      if let change = Self.modification(from: oldEntry, to: newEntry) {
        changes.append(change)
      }
    }
    // Stamp sets are unordered: sort modifications by position for a stable, readable diff.
    if changes.count > 1 {
      let positions = Dictionary(uniqueKeysWithValues: _order.enumerated().map { ($1, $0) })
      changes.sort { positions[$0.id]! < positions[$1.id]! }
    }

    if onlyAppended {
      for position in old._order.count..<_order.count {
        changes.append(.inserted(_slots[_order[position]]!.entry, position: position))
      }
    } else if _order != old._order {
      changes += Self.orderChanges(
        from: old, to: self, removed: removedIDs, inserted: insertedIDs)
    }
    var unknown: UnknownFieldsChange?
    if unknownFields != old.unknownFields {
      unknown = UnknownFieldsChange(before: old.unknownFields, after: unknownFields)
    }
    return DocumentDiff(entryChanges: changes, unknownFieldsChange: unknown)
  }

  /// The field-by-field change from `old` to `new` (same id), or `nil` if they are equal.
  static func modification(from old: M, to new: M) -> EntryChange<M>? {
    guard old != new else { return nil }
    var fields: [FieldChange] = []
    for field in M.schema.fields {
      let before = field.value(in: old)
      let after = field.value(in: new)
      if before != after {
        fields.append(FieldChange(field: field.name, before: before, after: after))
      }
    }
    let unknown =
      old.unknownFields == new.unknownFields
      ? nil : UnknownFieldsChange(before: old.unknownFields, after: new.unknownFields)
    return .modified(id: new.id, fields: fields, unknownFields: unknown)
  }

  /// Removals (from the last position down), then moves that put the surviving entries in
  /// their new relative order, then insertions (from the first position up): each position
  /// is right at the moment its change applies, so the inverse replays them backwards.
  private static func orderChanges(
    from old: ModelDocument, to new: ModelDocument, removed: Set<String>, inserted: Set<String>
  ) -> [EntryChange<M>] {
    var changes: [EntryChange<M>] = []
    for (position, id) in old._order.enumerated().reversed() where removed.contains(id) {
      changes.append(.removed(old._slots[id]!.entry, position: position))
    }
    var current = old._order.filter { !removed.contains($0) }
    let target = new._order.filter { !inserted.contains($0) }
    for index in target.indices where current[index] != target[index] {
      let from = current[index...].firstIndex(of: target[index])!
      current.remove(at: from)
      current.insert(target[index], at: index)
      changes.append(.moved(id: target[index], from: from, to: index))
    }
    for (position, id) in new._order.enumerated() where inserted.contains(id) {
      changes.append(.inserted(new._slots[id]!.entry, position: position))
    }
    return changes
  }
}
