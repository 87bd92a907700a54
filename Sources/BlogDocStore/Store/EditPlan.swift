import BlogDocCore

/// One document's planned change: the file as read, the document before and after, and
/// the diff, made in a transaction (so the result is validated) but not written yet.
///
/// ```swift
/// let plan = try EditPlan.make(Recipe.self, file: "r.xml", message: "More") { proxy in
///   try proxy.update(id: "pancakes") { $0.servings = 4 }
/// }
/// try store.commit(.edit, message: "More", writes: [try plan.write()])
/// ```
public struct EditPlan<M: Model>: Sendable {
  /// The document's path.
  public var path: String { didSet { plannedWrite = nil } }
  /// The file's bytes when it was read.
  public var bytes: [UInt8] { didSet { plannedWrite = nil } }
  /// The document as read: of a plan made for one entry
  /// (``make(_:file:entry:message:_:)``), that entry alone.
  public var before: ModelDocument<M> { didSet { plannedWrite = nil } }
  /// The document as it would be written (that entry alone, as ``before``).
  public var after: ModelDocument<M> { didSet { plannedWrite = nil } }
  /// The change.
  public var diff: DocumentDiff<M> { didSet { plannedWrite = nil } }
  /// Where ``before``'s entries and fields lie in ``bytes``, for a file read by
  /// ``DocumentFile/readForEditing(_:from:options:)``; `nil` otherwise.
  public var sourceMap: DocumentSourceMap? { didSet { plannedWrite = nil } }
  /// The write of a plan made for one entry, made (and so proved to splice) when it was
  /// planned; any change of the plan drops it.
  private var plannedWrite: FileWrite?

  /// A plan of the given parts.
  public init(
    path: String, bytes: [UInt8], before: ModelDocument<M>, after: ModelDocument<M>,
    diff: DocumentDiff<M>,
    sourceMap: DocumentSourceMap? = nil
  ) {
    self.path = path
    self.bytes = bytes
    self.before = before
    self.after = after
    self.diff = diff
    self.sourceMap = sourceMap
  }

  /// Reads the document at `file` and runs `body` on it in a transaction named `message`.
  ///
  /// With `entry`, the id of the one entry whose fields `body` changes (it must not insert,
  /// remove or move entries, nor look at others: it may see that entry alone), an XML
  /// blog's entry is read
  /// alone (see ``DocumentFile/readEntryForEditing(_:from:entry:options:)``), so the
  /// others are not built, and the plan's ``before`` and ``after`` hold it alone. That
  /// plan is kept only when `body` succeeds, changes nothing but that entry's fields (not
  /// its id) and its write splices into the file; otherwise the whole document is read
  /// and `body` runs again on it, so any error is the one the whole read or the whole
  /// transaction reports (errors are rare; one path saying them keeps their messages).
  ///
  /// ```swift
  /// let plan = try EditPlan.make(Recipe.self, file: "r.xml", entry: "pancakes", message: "More") {
  ///   try $0.update(id: "pancakes") { $0.servings = 4 }
  /// }
  /// plan.before.ids   // ["pancakes"]
  /// ```
  ///
  /// - Throws: What reading throws (`ArchiveError`, ``StoreError``), what `body` throws,
  ///   and `TransactionError` when the result breaks the schema's rules.
  /// - Complexity: Decodes the document once (recording its source map in the same
  ///   pass); with `entry`, one pass over an XML file builds only the ids, and the entry
  ///   is decoded alone. The transaction costs what `body` changes.
  public static func make(
    _ type: M.Type, file: String, entry: String? = nil, message: String,
    _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> EditPlan {
    if let entry, let read = DocumentFile.readEntryForEditing(M.self, from: file, entry: entry),
      var plan = try? make(file, read.decoded.document, read.bytes, read.sourceMap, message, body),
      plan.diff.entryChanges.allSatisfy({
        if case .modified(entry, _, _) = $0 { true } else { false }
      }),
      let write = try? plan.write(), write.rewrittenBecause == nil
    {
      plan.plannedWrite = write
      return plan
    }
    let (decoded, bytes, map) = try DocumentFile.readForEditing(M.self, from: file)
    return try make(file, decoded.document, bytes, map, message, body)
  }

  /// The plan of running `body` in a transaction named `message` on `document`, read
  /// from `bytes` at `path` as `map` says.
  private static func make(
    _ path: String, _ document: ModelDocument<M>, _ bytes: [UInt8], _ map: DocumentSourceMap?,
    _ message: String, _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> EditPlan {
    var after = document
    let diff = try after.transaction(message, body)
    return EditPlan(
      path: path, bytes: bytes, before: document, after: after, diff: diff, sourceMap: map)
  }

  /// The write that puts ``after`` in place of the bytes read, changing only the edited
  /// fields' bytes of the file (see
  /// ``FileWrite/init(path:before:original:map:splicing:diff:journalPath:entrySources:valueSources:)``).
  ///
  /// - Throws: `ArchiveError` when the document cannot be encoded.
  /// - Complexity: O(*c*) in the changed entries plus a copy of the bytes for a blog read
  ///   with its source map whose entries were only modified; O(*n*) otherwise.
  public func write() throws -> FileWrite {
    if let plannedWrite { return plannedWrite }
    return try FileWrite(
      path: path, before: bytes, original: before, map: sourceMap, splicing: after, diff: diff)
  }
}

extension DocumentStore {
  /// Changes the documents at `files` in one transaction and one operation: each is read,
  /// `body` runs on it, and every result is validated before anything is written.
  ///
  /// ```swift
  /// let plans = try store.edit(Recipe.self, files: ["r.xml"], message: "Set servings") { proxy, file in
  ///   try proxy.update(id: "pancakes") { $0.servings = 4 }
  /// }
  /// ```
  ///
  /// - Returns: The plans (a file `body` left unchanged has an empty diff and is not written).
  /// - Throws: The first error of any file; nothing is written then.
  /// - Complexity: Decodes and encodes each changed file once.
  @discardableResult
  public func edit<M: Model>(
    _ type: M.Type, files: [String], message: String,
    _ body: (inout DocumentProxy<M>, String) throws -> Void
  ) throws -> [EditPlan<M>] {
    let plans = try files.map { file in
      try EditPlan.make(M.self, file: file, message: message) { try body(&$0, file) }
    }
    let writes = try plans.filter { !$0.diff.isEmpty }.map { try $0.write() }
    if !writes.isEmpty { try commit(.edit, message: message, writes: writes) }
    return plans
  }
}
