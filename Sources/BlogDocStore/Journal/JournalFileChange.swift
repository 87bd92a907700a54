import BlogDocCore

extension Journal {
  /// One document an operation changed: where it is, its bytes before and after (as
  /// fingerprints), and the field-level diff.
  ///
  /// The fingerprints let the next command notice a change made outside blogdoc and let
  /// recovery tell whether an interrupted write reached a file; the diff is what undo
  /// inverts and redo applies again.
  ///
  /// ```swift
  /// let change = Journal.FileChange(
  ///   path: "posts/hello.xml", before: oldBytes, after: newBytes, diff: diff)
  /// print(change.afterFingerprint)
  /// // Prints "xxh64:5d9c…:1234" (hash, then the length in bytes)
  /// ```
  public struct FileChange: Hashable, Sendable, Codable {
    /// The document's path relative to the workspace root (see ``Workspace``).
    public var path: String
    /// The file's bytes before the change, fingerprinted (see ``fingerprint(of:)``).
    public var beforeFingerprint: String
    /// The file's bytes after the change, fingerprinted.
    public var afterFingerprint: String
    /// The change this record made to the document's entries and fields (for an undo, the
    /// inverse of the change it reverted). Undoing change *c* applies the inverse of the
    /// diffs of record *c*; redoing it applies them again.
    public var diff: DocumentDiff<BlogEntry>
    /// For a change that creates or removes the file: the document's layout (`single` or
    /// `collection`), so the file can be built again from ``diff`` alone. `nil` otherwise,
    /// and in journals written before files could be created or removed.
    public var layout: String?

    /// The fingerprint that stands for "no file": the before of a change that creates the
    /// file, the after of one that removes it.
    public static let absent = "absent"

    public init(
      path: String, beforeFingerprint: String, afterFingerprint: String,
      diff: DocumentDiff<BlogEntry>, layout: String? = nil
    ) {
      self.path = path
      self.beforeFingerprint = beforeFingerprint
      self.afterFingerprint = afterFingerprint
      self.diff = diff
      self.layout = layout
    }

    /// A change that creates or removes the file: `nil` bytes stand for no file.
    ///
    /// - Complexity: O(*n*) in the size of the two byte arrays.
    public init(
      path: String, before: [UInt8]?, after: [UInt8]?, diff: DocumentDiff<BlogEntry>,
      layout: ModelDocument<BlogEntry>.Layout
    ) {
      self.init(
        path: path, beforeFingerprint: before.map(Self.fingerprint(of:)) ?? Self.absent,
        afterFingerprint: after.map(Self.fingerprint(of:)) ?? Self.absent, diff: diff,
        layout: layout == .single ? "single" : "collection")
    }

    /// Whether the change made the file (it did not exist before).
    public var createsFile: Bool { beforeFingerprint == Self.absent }
    /// Whether the change removed the file.
    public var removesFile: Bool { afterFingerprint == Self.absent }

    /// The fingerprint of the file at `path` now, or ``absent`` when there is none.
    ///
    /// - Throws: ``StoreError`` when the file exists but cannot be read.
    public static func fingerprint(ofFileAt path: String) throws(StoreError) -> String {
      FileBytes.exists(path) ? fingerprint(of: try FileBytes.read(path)) : absent
    }

    /// The document the file holds when it does not exist: one of the change's ``layout``
    /// with no entries, which a creation's diff fills in.
    ///
    /// ```swift
    /// var document = change.emptyDocument()
    /// try document.apply(change.diff)   // the document `blogdoc new` wrote
    /// ```
    public func emptyDocument() -> ModelDocument<BlogEntry> {
      var document = ModelDocument<BlogEntry>(_uniqueEntries: [], unknownFields: ArchiveObject())
      if layout == "single" { document.layout = .single }
      return document
    }

    /// A change fingerprinting the file's bytes `before` and `after` it.
    ///
    /// - Complexity: O(*n*) in the size of the two byte arrays.
    public init(path: String, before: [UInt8], after: [UInt8], diff: DocumentDiff<BlogEntry>) {
      self.init(
        path: path, beforeFingerprint: Self.fingerprint(of: before),
        afterFingerprint: Self.fingerprint(of: after), diff: diff)
    }

    /// The fingerprint of a file's bytes: `xxh64:` and their XXH64 in 16 hex digits, then `:`
    /// and their length.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public static func fingerprint(of bytes: [UInt8]) -> String {
      let hex = String(XXH64.hash(bytes), radix: 16)
      return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex + ":\(bytes.count)"
    }
  }
}
