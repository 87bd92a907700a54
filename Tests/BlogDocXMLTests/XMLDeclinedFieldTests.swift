import BlogDocBlog
import BlogDocCore
import Testing

@testable import BlogDocXML

/// A field the sink declines (`RecordSink.wantsField`) is parsed but neither built nor
/// reported: the reader still refuses a malformed byte, a nesting too deep or a bad name
/// in it, and still numbers its elements, so the fields after it keep their ordinals.
@Suite("XML declined fields")
struct XMLDeclinedFieldTests {
  /// Builds a blog through a plain sink, declining the fields in `declined`, and notes
  /// every field reported with its element ordinal.
  final class DecliningSink: RecordSink {
    let inner = DocumentBuilderSink<BlogEntry>(options: .default)
    let declined: Set<String>
    private(set) var reported: [String] = []
    private(set) var asked: [String] = []

    init(declining declined: Set<String>) {
      self.declined = declined
    }

    var names: SchemaNames { inner.names }
    var isSingleRecord: Bool { inner.isSingleRecord }

    func beginDocument(rootName: String, version: Int, ordinal: Int) throws(ArchiveError) {
      try inner.beginDocument(rootName: rootName, version: version, ordinal: ordinal)
    }

    func beginRecord(ordinal: Int) {
      reported.append("record@\(ordinal)")
      inner.beginRecord(ordinal: ordinal)
    }

    func wantsField(_ key: String) -> Bool {
      asked.append(key)
      return !declined.contains(key)
    }

    func addField(key: String, value: ArchiveValue, ordinal: Int) throws(ArchiveError) {
      reported.append("\(key)@\(ordinal)")
      try inner.addField(key: key, value: value, ordinal: ordinal)
    }

    func addDocumentMember(key: String, value: ArchiveValue) {
      reported.append("member \(key)")
      inner.addDocumentMember(key: key, value: value)
    }

    func endRecord() throws(ArchiveError) {
      reported.append("end")
      try inner.endRecord()
    }

    func path(of key: String?) -> String {
      inner.path(of: key)
    }
  }

  static let blog = """
    <?xml version="1.0" encoding="UTF-8"?>
    <blog xmlns="urn:blogdoc:archive" xmlns:bt="urn:blogdoc:type" formatVersion="2">
      <entry>
        <id>first</id>
        <title>First</title>
        <bodyText>Body <![CDATA[with <markup>]]> &amp; more</bodyText>
        <tagNames><tag>a</tag><tag>b</tag></tagNames>
        <rating bt:t="number">not a number</rating>
        <isDraft>true</isDraft>
      </entry>
      <entry>
        <id>second</id>
        <title>Second</title>
        <rating bt:t="number">4</rating>
        <tagNames><tag>c</tag></tagNames>
      </entry>
    </blog>
    """

  /// Reads `xml` through a sink declining `declined`; the sink, or the error's message.
  static func read(
    _ xml: String, declining declined: Set<String>
  ) -> Result<DecliningSink, ArchiveError> {
    let sink = DecliningSink(declining: declined)
    let bytes = Array(xml.utf8)
    return bytes.withUnsafeBytes { buffer in
      Result { () throws(ArchiveError) in
        let input = try ReadableInput.prepare(buffer, options: .default)
        var reader = try XMLArchiveReader(input: input, options: .default, sink: sink)
        try reader.read()
        return sink
      }
    }
  }

  @Test func aDeclinedFieldIsNeitherBuiltNorReportedAndTheOthersKeepTheirOrdinals() throws {
    // Read whole, the first entry's rating is refused: its value is built.
    guard case .failure(let whole) = Self.read(Self.blog, declining: []) else {
      Issue.record("Expected the bad rating to be refused when it is built.")
      return
    }
    #expect(
      whole.description
        == "8:5: /blog/entry[1]/rating: Expected a JSON number such as 12 or 4.5 in an element with bt:t=\"number\", found \"not a number\"."
    )
    // The oracle: every field with its ordinal, counted by hand from the text above.
    let everyField = [
      "record@1", "id@2", "title@3", "bodyText@4", "tagNames@5", "rating@8", "isDraft@9", "end",
      "record@10", "id@11", "title@12", "rating@13", "tagNames@14", "end",
    ]
    let declined: Set<String> = ["bodyText", "tagNames", "rating"]
    let sink = try Self.read(Self.blog, declining: declined).get()
    #expect(
      sink.reported == everyField.filter { !declined.contains(String($0.prefix { $0 != "@" })) })
    #expect(
      sink.asked == [
        "id", "title", "bodyText", "tagNames", "rating", "isDraft", "id", "title", "rating",
        "tagNames",
      ])
    let document = try sink.inner.builder.finish().document
    #expect(document.ids == ["first", "second"])
    #expect(document[id: "first"]?.bodyText == "")
    #expect(document[id: "first"]?.tagNames == [])
    #expect(document[id: "first"]?.isDraft == true)
    #expect(document[id: "first"]?.unknownFields.isEmpty == true)
    #expect(document[id: "second"]?.unknownFields.isEmpty == true)
  }

  @Test func aMalformedByteInADeclinedFieldIsStillAnError() {
    let cases = [
      (
        Self.blog.replacing("with <markup>", with: "with <markup>]]> &bogus; <![CDATA[x"),
        "6:53: Entity 'bogus' not defined."
      ),
      (
        Self.blog.replacing("<tag>b</tag>", with: "<tag>b</tga>"),
        "7:39: Opening and ending tag mismatch: tag line 7 and tga."
      ),
      (
        Self.blog.replacing("<tag>c</tag>", with: "<p:tag>c</p:tag>"),
        "15:21: Namespace prefix p on tag is not defined."
      ),
    ]
    for (xml, message) in cases {
      for declined in [Set<String>(), ["bodyText", "tagNames"]] {
        guard case .failure(let error) = Self.read(xml, declining: declined) else {
          Issue.record("Expected \(message) declining \(declined).")
          continue
        }
        #expect(error.description == message, "declining \(declined)")
      }
    }
  }

  @Test func aDeclinedFieldStillCountsTowardsTheDepthBound() {
    let deep = String(repeating: "<d>", count: 70) + String(repeating: "</d>", count: 70)
    let xml = Self.blog.replacing("<tag>a</tag>", with: "<tag>\(deep)</tag>")
    guard case .failure(let error) = Self.read(xml, declining: ["tagNames"]) else {
      Issue.record("Expected the nesting to be refused.")
      return
    }
    #expect(
      error.description
        == "7:200: /blog/entry[1]/tagNames: Elements nest deeper than the 64 levels blogdoc reads.")
  }
}
