import BlogDocCore

extension PatchWorkspace {
  /// Resolves `pointer` without building any JSON: O(1) for `/blog/N`, O(log *n*) more
  /// for a member of an entry.
  ///
  /// - Parameter forAdding: Whether the pointer is an add's target, which may name the end
  ///   of an array (`-`, or the index equal to its count).
  func resolve(_ pointer: JSONPointer, forAdding: Bool) throws(PatchFailure) -> PatchLocation {
    let tokens = pointer.tokens
    guard let first = tokens.first else { return .root }
    if first == "formatVersion" {
      guard tokens.count == 1 else {
        throw PatchFailure(
          "/formatVersion holds a number, which has no member \(FieldKind.quoted(tokens[1])).")
      }
      return .formatVersion
    }
    switch layout {
    case .single:
      guard first == schema.entryName else {
        throw PatchFailure(
          "a single-\(schema.entryName) document has no member \(FieldKind.quoted(first)); its \(schema.entryName) is /\(schema.entryName)."
        )
      }
      return try resolve(inEntryAt: 0, tokens, from: 1)
    case .collection:
      guard first == schema.collectionName else {
        guard documentUnknowns[first] != nil else {
          throw PatchFailure(
            "the \(schema.collectionName) has no member \(FieldKind.quoted(first)).")
        }
        return .documentMember(key: first, path: PatchPath(tokens: tokens, restStart: 1))
      }
      guard tokens.count > 1 else { return .entries }
      let row = try ArchiveValue._index(
        tokens[1], count: rows.count, forAdding: forAdding && tokens.count == 2, base: [first])
      return try resolve(inEntryAt: row, tokens, from: 2)
    }
  }

  private func resolve(
    inEntryAt row: Int, _ tokens: [String], from start: Int
  )
    throws(PatchFailure) -> PatchLocation
  {
    guard start < tokens.count else { return .entry(row: row) }
    let key = tokens[start]
    let path = PatchPath(tokens: tokens, restStart: start + 1)
    if let index = schema.index(ofField: key) {
      return .field(row: row, index: index, path: path)
    }
    guard entry(at: row).unknownFields[key] != nil else {
      // A name of one or two characters is near every short field name: suggest none.
      let suggestion =
        (key.count < 3 ? nil : schema.suggestion(for: key)).map {
          "; did you mean \(FieldKind.quoted($0))?"
        } ?? "."
      throw PatchFailure(
        "\(FieldKind.quoted(key)) names no field of \(article(schema.entryName)) \(schema.entryName)\(suggestion)"
      )
    }
    return .unknown(row: row, key: key, path: path)
  }
}
