import FoundationEssentials
import BlogDocCore

/// One blog post: the model blogdoc's command line edits.
///
/// ```swift
/// var entry = BlogEntry(id: "hello-world", title: "Hello, World")
/// entry.tagNames = ["swift", "linux"]
/// print(entry.validate())
/// // Prints "[]"
/// ```
public struct BlogEntry: Model {
  /// A stable, slug-like identity (`hello-world`), unique within a blog.
  public var id: String
  /// The entry's title; may be empty in a draft.
  public var title: String
  /// A one-paragraph teaser shown in lists and feeds.
  public var summary: String?
  /// Who wrote the entry, when known.
  public var authorName: String?
  /// When the entry was (or will be) published; nil for an entry not dated yet (a
  /// WordPress draft, say). blogdoc never makes a date up: `blogdoc new` sets it to the
  /// moment of creation, and a reader leaves it nil when the document has none.
  public var postedDate: Timestamp?
  /// When the entry was last changed after publishing.
  public var updatedDate: Timestamp?
  /// The body, in Markdown.
  public var bodyText: String
  /// Tags, in the order they were given.
  public var tagNames: [String]
  /// Categories, in the order they were given.
  public var categoryNames: [String]
  /// Whether the entry is a draft, not yet for readers.
  public var isDraft: Bool
  /// Where the published entry lives.
  public var permalink: URL?
  /// Members of the archived entry that ``schema`` does not know, kept in order.
  public var unknownFields: ArchiveObject

  /// An entry with an empty id and title and every other field at its default.
  public init() {
    self.init(id: "", title: "")
  }

  /// Makes an entry; every field but `id` and `title` has a default.
  ///
  /// ```swift
  /// let entry = BlogEntry(id: "hello-world", title: "Hello, World", tagNames: ["swift"])
  /// print(entry.isDraft, entry.tagNames)
  /// // Prints "false ["swift"]"
  /// ```
  public init(
    id: String, title: String, summary: String? = nil, authorName: String? = nil,
    postedDate: Timestamp? = nil, updatedDate: Timestamp? = nil, bodyText: String = "",
    tagNames: [String] = [], categoryNames: [String] = [], isDraft: Bool = false,
    permalink: URL? = nil, unknownFields: ArchiveObject = ArchiveObject()
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.authorName = authorName
    self.postedDate = postedDate
    self.updatedDate = updatedDate
    self.bodyText = bodyText
    self.tagNames = tagNames
    self.categoryNames = categoryNames
    self.isDraft = isDraft
    self.permalink = permalink
    self.unknownFields = unknownFields
  }
}

/// A document of blog entries: one entry, or a blog of many.
public typealias BlogDocument = ModelDocument<BlogEntry>
