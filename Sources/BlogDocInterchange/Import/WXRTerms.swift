import BlogDocCore

/// A WordPress export's categories and tags as WordPress has them, which an item's
/// `<category>` elements only name.
///
/// WordPress lets two categories share a name under different parents (`Foo A`, and
/// `Foo A` under `Foo Parent`) and two tags share a name with different slugs; blogdoc
/// names a category by its path (`Foo Parent/Foo A`) and a tag by its name. The channel's
/// `<wp:category>` elements, which come before the items, give each category's slug
/// (`wp:category_nicename`), parent's slug and name.
///
/// ``resolve(_:)`` moves an item's categories and tags out of its `category` member into
/// `$categories` and `$tags` (which the built-in mapping reads): a `<category>` with
/// `domain="category"`, or with no domain at all as older WordPress and other exporters
/// write it, is a category; `domain="post_tag"` (or WXR 1.0's `tag`) a tag. Other domains
/// (post formats, menus, a shop's attributes) stay in `category`, kept with the entry. Two
/// terms of one kind with different slugs and the same name or path become one, with a
/// warning among the record's `$notes` (see `Mapping.map`) where the second slug first turns up.
///
/// ```swift
/// var terms = WXRTerms()
/// terms.add(category: .object(["wp:category_nicename": .string("foo-parent"), "wp:cat_name": .string("Foo Parent")]))
/// terms.add(category: .object([
///   "wp:category_nicename": .string("foo-a"), "wp:category_parent": .string("foo-parent"), "wp:cat_name": .string("Foo A"),
/// ]))
/// var item: ArchiveValue = .object(["category": .object(["@domain": .string("category"), "@nicename": .string("foo-a"), "#text": .string("Foo A")])])
/// terms.resolve(&item)
/// print(item.objectValue?["$categories"] == .array([.string("Foo Parent/Foo A")]))
/// // Prints "true"
/// ```
///
/// - Complexity: O(*c*) memory for *c* categories; resolving a term is O(depth).
struct WXRTerms {
  private struct Category {
    var name: String
    var parent: String?
  }

  /// Categories by slug.
  private var categories: [String: Category] = [:]
  /// Category slugs by name, to place an item's category that names no slug.
  private var slugsByName: [String: [String]] = [:]
  /// The slugs that gave each category path and each tag name in the items so far, the
  /// first first: a second is a warning wherever it turns up.
  private var categorySlugs: [String: [String]] = [:]
  private var tagSlugs: [String: [String]] = [:]

  /// Adds a channel's `<wp:category>` record.
  mutating func add(category record: ArchiveValue) {
    guard let slug = Self.text(record.objectValue?["wp:category_nicename"]) else { return }
    let name = Self.text(record.objectValue?["wp:cat_name"]) ?? slug
    if categories[slug] == nil { slugsByName[name, default: []].append(slug) }
    categories[slug] = Category(
      name: name, parent: Self.text(record.objectValue?["wp:category_parent"]))
  }

  /// The category of `slug` with its parents' names before its own, `Parent/Child`; `nil`
  /// when the channel does not have it. A parent the channel lacks, or a loop, ends the path.
  func path(ofCategory slug: String) -> String? {
    guard var category = categories[slug] else { return nil }
    var names = [category.name]
    var visited: Set<String> = [slug]
    while let parent = category.parent, visited.insert(parent).inserted,
      let next = categories[parent]
    {
      names.append(next.name)
      category = next
    }
    return names.reversed().joined(separator: "/")
  }

  /// Moves the categories and tags out of `item`'s `category` member into `$categories`
  /// and `$tags`, and adds a note to `$notes` for each term made one with a term of
  /// another slug, in this item or an earlier one.
  mutating func resolve(_ item: inout ArchiveValue) {
    guard case .object(var object) = item, let found = object["category"] else { return }
    let elements: [ArchiveValue]
    if case .array(let items) = found { elements = items } else { elements = [found] }
    var categories = Terms(kind: "categories")
    var tags = Terms(kind: "tags")
    var others: [ArchiveValue] = []
    for element in elements {
      let attributes = element.objectValue
      let text = Self.text(attributes?["#text"] ?? element)?.trimmingWhitespace() ?? ""
      let slug = Self.text(attributes?["@nicename"])
      switch Self.text(attributes?["@domain"]) {
      case nil, "category":
        guard !text.isEmpty || slug != nil else { continue }
        // A slug names its category; a name alone, the one category of that name.
        let placed =
          slug.map(path(ofCategory:))
          ?? slugsByName[text].flatMap { $0.count == 1 ? path(ofCategory: $0[0]) : nil }
        categories.add(placed ?? text, slug: slug, seen: &categorySlugs)
      case "post_tag", "tag":
        guard !text.isEmpty else { continue }
        tags.add(text, slug: slug, seen: &tagSlugs)
      default:
        others.append(element)
      }
    }
    object.members.removeAll { $0.key == "category" }
    if !others.isEmpty {
      object.members.append(
        .init(key: "category", value: others.count == 1 ? others[0] : .array(others)))
    }
    var notes = object["$notes"]?.objectValue ?? ArchiveObject()
    // Both, even empty: an item whose terms were all removed clears them on a re-import.
    for terms in [categories, tags] {
      object.members.append(
        .init(key: "$" + terms.kind, value: .array(terms.names.map(ArchiveValue.string))))
      if !terms.warnings.isEmpty {
        notes["$" + terms.kind] = .array(terms.warnings.map(ArchiveValue.string))
      }
    }
    if !notes.isEmpty {
      object.members.removeAll { $0.key == "$notes" }
      object.members.append(.init(key: "$notes", value: .object(notes)))
    }
    item = .object(object)
  }

  /// An item's terms of one kind, each name once, in the order written.
  private struct Terms {
    var kind: String
    var names: [String] = []
    var warnings: [String] = []

    /// Adds `name`; `seen` holds the slugs that gave each name so far in the export.
    mutating func add(_ name: String, slug: String?, seen: inout [String: [String]]) {
      if !names.contains(name) { names.append(name) }
      guard let slug, !seen[name, default: []].contains(slug) else { return }
      if let first = seen[name]?.first {
        let message =
          "The \(kind) '\(first)' and '\(slug)' have the same name, '\(name)'; they were imported as one."
        warnings.append(message)
      }
      seen[name, default: []].append(slug)
    }
  }

  private static func text(_ value: ArchiveValue?) -> String? {
    guard case .string(let text)? = value, !text.isEmpty else { return nil }
    return text
  }
}
