/// A set of field positions in a schema, of any width: one bit per field, the first 64 in
/// a word of its own so that a model of up to 64 fields never allocates.
///
/// ```swift
/// var seen = FieldSet()
/// seen.insert(70)
/// print(seen.contains(70), seen.contains(3), Array(seen))
/// // Prints "true false [70]"
/// ```
package struct FieldSet: Hashable, Sendable, Sequence {
  private var low: UInt64 = 0
  /// Bits 64 and up, 64 to a word.
  private var high: [UInt64] = []

  /// The empty set.
  package init() {}

  /// The positions in `0..<count` for which `isMember` holds.
  package init(count: Int, where isMember: (Int) -> Bool) {
    for index in 0..<count where isMember(index) { insert(index) }
  }

  /// Whether `index` is in the set.
  ///
  /// - Complexity: O(1).
  package func contains(_ index: Int) -> Bool {
    if index < 64 { return low & (1 << UInt64(index)) != 0 }
    let word = index / 64 - 1
    return word < high.count && high[word] & (1 << UInt64(index % 64)) != 0
  }

  /// Adds `index`.
  package mutating func insert(_ index: Int) {
    if index < 64 {
      low |= 1 << UInt64(index)
      return
    }
    let word = index / 64 - 1
    if word >= high.count { high += Array(repeating: 0, count: word - high.count + 1) }
    high[word] |= 1 << UInt64(index % 64)
  }

  /// Removes `index`.
  package mutating func remove(_ index: Int) {
    if index < 64 {
      low &= ~(1 << UInt64(index))
    } else if index / 64 - 1 < high.count {
      high[index / 64 - 1] &= ~(1 << UInt64(index % 64))
    }
  }

  /// Whether no position is in the set.
  package var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

  /// The lowest position in the set.
  package var first: Int? {
    var iterator = makeIterator()
    return iterator.next()
  }

  /// The positions of `self` that are not in `other`.
  package func subtracting(_ other: FieldSet) -> FieldSet {
    var result = self
    result.low &= ~other.low
    for word in result.high.indices where word < other.high.count {
      result.high[word] &= ~other.high[word]
    }
    return result
  }

  /// The positions in ascending order.
  package func makeIterator() -> Iterator {
    Iterator(current: low, high: high)
  }

  /// The positions of a ``FieldSet`` in ascending order.
  package struct Iterator: IteratorProtocol {
    /// The bits left of the word at `word` (0 for the low word, 1 + i for `high[i]`).
    var current: UInt64
    let high: [UInt64]
    var word = 0

    package mutating func next() -> Int? {
      while current == 0 {
        guard word < high.count else { return nil }
        current = high[word]
        word += 1
      }
      let bit = current.trailingZeroBitCount
      current &= current - 1
      return word * 64 + bit
    }
  }

  package static func == (lhs: FieldSet, rhs: FieldSet) -> Bool {
    lhs.low == rhs.low && lhs.high.trimmingZeros == rhs.high.trimmingZeros
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(low)
    hasher.combine(high.trimmingZeros)
  }
}

extension [UInt64] {
  fileprivate var trimmingZeros: ArraySlice<UInt64> {
    self[..<(lastIndex { $0 != 0 }.map { $0 + 1 } ?? 0)]
  }
}
