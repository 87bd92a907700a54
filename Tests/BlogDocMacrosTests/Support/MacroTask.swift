import BlogDocMacros
import FoundationEssentials

/// A model of every kind and attribute, declared with the macro; ``HandTask`` is the same
/// model declared by hand, the oracle the macro's schema is compared with.
@DocumentModel(record: "task", collection: "tasks", namespace: "urn:example:tasks", version: 2)
struct MacroTask {
  @ID("key") var id = ""
  var title = ""
  @Text @Field(history: .coalescing(within: .seconds(60))) var notes = ""
  @Text var summary: String?
  var isDone = false
  var priority = 1
  var size: Int64 = 0
  var ratio = 0.5
  var due: Timestamp?
  var created: Date?
  var birthday: Day?
  var link: URL?
  @List(item: "tag") var tags: [String] = []
  @List(item: "alias") var aliases: [String]?
  var labels: [String] = []
  @Field("modified", history: .excluded, merge: .later) var updatedDate: Date?
  @Field(isRequired: true) var owner = ""
  @Transient var isExpanded = false
  var shouted: String { title.uppercased() }
  static let sample = "not a field"

  static let migrations = [
    Migration(from: 1, summary: "'memo' became 'notes'") { task in
      task.renameMembers(from: "memo", to: "notes")
    }
  ]
  static let validators: [Validator<MacroTask>] = [
    Validator { task in
      task.title.isEmpty ? [Violation(field: "title", "A task needs a title.")] : []
    }
  ]
}
