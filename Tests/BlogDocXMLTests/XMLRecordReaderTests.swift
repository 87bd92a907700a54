import BlogDocCore
import BlogDocSystem
import BlogDocXML
import FoundationEssentials
import Testing

@Suite struct XMLRecordReaderTests {
  /// Writes `text` to a fresh file and reads its `<item>`s.
  func items(_ text: String) throws -> [(ArchiveValue, XMLRecordReader.Origin)] {
    let path =
      FileManager.default.temporaryDirectory.path
      + "/records-\(UInt64.random(in: 0...UInt64.max)).xml"
    defer { unlink(path) }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var records: [(ArchiveValue, XMLRecordReader.Origin)] = []
    do {
      try XMLRecordReader(recordPath: ["rss", "channel", "item"]).read(file: path) {
        records.append(($0, $1))
      }
    } catch var error as ArchiveError {
      error.file = "x.xml"  // The temporary name differs per run.
      throw error
    }
    return records
  }

  /// Records at two paths, as a WordPress export's channel categories and items: each
  /// numbered among its own kind, an element of the same name elsewhere not a record.
  @Test func recordsAtSeveralPathsAreTold() throws {
    let path =
      FileManager.default.temporaryDirectory.path
      + "/records-\(UInt64.random(in: 0...UInt64.max)).xml"
    defer { unlink(path) }
    try Data(
      """
      <?xml version="1.0"?>
      <rss xmlns:wp="urn:wp"><channel>
        <wp:category><wp:category_nicename>a</wp:category_nicename></wp:category>
        <wp:category/>
        <item><title>One</title><wp:category>inside an item: a member</wp:category></item>
        <wp:category><wp:category_nicename>b</wp:category_nicename></wp:category>
        <item><title>Two</title></item>
      </channel><wp:category>outside the channel</wp:category></rss>
      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    var records: [(ArchiveValue, XMLRecordReader.Origin)] = []
    let reader = XMLRecordReader(recordPaths: [
      ["rss", "channel", "item"], ["rss", "channel", "wp:category"],
    ])
    try reader.read(file: path) { records.append(($0, $1)) }
    #expect(reader.recordPath == ["rss", "channel", "item"])
    #expect(
      records.map(\.1) == [
        XMLRecordReader.Origin(ordinal: 1, line: 3, kind: 1),
        XMLRecordReader.Origin(ordinal: 2, line: 4, kind: 1),
        XMLRecordReader.Origin(ordinal: 1, line: 5, kind: 0),
        XMLRecordReader.Origin(ordinal: 3, line: 6, kind: 1),
        XMLRecordReader.Origin(ordinal: 2, line: 7, kind: 0),
      ])
    #expect(
      records.map(\.0) == [
        .object(["wp:category_nicename": .string("a")]), .string(""),
        .object(["title": .string("One"), "wp:category": .string("inside an item: a member")]),
        .object(["wp:category_nicename": .string("b")]), .object(["title": .string("Two")]),
      ])
  }

  @Test func recordsKeepAttributesTextAndRepeatedChildren() throws {
    let records = try items(
      """
      <?xml version="1.0"?>
      <rss xmlns:wp="urn:wp"><channel><title>Skipped</title>
        <item>
          <title>A &amp; B</title>
          <wp:post_id>7</wp:post_id>
          <category domain="category"><![CDATA[News]]></category>
          <category domain="post_tag">swift</category>
          <empty/>
        </item>
        <item><title>Second</title></item>
      </channel></rss>
      """)
    #expect(records.count == 2)
    #expect(
      records[0].0
        == .object([
          "title": .string("A & B"), "wp:post_id": .string("7"),
          "category": .array([
            .object(["@domain": .string("category"), "#text": .string("News")]),
            .object(["@domain": .string("post_tag"), "#text": .string("swift")]),
          ]),
          "empty": .string(""),
        ]))
    #expect(records[0].1 == XMLRecordReader.Origin(ordinal: 1, line: 3))
    #expect(records[1].1 == XMLRecordReader.Origin(ordinal: 2, line: 10))
  }

  @Test func untrustedInputIsRefusedAsEverywhereElse() {
    #expect(
      throws: ArchiveError(
        .malformed,
        "Found a DOCTYPE; blogdoc reads no DTDs, so documents may not declare entities or load external files.",
        at: SourceLocation(line: 2, column: 1), file: "x.xml")
    ) {
      try items("<?xml version=\"1.0\"?>\n<!DOCTYPE rss [<!ENTITY x \"y\">]><rss/>")
    }
    #expect(
      throws: ArchiveError(
        .malformed,
        "Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format.",
        at: SourceLocation(line: 2, column: 15), file: "x.xml")
    ) {
      try items("<rss><channel>\n<item><title>a\u{0}b</title></item></channel></rss>")
    }
    #expect(
      throws: ArchiveError(
        .malformed, "Opening and ending tag mismatch: title line 2 and item.",
        at: SourceLocation(line: 2, column: 29), file: "x.xml")
    ) {
      try items("<rss><channel>\n<item><title>unclosed</item></channel></rss>")
    }
  }

  /// Regression: `<x/>` outside a record closed a record that was never opened (a trap,
  /// "Can't remove last element from an empty collection"), as WordPress writes
  /// `<generator/>` and `<wp:category_parent/>` in a channel.
  @Test func selfClosingElementsOutsideRecordsAreSkipped() throws {
    let records = try items(
      """
      <rss xmlns:wp="urn:wp"><empty/><channel><generator/>
        <wp:category><wp:term_id>3</wp:term_id><wp:category_parent/></wp:category>
        <item><title>One</title><wp:menu_order/></item>
        <wp:tag/>
        <item/>
        <other><item/></other>
      </channel><after/></rss>
      """)
    #expect(
      records.map(\.0) == [
        .object(["title": .string("One"), "wp:menu_order": .string("")]), .string(""),
      ])
    #expect(
      records.map(\.1) == [
        XMLRecordReader.Origin(ordinal: 1, line: 3), XMLRecordReader.Origin(ordinal: 2, line: 5),
      ])
  }

  /// libxml2 2.9 reports a namespace name its URI parser refuses as an error, though its
  /// code is a warning and it binds the name anyway; WordPress exports IRIs there.
  @Test func anIRINamespaceIsAccepted() throws {
    let records = try items(
      """
      <rss xmlns:unicode="http://ëxämplë.com/ünïcödë/" xmlns="http://ëxämplë.com/default/">
      <channel><item><unicode:title unicode:lang="fr">Été</unicode:title></item></channel></rss>
      """)
    #expect(
      records.map(\.0) == [
        .object([
          "unicode:title": .object(["@unicode:lang": .string("fr"), "#text": .string("Été")])
        ])
      ])
  }

  @Test func namespaceErrorsOtherThanIRIsAreStillRefused() {
    #expect(
      throws: ArchiveError(
        .malformed, "Namespace prefix wp on post_id is not defined.",
        at: SourceLocation(line: 1, column: 32), file: "x.xml")
    ) {
      try items("<rss><channel><item><wp:post_id>1</wp:post_id></item></channel></rss>")
    }
    #expect(
      throws: ArchiveError(
        .malformed, "Xmlns:wp: Empty XML namespace is not allowed.",
        at: SourceLocation(line: 1, column: 17), file: "x.xml")
    ) {
      try items("<rss xmlns:wp=\"\"><channel/></rss>")
    }
  }

  /// Found by comparing with the oracle: libxml2 2.9's streaming parser leaves line breaks
  /// in CDATA as written, and WordPress writes post bodies with CR LF in CDATA.
  @Test func lineBreaksInCDATAAreNormalizedAsEverywhereElse() throws {
    let records = try items(
      "<rss><channel><item><a><![CDATA[one\r\ntwo\rthree\r]]></a><b>&#13;\r\n</b></item></channel></rss>"
    )
    #expect(
      records.map(\.0) == [.object(["a": .string("one\ntwo\nthree\n"), "b": .string("\r\n")])])
  }

  @Test func aLargeFileIsReadInChunks() throws {
    // Well past one 64 KB chunk, with records straddling the chunk borders.
    let item = "<item><title>\(String(repeating: "é", count: 700))</title></item>\n"
    let records = try items(
      "<rss><channel>\n" + String(repeating: item, count: 300) + "</channel></rss>")
    #expect(records.count == 300)
    #expect(
      records.allSatisfy { $0.0 == .object(["title": .string(String(repeating: "é", count: 700))]) }
    )
    #expect(records.last?.1.line == 301)
  }
}
