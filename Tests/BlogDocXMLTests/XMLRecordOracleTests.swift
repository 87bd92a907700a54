import BlogDocCore
import BlogDocTestSupport
import Testing

/// `XMLRecordReader` against `XMLRecordOracle`, which reads the same bytes with libxml2's
/// tree parser and builds records by the reader's documented rules.
@Suite struct XMLRecordOracleTests {
  static let path = ["rss", "channel", "item"]

  func verdict(_ xml: String, maxDepth: Int = 256) -> XMLRecordOracle.Verdict {
    XMLRecordOracle.verdict(on: Array(xml.utf8), recordPath: Self.path, maxDepth: maxDepth)
  }

  @Test func theOracleBuildsRecordsByTheDocumentedRules() {
    let xml = """
      <rss xmlns:wp="urn:wp"><channel><generator/><item a="1">x<b>y</b>z<b/><c>
      </c><!-- no --><?pi?><![CDATA[w]]></item>
      <item><rss><channel><item>inner</item></channel></rss></item></channel></rss>
      """
    #expect(
      verdict(xml)
        == .records([
          .init(
            value: .object([
              "@a": .string("1"), "b": .array([.string("y"), .string("")]), "c": .string("\n"),
              "#text": .string("xzw"),
            ]), line: 1),
          .init(
            value: .object(["rss": .object(["channel": .object(["item": .string("inner")])])]),
            line: 3),
        ]))
  }

  @Test func theOracleEncodesBlogdocsExtraRefusals() {
    #expect(verdict("<rss><channel><item/></channel></rss>\0") == .refused(.nul))
    #expect(
      XMLRecordOracle.verdict(on: [0xFE, 0xFF] + Array("<rss/>".utf8), recordPath: Self.path)
        == .refused(.utf16))
    #expect(verdict("<!DOCTYPE rss><rss/>") == .refused(.doctype))
    #expect(
      verdict("<rss><channel><item><a><b/></a></item></channel></rss>", maxDepth: 2)
        == .refused(.tooDeep))
    #expect(
      verdict("<rss><channel><item><a><b/></a></item></channel></rss>", maxDepth: 3)
        != .refused(.tooDeep))
    #expect(
      verdict(#"<rss xmlns:u="http://ëxämplë.com/"><channel><item><u:a/></item></channel></rss>"#)
        == .records([.init(value: .object(["u:a": .string("")]), line: 1)]))
    #expect(
      verdict("<rss><channel><item><u:a/></item></channel></rss>")
        == .refused(.libxml2(code: 201, message: "Namespace prefix u on a is not defined\n")))
  }

  @Test(arguments: [
    "<rss><channel><generator/><wp:category xmlns:wp=\"urn:wp\"><wp:category_parent/></wp:category><item/></channel></rss>",
    "<rss><channel><item><a><b><c/></b></a></item></channel></rss>",
    "<rss><channel><item>\0</item></channel></rss>",
    "<rss><channel><item>&ent;</item></channel></rss>",
    "<?xml version=\"1.0\"?><!DOCTYPE rss><rss/>",
    "<rss><channel></item></channel></rss>",
    "<rss><channel><item/></channel></rss><rss/>",
  ])
  func readerAndOracleAgreeOnCorners(_ xml: String) {
    #expect(
      XMLRecordOracle.disagreement(on: Array(xml.utf8), recordPath: Self.path, maxDepth: 2) == nil)
  }

  @Test func readerAndOracleAgreeOnGeneratedDocuments() async {
    await propertyCheck(
      count: propertyCount(300), input: RecordXMLGenerators.document, Gen.int(in: 1...6)
    ) { bytes, maxDepth in
      let disagreement = XMLRecordOracle.disagreement(
        on: bytes, recordPath: Self.path, maxDepth: maxDepth)
      #expect(disagreement == nil, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
  }

  @Test func readerAndOracleAgreeOnWordPressExports() async {
    await propertyCheck(count: propertyCount(100), input: WXRGenerator.export) { export in
      let disagreement = XMLRecordOracle.disagreement(on: export.bytes, recordPath: Self.path)
      #expect(disagreement == nil, "\(export)")
      guard
        case .records(let records) = XMLRecordOracle.verdict(
          on: export.bytes, recordPath: Self.path)
      else {
        Issue.record("A generated export is refused: \(export)")
        return
      }
      #expect(records.count == export.postCount + export.pageCount + export.skippedCount)
    }
  }
}
