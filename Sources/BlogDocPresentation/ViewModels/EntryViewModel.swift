import BlogDocCore

/// What a reader sees of one entry, prepared so views never touch ``BlogEntry`` itself.
///
/// ```swift
/// let model = EntryViewModel(BlogEntry(id: "hello", title: "Hello", isDraft: true))
/// print(model.displayTitle, model.badges)
/// // Prints "Hello ["draft"]"
/// ```
public struct EntryViewModel: Hashable, Sendable {
  public var id: String
  /// The title, or "(untitled)" when it is empty.
  public var displayTitle: String
  public var postedDate: String
  public var updatedDate: String?
  public var authorName: String?
  public var summary: String?
  public var tagNames: [String]
  public var categoryNames: [String]
  /// Short labels such as "draft".
  public var badges: [String]
  public var bodyText: String
  public var permalink: String?
  /// Names of members this blogdoc does not know, kept as they were read.
  public var unknownFieldNames: [String]

  public init(_ entry: BlogEntry) {
    id = entry.id
    let trimmed = entry.title.trimmingWhitespace()
    displayTitle = trimmed.isEmpty ? "(untitled)" : trimmed
    postedDate = entry.postedDate.iso8601
    updatedDate = entry.updatedDate?.iso8601
    authorName = entry.authorName
    summary = entry.summary
    tagNames = entry.tagNames
    categoryNames = entry.categoryNames
    badges = entry.isDraft ? ["draft"] : []
    bodyText = entry.bodyText
    permalink = entry.permalink?.absoluteString
    unknownFieldNames = entry.unknownFields.map(\.key)
  }
}
