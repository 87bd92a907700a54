import BlogDocCore

extension JSONSourceMap {
  /// The map of a version of this map's file whose bytes differ only inside the array of
  /// records: the records at `positions` replaced by `records` (already in the new bytes'
  /// offsets), every offset after them moved by `delta`, and the layout read again from
  /// `bytes`, the new file.
  ///
  /// It is what ``JSONArchiveFormat/decodeWithSourceMap(_:from:options:)`` records for
  /// `bytes`, when the replaced bytes hold whole elements of the array, as the caller has
  /// checked (by reading them inside the file's own root and array, see
  /// ``elementList(in:of:afterElement:beforeElement:)``).
  ///
  /// ```swift
  /// let map = old.replacingRecords(1..<2, with: [newB], movingFollowingBy: 1, in: newBytes)
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of records and their members.
  package func replacingRecords(
    _ positions: Range<Int>, with records: [Record], movingFollowingBy delta: Int,
    in bytes: UnsafeRawBufferPointer
  ) -> JSONSourceMap {
    var map = self
    map.records.replaceSubrange(positions, with: records)
    if delta != 0 {
      for index in (positions.lowerBound + records.count)..<map.records.count {
        map.records[index].move(by: delta)
      }
      map.recordArray = recordArray.map { $0.lowerBound..<($0.upperBound + delta) }
      map.root = root.lowerBound..<(root.upperBound + delta)
    }
    map.finish(ids: map.records.map(\.id), bytes: bytes.assumingMemoryBound(to: UInt8.self))
    return map
  }

  /// The elements of an array that `span` of `bytes` holds, without the commas that join
  /// them to the elements outside it: `nil` when `span` is not such a stretch.
  ///
  /// `span` runs from the end of an element (`afterElement`) or the array's `[`, to the
  /// start of an element (`beforeElement`) or its `]`; between those, JSON allows only
  /// whitespace and commas before, between and after the elements. What comes back is
  /// whitespace alone (no element) or starts and ends inside the elements, so the array
  /// `[` + its bytes + `]` reads as exactly the elements `span` holds, or does not read.
  ///
  /// ```swift
  /// // bytes: [{"id":"a"}, {"id":"b"}, {"id":"c"}]; span: `, {"id":"b"}, `
  /// JSONSourceMap.elementList(in: span, of: bytes, afterElement: true, beforeElement: true)
  /// // the range of ` {"id":"b"}`
  /// ```
  ///
  /// - Complexity: O(*w*) in the whitespace at its two ends.
  package static func elementList(
    in span: Range<Int>, of bytes: UnsafeRawBufferPointer, afterElement: Bool, beforeElement: Bool
  ) -> Range<Int>? {
    func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    var lower = span.lowerBound
    var upper = span.upperBound
    var strippedComma = false
    if afterElement {
      while lower < upper, isWhitespace(bytes[lower]) { lower += 1 }
      // Only whitespace after an element: right before `]`, wrong before another element.
      if lower == upper { return beforeElement ? nil : span }
      guard bytes[lower] == UInt8(ascii: ",") else { return nil }
      lower += 1
      strippedComma = true
    }
    if beforeElement {
      while lower < upper, isWhitespace(bytes[upper - 1]) { upper -= 1 }
      // No element: after `[`, only whitespace; between two elements, the one comma.
      if lower == upper { return afterElement ? lower..<lower : span }
      guard bytes[upper - 1] == UInt8(ascii: ",") else { return nil }
      upper -= 1
      strippedComma = true
    }
    // A comma stripped needs an element beside it.
    if strippedComma, (lower..<upper).allSatisfy({ isWhitespace(bytes[$0]) }) { return nil }
    return lower..<upper
  }
}

extension JSONSourceMap.Record {
  /// Moves the record and its members by `delta` bytes.
  package mutating func move(by delta: Int) {
    range = (range.lowerBound + delta)..<(range.upperBound + delta)
    for index in members.indices {
      members[index].keyStart += delta
      members[index].keyEnd += delta
      members[index].value =
        (members[index].value.lowerBound + delta)..<(members[index].value.upperBound + delta)
    }
  }
}
