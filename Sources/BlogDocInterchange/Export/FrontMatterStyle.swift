/// The language ``MarkdownExport`` writes front matter in.
///
/// ```swift
/// let entry = BlogEntry(id: "hi", title: "Hi", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z"))
/// print(try MarkdownExport.text(for: entry, frontMatter: .toml).prefix(3))
/// // Prints "+++"
/// ```
public enum FrontMatterStyle: String, CaseIterable, Hashable, Sendable {
  /// YAML between `---` lines: Jekyll's only kind, and Hugo reads it.
  case yaml
  /// TOML between `+++` lines: Hugo's default and Zola's only kind.
  case toml
}
