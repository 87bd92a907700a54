import HashTreeCollections

/// The contents of one document file: a single model, or an ordered collection of them
/// with unique ids (one instance per identity, as FDModel keeps one per identifier).
///
/// Entries live in a persistent hash tree keyed by id, so copying a document is O(1)
/// and changing one entry of a copy costs O(log *n*) rather than copying every entry.
///
/// ```swift
/// var blog = BlogDocument(entries: [])
/// try blog.append(BlogEntry(id: "hello", title: "Hello"))
/// let snapshot = blog
/// blog[id: "hello"]?.title = "Hello again"
/// print(snapshot[id: "hello"]!.title, "/", blog[id: "hello"]!.title)
/// // Prints "Hello / Hello again"
/// ```
public struct ModelDocument<M: Model>: Hashable, Sendable {
  /// How the document is archived: a lone record, or a collection root holding records.
  public enum Layout: Hashable, Sendable {
    case single
    case collection
  }

  public var layout: Layout
  /// Collection-level members the schema does not know, kept in order.
  public var unknownFields: ArchiveObject

  private var _entriesByID: TreeDictionary<String, M>
  private var _order: [String]

  /// A single-record document.
  public init(entry: M) {
    layout = .single
    unknownFields = ArchiveObject()
    _entriesByID = [entry.id: entry]
    _order = [entry.id]
  }

  /// A collection of `entries`, in order.
  ///
  /// - Throws: ``DuplicateIDError`` if two entries share an id.
  public init(entries: some Sequence<M>, unknownFields: ArchiveObject = ArchiveObject())
    throws(DuplicateIDError)
  {
    layout = .collection
    self.unknownFields = unknownFields
    _entriesByID = [:]
    _order = []
    for entry in entries {
      try append(entry)
    }
  }

  /// A collection of `entries` whose ids the caller has already checked are unique.
  package init(_uniqueEntries entries: [M], unknownFields: ArchiveObject) {
    layout = .collection
    self.unknownFields = unknownFields
    _order = entries.map(\.id)
    _entriesByID = TreeDictionary(uniqueKeysWithValues: entries.lazy.map { ($0.id, $0) })
  }

  /// The number of entries.
  public var count: Int { _order.count }

  /// The entries' ids in document order.
  public var ids: [String] { _order }

  /// The entries in document order.
  ///
  /// - Complexity: O(1) to create; each access is O(log *n*).
  public var entries: Entries { Entries(document: self) }

  /// The entry with `id`. Setting an entry replaces it in place; setting `nil` removes it.
  ///
  /// - Precondition: A new value keeps the id it is stored under.
  /// - Complexity: O(log *n*) to read or replace; O(*n*) to remove.
  public subscript(id id: String) -> M? {
    get { _entriesByID[id] }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(newValue.id == id, "ModelDocument.subscript(id:): an entry cannot change its id here")
      if _entriesByID.updateValue(newValue, forKey: id) == nil {
        _order.append(id)
      }
    }
  }

  /// Appends `entry` at the end.
  ///
  /// - Throws: ``DuplicateIDError`` if an entry already has its id.
  /// - Complexity: O(log *n*), amortized.
  public mutating func append(_ entry: M) throws(DuplicateIDError) {
    try insert(entry, at: _order.count)
  }

  /// Inserts `entry` at `position` in document order.
  ///
  /// - Throws: ``DuplicateIDError`` if an entry already has its id.
  /// - Complexity: O(*n*) for the order, O(log *n*) for the entry.
  public mutating func insert(_ entry: M, at position: Int) throws(DuplicateIDError) {
    guard _entriesByID[entry.id] == nil else { throw DuplicateIDError(id: entry.id) }
    _entriesByID[entry.id] = entry
    _order.insert(entry.id, at: position)
  }

  /// Removes the entry with `id`, returning it.
  ///
  /// - Complexity: O(*n*).
  @discardableResult
  public mutating func remove(id: String) -> M? {
    guard let removed = _entriesByID.removeValue(forKey: id) else { return nil }
    _order.removeAll { $0 == id }
    return removed
  }

  /// The entries in document order, read through the id map.
  public struct Entries: RandomAccessCollection, Sendable {
    let document: ModelDocument
    public var startIndex: Int { 0 }
    public var endIndex: Int { document._order.count }
    public subscript(position: Int) -> M {
      document._entriesByID[document._order[position]]!
    }
  }
}

/// Two entries of one document would share an id.
public struct DuplicateIDError: Error, Sendable, Hashable, CustomStringConvertible {
  public var id: String

  public init(id: String) {
    self.id = id
  }

  public var description: String {
    "Entry id '\(id)' appears more than once; each entry needs its own id."
  }
}
