import BlogDocCore
import BlogDocBlog
import Yams

/// Writes entries as Markdown files with YAML or TOML front matter, the way Jekyll and Hugo
/// keep posts, and so that `blogdoc import --from markdown` reads them back unchanged.
///
/// The file is named `YYYY-MM-DD-id.md` (Jekyll's `_posts` rule, which Hugo accepts), or
/// `id.md` for an entry without a posted date (the name Jekyll gives a draft in `_drafts/`;
/// no date is made up), and the front matter uses the keys both generators read: `title`,
/// `slug`, `date` (left out when there is none), `lastmod`
/// (Hugo), `summary`, `author`, `tags`, `categories`, `draft` (Hugo; for a draft also
/// `published: false`, which Jekyll reads instead) and `canonical_url` (jekyll-seo-tag), then the members a Markdown
/// import kept (`layout`, `weight`, …), then what other imports kept, each bag under its
/// name (`wordpress`, `jsonfeed`); a field a Markdown import read from another key (Hugo's
/// `description`) is written back under that key (see `frontMatter(of:)`). TOML front
/// matter (``FrontMatterStyle/toml``) has the same keys, dates as TOML date-times, and kept
/// tables (Hugo's `params`) as sections.
///
/// ```swift
/// let entry = BlogEntry(id: "hello", title: "Hello: world", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z"))
/// print(MarkdownExport.fileName(for: entry))
/// // Prints "2024-01-05-hello.md"
/// print(try MarkdownExport.text(for: entry).split(separator: "\n").prefix(4).joined(separator: " | "))
/// // Prints "--- | title: 'Hello: world' | slug: hello | date: 2024-01-05T10:00:00Z"
/// ```
public enum MarkdownExport {
  /// `YYYY-MM-DD-id.md`, the date in the entry's own offset, or `id.md` when the entry has
  /// no posted date.
  public static func fileName(for entry: BlogEntry) -> String {
    guard let date = entry.postedDate?.localDate else { return "\(entry.id).md" }
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    var year = String(date.year)
    while year.count < 4 { year = "0" + year }
    return "\(year)-\(two(date.month))-\(two(date.day))-\(entry.id).md"
  }

  /// The file's text: front matter, a blank line, then the body exactly as it is.
  ///
  /// - Throws: `YamlError` if Yams cannot write a value (not expected for any entry).
  /// - Complexity: O(*n*) in the entry's size.
  public static func text(
    for entry: BlogEntry, frontMatter style: FrontMatterStyle = .yaml
  ) throws -> String {
    switch style {
    case .yaml: try yamlText(for: entry)
    case .toml: tomlText(for: entry)
    }
  }

  private static func yamlText(for entry: BlogEntry) throws -> String {
    var pairs: [(Node, Node)] = []
    for (key, member) in frontMatter(of: entry) {
      switch member {
      case .date(let timestamp):
        pairs.append((YAMLValues.string(key), Node(timestamp.iso8601, .init(.timestamp))))
      case .value(let value): pairs.append((YAMLValues.string(key), YAMLValues.node(for: value)))
      }
    }
    // No width: libyaml folds long scalars at 80 columns by default, and a fold that starts
    // a line with U+FEFF reads back without it (a line-leading BOM is skipped).
    let yaml = try Yams.serialize(node: Node(pairs), width: -1, allowUnicode: true, sortKeys: false)
    return "---\n" + yaml + "---\n\n" + entry.bodyText
  }
}
