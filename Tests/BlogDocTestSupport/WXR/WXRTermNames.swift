/// An item's term names as blogdoc should keep them: each name once, in the order
/// written; a slug that gives a name another slug gave before, in this item or an earlier
/// one, counts one merge.
struct WXRTermNames {
  /// `category` or `tag`, to keep the kinds apart in the export-wide record of slugs.
  var kind: String
  private(set) var names: [String] = []
  /// How many slugs were made one with an earlier slug of the same name.
  private(set) var mergedSlugs = 0

  init(kind: String) {
    self.kind = kind
  }

  /// Adds `name`; `seen` holds, for the whole export so far, the slugs each name came from.
  mutating func add(_ name: String, slug: String?, seen: inout [String: [String]]) {
    if !names.contains(name) { names.append(name) }
    guard let slug else { return }
    let key = kind + ":" + name
    if seen[key, default: []].contains(slug) { return }
    if !seen[key, default: []].isEmpty { mergedSlugs += 1 }
    seen[key, default: []].append(slug)
  }
}
