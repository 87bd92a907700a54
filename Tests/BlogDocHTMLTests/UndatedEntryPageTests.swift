import BlogDocCore
import BlogDocHTML
import BlogDocPresentation
import BlogDocBlog
import Testing

/// An entry without a posted date says so on its page too: never "1 Jan 1970".
@Suite("Pages of entries without a posted date")
struct UndatedEntryPageTests {
  let now = try! Timestamp(iso8601: "2026-11-22T10:00:00Z")

  func entry(_ id: String, posted: String?) throws -> BlogEntry {
    BlogEntry(
      id: id, title: "Title \(id)", postedDate: try posted.map { try Timestamp(iso8601: $0) })
  }

  @Test func theHTMLPageSaysNotPostedYet() throws {
    let document = try BlogDocument(entries: [entry("draft", posted: nil)])
    let page = HTMLRenderer().page(for: BlogViewModel(document, title: "Notes", now: now))
    let metaLines = page.split(separator: "\n").filter { $0.contains("class=\"meta\"") }
    #expect(
      metaLines == [
        "<p class=\"meta\">1 entry</p>",
        "<li><a href=\"#entry-draft\">Title draft</a> <span class=\"meta\">not posted yet</span></li>",
        "<p class=\"meta\">not posted yet · 1 min read</p>",
      ])
    #expect(!page.contains("1970"))
  }
}
