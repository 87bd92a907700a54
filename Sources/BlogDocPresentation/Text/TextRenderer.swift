import BlogDocCore
import BlogDocBlog

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
    var facts = [
      entry.id, entry.posted.map { "posted \($0.absolute) (\($0.relative))" } ?? Self.notPosted,
    ]
    if let updated = entry.updated {
      facts.append("updated \(updated.absolute) (\(updated.relative))")
    }
    if let author = entry.authorName { facts.append("by \(author)") }
    facts.append(entry.readingTime)
    lines.append(facts.joined(separator: " · "))
    // Each item as `--set` reads it back, so a tag holding a comma shows as one tag.
    if !entry.tags.isEmpty {
      lines.append(
        "Tags: " + entry.tags.map { FieldKind.listItemText($0.label) }.joined(separator: ", "))
    }
    if !entry.categories.isEmpty {
      lines.append(
        "Categories: "
          + entry.categories.map { FieldKind.listItemText($0.label) }.joined(separator: ", "))
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
  package static let notPosted = "not posted yet"

  /// A blog: one line per entry, the date column "no date" for an entry not posted yet.
  public func renderIndex(_ entries: [EntryViewModel]) -> String {
    indexLines(entries.map { ($0.id, $0.posted, $0.displayTitle, $0.badges) })
  }

  /// The same lines as ``renderIndex(_:)`` of the entries' view models, working out only
  /// what the lines show: no body is turned into an excerpt or counted for a reading time,
  /// which is most of a view model's cost.
  ///
  /// ```swift
  /// print(TextRenderer().renderIndex(of: blog.entries, now: .now()))
  /// // hello-world  2026-11-20  Hello, World  [draft]
  /// ```
  ///
  /// - Complexity: O(*n*) in the entries, independent of their bodies' length.
  public func renderIndex(of entries: [BlogEntry], now: Timestamp) -> String {
    indexLines(
      entries.map { entry in
        (
          entry.id, entry.postedDate.map { DateText($0, now: now) },
          EntryViewModel.displayTitle(of: entry),
          EntryViewModel.badges(of: entry)
        )
      })
  }

  private func indexLines(
    _ entries: [(id: String, posted: DateText?, title: String, badges: [String])]
  ) -> String {
    let width = entries.map(\.id.count).max() ?? 0
    return entries.map { entry in
      let padded = entry.id + String(repeating: " ", count: width - entry.id.count)
      let date = entry.posted.map { String($0.iso8601.prefix(10)) } ?? "no date   "
      return "\(padded)  \(date)  \(entry.title)" + entry.badges.map { "  [\($0)]" }.joined()
    }.joined(separator: "\n") + (entries.isEmpty ? "" : "\n")
  }
}
