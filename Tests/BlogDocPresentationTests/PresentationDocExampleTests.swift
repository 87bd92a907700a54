// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocPresentation
import BlogDocTestSupport
import Testing

/// The examples of BlogDocPresentation's public doc comments that say what they print, each
/// run here verbatim (after the lines that give it a `blog` or a `document`) with `print`
/// captured (see `DocExample`).
@Suite("BlogDocPresentation's doc examples print what they say")
struct PresentationDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocPresentation", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }

  @Test func pageTitle() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let blog = try BlogDocument(entries: [BlogEntry(id: "hello", title: "Hello")])
    print(BlogViewModel.pageTitle(of: blog, file: "posts/notes.xml"))
    // Prints "notes"
    printer.check()
  }

  @Test func blogViewModel() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let day = { (day: Int) in try Timestamp(iso8601: "2026-11-\(day)T10:00:00Z") }
    let document = try BlogDocument(entries: [
      BlogEntry(id: "old", title: "Old post", postedDate: try day(10), tagNames: ["swift"]),
      BlogEntry(id: "new", title: "Newest post", postedDate: try day(12), tagNames: ["swift"]),
      BlogEntry(id: "mid", title: "Middle post", postedDate: try day(11), tagNames: ["swift", "xml"]),
    ])
    let blog = BlogViewModel(document, title: "Notes", now: .now())
    print(blog.entries.first?.displayTitle ?? "", blog.tagCounts.first?.count ?? 0)
    // Prints "Newest post 3"
    printer.check()
  }

  @Test func chip() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let chip = Chip(label: "Swift on Linux", kind: .tag)
    print(chip.slug)
    // Prints "swift-on-linux"
    printer.check()
  }

  @Test func entryViewModel() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello", title: "Hello", bodyText: "Hi there.", isDraft: true)
    let model = EntryViewModel(entry, now: .now())
    print(model.displayTitle, model.badges, model.readingTime)
    // Prints "Hello ["draft"] 1 min read"
    printer.check()
  }

  @Test func dateText() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let posted = try Timestamp(iso8601: "2026-11-17T10:00:00Z")
    let text = DateText(posted, now: try Timestamp(iso8601: "2026-11-20T09:00:00Z"))
    print(text.absolute, "·", text.relative)
    // Prints "17 Nov 2026 · 2 days ago"
    printer.check()
  }

  @Test func plainText() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(PlainText.from("## Hello\n\nSee [the *docs*](https://x.org) <b>now</b>."))
    // Prints "Hello\n\nSee the docs now."
    printer.check()
  }
}
