// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocHTML
import BlogDocPresentation
import BlogDocTestSupport
import BlogDocBlog
import FoundationEssentials
import Testing

/// The code of Sources/BlogDocHTML/Documentation.docc/GettingStarted.md, verbatim, run in
/// order; `print` is captured so the test checks what the article says it prints.
@Suite("Getting started with BlogDocHTML")
struct HTMLGettingStartedArticleTests {
  @Test func everyCodeBlockOfTheArticleIsHere() throws {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/BlogDocHTML/Documentation.docc/GettingStarted.md").path
    #expect(try ArticleCode.blocks(ofArticle: article, missingFrom: #filePath) == [])
  }

  @Test func theArticleRunsAsWritten() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    let now = try Timestamp(iso8601: "2026-11-22T09:00:00Z")
    let entry = BlogEntry(
      id: "hello-world", title: "Hello, World",
      postedDate: try Timestamp(iso8601: "2026-11-20T10:00:00+01:00"),
      bodyText: "A *first* post.")
    let blog = BlogViewModel(try BlogDocument(entries: [entry]), title: "Notes", now: now)
    let page = HTMLRenderer().page(for: blog)
    print(page.hasPrefix("<!DOCTYPE html>"), page.contains("default-src 'none'"))
    // Prints "true true"
    print(page.contains("<p>A <em>first</em> post.</p>"))
    // Prints "true"

    print(MarkdownHTML.render("Hi <script>alert(1)</script> [x](javascript:alert(1))"))
    // Prints "<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; x</p>\n"

    #expect(printed == ["true true", "true", "<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; x</p>\n"])
  }
}
