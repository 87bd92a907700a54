/// An item's term names as blogdoc should keep them: each name once, in the order
/// written; a name that more than one slug gave counts one merge per slug after the first.
struct WXRTermNames {
  private(set) var names: [String] = []
  private var slugs: [String: [String]] = [:]

  mutating func add(_ name: String, slug: String?) {
    if !names.contains(name) { names.append(name) }
    if let slug, !slugs[name, default: []].contains(slug) { slugs[name, default: []].append(slug) }
  }

  /// How many slugs were made one with an earlier slug of the same name.
  var mergedSlugs: Int {
    slugs.values.map { max($0.count - 1, 0) }.reduce(0, +)
  }
}
