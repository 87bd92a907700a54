import BlogDocCore

extension PatchWorkspace {
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
      for row in rows
      where row.record >= 0
        && (!records[row.record].touched.isEmpty || records[row.record].touchesUnknownFields)
      {
        document._store(records[row.record].entry)
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
      let operation =
        patch.operations.indices.contains(blamed - 1) ? patch.operations[blamed - 1].summary : ""
      // The entry the blamed operation renamed is named by the id it had.
      let renamed = rows[first].idOperation == blamed ? rows[first] : row
      let formerID = renamed.record >= 0 ? records[renamed.record].original?.id : nil
      problems.append(
        JSONPatchError.Problem(
          operationNumber: blamed, operation: operation,
          message: DuplicateIDError.message(
            id: row.id, entryID: formerID, entryName: schema.entryName
          )._lowercasingFirst,
          location: patch.location(of: blamed - 1)))
    }
    guard isUnique else { return nil }
    for id in source._order where rowOfID[id] == nil {
      document._removeSlot(id: id)
    }
    for row in rows where row.record >= 0 {
      document._store(records[row.record].entry)
    }
    document.layout = layout
    document._order = rows.map(\.id)
    return document
  }
}

extension PatchWorkspace {
  /// The id each entry the patch renamed had, by its id now.
  var formerIDs: [String: String] {
    var formerIDs: [String: String] = [:]
    for row in rows where row.record >= 0 {
      if let former = records[row.record].original?.id, former != row.id {
        formerIDs[row.id] = former
      }
    }
    return formerIDs
  }

  /// The diff from `original` (the document the patch was applied to) to `patched`.
  ///
  /// When no entry was inserted, removed, moved or renamed, the diff is built from the
  /// fields the operations touched, in document order, as `ModelDocument/difference(from:)`
  /// would build it; otherwise that does the work.
  ///
  /// - Complexity: O(*n* + *e* · *t*) for *e* edited entries with *t* touched fields each,
  ///   without restructuring.
  func diff(from original: ModelDocument<M>, to patched: ModelDocument<M>) -> DocumentDiff<M> {
    guard !isRestructured else { return patched.difference(from: original) }
    var changes: [EntryChange<M>] = []
    for row in rows where row.record >= 0 {
      let record = records[row.record]
      guard let old = record.original else { continue }
      var fields: [FieldChange] = []
      for index in record.touched {
        guard index < schema.fields.count else { break }
        let field = schema.fields[index]
        let before = field.value(in: old)
        let after = field.value(in: record.entry)
        if before != after {
          fields.append(FieldChange(field: field.name, before: before, after: after))
        }
      }
      var unknown: UnknownFieldsChange?
      if record.touchesUnknownFields, old.unknownFields != record.entry.unknownFields {
        unknown = UnknownFieldsChange(before: old.unknownFields, after: record.entry.unknownFields)
      }
      if !fields.isEmpty || unknown != nil {
        changes.append(.modified(id: row.id, fields: fields, unknownFields: unknown))
      }
    }
    let unknown =
      documentUnknowns == original.unknownFields
      ? nil : UnknownFieldsChange(before: original.unknownFields, after: documentUnknowns)
    return DocumentDiff(entryChanges: changes, unknownFieldsChange: unknown)
  }
}
