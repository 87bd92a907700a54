import BlogDocCore

/// A book on a reading list: the model the `cards` tool edits.
public struct Book: Model {
  public var id = ""
  public var title = ""
  public var author = ""
  public var pages = 0
  public var isRead = false
  public var notes = ""
  public var unknownFields = ArchiveObject()

  public init() {}

  /// A book with id `id` and every other field at its default.
  public init(id: String) {
    self.id = id
  }

  public static let schema = Schema<Book>(
    entryName: "book", collectionName: "shelf", namespace: "urn:example:cards",
    version: 1, id: \.id,
    fields: [
      Field("title", \.title),
      Field("author", \.author),
      Field("pages", \.pages),
      Field("isRead", \.isRead),
      .text("notes", \.notes),
    ])
}
