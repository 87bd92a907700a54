import BlogDocCore
import BlogDocSystem
import BlogDocXML
import FoundationEssentials
import Testing

/// The record reader's Atom options: an element with `type="xhtml"` keeps its content as
/// markup, and the root element is handed over before any record.
@Suite struct XMLRecordReaderMarkupTests {
  /// Writes `text` to a fresh file and reads its `<entry>`s, keeping `type="xhtml"` as markup.
  func entries(
    _ text: String, maxDepth: Int = 256
  ) throws -> (records: [ArchiveValue], roots: [XMLRecordReader.Root]) {
    let path =
      FileManager.default.temporaryDirectory.path
      + "/entries-\(UInt64.random(in: 0...UInt64.max)).xml"
    defer { unlink(path) }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var records: [ArchiveValue] = []
    var roots: [XMLRecordReader.Root] = []
    do {
      let reader = XMLRecordReader(
        recordPath: ["feed", "entry"], maxDepth: maxDepth, markupAttribute: ("type", "xhtml"))
      try reader.read(file: path, root: { root, _ in roots.append(root) }) { record, _ in
        records.append(record)
      }
    } catch var error as ArchiveError {
      error.file = "x.xml"  // The temporary name differs per run.
      throw error
    }
    return (records, roots)
  }

  @Test func xhtmlContentIsKeptAsMarkupWithoutPrefixesOrNamespaces() throws {
    let read = try entries(
      """
      <feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="http://www.w3.org/1999/xhtml">
        <entry>
          <title type="xhtml"><x:div><x:b>Bold</x:b> &amp; plain</x:div></title>
          <content type="xhtml" xml:lang="en"><div xmlns="http://www.w3.org/1999/xhtml"><p class="a&quot;b">x &lt; y<br/><![CDATA[<i>not markup</i>]]></p><p/></div></content>
          <summary type="html">&lt;p&gt;kept as text&lt;/p&gt;</summary>
        </entry>
      </feed>
      """)
    #expect(
      read.records == [
        .object([
          "title": .object([
            "@type": .string("xhtml"), "#text": .string("<div><b>Bold</b> &amp; plain</div>"),
          ]),
          "content": .object([
            "@type": .string("xhtml"), "@xml:lang": .string("en"),
            "#text": .string(
              "<div><p class=\"a&quot;b\">x &lt; y<br/>&lt;i&gt;not markup&lt;/i&gt;</p><p/></div>"),
          ]),
          "summary": .object(["@type": .string("html"), "#text": .string("<p>kept as text</p>")]),
        ])
      ])
    #expect(
      read.roots == [
        XMLRecordReader.Root(
          name: "feed", namespace: "http://www.w3.org/2005/Atom",
          declaredNamespaces: ["http://www.w3.org/2005/Atom", "http://www.w3.org/1999/xhtml"])
      ])
  }

  /// The record itself with `type="xhtml"` is a record, not markup; an empty markup element
  /// is empty text.
  @Test func onlyElementsInsideARecordKeepMarkup() throws {
    let read = try entries(
      #"<feed><entry type="xhtml"><content type="xhtml"/><b>x</b></entry></feed>"#)
    #expect(
      read.records == [
        .object([
          "@type": .string("xhtml"), "content": .object(["@type": .string("xhtml")]),
          "b": .string("x"),
        ])
      ])
  }

  /// The depth error is where libxml2's parser is (here at the `>` of the start tag one
  /// level too deep, `<b>`), as outside markup.
  @Test func markupCountsTowardTheDepthLimitAndKeepsTheUntrustedInputRules() {
    #expect(
      throws: ArchiveError(
        .limitExceeded, "Elements nest deeper than the 4 levels blogdoc reads in a record.",
        at: SourceLocation(line: 1, column: 46), file: "x.xml")
    ) {
      try entries(
        #"<feed><entry><content type="xhtml"><div><p><b>deep</b></p></div></content></entry></feed>"#,
        maxDepth: 4)
    }
    #expect(
      throws: ArchiveError(
        .malformed,
        "Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format.",
        at: SourceLocation(line: 2, column: 29), file: "x.xml")
    ) {
      try entries(
        "<feed><entry>\n<content type=\"xhtml\"><div>a\u{0}b</div></content></entry></feed>")
    }
    #expect(
      throws: ArchiveError(
        .malformed, "Opening and ending tag mismatch: p line 2 and div.",
        at: SourceLocation(line: 2, column: 41), file: "x.xml")
    ) {
      try entries(
        "<feed><entry>\n<content type=\"xhtml\"><div><p>open</div></content></entry></feed>")
    }
  }
}
