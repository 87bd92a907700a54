import BlogDocSystem

/// Where a version of a file differs from the file it was edited from (a merge's base),
/// widened to whole entries of the base: the stretch between the last entry before the
/// change and the first entry after it.
///
/// The bytes before the stretch are the base's, and so are the bytes after it (moved by
/// the difference in length): the entries there are the base's own, read in the same
/// state. Only the stretch needs reading to know the version's entries.
///
/// ```swift
/// // base:  <blog …><entry>a</entry><entry>b</entry><entry>c</entry></blog>
/// // side:  <blog …><entry>a</entry><entry>B!</entry><entry>c</entry></blog>
/// let span = ChangedSpan(base: base, side: side, records: ranges, content: content)!
/// // span.positions == 1..<2; span.side is the side's bytes from a's end to c's start
/// ```
struct ChangedSpan: Hashable {
  /// The positions of the base's entries the change reaches; empty when it lies between
  /// two entries.
  var positions: Range<Int>
  /// The stretch in the base: from the end of the entry before ``positions`` (or the start
  /// of `content`) to the start of the entry after them (or the end of `content`).
  var base: Range<Int>
  /// The same stretch in the side.
  var side: Range<Int>

  /// The stretch of `side` that differs from `base`, widened to whole entries of the base,
  /// whose byte ranges `records` holds in order, all inside `content` (the root's or the
  /// array's content); `nil` when the bytes are equal or differ outside `content`.
  ///
  /// - Complexity: O(*n*) in the bytes the two share at either end, compared with
  ///   `memcmp`, plus O(log *r*) in the records.
  init?(
    base: UnsafeRawBufferPointer, side: UnsafeRawBufferPointer, records: [Range<Int>],
    content: Range<Int>
  ) {
    let prefix = Self.commonPrefixCount(base, side)
    guard prefix < base.count || base.count != side.count else { return nil }
    let suffix = Self.commonSuffixCount(base, side, limit: min(base.count, side.count) - prefix)
    let changeEnd = base.count - suffix
    // Records wholly before the change, then the first wholly after it.
    let before = records.partitioningIndex { $0.upperBound > prefix }
    let after = records.partitioningIndex { $0.lowerBound >= changeEnd }
    guard before <= after else { return nil }
    let start = before > 0 ? records[before - 1].upperBound : content.lowerBound
    let end = after < records.count ? records[after].lowerBound : content.upperBound
    guard content.lowerBound <= start, start <= prefix, changeEnd <= end, end <= content.upperBound
    else { return nil }
    let delta = side.count - base.count
    positions = before..<after
    self.base = start..<end
    self.side = start..<(end + delta)
  }

  /// The number of bytes `a` and `b` share at their start.
  static func commonPrefixCount(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    let limit = min(a.count, b.count)
    guard limit > 0, let x = a.baseAddress, let y = b.baseAddress else { return 0 }
    var count = 0
    let block = 4096
    while count + block <= limit, memcmp(x + count, y + count, block) == 0 { count += block }
    while count < limit, a[count] == b[count] { count += 1 }
    return count
  }

  /// The number of bytes `a` and `b` share at their end, at most `limit`.
  static func commonSuffixCount(
    _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, limit: Int
  ) -> Int {
    guard limit > 0, let x = a.baseAddress, let y = b.baseAddress else { return 0 }
    var count = 0
    let block = 4096
    while count + block <= limit,
      memcmp(x + a.count - count - block, y + b.count - count - block, block) == 0
    {
      count += block
    }
    while count < limit, a[a.count - 1 - count] == b[b.count - 1 - count] { count += 1 }
    return count
  }
}

extension Array {
  /// The index of the first element for which `belongsInSecondPartition` holds, the array
  /// being partitioned by it (every element for which it fails comes first).
  ///
  /// - Complexity: O(log *n*).
  fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
