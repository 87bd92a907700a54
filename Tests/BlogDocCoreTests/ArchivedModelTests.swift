import BlogDocCore
import BlogDocBlog
import Testing

/// A model built from archived members in memory (a journal's inserted entry, say) has no
/// place in a file, so its errors name the field alone, never a made-up line and column.
@Suite("Models from archived members")
struct ArchivedModelTests {
  @Test func aWrongValueIsNamedByItsFieldWithoutALocation() throws {
    var object = BlogEntry(id: "hello", title: "Hello").archived()
    object["isDraft"] = .string("maybe")
    #expect(throws: ArchiveError.self) { try BlogEntry(archived: object) }
    do {
      _ = try BlogEntry(archived: object)
    } catch {
      #expect(error.location == nil)
      #expect("\(error)" == #"/entry/isDraft: Expected a boolean (true or false), found "maybe"."#)
    }
  }

  @Test func archivingThenBuildingGivesTheSameModel() throws {
    let entry = BlogEntry(
      id: "hello", title: "Hello", bodyText: "Body", tagNames: ["a", "b"], isDraft: true)
    #expect(try BlogEntry(archived: entry.archived()) == entry)
  }
}
