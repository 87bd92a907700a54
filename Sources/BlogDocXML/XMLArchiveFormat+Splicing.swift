import BlogDocCore

extension XMLArchiveFormat: SplicingArchiveFormat {
  /// `xml`.
  public var name: String { "xml" }

  /// `.xml` files.
  public var fileExtensions: [String] { ["xml"] }

  /// Whether the first byte that is not a space (after an optional byte order mark) is `<`.
  ///
  /// ```swift
  /// print(XMLArchiveFormat().recognizes(Array("\u{FEFF}  <entry/>".utf8)))
  /// // Prints "true"
  /// ```
  ///
  /// - Complexity: O(*w*) for the *w* spaces before the first significant byte.
  public func recognizes(_ bytes: some Collection<UInt8>) -> Bool {
    LeadingSyntax(bytes).kind == .xml
  }

  /// ``XMLSplice/splice(_:map:original:edited:diff:entrySources:valueSources:)``.
  ///
  /// - Throws: `SpliceRefusal` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: As ``XMLSplice/splice(_:map:original:edited:diff:entrySources:valueSources:)``.
  public func splice<M: Model>(
    _ source: [UInt8], map: XMLSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    try XMLSplice.splice(
      source, map: map, original: original, edited: edited, diff: diff, entrySources: entrySources,
      valueSources: valueSources)
  }

  /// ``XMLSplice/removedEntrySources(of:in:map:)``.
  ///
  /// - Complexity: O(*n*) in the entries of `map`.
  public func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: XMLSourceMap
  )
    -> [String: RemovedEntrySource]
  {
    XMLSplice.removedEntrySources(of: ids, in: source, map: map)
  }

  /// ``XMLSplice/valueSources(changedBy:in:map:original:)``.
  ///
  /// - Complexity: O(*c*) in the size of the changed fields' old values.
  public func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: XMLSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    XMLSplice.valueSources(changedBy: diff, in: source, map: map, original: original)
  }

  /// Where the entry's element starts, or with `member`, where that member's element
  /// starts; `nil` for an attribute.
  ///
  /// - Complexity: O(*m*) in the entry's members.
  public func offset(ofEntry id: String, member: String?, in map: XMLSourceMap) -> Int? {
    guard let record = map.record(id: id) else { return nil }
    guard let member else { return record.element.range.lowerBound }
    return record.member(named: member)?.element?.range.lowerBound
  }
}
