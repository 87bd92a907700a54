import BlogDocCore
import Yams

/// Writes entries as Markdown files with YAML or TOML front matter, the way Jekyll and Hugo
/// keep posts, and so that `blogdoc import --from markdown` reads them back unchanged.
///
/// The file is named `YYYY-MM-DD-id.md` (Jekyll's `_posts` rule, which Hugo accepts), or
/// `id.md` for an entry without a posted date (the name Jekyll gives a draft in `_drafts/`;
/// no date is made up), and the front matter uses the keys both generators read: `title`,
/// `slug`, `date` (left out when there is none), `lastmod`
/// (Hugo), `summary`, `author`, `tags`, `categories`, `draft` (Hugo; Jekyll keeps drafts in
/// `_drafts/` instead) and `canonical_url` (jekyll-seo-tag), then the members a Markdown
/// import kept (`layout`, `weight`, …). TOML front matter (``FrontMatterStyle/toml``) has the
/// same keys, dates as TOML date-times, and kept tables (Hugo's `params`) as sections.
///
/// ```swift
/// let entry = BlogEntry(id: "hello", title: "Hello: world", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z"))
/// print(MarkdownExport.fileName(for: entry))
/// // Prints "2024-01-05-hello.md"
/// print(try MarkdownExport.text(for: entry).split(separator: "\n").prefix(4).joined(separator: " | "))
/// // Prints "--- | title: 'Hello: world' | slug: hello | date: 2024-01-05T10:00:00Z"
/// ```
public enum MarkdownExport {
  /// The keys this export writes itself; a kept member of the same name is not written twice.
  static let ownKeys: Set<String> = [
    "title", "slug", "date", "lastmod", "summary", "author", "tags", "categories", "draft", "canonical_url",
  ]

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
  public static func text(for entry: BlogEntry, frontMatter style: FrontMatterStyle = .yaml) throws -> String {
    switch style {
    case .yaml: try yamlText(for: entry)
    case .toml: tomlText(for: entry)
    }
  }

  /// The members a Markdown import kept, but for those the export writes itself.
  static func keptMembers(of entry: BlogEntry) -> [(key: String, value: ArchiveValue)] {
    guard case .object(let kept)? = entry.unknownFields[BuiltInMappings.frontMatter.name] else { return [] }
    return kept.filter { !ownKeys.contains($0.key) && !$0.key.hasPrefix("$") }.map { ($0.key, $0.value) }
  }

  private static func yamlText(for entry: BlogEntry) throws -> String {
    var pairs: [(Node, Node)] = []
    func add(_ key: String, _ value: Node) { pairs.append((Node(key, .init(.str)), value)) }
    let string = YAMLValues.string
    add("title", string(entry.title))
    add("slug", string(entry.id))
    if let posted = entry.postedDate { add("date", Node(posted.iso8601, .init(.timestamp))) }
    if let updated = entry.updatedDate { add("lastmod", Node(updated.iso8601, .init(.timestamp))) }
    // Empty text is written as nothing, which is what an import reads it as.
    if let summary = entry.summary, !summary.isEmpty { add("summary", string(summary)) }
    if let author = entry.authorName, !author.isEmpty { add("author", string(author)) }
    add("tags", Node(entry.tagNames.map(string)))
    add("categories", Node(entry.categoryNames.map(string)))
    add("draft", Node(entry.isDraft ? "true" : "false", .init(.bool)))
    if let permalink = entry.permalink { add("canonical_url", string(permalink.absoluteString)) }
    for member in keptMembers(of: entry) { add(member.key, YAMLValues.node(for: member.value)) }
    // No width: libyaml folds long scalars at 80 columns by default, and a fold that starts
    // a line with U+FEFF reads back without it (a line-leading BOM is skipped).
    let yaml = try Yams.serialize(node: Node(pairs), width: -1, allowUnicode: true, sortKeys: false)
    return "---\n" + yaml + "---\n\n" + entry.bodyText
  }
}
