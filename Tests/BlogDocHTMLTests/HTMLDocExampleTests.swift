// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocHTML
import BlogDocPresentation
import BlogDocTestSupport
import Testing

/// The examples of BlogDocHTML's public doc comments that say what they print, each run
/// here verbatim (after the lines that give it an `entry`) with `print` captured (see
/// `DocExample`).
@Suite("BlogDocHTML's doc examples print what they say")
struct HTMLDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocHTML", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }

  @Test func htmlRenderer() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello", title: "Hello")
    let page = HTMLRenderer().page(for: EntryViewModel(entry, now: .now()))
    print(page.hasPrefix("<!DOCTYPE html>"))
    // Prints "true"
    printer.check()
  }

  @Test func markdownHTML() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(MarkdownHTML.render("Hi <b>there</b> [x](javascript:alert(1))"))
    // Prints "<p>Hi &lt;b&gt;there&lt;/b&gt; x</p>\n"
    printer.check()
  }
}
