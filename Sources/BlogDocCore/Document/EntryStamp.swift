import Synchronization

/// Marks one version of one entry, so two documents that share structure can be compared
/// by the entries that changed instead of by all of them.
///
/// Every write of an entry into a ``ModelDocument`` takes a fresh stamp. A document keeps
/// the set of its `(id, stamp)` pairs in a persistent hash set alongside the entries;
/// `TreeSet.subtracting(_:)` skips the subtrees two snapshots share, so the entries that
/// differ between a document and an older snapshot of it are found in O(*changes* · log *n*).
struct _EntryStamp: Hashable, Sendable {
  var id: String
  var stamp: UInt64

  /// A stamp no entry has had before in this process.
  static func next(for id: String) -> _EntryStamp {
    _EntryStamp(id: id, stamp: counter.wrappingAdd(1, ordering: .relaxed).newValue)
  }

  private static let counter = Atomic<UInt64>(0)
}

/// An entry as a document stores it: the value and the stamp of its last write.
struct _EntrySlot<M: Model>: Hashable, Sendable {
  var entry: M
  var stamp: UInt64

  // Equality and hashing see the entry only: two documents holding equal entries are
  // equal however they were built.
  static func == (lhs: _EntrySlot, rhs: _EntrySlot) -> Bool { lhs.entry == rhs.entry }
  func hash(into hasher: inout Hasher) { hasher.combine(entry) }
}
