import BlogDocCore

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
    writer.add("title", .string(entry.title))
    writer.add("slug", .string(entry.id))
    if let posted = entry.postedDate { writer.add("date", posted) }
    if let updated = entry.updatedDate { writer.add("lastmod", updated) }
    // Empty text is written as nothing, which is what an import reads it as.
    if let summary = entry.summary, !summary.isEmpty { writer.add("summary", .string(summary)) }
    if let author = entry.authorName, !author.isEmpty { writer.add("author", .string(author)) }
    writer.add("tags", .array(entry.tagNames.map(ArchiveValue.string)))
    writer.add("categories", .array(entry.categoryNames.map(ArchiveValue.string)))
    writer.add("draft", .bool(entry.isDraft))
    if let permalink = entry.permalink { writer.add("canonical_url", .string(permalink.absoluteString)) }
    for member in keptMembers(of: entry) { writer.add(member.key, member.value) }
    return "+++\n" + writer.text + "+++\n\n" + entry.bodyText
  }
}
