import BlogDocCore
import BlogDocPresentation
import BlogDocTestSupport
import BlogDocBlog
import Testing

/// The index rendered from the entries themselves (what `blogdoc show` of a blog prints,
/// skipping each body's excerpt and reading time) is the index of their view models.
@Suite("The index from entries")
struct IndexFromEntriesTests {
  let now = try! Timestamp(iso8601: "2026-11-22T10:00:00Z")

  @Test func isTheIndexOfTheViewModels() async {
    await propertyCheck(count: 300, input: Generators.blogDocument(maxCount: 8)) { document in
      let entries = Array(document.entries)
      #expect(
        TextRenderer().renderIndex(of: entries, now: now)
          == TextRenderer().renderIndex(entries.map { EntryViewModel($0, now: now) }))
    }
  }

  @Test func saysUntitledDraftAndNoDate() throws {
    let entries = [
      BlogEntry(id: "a", title: "  ", isDraft: true),
      BlogEntry(
        id: "longer", title: "Posted", postedDate: try Timestamp(iso8601: "2026-11-20T10:00:00Z")),
    ]
    #expect(
      TextRenderer().renderIndex(of: entries, now: now) == """
        a       no date     (untitled)  [draft]
        longer  2026-11-20  Posted

        """)
  }
}
