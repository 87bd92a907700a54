import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import PropertyBased

/// Random patches aimed at a document: paths are picked in the document's JSON tree as the
/// earlier operations left it (so most of them name something), values mostly fit the
/// field they land in, and a few paths and values are wrong on purpose.
public enum RandomPatches {
  /// A blog (or, one time in four, a single entry) and a random patch for it.
  public static let documentAndPatch = Generator<
    (BlogDocument, JSONPatch), Shrink.None<(BlogDocument, JSONPatch)>
  > { rng in
    var document = Generators.blogDocument(maxCount: 5).run(using: &rng)
    if Int.random(in: 0..<4, using: &rng) == 0 {
      document = ModelDocument(entry: Generators.makeEntry(id: "only", using: &rng))
    }
    return (document, patch(for: document, using: &rng))
  }

  /// A patch of up to `maxCount` operations for `document`; most of them apply through the
  /// oracle, one failing operation in five is kept.
  public static func patch(
    for document: BlogDocument, maxCount: Int = 6, using rng: inout any SeededRandomNumberGenerator
  ) -> JSONPatch {
    guard let bytes = try? JSONArchiveFormat().encode(document),
      var tree = try? JSONValueReader.parse(bytes)
    else { return JSONPatch() }
    var operations: [JSONPatchOperation] = []
    for _ in 0..<Int.random(in: 1...maxCount, using: &rng) {
      let operation = makeOperation(in: tree, using: &rng)
      var next = tree
      if JSONPatchOracle.applying(JSONPatch([operation]), to: &next), isDocument(next) {
        tree = next
        operations.append(operation)
      } else if Int.random(in: 0..<5, using: &rng) == 0 {
        // Some failing operations, so that refusals are compared too.
        operations.append(operation)
      }
    }
    return JSONPatch(operations)
  }

  /// Whether `tree` reads as a blog document.
  static func isDocument(_ tree: ArchiveValue) -> Bool {
    var text = ""
    JSONPatchOracle.write(tree, to: &text)
    return (try? JSONArchiveFormat().decode(BlogEntry.self, from: Array(text.utf8))) != nil
  }

  static func makeOperation(
    in tree: ArchiveValue, using rng: inout any SeededRandomNumberGenerator
  )
    -> JSONPatchOperation
  {
    let kind = Int.random(in: 0..<6, using: &rng)
    let path = randomPath(in: tree, forAdding: kind == 0 || kind >= 3 && kind <= 4, using: &rng)
    let pointer = JSONPointer(tokens: path)
    let existing = JSONPatchOracle.get(path[...], in: tree)
    func value() -> ArchiveValue { makeValue(for: path, existing: existing, using: &rng) }
    switch kind {
    case 0: return .add(path: pointer, value: value())
    case 1: return .remove(path: pointer)
    case 2: return .replace(path: pointer, value: value())
    case 3, 4:
      let from = JSONPointer(tokens: randomPath(in: tree, forAdding: false, using: &rng))
      return kind == 3 ? .move(from: from, path: pointer) : .copy(from: from, path: pointer)
    default:
      // Mostly the value that is there, so that tests pass as often as they fail.
      let expected = Bool.random(using: &rng) ? (existing ?? value()) : value()
      return .test(path: pointer, value: expected)
    }
  }

  /// A path into `tree`, usually to something that exists; for adding, sometimes to the
  /// end of an array (`-` or its count) or a new key.
  static func randomPath(
    in tree: ArchiveValue, forAdding: Bool, using rng: inout any SeededRandomNumberGenerator
  ) -> [String] {
    var path: [String] = []
    var node = tree
    // Mostly entry members (depth 3 in a blog), sometimes shallower or deeper.
    let depth = [0, 1, 2, 2, 3, 3, 3, 3, 3, 4, 4, 5].randomElement(using: &rng)!
    while path.count < depth {
      switch node {
      case .object(let object) where !object.isEmpty:
        if Int.random(in: 0..<20, using: &rng) == 0 {
          path.append(["servings", "a/b", "~0", "titel", "new"].randomElement(using: &rng)!)
          return path
        }
        // Lean towards the entries in a blog's root.
        let member =
          object.first { $0.key == "blog" && Int.random(in: 0..<4, using: &rng) > 0 }
          ?? object.members.randomElement(using: &rng)!
        path.append(member.key)
        node = member.value
      case .array(let items):
        let isLast = path.count == depth - 1
        if items.isEmpty || forAdding && isLast && Int.random(in: 0..<3, using: &rng) == 0 {
          path.append(Bool.random(using: &rng) ? "-" : String(items.count))
          return path
        }
        if Int.random(in: 0..<25, using: &rng) == 0 {
          path.append(["01", "99", "-1", "x"].randomElement(using: &rng)!)
          return path
        }
        let index = Int.random(in: 0..<items.count, using: &rng)
        path.append(String(index))
        node = items[index]
      default:
        return path
      }
    }
    return path
  }

  /// A value for `path`: of the field's kind when the path names a field (or an item of a
  /// list field), an entry object for an entry, anything JSON otherwise.
  static func makeValue(
    for path: [String], existing: ArchiveValue?, using rng: inout any SeededRandomNumberGenerator
  ) -> ArchiveValue {
    if Int.random(in: 0..<12, using: &rng) == 0 {
      return Generators.makeArchiveValue(depth: 0, using: &rng)
    }
    let fieldIndex = path.first == "blog" ? 2 : 1
    if path.count == fieldIndex, path.first == "blog" || path.first == "entry" {
      let entry = Generators.makeEntry(
        id: "made-\(UInt16.random(in: 0...UInt16.max, using: &rng))", using: &rng)
      return .object(entry.archived())
    }
    guard path.count > fieldIndex, let field = BlogEntry.schema.field(named: path[fieldIndex])
    else {
      return Generators.makeArchiveValue(depth: 0, using: &rng)
    }
    if path.count > fieldIndex + 1 {
      return .string(Generators.makeText(using: &rng, maxLength: 8))
    }
    let sample = Generators.makeEntry(id: "sample", using: &rng)
    var value = field.kind.archiveValue(for: field.value(in: sample))
    if case .null = value, field.kind.isOptional, Int.random(in: 0..<3, using: &rng) > 0 {
      value = existing ?? .string("2026-11-20T10:00:00Z")
    }
    return value
  }
}
