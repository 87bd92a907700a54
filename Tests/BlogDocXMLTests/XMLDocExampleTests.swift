// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import BlogDocXML
import Testing

/// The examples of BlogDocXML's public doc comments that say what they print, each run
/// here verbatim with `print` captured (see `DocExample`).
@Suite("BlogDocXML's doc examples print what they say")
struct XMLDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocXML", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }

  @Test func xmlArchiveFormat() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello-world", title: "Hello, World")
    let bytes = try XMLArchiveFormat().encode(entry)
    let document = try XMLArchiveFormat().decode(BlogEntry.self, from: bytes)
    print(document[id: "hello-world"] == entry)
    // Prints "true"
    printer.check()
  }

  @Test func recognizes() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(XMLArchiveFormat().recognizes(Array("\u{FEFF}  <entry/>".utf8)))
    // Prints "true"
    printer.check()
  }
}
