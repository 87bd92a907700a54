// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocCore
import BlogDocTestSupport
import Testing

/// The doc examples of BlogDocCore's archiving types, run as ``DocExampleTests`` runs the rest.
extension DocExampleTests {
  @Test func skippedSyntax() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let skipped = SkippedSyntax(comments: 2, processingInstructions: 1)
    print(skipped.described ?? "nothing", SkippedSyntax().described ?? "nothing")
    // Prints "2 comments and 1 processing instruction nothing"
    printer.check()
  }
}
