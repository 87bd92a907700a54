// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocPresentation
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

/// The code of Sources/BlogDocPresentation/Documentation.docc/GettingStarted.md, verbatim,
/// run in order; `print` is captured so the test checks what the article says it prints.
@Suite("Getting started with BlogDocPresentation")
struct PresentationGettingStartedArticleTests {
  @Test func everyCodeBlockOfTheArticleIsHere() throws {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/BlogDocPresentation/Documentation.docc/GettingStarted.md").path
    #expect(try ArticleCode.blocks(ofArticle: article, missingFrom: #filePath) == [])
  }

  @Test func theArticleRunsAsWritten() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    let now = try Timestamp(iso8601: "2026-11-22T09:00:00Z")
    let entry = BlogEntry(
      id: "hello-world", title: "Hello, World",
      postedDate: try Timestamp(iso8601: "2026-11-20T10:00:00+01:00"),
      bodyText: "## Why\n\nA *first* post about [Swift](https://swift.org) on Linux.",
      tagNames: ["Swift", "Linux"])
    let model = EntryViewModel(entry, now: now)
    print(model.displayTitle, "·", model.posted!.absolute, "·", model.posted!.relative)
    // Prints "Hello, World · 20 Nov 2026 · 2 days ago"
    print(model.excerpt, "·", model.readingTime, "·", model.tags.map(\.slug))
    // Prints "Why A first post about Swift on Linux. · 1 min read · ["swift", "linux"]"

    print(TextRenderer().render(model))
    // Hello, World
    // hello-world · posted 20 Nov 2026 (2 days ago) · 1 min read
    // Tags: Swift, Linux
    //
    // ## Why
    //
    // A *first* post about [Swift](https://swift.org) on Linux.

    var draft = BlogEntry(id: "next", title: "")
    draft.isDraft = true
    draft.tagNames = ["Swift"]
    let blog = BlogViewModel(try BlogDocument(entries: [entry, draft]), title: "Notes", now: now)
    print(blog.entries.map(\.displayTitle), blog.draftCount)
    // Prints "["Hello, World", "(untitled)"] 1"
    print(blog.tagCounts.map { "\($0.chip.label) \($0.count)" })
    // Prints "["Swift 2", "Linux 1"]"

    print(PlainText.from(entry.bodyText))
    // Prints "Why\n\nA first post about Swift on Linux."

    #expect(
      printed == [
        "Hello, World · 20 Nov 2026 · 2 days ago",
        #"Why A first post about Swift on Linux. · 1 min read · ["swift", "linux"]"#,
        """
        Hello, World
        hello-world · posted 20 Nov 2026 (2 days ago) · 1 min read
        Tags: Swift, Linux

        ## Why

        A *first* post about [Swift](https://swift.org) on Linux.

        """,
        #"["Hello, World", "(untitled)"] 1"#,
        #"["Swift 2", "Linux 1"]"#,
        "Why\n\nA first post about Swift on Linux.",
      ])
  }
}
