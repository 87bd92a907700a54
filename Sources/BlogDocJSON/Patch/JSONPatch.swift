import BlogDocCore

/// An RFC 6902 JSON Patch: operations that change a document's JSON archive form, so
/// other tools can send blogdoc diffs in a format they already write.
///
/// Paths are JSON Pointers into the archive (see `Docs/FORMAT.md`): `/entry/title` in a
/// single-entry document, `/blog/3/tagNames/-` or `/blog/-` in a blog. A patch that a
/// generic RFC 6902 tool applies to the `.json` file gives the same document as
/// `ModelDocument/applying(_:)-(JSONPatch)`, which changes the model field by field instead
/// of rebuilding the JSON tree.
///
/// ```swift
/// let patch = try JSONPatch(json: #"[{"op": "replace", "path": "/entry/title", "value": "Hi"}]"#)
/// let (patched, diff) = try document.applying(patch)
/// print(diff)
/// // Prints "~ hello-world.title: "Hello, World" → "Hi""
/// ```
public struct JSONPatch: Hashable, Sendable {
  /// The operations, in the order they apply.
  ///
  /// ```swift
  /// print(try JSONPatch(json: #"[{"op": "remove", "path": "/blog/0"}]"#).operations[0].summary)
  /// // Prints "remove /blog/0"
  /// ```
  public var operations: [JSONPatchOperation]
  /// Where each operation's object starts in the text it was read from; empty for a patch
  /// made in code. Errors name these locations.
  ///
  /// ```swift
  /// print(try JSONPatch(json: "[\n  {\"op\": \"remove\", \"path\": \"/blog/0\"}]").sourceLocations)
  /// // Prints "[2:3]"
  /// ```
  public var sourceLocations: [SourceLocation]

  /// A patch of `operations`.
  ///
  /// ```swift
  /// let patch = JSONPatch([.remove(path: JSONPointer("/blog/0")!)])
  /// print(patch.operations.count)
  /// // Prints "1"
  /// ```
  public init(_ operations: [JSONPatchOperation] = []) {
    self.operations = operations
    self.sourceLocations = []
  }

  /// Whether the patch has no operations.
  ///
  /// ```swift
  /// print(try JSONPatch(json: "[]").isEmpty)
  /// // Prints "true"
  /// ```
  public var isEmpty: Bool { operations.isEmpty }

  /// Whether two patches hold the same operations. Where a patch was read from says
  /// nothing about what it does, so the source locations are ignored.
  public static func == (lhs: JSONPatch, rhs: JSONPatch) -> Bool {
    lhs.operations == rhs.operations
  }

  /// Hashes the operations only, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(operations)
  }

  /// Where operation `index` was read, if known.
  func location(of index: Int) -> SourceLocation? {
    sourceLocations.indices.contains(index) ? sourceLocations[index] : nil
  }
}
