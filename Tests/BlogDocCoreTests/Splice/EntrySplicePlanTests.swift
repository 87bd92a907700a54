import BlogDocBlog
import BlogDocCore
import Testing

/// `EntrySplicePlan` says which of a file's entries go, which stay (changed or not), and
/// after which kept entry each new one goes, whatever the format.
@Suite("Entry splice plan")
struct EntrySplicePlanTests {
  static func blog(_ entries: [BlogEntry]) throws -> BlogDocument {
    try BlogDocument(entries: entries)
  }

  static func plan(
    from original: BlogDocument, to edited: BlogDocument
  ) throws(SpliceRefusal) -> EntrySplicePlan {
    let ids = original.ids
    return try EntrySplicePlan(
      from: original, to: edited, recordIDs: ids, position: { id in ids.firstIndex(of: id) })
  }

  @Test func removalsKeptEntriesAndInsertionsInTheEditedOrder() throws {
    let original = try Self.blog([
      BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B"),
      BlogEntry(id: "c", title: "C"),
    ])
    let edited = try Self.blog([
      BlogEntry(id: "n", title: "N"), BlogEntry(id: "a", title: "A"),
      BlogEntry(id: "d", title: "D"),
      BlogEntry(id: "c", title: "C2"), BlogEntry(id: "e", title: "E"),
    ])
    let plan = try Self.plan(from: original, to: edited)
    #expect(plan.removals == [1])
    #expect(
      plan.steps == [
        .inserted(id: "n", after: nil), .kept(position: 0, isModified: false),
        .inserted(id: "d", after: 0),
        .kept(position: 2, isModified: true), .inserted(id: "e", after: 2),
      ])
    #expect(plan.hasInsertions)
  }

  @Test func everyEntryRemovedAndNoneAdded() throws {
    let original = try Self.blog([BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B")])
    let plan = try Self.plan(from: original, to: try Self.blog([]))
    #expect(plan.removals == [0, 1])
    #expect(plan.steps.isEmpty)
    #expect(!plan.hasInsertions)
  }

  @Test func movedEntriesAreRefused() throws {
    let original = try Self.blog([BlogEntry(id: "a", title: "A"), BlogEntry(id: "b", title: "B")])
    let edited = try Self.blog([BlogEntry(id: "b", title: "B"), BlogEntry(id: "a", title: "A")])
    #expect(throws: SpliceRefusal(reason: "Entries were moved, which a splice does not write.")) {
      try Self.plan(from: original, to: edited)
    }
  }

  @Test func aMapNamingAnotherEntryIsRefused() throws {
    let original = try Self.blog([BlogEntry(id: "a", title: "A")])
    #expect(throws: SpliceRefusal(reason: "The source map does not describe this document.")) {
      try EntrySplicePlan(from: original, to: original, recordIDs: ["z"], position: { _ in 0 })
    }
  }
}
