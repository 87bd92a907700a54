import BlogDocCore

extension JSONPatch {
  /// The patch that turns `before` into `before.applying(diff)`, for tools that speak RFC
  /// 6902 rather than blogdoc's diffs.
  ///
  /// Field changes become `replace`, `add` (an optional field that was absent) or `remove`
  /// (one that becomes absent); a list field is replaced whole. Inserted, removed and moved
  /// entries become `add`, `remove` and `move` at the array positions they have at that
  /// moment, as the diff applies them. A change to an entry's unknown members that adds a
  /// key replaces the whole entry, and one that adds a document-level key replaces the whole
  /// document, since a patch may only change keys that already exist.
  ///
  /// With `includingTests`, each change is preceded by a `test` of the value it replaces or
  /// removes, so the patch fails if the target changed since, as blogdoc's undo checks
  /// every field before it writes.
  ///
  /// ```swift
  /// let before = blog
  /// blog[id: "hello-world"]?.title = "New"
  /// let patch = JSONPatch(blog.difference(from: before), appliedTo: before, includingTests: true)
  /// print(String(decoding: try patch.jsonBytes(style: .compact), as: UTF8.self))
  /// // Prints "[{"op":"test","path":"/blog/0/title","value":"Hello"},{"op":"replace","path":"/blog/0/title","value":"New"}]"
  /// ```
  ///
  /// - Complexity: O(*n*) to index positions, plus O(*f*) per changed field; O(*n*) per
  ///   inserted, removed or moved entry.
  public init<M: Model>(
    _ diff: DocumentDiff<M>, appliedTo before: ModelDocument<M>, includingTests: Bool = false
  ) {
    var builder = PatchBuilder(before: before, includingTests: includingTests)
    if let change = diff.unknownFieldsChange, !builder.canPatchInPlace(change) {
      // A new document-level key has no existing member to go in: replace the document.
      var after = before
      _ = try? after.apply(diff, policy: .overwrite)
      let old = PatchWorkspace(before).archivedDocument()
      if includingTests {
        builder.operations.append(.test(path: JSONPointer(tokens: []), value: old))
      }
      builder.operations.append(
        .replace(path: JSONPointer(tokens: []), value: PatchWorkspace(after).archivedDocument()))
      self.init(builder.operations)
      return
    }
    for change in diff.entryChanges {
      builder.add(change)
    }
    if let change = diff.unknownFieldsChange {
      builder.addMembers(change, at: [])
    }
    self.init(builder.operations)
  }
}
