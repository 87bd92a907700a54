import BlogDocCore
import BlogDocPresentation
import BlogDocTestSupport
import BlogDocBlog
import Testing

/// An entry without a posted date says so everywhere, and a blog's index puts it after the
/// dated entries: never "1 Jan 1970".
@Suite("Entries without a posted date")
struct UndatedEntryTests {
  let now = try! Timestamp(iso8601: "2026-11-22T10:00:00Z")

  func entry(_ id: String, posted: String?) throws -> BlogEntry {
    BlogEntry(
      id: id, title: "Title \(id)", postedDate: try posted.map { try Timestamp(iso8601: $0) })
  }

  @Test func theTextSaysNotPostedYet() throws {
    let model = EntryViewModel(try entry("nodate", posted: nil), now: now)
    #expect(model.posted == nil)
    #expect(
      TextRenderer().render(model) == """
        Title nodate
        nodate · not posted yet · 1 min read

        """)
  }

  @Test func theIndexSaysNoDateInTheDateColumn() throws {
    let document = try BlogDocument(entries: [
      entry("draft", posted: nil), entry("post", posted: "2026-11-20T10:00:00Z"),
    ])
    let blog = BlogViewModel(document, title: "Notes", now: now)
    #expect(
      TextRenderer().renderIndex(blog.entries) == """
        post   2026-11-20  Title post
        draft  no date     Title draft

        """)
  }

  @Test func undatedEntriesComeLastInDocumentOrder() throws {
    let document = try BlogDocument(entries: [
      entry("u1", posted: nil),
      entry("old", posted: "2026-01-01T00:00:00Z"),
      entry("u2", posted: nil),
      entry("new", posted: "2026-11-01T00:00:00Z"),
      entry("tie", posted: "2026-01-01T00:00:00Z"),
      entry("u3", posted: nil),
    ])
    let blog = BlogViewModel(document, title: "Notes", now: now)
    #expect(blog.entries.map(\.id) == ["new", "old", "tie", "u1", "u2", "u3"])
  }

  /// The index's order against a naive one: pick the newest remaining dated entry (the
  /// first in document order among equals) until none is left, then the undated ones.
  @Test func theIndexOrderMatchesANaiveSelection() async {
    await propertyCheck(count: 300, input: Generators.blogDocument(maxCount: 12)) { document in
      var remaining = Array(document.entries)
      var expected: [String] = []
      while let newest = remaining.indices.filter({ remaining[$0].postedDate != nil }).min(by: {
        left, right in
        let (a, b) = (remaining[left].postedDate!.instant, remaining[right].postedDate!.instant)
        return a != b ? a > b : left < right
      }) {
        expected.append(remaining.remove(at: newest).id)
      }
      expected += remaining.map(\.id)
      #expect(BlogViewModel(document, title: "T", now: now).entries.map(\.id) == expected)
    }
  }
}
