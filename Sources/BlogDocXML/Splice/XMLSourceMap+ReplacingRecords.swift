extension XMLSourceMap {
  /// The map of a version of this map's file whose bytes differ only between two root
  /// children: the records at `positions` replaced by `records` (already in the new
  /// bytes' offsets), every offset after them moved by `delta`, and the facts read from
  /// the whole text (line ending, indentation) read again from `bytes`, the new file.
  ///
  /// It is what ``XMLArchiveFormat/decodeWithSourceMap(_:from:options:)`` records for
  /// `bytes`, when the replaced bytes lie inside the root and hold whole root children, as
  /// the caller has checked (by reading them inside the file's own prolog and root tags),
  /// and this map's bytes were read as they are (``isUTF8``).
  ///
  /// ```swift
  /// // old: <blog …><entry>a</entry><entry>b</entry></blog>; new: entry b one byte longer
  /// let map = old.replacingRecords(1..<2, with: [newB], movingFollowingBy: 1, in: newBytes, namespace: ns)
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of records and their members.
  package func replacingRecords(
    _ positions: Range<Int>, with records: [Record], movingFollowingBy delta: Int,
    in bytes: UnsafeRawBufferPointer, namespace: String
  ) -> XMLSourceMap {
    var map = self
    map.records.replaceSubrange(positions, with: records)
    if delta != 0 {
      for index in (positions.lowerBound + records.count)..<map.records.count {
        map.records[index].move(by: delta)
      }
      map.root.range = root.range.lowerBound..<(root.range.upperBound + delta)
      map.root.content = root.content.map { $0.lowerBound..<($0.upperBound + delta) }
    }
    XMLArchiveFormat.readLayout(
      of: ByteText(bytes), isTranscoded: false, namespace: namespace, into: &map)
    map.name(records: map.records.map(\.id))
    return map
  }
}

extension XMLSourceMap.Record {
  /// Moves the record and its members by `delta` bytes.
  package mutating func move(by delta: Int) {
    element.move(by: delta)
    for index in members.indices {
      members[index].element?.move(by: delta)
    }
  }
}

extension XMLSourceMap.Element {
  /// Moves the element by `delta` bytes.
  mutating func move(by delta: Int) {
    range = (range.lowerBound + delta)..<(range.upperBound + delta)
    content = content.map { ($0.lowerBound + delta)..<($0.upperBound + delta) }
  }
}
