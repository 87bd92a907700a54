import BlogDocCore

/// The seam's calls by a ``DocumentSourceMap``, whose format is known only at run time.
extension SplicingArchiveFormat {
  /// ``offset(ofEntry:member:in:)`` of an erased map: `nil` when it is another format's.
  func offset(ofEntry id: String, member: String?, in map: DocumentSourceMap) -> Int? {
    map.map(of: self).flatMap { offset(ofEntry: id, member: member, in: $0) }
  }

  /// ``decodeWithSourceMap(_:from:options:)`` with the map erased.
  func decodeWithErasedSourceMap<M: Model>(
    _ type: M.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions
  ) throws(ArchiveError) -> (DecodedDocument<M>, DocumentSourceMap) {
    let (decoded, map) = try decodeWithSourceMap(type, from: bytes, options: options)
    return (decoded, DocumentSourceMap(map, of: self))
  }

  /// ``splice(_:map:original:edited:diff:entrySources:valueSources:)`` by an erased map.
  ///
  /// - Throws: ``SpliceRefusal`` when the map is another format's, or the splice refuses.
  func splice<M: Model>(
    _ source: [UInt8], map: DocumentSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource],
    valueSources: [FieldValueSource]
  ) throws(SpliceRefusal) -> [UInt8] {
    guard let map = map.map(of: self) else {
      throw SpliceRefusal(reason: "The source map is of the other format.")
    }
    return try splice(
      source, map: map, original: original, edited: edited, diff: diff, entrySources: entrySources,
      valueSources: valueSources)
  }

  /// ``removedEntrySources(of:in:map:)`` by an erased map: empty when it is another format's.
  func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: DocumentSourceMap
  )
    -> [String: RemovedEntrySource]
  {
    map.map(of: self).map { removedEntrySources(of: ids, in: source, map: $0) } ?? [:]
  }

  /// ``valueSources(changedBy:in:map:original:)`` by an erased map: empty when it is
  /// another format's.
  func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: DocumentSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    map.map(of: self).map { valueSources(changedBy: diff, in: source, map: $0, original: original) }
      ?? []
  }
}
