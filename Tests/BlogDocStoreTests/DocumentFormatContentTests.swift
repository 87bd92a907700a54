import BlogDocStore
import Testing

/// `DocumentFormat(content:)`: the first byte that is not a space, after an optional byte
/// order mark, tells XML (`<`) from JSON (`{`, `[`), as a merge driver without a path needs.
@Suite("DocumentFormat told by content")
struct DocumentFormatContentTests {
  @Test(arguments: [
    ("<entry/>", DocumentFormat.xml), ("\u{FEFF}<?xml version=\"1.0\"?>", .xml),
    (" \r\n\t<blog>", .xml),
    ("{\"formatVersion\": 2}", .json), ("\u{FEFF}\n  [1]", .json),
  ])
  func aDocumentsFirstByteTellsItsFormat(text: String, format: DocumentFormat) {
    #expect(DocumentFormat(content: Array(text.utf8)) == format)
  }

  /// The documented examples of `DocumentFormat(path:)` and `DocumentFormat(content:)`.
  @Test func theDocumentedExamplesPrintWhatTheySay() {
    #expect("\(DocumentFormat(path: "SampleDocs/hello-world.json") == .json)" == "true")
    #expect(
      "\(DocumentFormat(content: Array("\u{FEFF}  <entry/>".utf8)) as Any)" == "Optional(xml)")
    // XMLArchiveFormat's and JSONArchiveFormat's `recognizes(_:)`.
    #expect(DocumentFormat.xml.archiveFormat.recognizes(Array("\u{FEFF}  <entry/>".utf8)))
    #expect(DocumentFormat.json.archiveFormat.recognizes(Array(" {\"entry\": {}}".utf8)))
    #expect(!DocumentFormat.json.archiveFormat.recognizes(Array("\u{FEFF}  <entry/>".utf8)))
  }

  @Test(arguments: ["", "   \n", "plain text", "\u{FEFF}", "# {not json}"])
  func anythingElseTellsNone(text: String) {
    #expect(DocumentFormat(content: Array(text.utf8)) == nil)
  }
}
