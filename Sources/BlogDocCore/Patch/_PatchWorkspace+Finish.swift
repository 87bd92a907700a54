extension _PatchWorkspace {
  /// The patched document, or `nil` after adding a problem for each id used twice.
  ///
  /// - Complexity: O(*e* log *n*) for *e* edited entries when no entry was inserted,
  ///   removed, moved or renamed; O(*n*) more otherwise.
  func finish(
    blaming problems: inout [JSONPatchError.Problem], in patch: JSONPatch
  ) -> ModelDocument<M>? {
    var document = source
    document.unknownFields = documentUnknowns
    guard isRestructured else {
      for row in rows where row.record >= 0 {
        let entry = records[row.record].entry
        if entry != source[id: row.id] { document._store(entry) }
      }
      return document
    }
    var rowOfID: [String: Int] = [:]
    rowOfID.reserveCapacity(rows.count)
    var isUnique = true
    for (position, row) in rows.enumerated() {
      guard let first = rowOfID.updateValue(position, forKey: row.id) else { continue }
      isUnique = false
      let blamed = [rows[first].idOperation, row.idOperation].compactMap { $0 }.max() ?? 1
      let operation = patch.operations.indices.contains(blamed - 1) ? patch.operations[blamed - 1].summary : ""
      problems.append(
        JSONPatchError.Problem(
          operationNumber: blamed, operation: operation,
          message: "\(schema.recordName) id '\(row.id)' appears more than once; each \(schema.recordName) needs its own id.",
          location: patch.location(of: blamed - 1)))
    }
    guard isUnique else { return nil }
    for id in source._order where rowOfID[id] == nil {
      document._removeSlot(id: id)
    }
    for row in rows where row.record >= 0 {
      let entry = records[row.record].entry
      if entry != source[id: row.id] { document._store(entry) }
    }
    document.layout = layout
    document._order = rows.map(\.id)
    return document
  }
}

extension ModelDocument {
  /// Drops the entry with `id` from the id map, leaving the order to the caller.
  mutating func _removeSlot(id: String) {
    guard let removed = _slots.removeValue(forKey: id) else { return }
    _stamps.remove(_EntryStamp(id: id, stamp: removed.stamp))
  }
}
