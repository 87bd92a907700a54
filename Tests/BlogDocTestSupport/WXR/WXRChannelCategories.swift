/// The categories a generated export's channel declares, and the names an item's
/// `<category>` should become: the oracle's own reading, written from WordPress's rules
/// (a category is named with its parents' names before its own), not from the importer.
struct WXRChannelCategories {
  private var declared: [String: (name: String, parent: String?)] = [:]
  private var order: [String] = []

  mutating func add(slug: String, name: String, parent: String?) {
    declared[slug] = (name, parent)
    order.append(slug)
  }

  /// `Parent/Child` for a declared slug; a parent the channel does not declare ends the path.
  func path(of slug: String) -> String? {
    guard let category = declared[slug] else { return nil }
    var names = [category.name]
    var parent = category.parent
    while let next = parent, let declaredParent = declared[next], names.count <= declared.count {
      names.insert(declaredParent.name, at: 0)
      parent = declaredParent.parent
    }
    return names.joined(separator: "/")
  }

  /// What a `<category>` with `slug` (none without a domain) and text `name` becomes: the
  /// declared category of that slug, or the one declared category of that name, or the
  /// name itself.
  func resolved(slug: String?, name: String) -> String {
    if let slug { return path(of: slug) ?? name }
    let named = order.filter { declared[$0]!.name == name }
    return named.count == 1 ? path(of: named[0])! : name
  }
}
