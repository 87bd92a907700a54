/// Buffers edits of one model and turns them into a diff: typed reads and writes through
/// key paths, with the original untouched until the caller commits.
///
/// ```swift
/// var proxy = EntryProxy(entry)
/// proxy.title = "New"
/// proxy.tagNames.append("swift")
/// print(proxy.title, entry.title, proxy.isUpdated)
/// // Prints "New Hello true"
/// proxy.title = entry.title
/// proxy.tagNames.removeLast()
/// print(proxy.isUpdated)
/// // Prints "false"
/// ```
///
/// Reads see the buffered writes. The buffer is a copy-on-write working copy, so a
/// proxy costs nothing until its first write and one copy of the entry after it.
@dynamicMemberLookup
public struct EntryProxy<M: Model>: Sendable {
  /// The entry as it was when the proxy was made.
  public let original: M
  /// The entry with every buffered write applied.
  public private(set) var current: M
  /// The properties (as key paths, `\Contact.nickname`) written that the schema declares
  /// no field for, in the order written. Such a write is not buffered, and a transaction
  /// refuses it with ``UndeclaredFieldError``.
  public private(set) var undeclaredWrites: [String] = []

  /// Starts editing `entry`; ``current`` begins as a copy of it.
  public init(_ entry: M) {
    original = entry
    current = entry
  }

  init(original: M, current: M) {
    self.original = original
    self.current = current
  }

  /// Reads a property of the buffered entry.
  ///
  /// - Complexity: O(1) plus the key path's own cost.
  public subscript<Value>(dynamicMember keyPath: KeyPath<M, Value>) -> Value {
    current[keyPath: keyPath]
  }

  /// Reads or writes a field of the buffered entry. Only a property of a field type can
  /// be written (anything else does not compile), and only one the schema declares: a
  /// write of another is left out and recorded in ``undeclaredWrites``.
  ///
  /// - Complexity: O(1) plus the key path's own cost; the first write copies the entry.
  public subscript<Value: FieldValueRepresentable>(
    dynamicMember keyPath: WritableKeyPath<M, Value>
  ) -> Value {
    get { current[keyPath: keyPath] }
    set {
      guard M.schema.index(of: keyPath) != nil else {
        undeclaredWrites.append("\(keyPath)")
        return
      }
      current[keyPath: keyPath] = newValue
    }
  }

  /// The buffered entry's members the schema does not know.
  public var unknownFields: ArchiveObject {
    get { current.unknownFields }
    set { current.unknownFields = newValue }
  }

  /// Whether the buffered entry differs from the original (false again once every field
  /// is set back).
  ///
  /// - Complexity: O(*f*) for *f* fields.
  public var isUpdated: Bool { current != original }

  /// The buffered writes as a diff, field by field (a changed id is a removal and an
  /// insertion).
  ///
  /// - Complexity: O(*f*) for *f* fields.
  public func commit() -> DocumentDiff<M> {
    ModelDocument(entry: current).difference(from: ModelDocument(entry: original))
  }

  /// Buffers `entry` as the new value of every field at once.
  public mutating func replace(with entry: M) {
    current = entry
  }

  /// Drops every buffered write.
  public mutating func discard() {
    current = original
    undeclaredWrites = []
  }
}
