import BlogDocCore
import BlogDocBlog
import FoundationEssentials
import PropertyBased

extension ToolPatches {
  /// `blog` after a few random edits that add no unknown key an entry lacks: fields set
  /// and cleared, tags added, removed and reordered, entries inserted, removed and moved.
  public static func edited(
    _ blog: BlogDocument, using rng: inout any SeededRandomNumberGenerator
  )
    -> BlogDocument
  {
    var blog = blog
    for serial in 0..<Int.random(in: 1...4, using: &rng) {
      let ids = blog.ids
      let id = ids.randomElement(using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        if let id { blog[id: id]?.title = "T" + Generators.makeText(using: &rng, maxLength: 8) }
      case 1:
        if let id { blog[id: id]?.isDraft.toggle() }
      case 2:
        if let id { blog[id: id]?.summary = Bool.random(using: &rng) ? nil : "S\(serial)" }
      case 3:
        if let id { blog[id: id]?.tagNames.append("tag-\(serial)") }
      case 4:
        if let id, let tags = blog[id: id]?.tagNames, !tags.isEmpty {
          blog[id: id]?.tagNames.remove(at: Int.random(in: 0..<tags.count, using: &rng))
        }
      case 5:
        if let id { blog[id: id]?.tagNames.reverse() }
      case 6:
        if let id { blog[id: id]?.unknownFields["rating"] = .number(String(serial + 10)) }
      case 7:
        let entry = withSharedKeys(
          Generators.makeEntry(id: "new-\(serial)", using: &rng), using: &rng)
        try? blog.insert(entry, at: Int.random(in: 0...ids.count, using: &rng))
      case 8:
        if let id { blog.remove(id: id) }
      default:
        if let id { blog.move(id: id, to: Int.random(in: 0..<ids.count, using: &rng)) }
      }
    }
    return blog
  }
}
