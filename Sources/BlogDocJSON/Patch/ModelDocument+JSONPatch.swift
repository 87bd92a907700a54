import BlogDocCore

/// JSON Patch on a document: applied all or nothing, as one diff.
extension ModelDocument {
  /// This document with `patch` applied, and the diff that does the same, which is what a
  /// transaction commits and undo inverts.
  ///
  /// Paths are JSON Pointers into the document's JSON archive form, and the result is the
  /// document a generic RFC 6902 tool would give by patching the `.json` file. The patch
  /// applies field by field: each pointer is resolved to an entry, a field and a list
  /// position, and values are typed by the field's `FieldKind`, so a bad date fails
  /// clearly. All or nothing: a failed `test`, a path that names no field, no entry or an
  /// index out of range, or a value of the wrong kind changes nothing, and the error lists
  /// every such problem.
  ///
  /// ```swift
  /// let patch = try JSONPatch(json: """
  ///   [{"op": "test", "path": "/blog/0/title", "value": "Hello"},
  ///    {"op": "add", "path": "/blog/0/tagNames/-", "value": "swift"}]
  ///   """)
  /// let (patched, diff) = try blog.applying(patch)
  /// print(diff)
  /// // Prints "~ hello-world.tagNames: +"swift""
  /// ```
  ///
  /// blogdoc is stricter than a plain JSON tool in three ways, each to keep the document
  /// readable between operations: a value must fit its field's kind when it is written,
  /// a required field cannot be removed, and a key the schema does not know can only be
  /// changed if the entry already has it (a whole entry object may bring new ones).
  ///
  /// - Throws: ``JSONPatchError`` listing each operation that could not apply; the
  ///   document is unchanged.
  /// - Complexity: O(*n*) to set up, then O(log *n*) per field operation for *n* entries;
  ///   an operation that inserts, removes or moves an entry costs O(*n*).
  public func applying(
    _ patch: JSONPatch
  ) throws(JSONPatchError)
    -> (document: ModelDocument, diff: DocumentDiff<M>)
  {
    var formerIDs: [String: String] = [:]
    return try applying(patch, formerIDs: &formerIDs)
  }

  /// This document with `patch` applied, and the diff, as `applying(_:)` gives them;
  /// `formerIDs` gets the id each entry the patch renamed had, by its new id, for
  /// `violations(of:formerIDs:)` to name it by.
  ///
  /// ```swift
  /// var formerIDs: [String: String] = [:]
  /// let (patched, diff) = try blog.applying(patch, formerIDs: &formerIDs)
  /// let problems = patched.violations(of: diff, formerIDs: formerIDs)   // "a.id: …", not "../evil.id: …"
  /// ```
  ///
  /// - Complexity: As `applying(_:)` of a patch.
  public func applying(
    _ patch: JSONPatch, formerIDs: inout [String: String]
  ) throws(JSONPatchError)
    -> (document: ModelDocument, diff: DocumentDiff<M>)
  {
    var workspace = PatchWorkspace(self)
    var problems: [JSONPatchError.Problem] = []
    for (index, operation) in patch.operations.enumerated() {
      do {
        try workspace.apply(operation, number: index + 1)
      } catch {
        problems.append(
          JSONPatchError.Problem(
            operationNumber: index + 1, operation: operation.summary, message: error.message,
            location: patch.location(of: index)))
      }
    }
    let patched = workspace.finish(blaming: &problems, in: patch)
    guard let patched, problems.isEmpty else {
      throw JSONPatchError(problems: problems.sorted { $0.operationNumber < $1.operationNumber })
    }
    formerIDs = workspace.formerIDs
    return (patched, workspace.diff(from: self, to: patched))
  }

  /// Applies `patch` in place, returning the diff it made.
  ///
  /// ```swift
  /// let diff = try blog.apply(patch)
  /// ```
  ///
  /// - Throws: ``JSONPatchError``; the document is unchanged then.
  @discardableResult
  public mutating func apply(_ patch: JSONPatch) throws(JSONPatchError) -> DocumentDiff<M> {
    let (patched, diff) = try applying(patch)
    self = patched
    return diff
  }
}
