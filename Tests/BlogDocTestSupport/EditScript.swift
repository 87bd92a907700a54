import BlogDocCore
import BlogDocBlog
import PropertyBased

/// One random edit, applied to whatever document it meets: targets are picked by position
/// modulo the entry count, so any script applies to any document.
public enum EditOperation: Hashable, Sendable {
  case setTitle(entry: Int, String)
  case toggleDraft(entry: Int)
  case addTag(entry: Int, String)
  case removeTag(entry: Int, index: Int)
  case setBody(entry: Int, String)
  case setUnknown(entry: Int, key: String, ArchiveValue?)
  case insert(position: Int, title: String)
  /// An append, which a proxy's diff takes a shorter way to (no comparison of the order).
  case append(title: String)
  case remove(entry: Int)
  case move(entry: Int, to: Int)

  /// Applies the edit to `proxy`; an edit with nothing to act on does nothing.
  public func apply(to proxy: inout DocumentProxy<BlogEntry>, serial: Int) {
    let ids = proxy.ids
    func id(_ index: Int) -> String? { ids.isEmpty ? nil : ids[index % ids.count] }
    switch self {
    case .setTitle(let entry, let title):
      guard let id = id(entry) else { return }
      proxy[id: id]?.title = title
    case .toggleDraft(let entry):
      guard let id = id(entry) else { return }
      proxy[id: id]?.isDraft.toggle()
    case .addTag(let entry, let tag):
      guard let id = id(entry), proxy[id: id]?.tagNames.contains(tag) == false else { return }
      proxy[id: id]?.tagNames.append(tag)
    case .removeTag(let entry, let index):
      guard let id = id(entry), let tags = proxy[id: id]?.tagNames, !tags.isEmpty else { return }
      proxy[id: id]?.tagNames.remove(at: index % tags.count)
    case .setBody(let entry, let body):
      guard let id = id(entry) else { return }
      proxy[id: id]?.bodyText = body
    case .setUnknown(let entry, let key, let value):
      guard let id = id(entry) else { return }
      proxy[id: id]?.unknownFields[key] = value
    case .insert(let position, let title):
      let entry = BlogEntry(id: "new-\(serial)", title: title)
      try? proxy.insert(entry, at: position % (ids.count + 1))
    case .append(let title):
      try? proxy.append(BlogEntry(id: "new-\(serial)", title: title))
    case .remove(let entry):
      guard let id = id(entry) else { return }
      proxy.remove(id: id)
    case .move(let entry, let to):
      guard let id = id(entry) else { return }
      proxy.move(id: id, to: to % ids.count)
    }
  }
}

extension Generators {
  /// A random edit with valid values (non-empty titles, unique tags).
  public static let editOperation = Generator<EditOperation, Shrink.None<EditOperation>> { rng in
    let entry = Int.random(in: 0..<64, using: &rng)
    let title = "T" + makeText(using: &rng, maxLength: 8).filter { !$0.isWhitespace }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return .setTitle(entry: entry, title)
    case 1: return .toggleDraft(entry: entry)
    case 2:
      return .addTag(
        entry: entry, ["swift", "linux", "xml", "undo", "cli"].randomElement(using: &rng)!)
    case 3: return .removeTag(entry: entry, index: Int.random(in: 0..<8, using: &rng))
    case 4: return .setBody(entry: entry, makeText(using: &rng, maxLength: 30))
    case 5:
      let value: ArchiveValue? =
        Bool.random(using: &rng) ? nil : makeArchiveValue(depth: 2, using: &rng)
      return .setUnknown(entry: entry, key: ["mood", "rating"].randomElement(using: &rng)!, value)
    case 6: return .insert(position: Int.random(in: 0..<64, using: &rng), title: title)
    case 7: return .remove(entry: entry)
    case 8: return .append(title: title)
    default: return .move(entry: entry, to: Int.random(in: 0..<64, using: &rng))
    }
  }

  /// A script of transactions, each one to four edits.
  public static func editScript(
    maxTransactions: Int = 12
  ) -> Generator<[[EditOperation]], Shrink.None<[[EditOperation]]>> {
    Generator { rng in
      (0..<Int.random(in: 1...maxTransactions, using: &rng)).map { _ in
        (0..<Int.random(in: 1...4, using: &rng)).map { _ in editOperation.run(using: &rng) }
      }
    }
  }

  /// A small valid blog: slug ids, non-empty titles, unique tags.
  public static func validBlog(
    maxCount: Int = 6
  ) -> Generator<BlogDocument, Shrink.None<BlogDocument>> {
    Generator { rng in
      let count = Int.random(in: 0...maxCount, using: &rng)
      let entries = (0..<count).map { index in
        BlogEntry(
          id: "entry-\(index)", title: "Title \(index)",
          bodyText: makeText(using: &rng, maxLength: 20),
          tagNames: Array(["swift", "linux", "xml"].prefix(Int.random(in: 0...3, using: &rng))),
          isDraft: Bool.random(using: &rng))
      }
      return try! BlogDocument(entries: entries)
    }
  }
}
