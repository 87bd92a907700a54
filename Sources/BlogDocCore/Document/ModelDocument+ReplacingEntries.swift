extension ModelDocument {
  /// This document with the entries at `positions` (in document order) replaced by
  /// `entries`, or `nil` when that would give two entries one id.
  ///
  /// It is what reading a version of the file that differs from this document's in those
  /// entries' bytes only gives, built without reading the rest again: every other entry
  /// keeps its storage (and its stamp), and so does a replacing entry equal to the one
  /// with its id it replaces, so ``difference(from:)`` against this document and
  /// `DocumentMerge` only look at what changed.
  ///
  /// ```swift
  /// // blog holds a, b, c
  /// let edited = blog.replacingEntries(at: 1..<2, with: [b2, d])   // a, b2, d, c
  /// ```
  ///
  /// - Complexity: O(*m* log *n*) for *m* entries replaced or replacing, plus a copy of the
  ///   order's *n* ids.
  package func replacingEntries(at positions: Range<Int>, with entries: [M]) -> ModelDocument? {
    let replaced = Set(_order[positions])
    var kept = Set<String>()
    kept.reserveCapacity(entries.count)
    for entry in entries {
      guard kept.insert(entry.id).inserted, replaced.contains(entry.id) || _slots[entry.id] == nil
      else {
        return nil
      }
    }
    var result = self
    for id in replaced where !kept.contains(id) {
      if let slot = result._slots.removeValue(forKey: id) {
        result._stamps.remove(_EntryStamp(id: id, stamp: slot.stamp))
      }
    }
    for entry in entries where result._slots[entry.id]?.entry != entry {
      result._store(entry)
    }
    result._order.replaceSubrange(positions, with: entries.map(\.id))
    return result
  }
}
