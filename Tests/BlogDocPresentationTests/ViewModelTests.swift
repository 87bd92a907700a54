import BlogDocCore
import BlogDocPresentation
import BlogDocBlog
import Testing

@Suite("View models")
struct ViewModelTests {
  let now = try! Timestamp(iso8601: "2026-11-22T10:00:00Z")

  func entry(
    _ id: String, posted: String, tags: [String] = [], body: String = "", draft: Bool = false
  ) throws -> BlogEntry {
    BlogEntry(
      id: id, title: "Title \(id)", postedDate: try Timestamp(iso8601: posted), bodyText: body,
      tagNames: tags, isDraft: draft)
  }

  @Test func anEntryShowsWhatAReaderSees() throws {
    var entry = try entry(
      "a", posted: "2026-11-19T10:00:00Z", tags: ["Swift on Linux"],
      body: String(repeating: "word ", count: 450), draft: true)
    entry.categoryNames = ["Notes"]
    entry.title = "  "
    let model = EntryViewModel(entry, now: now)
    #expect(model.displayTitle == "(untitled)")
    #expect(model.posted?.relative == "3 days ago")
    #expect(model.readingTime == "3 min read")
    #expect(model.badges == ["draft"])
    #expect(model.tags == [Chip(label: "Swift on Linux", kind: .tag)])
    #expect(model.tags[0].slug == "swift-on-linux")
    #expect(model.categories.map(\.kind) == [.category])
    #expect(model.excerpt.hasSuffix("…") && model.excerpt.count <= 201)
  }

  @Test func aSummaryIsTheExcerptWhenThereIsOne() throws {
    var entry = try entry("a", posted: "2026-11-19T10:00:00Z", body: "The body.")
    entry.summary = "The summary."
    #expect(EntryViewModel(entry, now: now).excerpt == "The summary.")
  }

  @Test func aBlogListsEntriesNewestFirstAndCountsTags() throws {
    let document = try BlogDocument(entries: [
      entry("old", posted: "2026-01-01T00:00:00Z", tags: ["b", "a"]),
      entry("new", posted: "2026-11-01T00:00:00Z", tags: ["a"], draft: true),
      entry("tie", posted: "2026-01-01T00:00:00Z", tags: ["c"]),
    ])
    let blog = BlogViewModel(document, title: "Notes", now: now)
    #expect(blog.entries.map(\.id) == ["new", "old", "tie"])
    #expect(blog.tagCounts.map { "\($0.chip.label)=\($0.count)" } == ["a=2", "b=1", "c=1"])
    #expect(blog.draftCount == 1)
  }
}
