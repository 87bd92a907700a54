// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import Testing

/// The examples of the doc comments of BlogDocCore's Observation folder, run as
/// `DocExampleTests` runs the others.
extension DocExampleTests {
  @Test func documentChangeCarriesTheHistorysState() throws {
    let printer = DocExamplePrinter()
    @Sendable func print(_ items: Any...) { printer.print(items) }
    let editor = DocumentEditor(document: Self.blog(id: "hello"))
    editor.observeDidChange { change in
      print(change.canUndo, change.undoActionName ?? "-")
    }
    try editor.transaction("Rename") { $0[id: "hello"]?.title = "Hi" }
    // Prints "true Rename"
    printer.check()
  }

  @Test func documentEditorSubscript() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let editor = DocumentEditor(document: Self.blog(id: "hello"))
    print(editor[id: "hello"]?.title ?? "-")
    // Prints "Hello"
    printer.check()
  }
}
