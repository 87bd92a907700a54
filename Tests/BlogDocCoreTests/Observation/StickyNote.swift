import BlogDocCore
import Observation
import Synchronization

/// A small model for the editor's observation tests: a line, a block of text and a list.
struct StickyNote: Model {
  var id = ""
  var title = ""
  var body = ""
  var tags: [String] = []
  var unknownFields = ArchiveObject()

  static let schema = Schema<StickyNote>(
    entryName: "note", collectionName: "notes", version: 1, id: \.id,
    fields: [
      Field("title", \.title), Field.text("body", \.body), .list("tags", \.tags, item: "tag"),
    ])

  init() {}

  /// A computed property: no field of the schema.
  var summary: String { title + ": " + body }

  init(id: String, title: String = "", body: String = "", tags: [String] = []) {
    self.id = id
    self.title = title
    self.body = body
    self.tags = tags
  }

  /// A document of the notes `ids`, each titled with its id in capitals.
  static func document(_ ids: String...) -> ModelDocument<StickyNote> {
    try! ModelDocument(entries: ids.map { StickyNote(id: $0, title: $0.uppercased()) })
  }
}

/// Whether `change` tells `withObservationTracking` of what `read` reads.
func tellsObservation(
  of read: () -> Void, _ change: () throws -> Void
) rethrows -> Bool {
  let told = Mutex(false)
  withObservationTracking(read, onChange: { told.withLock { $0 = true } })
  try change()
  return told.withLock { $0 }
}
