import HashTreeCollections

/// The contents of one document file: a single model, or an ordered collection of them
/// with unique ids (one instance per identity, as FDModel keeps one per identifier).
///
/// `ModelDocument` is an immutable-by-default snapshot with value semantics. Entries live
/// in a persistent hash tree keyed by id, so copying a document is O(1), changing one entry
/// of a copy costs O(log *n*) time and memory, and ``difference(from:)`` between two
/// snapshots that share structure costs O(*changes* · log *n*). The order of the entries is
/// an array of ids: inserting, removing or moving an entry costs O(*n*), and so does
/// appending one to a shared copy (the array is copied).
///
/// ```swift
/// var blog = try BlogDocument(entries: [])
/// try blog.append(BlogEntry(id: "hello", title: "Hello"))
/// let snapshot = blog
/// blog[id: "hello"]?.title = "Hello again"
/// print(snapshot[id: "hello"]!.title, "/", blog[id: "hello"]!.title)
/// // Prints "Hello / Hello again"
/// ```
public struct ModelDocument<M: Model>: Hashable, Sendable {
  /// How the document is archived: a lone entry, or a collection root holding entries.
  /// The same type for every model and every format.
  public typealias Layout = ArchiveLayout

  /// How the document is archived; kept so a file is written back in the shape it was read.
  public var layout: Layout
  /// Collection-level members the schema does not know, kept in order.
  public var unknownFields: ArchiveObject

  var _slots: TreeDictionary<String, _EntrySlot<M>>
  var _stamps: TreeSet<_EntryStamp>
  package var _order: [String]

  /// A single-entry document.
  public init(entry: M) {
    layout = .single
    unknownFields = ArchiveObject()
    _slots = [:]
    _stamps = []
    _order = []
    _store(entry)
    _order = [entry.id]
  }

  /// A collection of `entries`, in order.
  ///
  /// - Throws: ``DuplicateIDError`` if two entries share an id.
  /// - Complexity: O(*n* log *n*).
  public init(
    entries: some Sequence<M>, unknownFields: ArchiveObject = ArchiveObject()
  )
    throws(DuplicateIDError)
  {
    layout = .collection
    self.unknownFields = unknownFields
    _slots = [:]
    _stamps = []
    _order = []
    for entry in entries {
      try append(entry)
    }
  }

  /// A collection of `entries` whose ids the caller has already checked are unique.
  package init(_uniqueEntries entries: [M], unknownFields: ArchiveObject) {
    layout = .collection
    self.unknownFields = unknownFields
    _slots = [:]
    _stamps = []
    _order = entries.map(\.id)
    for entry in entries { _store(entry) }
  }

  /// The number of entries.
  public var count: Int { _order.count }

  /// The entries' ids in document order.
  public var ids: [String] { _order }

  /// The entries in document order.
  ///
  /// - Complexity: O(1) to create; each access is O(log *n*).
  public var entries: Entries { Entries(document: self) }

  /// Whether an entry has `id`.
  ///
  /// - Complexity: O(log *n*).
  public func contains(id: String) -> Bool {
    _slots[id] != nil
  }

  /// The entry with `id`. Setting an entry replaces it in place (or appends it when no entry
  /// has its id); setting `nil` removes it.
  ///
  /// - Precondition: A new value keeps the id it is stored under.
  /// - Complexity: O(log *n*) to read or replace, also on a shared copy; O(*n*) to remove.
  ///   Adding an entry is O(log *n*) amortized on a unique copy and O(*n*) on a shared one,
  ///   as ``append(_:)``.
  public subscript(id id: String) -> M? {
    get { _slots[id]?.entry }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(
        newValue.id == id, "ModelDocument.subscript(id:): an entry cannot change its id here")
      if !contains(id: id) { _order.append(id) }
      _store(newValue)
    }
  }

  /// Appends `entry` at the end.
  ///
  /// - Throws: ``DuplicateIDError`` if an entry already has its id.
  /// - Complexity: O(log *n*), amortized, on a unique copy; O(*n*) on a shared copy, whose
  ///   order of ids is copied.
  public mutating func append(_ entry: M) throws(DuplicateIDError) {
    try insert(entry, at: _order.count)
  }

  /// Inserts `entry` at `position` in document order.
  ///
  /// - Throws: ``DuplicateIDError`` if an entry already has its id.
  /// - Complexity: O(*n*) for the order, O(log *n*) for the entry.
  public mutating func insert(_ entry: M, at position: Int) throws(DuplicateIDError) {
    guard !contains(id: entry.id) else { throw DuplicateIDError(id: entry.id) }
    _store(entry)
    _order.insert(entry.id, at: position)
  }

  /// Removes the entry with `id`, returning it.
  ///
  /// - Complexity: O(*n*).
  @discardableResult
  public mutating func remove(id: String) -> M? {
    guard let removed = _slots.removeValue(forKey: id) else { return nil }
    _stamps.remove(_EntryStamp(id: id, stamp: removed.stamp))
    _order.remove(at: _order.firstIndex(of: id)!)
    return removed.entry
  }

  /// Moves the entry with `id` to `position` in document order.
  ///
  /// - Precondition: An entry has `id` and `position` is in `0..<count`.
  /// - Complexity: O(*n*).
  public mutating func move(id: String, to position: Int) {
    guard let from = _order.firstIndex(of: id) else {
      preconditionFailure("ModelDocument.move(id:to:): no entry has id '\(id)'")
    }
    _order.remove(at: from)
    _order.insert(id, at: position)
  }

  /// The position of the entry with `id` in document order.
  ///
  /// - Complexity: O(*n*).
  public func position(ofID id: String) -> Int? {
    _order.firstIndex(of: id)
  }

  /// Stores `entry` under a fresh stamp, replacing any entry with its id.
  package mutating func _store(_ entry: M) {
    let stamp = _EntryStamp.next(for: entry.id)
    if let old = _slots.updateValue(_EntrySlot(entry: entry, stamp: stamp.stamp), forKey: entry.id)
    {
      _stamps.remove(_EntryStamp(id: entry.id, stamp: old.stamp))
    }
    _stamps.insert(stamp)
  }

  /// The entries in document order, read through the id map.
  public struct Entries: RandomAccessCollection, Sendable {
    let document: ModelDocument
    /// The position of the first entry: always 0.
    public var startIndex: Int { 0 }
    /// The position past the last entry: the number of entries.
    public var endIndex: Int { document._order.count }
    /// The entry at `position`, in document order.
    ///
    /// - Complexity: O(log *n*).
    public subscript(position: Int) -> M {
      document._slots[document._order[position]]!.entry
    }
  }

  /// Whether both documents have the same layout, entries in the same order and the same unknown
  /// members.
  // Stamps say how entries were written, not what they hold: equality ignores them.
  public static func == (lhs: ModelDocument, rhs: ModelDocument) -> Bool {
    lhs.layout == rhs.layout && lhs._order == rhs._order && lhs.unknownFields == rhs.unknownFields
      && lhs._slots == rhs._slots
  }

  /// Hashes the layout, the entries in order and the unknown members, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layout)
    hasher.combine(_order)
    hasher.combine(unknownFields)
    hasher.combine(_slots)
  }
}

/// Two entries of one document would share an id.
///
/// ```swift
/// print(DuplicateIDError(id: "post-002", entryID: "post-001"))
/// // Prints "post-001.id: Expected an id no other entry has, found 'post-002'; each entry needs its own id."
/// ```
public struct DuplicateIDError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The id that is already taken.
  public var id: String
  /// The id the entry given ``id`` has now, when it is an entry being renamed; messages
  /// name it by this one.
  public var entryID: String?

  /// Makes an error for the repeated `id`, given to the entry `entryID` when it is a rename.
  public init(id: String, entryID: String? = nil) {
    self.id = id
    self.entryID = entryID
  }

  /// A sentence naming the entry by its id now and the id it cannot take; or, for an entry
  /// that has no other id, the repeated id.
  public var description: String {
    Self.message(id: id, entryID: entryID, entryName: "entry")
  }

  /// The sentence of ``description``, for a model whose entries are called `entryName`.
  package static func message(id: String, entryID: String?, entryName: String) -> String {
    guard let entryID, entryID != id else {
      return
        "\(entryName.prefix(1).uppercased() + entryName.dropFirst()) id '\(id)' appears more than once; each \(entryName) needs its own id."
    }
    return
      "\(entryID).id: Expected an id no other \(entryName) has, found '\(id)'; each \(entryName) needs its own id."
  }
}

extension ModelDocument {
  /// Drops the entry with `id` from the id map, leaving the order to the caller.
  package mutating func _removeSlot(id: String) {
    guard let removed = _slots.removeValue(forKey: id) else { return }
    _stamps.remove(_EntryStamp(id: id, stamp: removed.stamp))
  }
}
