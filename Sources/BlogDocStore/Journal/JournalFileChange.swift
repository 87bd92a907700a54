import BlogDocCore

extension Journal {
  /// One document an operation changed: where it is, its bytes before and after (as
  /// fingerprints), and the field-level diff.
  ///
  /// The fingerprints let the next command notice a change made outside blogdoc and let
  /// recovery tell whether an interrupted write reached a file; the diff is what undo
  /// inverts and redo applies again.
  ///
  /// The diff is kept in archived form (`ArchivedDiff`) with the name and version of its
  /// model (``model``), so one journal holds documents of several models; ``diff(as:)``
  /// reads it back as the model's.
  ///
  /// ```swift
  /// let change = Journal.FileChange(
  ///   path: "posts/hello.xml", before: oldBytes, after: newBytes, diff: diff)
  /// print(change.afterFingerprint.hasPrefix("xxh64:"), change.model!)
  /// // Prints "true entry v2"
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
    public var diff: ArchivedDiff
    /// The model of the document, by its schema's record name and version; `nil` in
    /// records written before journals named models, which hold documents of the store's
    /// first model (see ``DocumentStore``).
    public var model: ModelReference?
    /// For a change that creates or removes the file: the document's layout (`single` or
    /// `collection`), so the file can be built again from ``diff`` alone. `nil` otherwise,
    /// and in journals written before files could be created or removed.
    public var layout: String?
    /// The text of each entry the change removes, by id, as the file held it (an XML
    /// element or a JSON object), so undo puts back the same bytes rather than the
    /// canonical writer's; `nil` when the change removes no entry of a file read with its
    /// source map, and in journals written before entries' text was kept.
    public var entrySources: [EntrySource]?
    /// The text of each field value the change replaced that the splice would not write
    /// as the file spelled it (see `FieldValueSource`), so undo writes the same spelling
    /// back; `nil` when there is none, and in journals written before spellings were kept.
    public var valueSources: [ValueSource]?
    /// For a change of the file's layout alone (`format`, and the undo and redo of one):
    /// the file's whole bytes before it, which undo writes back, since its diff (empty, or
    /// only what reading migrated) cannot give a layout back. `nil` for every other change,
    /// so an ordinary record does not grow with its file, and in journals written before
    /// layouts were kept.
    public var formerBytes: Bytes?
    /// `true` for a file that is not a document of any model (an exported Markdown file,
    /// an export's manifest), written whole (see
    /// ``FileWrite/init(path:replacing:with:journalPath:)``): ``model`` and ``diff`` then
    /// mean nothing, and undo writes back ``formerBytes`` or removes a file the change
    /// created. `nil` for a document, and in journals written before such files were
    /// journaled (so an old record's `nil` ``model`` still means the store's first model).
    public var wholeFile: Bool?

    /// One removed entry's text, as ``entrySources`` keeps it: a list rather than a
    /// dictionary, so the record's bytes do not depend on how an encoder sorts keys.
    public struct EntrySource: Hashable, Sendable, Codable {
      /// The entry's id.
      public var id: String
      /// The entry's element or object, as the file held it.
      public var text: String
      /// Where it was and what went with it (see `RemovedEntrySource`); `nil` in
      /// journals written before they were kept.
      public var gap: String?
      /// The bytes removed with the entry before its text (its indentation in XML, the
      /// separator from the item before it in JSON), as `RemovedEntrySource` keeps them;
      /// `nil` when none were kept.
      public var leading: String?
      /// The bytes removed with the entry after its text (its line break in XML, the
      /// separator to the item after it in JSON); `nil` when none were kept.
      public var trailing: String?

      /// The text of the entry `id`.
      public init(
        id: String, text: String, gap: String? = nil, leading: String? = nil,
        trailing: String? = nil
      ) {
        self.id = id
        self.text = text
        self.gap = gap
        self.leading = leading
        self.trailing = trailing
      }
    }

    /// The fingerprint that stands for "no file": the before of a change that creates the
    /// file, the after of one that removes it.
    public static let absent = "absent"

    /// The fingerprint that stands for bytes never written: before or after a step in the
    /// middle of an undo or redo of several operations in one pass (`Journal.Step`),
    /// which writes each file once. It matches no file.
    public static let unwritten = "unwritten"

    /// A change of the given parts, as a journal record holds them: a list field's change
    /// as the items it removed and inserted (`ArchivedDiff.compactingLists()`),
    /// so a record does not grow with the list.
    public init(
      path: String, beforeFingerprint: String, afterFingerprint: String,
      diff: ArchivedDiff, model: ModelReference?, layout: String? = nil,
      entrySources: [EntrySource]? = nil,
      valueSources: [ValueSource]? = nil, formerBytes: Bytes? = nil, wholeFile: Bool? = nil
    ) {
      self.path = path
      self.beforeFingerprint = beforeFingerprint
      self.afterFingerprint = afterFingerprint
      self.diff = diff.compactingLists()
      self.model = model
      self.layout = layout
      self.entrySources = entrySources
      self.valueSources = valueSources
      self.formerBytes = formerBytes
      self.wholeFile = wholeFile
    }

    /// A change to a document of `M`, with fingerprints already made.
    public init<M: Model>(
      path: String, beforeFingerprint: String, afterFingerprint: String,
      diff: DocumentDiff<M>, layout: String? = nil
    ) {
      self.init(
        path: path, beforeFingerprint: beforeFingerprint, afterFingerprint: afterFingerprint,
        diff: ArchivedDiff(diff), model: ModelReference(M.self), layout: layout)
    }

    /// A change that creates or removes the file: `nil` bytes stand for no file.
    ///
    /// - Complexity: O(*n*) in the size of the two byte arrays.
    public init<M: Model>(
      path: String, before: [UInt8]?, after: [UInt8]?, diff: DocumentDiff<M>,
      layout: ModelDocument<M>.Layout
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
    /// Whether the change is to the file's layout alone, undone by writing back
    /// ``formerBytes``.
    public var changesLayout: Bool { formerBytes != nil }
    /// Whether the file is not a document but bytes written whole (see ``wholeFile``).
    public var isWholeFile: Bool { wholeFile == true }

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
    /// var document = change.emptyDocument(of: BlogEntry.self)
    /// try document.apply(change.diff(as: BlogEntry.self))   // the document `blogdoc new` wrote
    /// ```
    public func emptyDocument<M: Model>(of type: M.Type) -> ModelDocument<M> {
      var document = ModelDocument<M>(_uniqueEntries: [], unknownFields: ArchiveObject())
      if layout == "single" { document.layout = .single }
      return document
    }

    /// A change fingerprinting the file's bytes `before` and `after` it.
    ///
    /// - Complexity: O(*n*) in the size of the two byte arrays.
    public init<M: Model>(path: String, before: [UInt8], after: [UInt8], diff: DocumentDiff<M>) {
      self.init(
        path: path, beforeFingerprint: Self.fingerprint(of: before),
        afterFingerprint: Self.fingerprint(of: after), diff: diff)
    }

    /// The diff as one of `type`'s documents.
    ///
    /// - Throws: ``StoreError`` (`.otherModel`) when the change is to a document of
    ///   another model, or of a newer version of this one; `ArchiveError` when an entry
    ///   it holds is not one of `type`.
    /// - Complexity: O(*n*) in the size of the inserted and removed entries.
    public func diff<M: Model>(as type: M.Type) throws -> DocumentDiff<M> {
      try ModelReference.check(model, is: type, path: path)
      return try diff.decoded(as: type)
    }

    /// The fingerprint of a file's bytes: `xxh64:` and their XXH64 in 16 hex digits, then `:`
    /// and their length.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public static func fingerprint(of bytes: [UInt8]) -> String {
      fingerprint(hash: XXH64.hash(bytes), count: bytes.count)
    }

    /// The fingerprint of `count` bytes whose XXH64 is `hash` (taken as they were
    /// streamed, with `XXH64.Running`).
    static func fingerprint(hash: UInt64, count: Int) -> String {
      let hex = String(hash, radix: 16)
      return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex + ":\(count)"
    }
  }
}
