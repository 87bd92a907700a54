import BlogDocCore

/// One operation of a ``JSONPatch``, as RFC 6902 defines the six of them.
///
/// ```swift
/// let operation = JSONPatchOperation.replace(
///   path: JSONPointer("/entry/title")!, value: .string("Hello"))
/// print(operation.name, operation.path)
/// // Prints "replace /entry/title"
/// ```
public enum JSONPatchOperation: Hashable, Sendable {
  /// Adds `value` at `path`: a new object member, a member's new value, or an array
  /// element inserted before the index (`-` appends).
  case add(path: JSONPointer, value: ArchiveValue)
  /// Removes the value at `path`, which must exist.
  case remove(path: JSONPointer)
  /// Replaces the value at `path`, which must exist, with `value`.
  case replace(path: JSONPointer, value: ArchiveValue)
  /// Removes the value at `from` and adds it at `path`.
  case move(from: JSONPointer, path: JSONPointer)
  /// Adds a copy of the value at `from` at `path`.
  case copy(from: JSONPointer, path: JSONPointer)
  /// Fails the whole patch unless the value at `path` equals `value` (objects compare
  /// without regard to member order, numbers by value).
  case test(path: JSONPointer, value: ArchiveValue)

  /// The `op` member: `"add"`, `"remove"`, `"replace"`, `"move"`, `"copy"` or `"test"`.
  public var name: String {
    switch self {
    case .add: "add"
    case .remove: "remove"
    case .replace: "replace"
    case .move: "move"
    case .copy: "copy"
    case .test: "test"
    }
  }

  /// The `path` member: where the operation changes or tests the document.
  public var path: JSONPointer {
    switch self {
    case .add(let path, _), .remove(let path), .replace(let path, _), .move(_, let path),
      .copy(_, let path), .test(let path, _):
      path
    }
  }

  /// The `from` member of `move` and `copy`; `nil` for the others.
  ///
  /// ```swift
  /// print(JSONPatchOperation.copy(from: JSONPointer("/blog/0")!, path: JSONPointer("/blog/-")!).from!)
  /// // Prints "/blog/0"
  /// ```
  public var from: JSONPointer? {
    switch self {
    case .move(let from, _), .copy(let from, _): from
    default: nil
    }
  }

  /// The `value` member of `add`, `replace` and `test`; `nil` for the others.
  ///
  /// ```swift
  /// print(JSONPatchOperation.test(path: JSONPointer("/entry/isDraft")!, value: .bool(false)).value!)
  /// // Prints "bool(false)"
  /// ```
  public var value: ArchiveValue? {
    switch self {
    case .add(_, let value), .replace(_, let value), .test(_, let value): value
    default: nil
    }
  }

  /// How messages name the operation: `replace /entry/title`, `move from /blog/0 to /blog/2`
  /// (the whole document's empty pointer shows as `""`).
  ///
  /// ```swift
  /// print(JSONPatchOperation.move(from: JSONPointer("/blog/0")!, path: JSONPointer("/blog/2")!).summary)
  /// // Prints "move from /blog/0 to /blog/2"
  /// ```
  public var summary: String {
    func shown(_ pointer: JSONPointer) -> String {
      pointer.tokens.isEmpty ? "\"\"" : pointer.description
    }
    if let from { return "\(name) from \(shown(from)) to \(shown(path))" }
    return "\(name) \(shown(path))"
  }

  /// The operation as the JSON object a patch holds: `op`, `path`, then `from` or `value`.
  ///
  /// ```swift
  /// print(JSONPatchOperation.remove(path: JSONPointer("/blog/1")!).archiveValue
  ///   == .object(["op": .string("remove"), "path": .string("/blog/1")]))
  /// // Prints "true"
  /// ```
  public var archiveValue: ArchiveValue {
    var object: ArchiveObject = ["op": .string(name), "path": .string(path.description)]
    if let from { object.append(key: "from", value: .string(from.description)) }
    if let value { object.append(key: "value", value: value) }
    return .object(object)
  }
}
