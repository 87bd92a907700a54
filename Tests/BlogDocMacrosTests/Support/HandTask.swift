import BlogDocCore
import FoundationEssentials

/// ``MacroTask`` declared by hand, as a model without the macro is: the oracle.
struct HandTask: Model {
  var id = ""
  var title = ""
  var notes = ""
  var summary: String?
  var isDone = false
  var priority = 1
  var size: Int64 = 0
  var ratio = 0.5
  var due: Timestamp?
  var created: Date?
  var birthday: Day?
  var link: URL?
  var tags: [String] = []
  var aliases: [String]?
  var labels: [String] = []
  var updatedDate: Date?
  var owner = ""
  var isExpanded = false
  var unknownFields = ArchiveObject()

  static let schema = Schema<HandTask>(
    entryName: "task", collectionName: "tasks", namespace: "urn:example:tasks", version: 2,
    id: \.id, idName: "key",
    fields: [
      Field("title", \.title),
      .text("notes", \.notes, history: .coalescing(within: .seconds(60))),
      .text("summary", \.summary),
      Field("isDone", \.isDone),
      Field("priority", \.priority),
      Field("size", \.size),
      Field("ratio", \.ratio),
      Field("due", \.due),
      Field("created", \.created),
      Field("birthday", \.birthday),
      Field("link", \.link),
      .list("tags", \.tags, item: "tag"),
      .list("aliases", \.aliases, item: "alias"),
      Field("labels", \.labels),
      Field("modified", \.updatedDate, history: .excluded, merge: .later),
      Field("owner", \.owner, isRequired: true),
    ],
    migrations: [
      Migration(from: 1, summary: "'memo' became 'notes'") { task in
        task.renameMembers(from: "memo", to: "notes")
      }
    ],
    validators: [
      Validator { task in
        task.title.isEmpty ? [Violation(field: "title", "A task needs a title.")] : []
      }
    ])
}
