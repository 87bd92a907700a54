import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import PropertyBased

/// Patches shaped the way real JSON Patch tools write them, for property tests and fuzz
/// seeds: blogdoc must apply what other software sends.
public enum ToolPatches {
  /// The tools whose output shapes are imitated.
  public enum Tool: String, CaseIterable, Sendable {
    /// Python's `jsonpatch.make_patch(src, dst)`: `remove`, `add`, `replace` per member;
    /// list differences as `remove`/`add` at indices, a removed-then-added value as `move`.
    case pythonJSONPatch
    /// fast-json-patch's `compare(a, b)`: arrays compared index by index like objects,
    /// `replace` for changed values, `remove` from the highest index down, then `add`.
    case fastJSONPatch
    /// fast-json-patch's `compare(a, b, true)`: the same with a `test` of each old value.
    case fastJSONPatchInvertible
    /// Hand-written `kubectl patch --type=json` style: `test` the id, then `replace`,
    /// `add …/-` appends and `remove` of an item.
    case kubectl
  }

  /// A blog whose entries all have the same unknown keys (so that comparing entries index
  /// by index never adds a key an entry lacks), one of them needing `~1` and `~0`.
  public static let sharedKeysBlog = Generator<BlogDocument, Shrink.None<BlogDocument>> { rng in
    let blog = Generators.blogDocument(maxCount: 5).run(using: &rng)
    let entries = blog.entries.map { entry in withSharedKeys(entry, using: &rng) }
    return try! BlogDocument(entries: entries, unknownFields: ["blogTitle": .string("Patched")])
  }

  static func withSharedKeys(
    _ entry: BlogEntry, using rng: inout any SeededRandomNumberGenerator
  ) -> BlogEntry {
    var entry = entry
    entry.unknownFields = [
      "rating": .number(String(Int.random(in: 0...5, using: &rng))),
      "a/b~c": .array([.string(Generators.makeText(using: &rng, maxLength: 5))]),
    ]
    return entry
  }

  /// A blog, a random edit of it, the tool, and the patch the tool writes between them.
  public static let edit = Generator<
    (BlogDocument, BlogDocument, Tool, JSONPatch),
    Shrink.None<(BlogDocument, BlogDocument, Tool, JSONPatch)>
  > { rng in
    let before = sharedKeysBlog.run(using: &rng)
    let after = edited(before, using: &rng)
    let tool = Tool.allCases.randomElement(using: &rng)!
    return (before, after, tool, patch(from: before, to: after, by: tool, using: &rng))
  }

  /// The patch `tool` writes to turn `before` into `after` (kubectl's is written from
  /// `after`'s changes by hand, so it only covers field edits).
  public static func patch(
    from before: BlogDocument, to after: BlogDocument, by tool: Tool,
    using rng: inout any SeededRandomNumberGenerator
  ) -> JSONPatch {
    let old = tree(before)
    let new = tree(after)
    var operations: [JSONPatchOperation] = []
    switch tool {
    case .pythonJSONPatch:
      pythonDiff(old, new, path: [], into: &operations)
      var check = old
      if !JSONPatchOracle.applying(JSONPatch(operations), to: &check)
        || !JSONPatchOracle.equal(check, new)
      {
        // Our imitation of its move detection went wrong: keep its plain form.
        operations = []
        pythonDiff(old, new, path: [], into: &operations, detectingMoves: false)
      }
    case .fastJSONPatch:
      fastDiff(old, new, path: [], invertible: false, into: &operations)
    case .fastJSONPatchInvertible:
      fastDiff(old, new, path: [], invertible: true, into: &operations)
    case .kubectl:
      operations = kubectlPatch(before, using: &rng)
    }
    return JSONPatch(operations)
  }

  static func tree(_ document: BlogDocument) -> ArchiveValue {
    try! JSONValueReader.parse(try! JSONArchiveFormat().encode(document))
  }

  // MARK: - fast-json-patch

  static func fastDiff(
    _ old: ArchiveValue, _ new: ArchiveValue, path: [String], invertible: Bool,
    into operations: inout [JSONPatchOperation]
  ) {
    let oldKeys = keys(old)
    let newKeys = keys(new)
    var deleted = false
    for key in oldKeys.reversed() {
      let oldValue = child(old, key)!
      let pointer = JSONPointer(tokens: path + [key])
      if let newValue = child(new, key) {
        if isContainer(oldValue), isContainer(newValue), isArray(oldValue) == isArray(newValue) {
          fastDiff(
            oldValue, newValue, path: path + [key], invertible: invertible, into: &operations)
        } else if !JSONPatchOracle.equal(oldValue, newValue) {
          if invertible { operations.append(.test(path: pointer, value: oldValue)) }
          operations.append(.replace(path: pointer, value: newValue))
        }
      } else if isArray(old) == isArray(new) {
        if invertible { operations.append(.test(path: pointer, value: oldValue)) }
        operations.append(.remove(path: pointer))
        deleted = true
      } else {
        if invertible { operations.append(.test(path: JSONPointer(tokens: path), value: old)) }
        operations.append(.replace(path: JSONPointer(tokens: path), value: new))
      }
    }
    guard deleted || newKeys.count != oldKeys.count else { return }
    for key in newKeys where child(old, key) == nil {
      operations.append(.add(path: JSONPointer(tokens: path + [key]), value: child(new, key)!))
    }
  }

  // MARK: - Python jsonpatch

  static func pythonDiff(
    _ old: ArchiveValue, _ new: ArchiveValue, path: [String],
    into operations: inout [JSONPatchOperation], detectingMoves: Bool = true
  ) {
    switch (old, new) {
    case (.object(let a), .object(let b)):
      for member in a where b[member.key] == nil {
        operations.append(.remove(path: JSONPointer(tokens: path + [member.key])))
      }
      for member in b where a[member.key] == nil {
        operations.append(.add(path: JSONPointer(tokens: path + [member.key]), value: member.value))
      }
      for member in a {
        guard let other = b[member.key] else { continue }
        pythonDiff(
          member.value, other, path: path + [member.key], into: &operations,
          detectingMoves: detectingMoves)
      }
    case (.array(let a), .array(let b)):
      pythonListDiff(a, b, path: path, into: &operations, detectingMoves: detectingMoves)
    default:
      if !JSONPatchOracle.equal(old, new) {
        operations.append(.replace(path: JSONPointer(tokens: path), value: new))
      }
    }
  }

  /// Common prefix and suffix kept; the middle removed from the end down and added from
  /// the start up, with an added value that was removed turned into a `move`; equal-length
  /// middles compared index by index, as its `_compare_lists` does.
  static func pythonListDiff(
    _ a: [ArchiveValue], _ b: [ArchiveValue], path: [String],
    into operations: inout [JSONPatchOperation], detectingMoves: Bool
  ) {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    { suffix += 1 }
    let removed = Array(a[prefix..<(a.count - suffix)])
    let added = Array(b[prefix..<(b.count - suffix)])
    if removed.count == added.count {
      for (offset, pair) in zip(removed, added).enumerated() {
        pythonDiff(
          pair.0, pair.1, path: path + [String(prefix + offset)], into: &operations,
          detectingMoves: detectingMoves)
      }
      return
    }
    var current = Array(a)
    var pending = removed.indices.map { prefix + $0 }
    var remaining: [Int] = []
    if detectingMoves {
      // A value both removed and added moves instead: take it out of `pending`.
      for value in added {
        if let index = pending.firstIndex(where: { a[$0] == value }) {
          remaining.append(pending.remove(at: index))
        }
      }
    }
    for index in pending.reversed() {
      operations.append(.remove(path: JSONPointer(tokens: path + [String(index)])))
      current.remove(at: index)
    }
    for (offset, value) in added.enumerated() {
      let target = prefix + offset
      if let from = current.firstIndex(where: { $0 == value }), from >= target, detectingMoves,
        remaining.contains(where: { a[$0] == value })
      {
        if from != target {
          operations.append(
            .move(
              from: JSONPointer(tokens: path + [String(from)]),
              path: JSONPointer(tokens: path + [String(target)])))
          current.insert(current.remove(at: from), at: target)
        }
      } else {
        let index = target >= current.count ? "-" : String(target)
        operations.append(.add(path: JSONPointer(tokens: path + [index]), value: value))
        current.insert(value, at: min(target, current.count))
      }
    }
    // Anything left between the added values and the suffix was moved away: drop it.
    while current.count > b.count {
      let index = prefix + added.count
      operations.append(.remove(path: JSONPointer(tokens: path + [String(index)])))
      current.remove(at: index)
    }
  }

  // MARK: - kubectl

  static func kubectlPatch(
    _ blog: BlogDocument, using rng: inout any SeededRandomNumberGenerator
  )
    -> [JSONPatchOperation]
  {
    guard blog.count > 0 else {
      return [
        .add(
          path: JSONPointer("/blog/-")!,
          value: .object(BlogEntry(id: "first", title: "First").archived()))
      ]
    }
    var operations: [JSONPatchOperation] = []
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let index = Int.random(in: 0..<blog.count, using: &rng)
      let entry = blog.entries[index]
      let base = "/blog/\(index)"
      operations.append(.test(path: JSONPointer(base + "/id")!, value: .string(entry.id)))
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        operations.append(
          .replace(path: JSONPointer(base + "/title")!, value: .string("Retitled \(index)")))
      case 1:
        operations.append(
          .add(path: JSONPointer(base + "/tagNames/-")!, value: .string("k8s-\(operations.count)")))
      case 2:
        operations.append(
          .replace(path: JSONPointer(base + "/isDraft")!, value: .bool(!entry.isDraft)))
      case 3:
        operations.append(
          .add(path: JSONPointer(base + "/summary")!, value: .string("Set by kubectl")))
      default:
        operations.append(
          .replace(path: JSONPointer(base + "/a~1b~0c/0")!, value: .string("escaped")))
      }
    }
    return operations
  }

  // MARK: - Trees

  static func keys(_ value: ArchiveValue) -> [String] {
    switch value {
    case .object(let object): object.map(\.key)
    case .array(let items): items.indices.map(String.init)
    default: []
    }
  }

  static func child(_ value: ArchiveValue, _ key: String) -> ArchiveValue? {
    switch value {
    case .object(let object): return object[key]
    case .array(let items):
      guard let index = Int(key), items.indices.contains(index) else { return nil }
      return items[index]
    default: return nil
    }
  }

  static func isContainer(_ value: ArchiveValue) -> Bool {
    switch value {
    case .object, .array: true
    default: false
    }
  }

  static func isArray(_ value: ArchiveValue) -> Bool {
    if case .array = value { return true }
    return false
  }
}
