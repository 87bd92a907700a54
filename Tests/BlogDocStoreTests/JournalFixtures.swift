import BlogDocCore
@testable import BlogDocStore
import BlogDocBlog

/// Small workspaces, changes and times shared by the journal tests.
enum JournalFixtures {
  static let t0 = try! Timestamp(iso8601: "2026-11-20T10:00:00Z")

  /// A timestamp `seconds` after ``t0``.
  static func at(_ seconds: Int) -> Timestamp {
    Timestamp(secondsSince1970: t0.secondsSince1970 + Int64(seconds))
  }

  /// A workspace (with `.blogdoc/`) in a fresh temporary directory.
  static func workspace() throws -> (TemporaryDirectory, Workspace) {
    let directory = TemporaryDirectory()
    let workspace = try Workspace.findOrCreate(forDocumentAt: directory("entry.xml"))
    return (directory, workspace)
  }

  /// A change to `path` setting entry `hello`'s title from `before` to `after`.
  static func change(
    _ path: String = "entry.xml", title before: String = "A", to after: String = "B"
  )
    -> Journal.FileChange
  {
    let diff = DocumentDiff<BlogEntry>(entryChanges: [
      .modified(
        id: "hello",
        fields: [FieldChange(field: "title", before: .string(before), after: .string(after))],
        unknownFields: nil)
    ])
    return Journal.FileChange(
      path: path, before: Array(before.utf8), after: Array(after.utf8), diff: diff)
  }
}
