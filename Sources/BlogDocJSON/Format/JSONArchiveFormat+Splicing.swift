import BlogDocCore

extension JSONArchiveFormat: SplicingArchiveFormat {
  /// `json`.
  public var name: String { "json" }

  /// `.json` files.
  public var fileExtensions: [String] { ["json"] }

  /// Whether the first byte that is not a space (after an optional byte order mark) is `{`
  /// or `[`.
  ///
  /// ```swift
  /// print(JSONArchiveFormat().recognizes(Array(" {\"entry\": {}}".utf8)))
  /// // Prints "true"
  /// ```
  ///
  /// - Complexity: O(*w*) for the *w* spaces before the first significant byte.
  public func recognizes(_ bytes: some Collection<UInt8>) -> Bool {
    LeadingSyntax(bytes).kind == .json
  }

  /// ``JSONSplice/splice(_:map:original:edited:diff:entrySources:valueSources:)``.
  ///
  /// - Throws: `SpliceRefusal` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: As ``JSONSplice/splice(_:map:original:edited:diff:entrySources:valueSources:)``.
  public func splice<M: Model>(
    _ source: [UInt8], map: JSONSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    try JSONSplice.splice(
      source, map: map, original: original, edited: edited, diff: diff, entrySources: entrySources,
      valueSources: valueSources)
  }

  /// ``JSONSplice/removedEntrySources(of:in:map:)``.
  ///
  /// - Complexity: O(*n*) in the entries of `map`.
  public func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: JSONSourceMap
  )
    -> [String: RemovedEntrySource]
  {
    JSONSplice.removedEntrySources(of: ids, in: source, map: map)
  }

  /// ``JSONSplice/valueSources(changedBy:in:map:original:)``.
  ///
  /// - Complexity: O(*c*) in the size of the changed fields' old values.
  public func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: JSONSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    JSONSplice.valueSources(changedBy: diff, in: source, map: map, original: original)
  }

  /// Where the entry's object starts, or with `member`, where that member's key starts.
  ///
  /// - Complexity: O(*m*) in the entry's members.
  public func offset(ofEntry id: String, member: String?, in map: JSONSourceMap) -> Int? {
    guard let record = map.record(id: id) else { return nil }
    guard let member else { return record.range.lowerBound }
    return record.member(named: member)?.keyStart
  }
}
