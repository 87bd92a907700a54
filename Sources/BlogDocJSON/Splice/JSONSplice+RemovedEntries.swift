import BlogDocCore

extension JSONSplice {
  /// What each entry of `ids` holds in `source`, with the separators it had from the items
  /// before and after it: the journal keeps it, so that undoing the removal puts the same
  /// bytes back between the same neighbours (see `RemovedEntrySource`).
  ///
  /// ```swift
  /// let sources = JSONSplice.removedEntrySources(of: ["b"], in: bytes, map: map)
  /// // sources["b"]?.leading: ",\n    " — what stood between a's "}" and b's "{"
  /// ```
  ///
  /// - Complexity: O(*n*) in the records of `map`, plus the size of the entries' bytes.
  public static func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: JSONSourceMap
  )
    -> [String: RemovedEntrySource]
  {
    var sources: [String: RemovedEntrySource] = [:]
    guard !ids.isEmpty, map.recordArray != nil else { return sources }
    let spans = map.records.map(\.range)
    guard spans.last.map({ $0.upperBound <= source.count }) ?? true else { return sources }
    for (position, record) in map.records.enumerated() where ids.contains(record.id) {
      let span = spans[position]
      sources[record.id] = RemovedEntrySource(
        text: Array(source[span]),
        leading: position > 0
          ? Array(source[spans[position - 1].upperBound..<span.lowerBound]) : nil,
        trailing: position + 1 < spans.count
          ? Array(source[span.upperBound..<spans[position + 1].lowerBound]) : nil)
    }
    return sources
  }
}
