/// A kind of source `blogdoc import` reads.
public enum ImportFormat: String, CaseIterable, Hashable, Sendable {
  /// A WordPress export (WXR 1.2): RSS with WordPress's own elements.
  case wxr
  /// An RSS 2.0 feed: `<item>`s with `content:encoded` or `<description>`, as WordPress,
  /// Hugo and Hexo publish them.
  case rss
  /// An Atom 1.0 feed: `<entry>`s, as Blogger exports and Jekyll's feed plugin publishes.
  case atom
  /// JSON Feed 1.1.
  case jsonfeed
  /// Markdown files with front matter (YAML, TOML, JSON or `@key` lines; see
  /// `FrontMatterFile`), as Jekyll, Hugo, Zola and Eleventy keep posts: one file or a
  /// directory of them.
  case markdown
  /// Any other JSON, read through a mapping file.
  case json

  /// The built-in mapping as a mapping file writes it, to start a custom one from.
  public var builtInMappingJSON: String? {
    switch self {
    case .wxr: BuiltInMappings.wxrJSON
    case .rss: BuiltInMappings.rssJSON
    case .atom: BuiltInMappings.atomJSON
    case .jsonfeed: BuiltInMappings.jsonFeedJSON
    case .markdown: BuiltInMappings.frontMatterJSON
    case .json: nil
    }
  }

  /// The mapping the format comes with; `json` has none and needs `--mapping`.
  public var builtInMapping: Mapping? {
    switch self {
    case .wxr: BuiltInMappings.wxr
    case .rss: BuiltInMappings.rss
    case .atom: BuiltInMappings.atom
    case .jsonfeed: BuiltInMappings.jsonFeed
    case .markdown: BuiltInMappings.frontMatter
    case .json: nil
    }
  }
}
