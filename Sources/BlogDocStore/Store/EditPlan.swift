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
  public var path: String
  /// The file's bytes when it was read.
  public var bytes: [UInt8]
  /// The document as read.
  public var before: ModelDocument<M>
  /// The document as it would be written.
  public var after: ModelDocument<M>
  /// The change.
  public var diff: DocumentDiff<M>
  /// Where ``before``'s entries and fields lie in ``bytes``, for a file read by
  /// ``DocumentFile/readForEditing(_:from:options:)``; `nil` otherwise.
  public var sourceMap: DocumentSourceMap?

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
  /// - Throws: What reading throws (`ArchiveError`, ``StoreError``), what `body` throws,
  ///   and `TransactionError` when the result breaks the schema's rules.
  /// - Complexity: Decodes the document once (recording its source map in the same
  ///   pass); the transaction costs what `body` changes.
  public static func make(
    _ type: M.Type, file: String, message: String, _ body: (inout DocumentProxy<M>) throws -> Void
  ) throws -> EditPlan {
    let (decoded, bytes, map) = try DocumentFile.readForEditing(M.self, from: file)
    let document = decoded.document
    var after = document
    let diff = try after.transaction(message, body)
    return EditPlan(
      path: file, bytes: bytes, before: document, after: after, diff: diff, sourceMap: map)
  }

  /// The write that puts ``after`` in place of the bytes read, changing only the edited
  /// fields' bytes of the file (see
  /// ``FileWrite/init(path:before:original:map:splicing:diff:journalPath:entrySources:valueSources:)``).
  ///
  /// - Throws: `ArchiveError` when the document cannot be encoded.
  /// - Complexity: O(*c*) in the changed entries plus a copy of the bytes for a blog read
  ///   with its source map whose entries were only modified; O(*n*) otherwise.
  public func write() throws -> FileWrite {
    try FileWrite(
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
