import BlogDocCore
import BlogDocBlog

extension MarkdownExport {
  /// The file's text with TOML front matter between `+++` lines, as Hugo writes a new post.
  ///
  /// ```swift
  /// var entry = BlogEntry(id: "hi", title: "Hi", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00+01:00"))
  /// entry.tagNames = ["swift"]
  /// print(try MarkdownExport.text(for: entry, frontMatter: .toml), terminator: "")
  /// // Prints:
  /// // +++
  /// // title = "Hi"
  /// // slug = "hi"
  /// // date = 2024-01-05T10:00:00+01:00
  /// // tags = ["swift"]
  /// // categories = []
  /// // draft = false
  /// // +++
  /// //
  /// ```
  ///
  /// - Complexity: O(*n*) in the entry's size.
  static func tomlText(for entry: BlogEntry) -> String {
    var writer = TOMLWriter()
    for (key, member) in frontMatter(of: entry) {
      switch member {
      case .date(let timestamp): writer.add(key, timestamp)
      case .value(let value): writer.add(key, value)
      }
    }
    return "+++\n" + writer.text + "+++\n\n" + entry.bodyText
  }
}
