/// Renders view models as plain text for a terminal or a pipe.
///
/// ```swift
/// print(TextRenderer().render(EntryViewModel(entry)))
/// // Hello, World  [draft]
/// // hello-world · posted 2026-11-20T10:00:00Z
/// // …
/// ```
public struct TextRenderer: Sendable {
  public init() {}

  /// One entry: a heading, its facts, then the body.
  public func render(_ entry: EntryViewModel) -> String {
    var lines: [String] = []
    lines.append(entry.displayTitle + entry.badges.map { "  [\($0)]" }.joined())
    var facts = [entry.id, "posted \(entry.postedDate)"]
    if let updated = entry.updatedDate { facts.append("updated \(updated)") }
    if let author = entry.authorName { facts.append("by \(author)") }
    lines.append(facts.joined(separator: " · "))
    if !entry.tagNames.isEmpty { lines.append("Tags: " + entry.tagNames.joined(separator: ", ")) }
    if !entry.categoryNames.isEmpty {
      lines.append("Categories: " + entry.categoryNames.joined(separator: ", "))
    }
    if let permalink = entry.permalink { lines.append("Link: " + permalink) }
    if !entry.unknownFieldNames.isEmpty {
      lines.append("Other fields: " + entry.unknownFieldNames.joined(separator: ", "))
    }
    if let summary = entry.summary, !summary.isEmpty { lines.append(""); lines.append(summary) }
    if !entry.bodyText.isEmpty { lines.append(""); lines.append(entry.bodyText) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A blog: one line per entry.
  public func renderIndex(_ entries: [EntryViewModel]) -> String {
    let width = entries.map(\.id.count).max() ?? 0
    return entries.map { entry in
      let padded = entry.id + String(repeating: " ", count: width - entry.id.count)
      let date = entry.postedDate.prefix(10)
      return "\(padded)  \(date)  \(entry.displayTitle)" + entry.badges.map { "  [\($0)]" }.joined()
    }.joined(separator: "\n") + (entries.isEmpty ? "" : "\n")
  }
}
