import BlogDocCore

/// One file a ``DocumentStore`` operation replaces, creates or removes: its bytes before and
/// after, and the diff between them as the journal records it.
///
/// ```swift
/// let write = try FileWrite(path: "hello.xml", before: bytes, document: edited, diff: diff)
/// try store.commit(.edit, message: "Set title", writes: [write])
/// ```
public struct FileWrite: Sendable {
  /// Whether the write replaces the file, creates it or removes it.
  public enum Creation: Sendable, Hashable {
    /// The file exists before and after.
    case replaces
    /// The file does not exist before (``FileWrite/before`` is ignored).
    case creates
    /// The file does not exist after (``FileWrite/after`` is ignored).
    case removes
  }

  /// The file's path, as the caller names it (relative to the working directory or absolute).
  public var path: String
  /// The file's bytes when it was read; empty for a file the write creates.
  public var before: [UInt8]
  /// The bytes to write; empty for a file the write removes, and for one whose bytes were
  /// streamed to a temporary file (``init(path:before:streaming:diff:journalPath:)``).
  public var after: [UInt8]
  /// The change to the document, as the journal records it.
  public var diff: ArchivedDiff
  /// The document's model; it names nothing for a whole file (``isWholeFile``), whose
  /// journal record names no model.
  public var model: ModelReference
  /// Whether the write replaces, creates or removes the file.
  public var creation: Creation
  /// The document's layout, `single` or `collection`: recorded for a file created or
  /// removed, so the journal can build it again from the diff alone.
  public var layout: String
  /// The path the journal names the file by, when it is already known (empty otherwise:
  /// the store works it out from ``path``).
  public var journalPath: String
  /// Why the file is written whole in canonical form rather than with only the changed
  /// fields replaced (an older format version, say); `nil` when it is spliced or was not
  /// asked to be. A write so rewritten keeps its former bytes (``keepsFormerBytes``), since
  /// undoing its diff would not give back the layout it lost.
  public var rewrittenBecause: String?
  /// The text of each entry the write removes, by id, as the file held it (recorded in the
  /// journal so undo puts back the same bytes); empty when the file was not read with its
  /// source map.
  public var removedEntrySources: [String: RemovedEntrySource] = [:]
  /// The text of each field value the write replaces that a splice would not write as the
  /// file spelled it (recorded in the journal so undo writes the same spelling back); empty
  /// when there is none, or the file was not read with its source map.
  public var replacedValueSources: [FieldValueSource] = []
  /// Whether the journal keeps ``before`` whole (as `Journal.FileChange.formerBytes`):
  /// for a write that changes the file's layout, which no diff can take back (a format, a
  /// splice that fell back to the canonical writer, a `convert --force`, a whole file).
  public var keepsFormerBytes = false
  /// Whether the file is not a document of any model but bytes written whole (see
  /// ``init(path:replacing:with:journalPath:)``): ``diff`` is empty and ``model`` names
  /// nothing the journal records.
  public internal(set) var isWholeFile = false
  /// The new bytes, already written beside the file, when the document was encoded
  /// straight to disk (``after`` is empty then).
  var prepared: PreparedFile?
  /// Whether the diff changes only fields the schema keeps out of the undo history
  /// (`HistoryPolicy.excluded`), so the write is journaled but is no undo step.
  var changesExcludedFieldsOnly = false
  /// Whether the diff, less its excluded fields, only modifies coalescing fields
  /// (`HistoryPolicy.coalescing`): a write that may join the step before it.
  var modifiesCoalescingFieldsOnly = false
  /// Whether the write is bookkeeping alone: it changes fields of the document, all of
  /// them kept out of the undo history, and nothing else an undo would give back.
  var isBookkeeping: Bool {
    changesExcludedFieldsOnly && creation == .replaces && !keepsFormerBytes
  }

  /// A write of `document` (encoded by the file's extension) in place of the file read as
  /// `before`, recording `diff`; `creation` says whether the file is made or removed.
  ///
  /// - Complexity: O(*n*) in the document's size when it encodes it.
  public init<M: Model>(
    path: String, before: [UInt8], after: [UInt8], diff: DocumentDiff<M>,
    layout: ModelDocument<M>.Layout,
    creation: Creation = .replaces, journalPath: String = ""
  ) {
    self.path = path
    self.before = before
    self.after = after
    self.diff = ArchivedDiff(diff)
    self.model = ModelReference(M.self)
    self.creation = creation
    self.layout = layout == .single ? "single" : "collection"
    self.journalPath = journalPath
    let undoable = diff.undoablePart
    self.changesExcludedFieldsOnly = !diff.isEmpty && undoable.isEmpty
    self.modifiesCoalescingFieldsOnly = undoable.modifiesCoalescingFieldsOnly
  }

  /// A write replacing the file read as `before` with `document`, encoded in the format
  /// the path's extension names.
  ///
  /// - Throws: ``StoreError`` for an unknown extension; `ArchiveError` when the document
  ///   cannot be encoded.
  public init<M: Model>(
    path: String, before: [UInt8], document: ModelDocument<M>, diff: DocumentDiff<M>,
    journalPath: String = ""
  ) throws {
    self.init(
      path: path, before: before, after: try DocumentFile.encode(document, for: path), diff: diff,
      layout: document.layout, journalPath: journalPath)
  }

  /// A write making the file `path`, which must not exist, hold `document`, encoded in the
  /// format the path's extension names. Its diff inserts every entry (and the document's
  /// unknown members) into an empty document of the same layout, so `undo` removes the file
  /// and `redo` builds it again from the journal alone.
  ///
  /// ```swift
  /// let write = try FileWrite(path: "pancakes.xml", creating: ModelDocument(entry: pancakes))
  /// try store.commit(.edit, message: "New recipe pancakes", writes: [write])
  /// ```
  ///
  /// - Throws: ``StoreError`` for an unknown extension; `ArchiveError` when the document
  ///   cannot be encoded.
  /// - Complexity: O(*n*) in the document's size.
  public init<M: Model>(
    path: String, creating document: ModelDocument<M>, journalPath: String = ""
  ) throws {
    var empty = ModelDocument<M>(_uniqueEntries: [], unknownFields: ArchiveObject())
    empty.layout = document.layout
    self.init(
      path: path, before: [], after: try DocumentFile.encode(document, for: path),
      diff: document.difference(from: empty),
      layout: document.layout, creation: .creates, journalPath: journalPath)
  }

  /// A write replacing the file read as `before` with `document`, encoded in the format
  /// the path's extension names straight to a temporary file beside it, so the new bytes
  /// are never held in memory: for a large document written whole (an import's blog).
  /// ``after`` is empty; the store renames the temporary file into place when it commits,
  /// and it is removed if the write is dropped before.
  ///
  /// ```swift
  /// let write = try FileWrite(path: "blog.xml", before: bytes, streaming: imported, diff: diff)
  /// try store.commit(.edit, message: "Import", writes: [write])
  /// ```
  ///
  /// - Throws: ``StoreError`` for an unknown extension or a file that cannot be written
  ///   beside the path; `ArchiveError` when the document cannot be encoded.
  /// - Complexity: O(*n*) in the document's size; holds about 64 KB of its bytes at a time.
  public init<M: Model>(
    path: String, before: [UInt8], streaming document: ModelDocument<M>, diff: DocumentDiff<M>,
    journalPath: String = ""
  ) throws {
    let format = try DocumentFile.format(of: path)
    let prepared = try PreparedFile(path: path) { write in
      do {
        try format.encode(document, to: write)
      } catch let error as ArchiveError {
        throw error.reading(path)
      }
    }
    self.init(
      path: path, before: before, after: [], diff: diff, layout: document.layout,
      journalPath: journalPath)
    self.prepared = prepared
  }

  /// A write replacing the file read as `before` with `document`, changing only the bytes
  /// of what differs when the format allows it (see
  /// ``DocumentFile/encode(_:for:splicingInto:)``) and the whole file otherwise.
  ///
  /// ```swift
  /// let write = try FileWrite(path: "e.json", before: bytes, splicing: edited, diff: diff)
  /// write.rewrittenBecause   // nil: only the edited fields' bytes differ
  /// ```
  ///
  /// - Throws: ``StoreError`` for an unknown extension; `ArchiveError` when the document
  ///   cannot be encoded.
  /// - Complexity: O(*n*) in the file's size.
  public init<M: Model>(
    path: String, before: [UInt8], splicing document: ModelDocument<M>, diff: DocumentDiff<M>,
    journalPath: String = ""
  ) throws {
    let (after, reason) = try DocumentFile.encode(document, for: path, splicingInto: before)
    self.init(
      path: path, before: before, after: after, diff: diff, layout: document.layout,
      journalPath: journalPath)
    rewrittenBecause = reason
    keepsFormerBytes = reason != nil
  }

  /// A write replacing the file read as `before` (holding `original`, laid out as `map`
  /// says) with `document`, splicing in only what `diff` changes (see
  /// ``DocumentFile/encode(_:for:splicingInto:original:map:diff:entrySources:valueSources:)``).
  ///
  /// ```swift
  /// let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: "b.json")
  /// let write = try FileWrite(
  ///   path: "b.json", before: bytes, original: decoded.document, map: map, splicing: edited, diff: diff)
  /// ```
  ///
  /// - Throws: ``StoreError`` for an unknown extension; `ArchiveError` when the document
  ///   cannot be encoded.
  /// - Complexity: O(*c*) in the changed entries plus a copy of `before` when `diff` only
  ///   modifies entries of a mapped blog; O(*n*) otherwise.
  ///
  /// `entrySources` gives, by id, the text an entry the write inserts had in the file when
  /// it was removed (what the journal kept, see ``removedEntrySources``): the splice puts
  /// it back as it was. A field whose new value one of `valueSources` spells is written as
  /// that text (what the journal kept, see ``replacedValueSources``).
  public init<M: Model>(
    path: String, before: [UInt8], original: ModelDocument<M>, map: DocumentSourceMap?,
    splicing document: ModelDocument<M>, diff: DocumentDiff<M>, journalPath: String = "",
    entrySources: [String: RemovedEntrySource] = [:], valueSources: [FieldValueSource] = []
  ) throws {
    let (after, reason) = try DocumentFile.encode(
      document, for: path, splicingInto: before, original: original, map: map, diff: diff,
      entrySources: entrySources, valueSources: valueSources)
    self.init(
      path: path, before: before, after: after, diff: diff, layout: document.layout,
      journalPath: journalPath)
    rewrittenBecause = reason
    keepsFormerBytes = reason != nil
    removedEntrySources = DocumentFile.removedEntrySources(removedBy: diff, from: before, map: map)
    // A write rewritten whole keeps its former bytes, which undo puts back instead.
    if reason == nil {
      replacedValueSources = DocumentFile.valueSources(
        changedBy: diff, from: before, original: original, map: map)
    }
  }

  /// A write putting `document`, read from the bytes `before`, in the canonical form
  /// of the path's extension: a change of layout alone (any migration of an older format
  /// version happened when it was read), whose undo writes `before` back, so the journal
  /// keeps them whole (``keepsFormerBytes``).
  ///
  /// ```swift
  /// let (decoded, bytes) = try DocumentFile.readWithBytes(BlogEntry.self, from: "e.xml")
  /// let write = try FileWrite(path: "e.xml", before: bytes, formatting: decoded.document)
  /// if write.after != bytes { try store.commit(.edit, message: "Format e.xml", writes: [write]) }
  /// ```
  ///
  /// - Throws: ``StoreError`` for an unknown extension; `ArchiveError` when the document
  ///   cannot be encoded.
  /// - Complexity: O(*n*) in the document's size.
  public init<M: Model>(
    path: String, before: [UInt8], formatting document: ModelDocument<M>, journalPath: String = ""
  )
    throws
  {
    self.init(
      path: path, before: before, replacingWhole: try DocumentFile.encode(document, for: path),
      diff: DocumentDiff<M>(),
      journalPath: journalPath)
  }

  /// A write replacing the file read as `before` with `after`, whose `before` no diff can
  /// give back: a layout (`format`), or a file that holds merge conflict markers and so is
  /// no one document (`resolve`). The journal keeps `before` whole (``keepsFormerBytes``),
  /// so undo writes it back byte for byte; `diff` is the change of the document, as the
  /// log shows it.
  ///
  /// ```swift
  /// let write = FileWrite(path: "e.xml", before: conflicted, replacingWhole: resolved, diff: diff)
  /// try store.commit(.edit, message: "Resolve e.title", writes: [write])
  /// ```
  ///
  /// - Complexity: O(1); the journal copies `before` when the store commits the write.
  public init<M: Model>(
    path: String, before: [UInt8], replacingWhole after: [UInt8], diff: DocumentDiff<M>,
    journalPath: String = ""
  ) {
    // A replace records no layout in the journal (see `layout`): the one given is unused.
    self.init(
      path: path, before: before, after: after, diff: diff, layout: .collection,
      journalPath: journalPath)
    keepsFormerBytes = true
  }

  /// Whether the file exists before the write.
  public var existedBefore: Bool { creation != .creates }
  /// Whether the file exists after the write.
  public var existsAfter: Bool { creation != .removes }

  /// The journal's record of this write, naming the file by `path`.
  func change(named path: String) -> Journal.FileChange {
    let absent = Journal.FileChange.absent
    return Journal.FileChange(
      path: path,
      beforeFingerprint: existedBefore ? Journal.FileChange.fingerprint(of: before) : absent,
      afterFingerprint: existsAfter
        ? prepared?.fingerprint ?? Journal.FileChange.fingerprint(of: after) : absent,
      diff: diff, model: isWholeFile ? nil : model,
      layout: creation == .replaces || isWholeFile ? nil : layout,
      entrySources: removedEntrySources.isEmpty
        ? nil
        : removedEntrySources.sorted { $0.key < $1.key }.map {
          .init(id: $0.key, source: $0.value)
        },
      valueSources: replacedValueSources.isEmpty
        ? nil : replacedValueSources.map(Journal.FileChange.ValueSource.init),
      formerBytes: keepsFormerBytes ? Journal.Bytes(before) : nil,
      wholeFile: isWholeFile ? true : nil)
  }

  /// Puts `after` in place, or removes the file.
  func perform() throws(StoreError) {
    if let prepared {
      try prepared.place()
    } else if existsAfter {
      try AtomicFile.write(after, to: path)
    } else {
      try AtomicFile.remove(path)
    }
  }

  /// Puts `before` back, or removes a file the write created.
  func undo() throws(StoreError) {
    if existedBefore { try AtomicFile.write(before, to: path) } else { try AtomicFile.remove(path) }
  }

  /// Whether the file is as it was before the write.
  var isAtBefore: Bool {
    existedBefore ? (try? FileBytes.contains(before, at: path)) == true : !FileBytes.exists(path)
  }
}
