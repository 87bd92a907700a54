import BlogDocCore
import BlogDocBlog

/// What a reader sees of one entry, prepared so views never touch `BlogEntry` itself:
/// a display title, dates in words, reading time, an excerpt, tag and category chips and
/// badges.
///
/// ```swift
/// let entry = BlogEntry(id: "hello", title: "Hello", bodyText: "Hi there.", isDraft: true)
/// let model = EntryViewModel(entry, now: .now())
/// print(model.displayTitle, model.badges, model.readingTime)
/// // Prints "Hello ["draft"] 1 min read"
/// ```
public struct EntryViewModel: Hashable, Sendable {
  /// The entry's id, for anchors and links.
  public var id: String
  /// The title, or "(untitled)" when it is empty.
  public var displayTitle: String
  /// When the entry was posted; nil for an entry not dated yet ("not posted yet").
  public var posted: DateText?
  /// When the entry was last updated, if it says.
  public var updated: DateText?
  /// Who wrote the entry, when known.
  public var authorName: String?
  /// The summary, or the start of the body as plain text.
  public var excerpt: String
  /// "3 min read", at 200 words a minute, never less than one.
  public var readingTime: String
  /// The entry's tags, as chips in the order written.
  public var tags: [Chip]
  /// The entry's categories, as chips in the order written.
  public var categories: [Chip]
  /// Short labels such as "draft".
  public var badges: [String]
  /// The body as written (Markdown), or ``protectedNotice`` for a password-protected entry.
  public var bodyMarkdown: String
  /// The summary as written, if the entry has one.
  public var summary: String?
  /// The entry's address, as text.
  public var permalink: String?
  /// Names of members this blogdoc does not know, kept as they were read.
  public var unknownFieldNames: [String]

  /// The view of `entry`, with relative dates counted from `now`.
  public init(_ entry: BlogEntry, now: Timestamp) {
    id = entry.id
    displayTitle = Self.displayTitle(of: entry)
    posted = entry.postedDate.map { DateText($0, now: now) }
    updated = entry.updatedDate.map { DateText($0, now: now) }
    authorName = entry.authorName
    // A reader never sees what the author kept behind a password: not the text, not an
    // excerpt of it, not its length.
    let isProtected = entry.isPasswordProtected
    let plainBody = isProtected ? Self.protectedNotice : PlainText.from(entry.bodyText)
    excerpt =
      isProtected
      ? Self.protectedNotice
      : PlainText.excerpt(entry.summary.flatMap { $0.isEmpty ? nil : $0 } ?? plainBody)
    readingTime = "\(max(1, (PlainText.wordCount(plainBody) + 199) / 200)) min read"
    tags = entry.tagNames.map { Chip(label: $0, kind: .tag) }
    categories = entry.categoryNames.map { Chip(label: $0, kind: .category) }
    badges = Self.badges(of: entry)
    bodyMarkdown = isProtected ? Self.protectedNotice : entry.bodyText
    summary = isProtected ? nil : entry.summary
    permalink = entry.permalink?.absoluteString
    unknownFieldNames = entry.unknownFields.map(\.key)
  }

  /// What stands for the text of a password-protected entry (`BlogEntry.isPasswordProtected`).
  public static let protectedNotice = "This post is password-protected; its text is not shown."

  /// The title as shown: trimmed, "(untitled)" when empty.
  static func displayTitle(of entry: BlogEntry) -> String {
    let trimmed = entry.title.trimmingWhitespace()
    return trimmed.isEmpty ? "(untitled)" : trimmed
  }

  /// The badges shown next to the title.
  static func badges(of entry: BlogEntry) -> [String] {
    (entry.isDraft ? ["draft"] : []) + (entry.isPasswordProtected ? ["password-protected"] : [])
  }
}
