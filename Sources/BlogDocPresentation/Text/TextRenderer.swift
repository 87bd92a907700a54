/// Renders view models as plain text for a terminal or a pipe.
///
/// ```swift
/// print(TextRenderer().render(EntryViewModel(entry, now: .now())))
/// // Hello, World  [draft]
/// // hello-world · posted 20 Nov 2026 (2 days ago) · 1 min read
/// // …
/// ```
public struct TextRenderer: Sendable {
  /// Makes a renderer; it has no options.
  public init() {}

  /// One entry: a heading, its facts, then the body.
  public func render(_ entry: EntryViewModel) -> String {
    var lines: [String] = []
    lines.append(entry.displayTitle + entry.badges.map { "  [\($0)]" }.joined())
    var facts = [entry.id, entry.posted.map { "posted \($0.absolute) (\($0.relative))" } ?? Self.notPosted]
    if let updated = entry.updated { facts.append("updated \(updated.absolute) (\(updated.relative))") }
    if let author = entry.authorName { facts.append("by \(author)") }
    facts.append(entry.readingTime)
    lines.append(facts.joined(separator: " · "))
    if !entry.tags.isEmpty { lines.append("Tags: " + entry.tags.map(\.label).joined(separator: ", ")) }
    if !entry.categories.isEmpty {
      lines.append("Categories: " + entry.categories.map(\.label).joined(separator: ", "))
    }
    if let permalink = entry.permalink { lines.append("Link: " + permalink) }
    if !entry.unknownFieldNames.isEmpty {
      lines.append("Other fields: " + entry.unknownFieldNames.joined(separator: ", "))
    }
    if let summary = entry.summary, !summary.isEmpty { lines.append(""); lines.append(summary) }
    if !entry.bodyMarkdown.isEmpty { lines.append(""); lines.append(entry.bodyMarkdown) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What an entry without a posted date says in place of one.
  static let notPosted = "not posted yet"

  /// A blog: one line per entry, the date column "no date" for an entry not posted yet.
  public func renderIndex(_ entries: [EntryViewModel]) -> String {
    let width = entries.map(\.id.count).max() ?? 0
    return entries.map { entry in
      let padded = entry.id + String(repeating: " ", count: width - entry.id.count)
      let date = entry.posted.map { String($0.iso8601.prefix(10)) } ?? "no date   "
      return "\(padded)  \(date)  \(entry.displayTitle)" + entry.badges.map { "  [\($0)]" }.joined()
    }.joined(separator: "\n") + (entries.isEmpty ? "" : "\n")
  }
}
