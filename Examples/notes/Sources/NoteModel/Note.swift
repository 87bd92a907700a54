import BlogDocCore

/// A note: a title, a body of text, tags and a pin. The model of the notes example,
/// declared once; the store, the command line and the view model come from blogdoc.
public struct Note: Model {
  public var id = ""
  public var title = ""
  public var body = ""
  public var tags: [String] = []
  public var isPinned = false
  public var unknownFields = ArchiveObject()

  public init() {}

  /// A note with id `id` and every other field at its default.
  public init(id: String) {
    self.id = id
  }

  public static let schema = Schema<Note>(
    entryName: "note", collectionName: "notebook", namespace: "urn:example:notes",
    version: 1, id: \.id,
    fields: [
      Field("title", \.title),
      .text("body", \.body),
      .list("tags", \.tags, item: "tag"),
      Field("isPinned", \.isPinned),
    ],
    validators: [
      Validator { note in
        note.title.isEmpty ? [Violation(field: "title", "A note needs a title.")] : []
      }
    ])
}
