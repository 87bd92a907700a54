/// Buffers edits of a whole document (fields of any entry, inserting, removing and moving
/// entries) and turns them into one ``DocumentDiff``; the original document is untouched.
///
/// ```swift
/// var proxy = DocumentProxy(blog)
/// proxy[id: "hello-world"]?.title = "Hello, World"
/// try proxy.append(BlogEntry(id: "second", title: "Second"))
/// print(proxy.commit())
/// // Prints:
/// // ~ hello-world.title: "Hello" → "Hello, World"
/// // + second (at 1)
/// ```
public struct DocumentProxy<M: Model>: Sendable {
  /// The document as it was when the proxy was made.
  public let original: ModelDocument<M>
  /// The document with every buffered write applied.
  public private(set) var current: ModelDocument<M>
  /// The id each renamed entry had before its first rename, by its id now: what messages
  /// name it by, since the new id is the one refused (`post-001.id: …`, not `../evil.id: …`).
  public private(set) var formerIDs: [String: String] = [:]
  /// Writes of properties the schema declares no field for, as ``EntryProxy`` recorded
  /// them: a transaction refuses them with ``UndeclaredFieldError``.
  public private(set) var undeclaredWrites: [String] = []
  /// Ids edited through ``subscript(id:)`` (`proxy[id: "x"]?.title = …`) that no entry
  /// has: a transaction refuses them with ``EntryNotFoundError``.
  public private(set) var missingEntryEdits: [String] = []
  /// Whether the only change of order so far is entries appended, so ``commit()`` need not
  /// compare the order.
  private var onlyAppended = true

  /// Starts editing `document`; nothing changes until the proxy is committed.
  ///
  /// ```swift
  /// var proxy = DocumentProxy(blog)
  /// proxy[id: "hello-world"]?.title = "Hello again"
  /// print(proxy.commit())
  /// // Prints "~ hello-world.title: "Hello" → "Hello again""
  /// ```
  public init(_ document: ModelDocument<M>) {
    original = document
    current = document
  }

  /// A proxy for the entry with `id`; writing it back buffers its edits. Setting `nil`
  /// removes the entry; an entry proxy whose id was changed renames the entry in place.
  ///
  /// - Complexity: O(log *n*) to read and to write back a changed entry.
  public subscript(id id: String) -> EntryProxy<M>? {
    get {
      current[id: id].map { EntryProxy(original: original[id: id] ?? $0, current: $0) }
    }
    set {
      write(newValue, forID: id)
    }
    // An edit through `proxy[id: "missing"]?.title = …` reaches no entry: it is recorded, and
    // a transaction refuses it with `EntryNotFoundError`, as `update(id:_:)` does, instead of
    // committing an empty diff.
    _modify {
      var proxy = self[id: id]
      let existed = proxy != nil
      yield &proxy
      if !existed && proxy == nil {
        missingEntryEdits.append(id)
        return
      }
      write(proxy, forID: id)
    }
  }

  /// Buffers `proxy` as the entry with `id`: `nil` removes it, a proxy whose id changed
  /// renames it in place.
  private mutating func write(_ proxy: EntryProxy<M>?, forID id: String) {
    guard let proxy else {
      onlyAppended = false
      current.remove(id: id)
      formerIDs[id] = nil
      return
    }
    undeclaredWrites += proxy.undeclaredWrites
    let entry = proxy.current
    if entry.id == id {
      if current[id: id] != entry { current[id: id] = entry }
      return
    }
    precondition(
      !current.contains(id: entry.id),
      "DocumentProxy.subscript(id:): renaming '\(id)' to '\(entry.id)', an id already in use")
    onlyAppended = false
    let position = current.position(ofID: id) ?? current.count
    current.remove(id: id)
    try? current.insert(entry, at: min(position, current.count))
    let former = formerIDs.removeValue(forKey: id) ?? id
    if former != entry.id { formerIDs[entry.id] = former }
  }

  /// The ids of the buffered document, in order.
  public var ids: [String] { current.ids }

  /// The entries of the buffered document, in order.
  public var entries: ModelDocument<M>.Entries { current.entries }

  /// The document's own unknown members.
  public var unknownFields: ArchiveObject {
    get { current.unknownFields }
    set { current.unknownFields = newValue }
  }

  /// Buffers an edit of the entry with `id` made by `body`.
  ///
  /// - Throws: ``EntryNotFoundError`` if no entry has `id`, ``DuplicateIDError`` if `body`
  ///   renamed the entry to an id in use, or what `body` throws (the entry is then left as
  ///   it was).
  public mutating func update<Result>(
    id: String, _ body: (inout EntryProxy<M>) throws -> Result
  ) throws -> Result {
    guard var proxy = self[id: id] else {
      throw EntryNotFoundError(id: id, suggestion: Suggestion.closest(to: id, among: current.ids))
    }
    let result = try body(&proxy)
    if proxy.current.id != id, current.contains(id: proxy.current.id) {
      throw DuplicateIDError(id: proxy.current.id, entryID: formerIDs[id] ?? id)
    }
    self[id: id] = proxy
    return result
  }

  /// Buffers inserting `entry` at `position`.
  public mutating func insert(_ entry: M, at position: Int) throws(DuplicateIDError) {
    let appends = position == current.count
    try current.insert(entry, at: position)
    if !appends { onlyAppended = false }
  }

  /// Buffers appending `entry`.
  public mutating func append(_ entry: M) throws(DuplicateIDError) {
    try current.append(entry)
  }

  /// Buffers removing the entry with `id`.
  @discardableResult
  public mutating func remove(id: String) -> M? {
    onlyAppended = false
    formerIDs[id] = nil
    return current.remove(id: id)
  }

  /// Buffers moving the entry with `id` to `position`.
  public mutating func move(id: String, to position: Int) {
    onlyAppended = false
    current.move(id: id, to: position)
  }

  /// Whether the buffered document differs from the original.
  ///
  /// - Complexity: O(*c* log *n*) for *c* entries written; O(1) before any write.
  public var isUpdated: Bool { current != original }

  /// The buffered edits as a diff.
  ///
  /// - Complexity: O(*c* log *n*) for *c* entries written, as ``ModelDocument/difference(from:)``.
  public func commit() -> DocumentDiff<M> {
    current.difference(from: original, onlyAppended: onlyAppended)
  }

  /// Drops every buffered edit.
  public mutating func discard() {
    formerIDs = [:]
    undeclaredWrites = []
    missingEntryEdits = []
    onlyAppended = true
    current = original
  }
}

/// No entry has the id asked for.
public struct EntryNotFoundError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The id that was asked for.
  public var id: String
  /// The closest existing id, if one is close.
  public var suggestion: String?

  /// Makes an error for `id`, with the closest existing id when there is one.
  public init(id: String, suggestion: String? = nil) {
    self.id = id
    self.suggestion = suggestion
  }

  /// `Unknown entry 'helo-world'. Did you mean 'hello-world'?`
  public var description: String {
    "Unknown entry '\(id)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
  }
}
