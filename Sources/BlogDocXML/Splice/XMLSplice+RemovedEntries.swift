import BlogDocCore

extension XMLSplice {
  /// What each entry of `ids` holds in `source` and where, as a splice that removes them
  /// cuts it out: the journal keeps it, so that undoing the removal puts the same bytes back
  /// in the same place (see `RemovedEntrySource`).
  ///
  /// ```swift
  /// let sources = XMLSplice.removedEntrySources(of: ["b"], in: bytes, map: map)
  /// // sources["b"]?.gap: the bytes between entry a's end and b's line, comments included
  /// ```
  ///
  /// - Complexity: O(*n*) in the records of `map`, plus the size of the entries' bytes.
  public static func removedEntrySources(
    of ids: Set<String>, in source: [UInt8], map: XMLSourceMap
  )
    -> [String: RemovedEntrySource]
  {
    var sources: [String: RemovedEntrySource] = [:]
    guard !ids.isEmpty, let content = map.root.content, content.upperBound <= source.count else {
      return sources
    }
    // `gap` is what the file holds after the removal between the last kept entry (or the
    // root's start tag) and the cursor.
    var gap: [UInt8] = []
    var cursor = content.lowerBound
    for record in map.records where record.element != map.root {
      let element = record.element.range
      guard element.lowerBound >= cursor, element.upperBound <= content.upperBound else {
        return [:]
      }
      guard ids.contains(record.id) else {
        gap = []
        cursor = element.upperBound
        continue
      }
      let removal = removalRange(of: element, in: source)
      guard removal.lowerBound >= cursor else { return [:] }
      gap += source[cursor..<removal.lowerBound]
      sources[record.id] = RemovedEntrySource(
        text: Array(source[element]), gap: gap,
        leading: Array(source[removal.lowerBound..<element.lowerBound]),
        trailing: Array(source[element.upperBound..<removal.upperBound]))
      cursor = removal.upperBound
    }
    return sources
  }

  /// The bytes a splice cuts out to remove the element at `range`: with its line (the
  /// indentation before it and the line break after it) when it is alone on that line,
  /// the element alone otherwise.
  static func removalRange(of range: Range<Int>, in source: [UInt8]) -> Range<Int> {
    var start = range.lowerBound
    while start > 0, source[start - 1] == 0x20 || source[start - 1] == 0x09 { start -= 1 }
    var end = range.upperBound
    while end < source.count, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
    let startsLine = start == 0 || source[start - 1] == 0x0A || source[start - 1] == 0x0D
    guard startsLine, end < source.count, source[end] == 0x0A || source[end] == 0x0D else {
      return range
    }
    end += source[end] == 0x0D && end + 1 < source.count && source[end + 1] == 0x0A ? 2 : 1
    return start..<end
  }
}
