import BlogDocCore
import BlogDocXML
import BlogDocBlog
import FoundationEssentials
import Testing

/// Documents survive XML → model → XML → model, and what the reader makes of hand-written
/// XML is exactly what FORMAT.md says.
@Suite("XML round trips")
struct XMLRoundTripTests {
  /// XML turns every CR LF and lone CR in the file into a line feed before parsing, inside
  /// CDATA sections too; libxml2's streaming reader hands CDATA over as written.
  @Test func lineBreaksInCDATAReadAsLineFeeds() throws {
    let bytes = Array(
      "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\r\n<id>a</id>\r\n<title><![CDATA[x\r\ny\rz]]></title>\r\n<summary>p\r\nq&#13;</summary></entry>\r\n"
        .utf8)
    let entry = try XMLArchiveFormat().decode(BlogEntry.self, from: bytes).entries[0]
    #expect(entry.title == "x\ny\nz")
    #expect(entry.summary == "p\nq\r")
  }

  @Test(arguments: Fixtures.hostileStrings)
  func hostileStringsSurviveInEveryTextField(_ hostile: String) throws {
    var entry = Fixtures.helloWorld
    entry.title = hostile
    entry.summary = hostile
    entry.authorName = hostile
    entry.bodyText = "before " + hostile + " after"
    entry.tagNames = [hostile, "plain"]
    entry.categoryNames = [hostile]
    entry.unknownFields = [
      "note": .string(hostile), "nested": .object(["inner": .string(hostile)]),
    ]
    try expectRoundTrip(ModelDocument(entry: entry))
    var second = entry
    second.id = "second"
    try expectRoundTrip(
      try BlogDocument(entries: [entry, second], unknownFields: ["x": .string(hostile)]))
  }

  @Test func cdataSectionsAreReadAsText() throws {
    let document = try decode(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>cdata</id>
        <title>a <![CDATA[<b>bold</b> & ]]> b</title>
        <bodyText><![CDATA[Raw <div class="x">&amp;</div>
      end marker: ]]]]><![CDATA[> done]]></bodyText>
        <tagNames>
          <tag><![CDATA[  spaced  ]]></tag>
        </tagNames>
      </entry>
      """)
    let entry = try #require(document[id: "cdata"])
    #expect(entry.title == "a <b>bold</b> &  b")
    #expect(entry.bodyText == "Raw <div class=\"x\">&amp;</div>\nend marker: ]]> done")
    #expect(entry.tagNames == ["  spaced  "])
    try expectRoundTrip(document)
  }

  @Test func whitespaceInsideTextIsKeptAndIndentationIsNot() throws {
    let document = try decode(
      "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n"
        + "  <id>ws</id>\n  <title>  </title>\n  <summary>\n\t x \n</summary>\n"
        + "  <bodyText>line&#13;\nnext&#13;lone&#xD;&#xA;end\r\nraw CRLF</bodyText>\n"
        + "  <tagNames>\n    <tag> a </tag>\n\n    <tag>\t</tag>\n  </tagNames>\n"
        + "  <categoryNames>\n  </categoryNames>\n</entry>")
    let entry = try #require(document[id: "ws"])
    #expect(entry.title == "  ")
    #expect(entry.summary == "\n\t x \n")
    // A raw CR LF is a line break to XML and reads as LF; `&#13;` keeps a CR.
    #expect(entry.bodyText == "line\r\nnext\rlone\r\nend\nraw CRLF")
    #expect(entry.tagNames == [" a ", "\t"])
    #expect(entry.categoryNames == [])
    try expectRoundTrip(document)
  }

  @Test func unknownMembersKeepTheirShapeAndOrder() throws {
    let document = try decode(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>unknown-fields</id>
        <title>Fields from the future</title>
        <mood>cheerful</mood>
        <postedDate>2026-11-16T16:16:16Z</postedDate>
        <readingMinutes xmlns:bt="urn:blogdoc:type" bt:t="number">12345678901234567890</readingMinutes>
        <empty/>
        <location>
          <city>Zürich</city>
          <geo lat="47.37" lon="8.54"/>
          <city>Bern</city>
        </location>
        <rating xmlns="https://ratings.example.org/ns">4.5</rating>
        <featured xmlns:bt="urn:blogdoc:type" bt:t="bool">true</featured>
        <gone xmlns:bt="urn:blogdoc:type" bt:t="null"/>
        <list xmlns:bt="urn:blogdoc:type" bt:t="array">
          <item>one</item>
          <item bt:t="number">-2.5e3</item>
          <item bt:t="object"/>
        </list>
        <bt:member xmlns:bt="urn:blogdoc:type" name="my key">value</bt:member>
        <p>Mixed <em>content</em> kept.</p>
        <quoted bt:t="string" xmlns:bt="urn:blogdoc:type">  </quoted>
      </entry>
      """)
    let entry = try #require(document[id: "unknown-fields"])
    let expected: ArchiveObject = [
      "mood": .string("cheerful"),
      "readingMinutes": .number("12345678901234567890"),
      "empty": .string(""),
      "location": .object([
        "city": .string("Zürich"),
        "geo": .object(["@lat": .string("47.37"), "@lon": .string("8.54")]),
        "city": .string("Bern"),
      ]),
      "{https://ratings.example.org/ns}rating": .string("4.5"),
      "featured": .bool(true),
      "gone": .null,
      "list": .array([.string("one"), .number("-2.5e3"), .object([:])]),
      "my key": .string("value"),
      "p": .object([
        "#text": .string("Mixed "), "em": .string("content"), "#text": .string(" kept."),
      ]),
      "quoted": .string("  "),
    ]
    #expect(entry.unknownFields == expected)
    try expectRoundTrip(document)
  }

  @Test func foreignNamespacesGiveClarkKeysAtEveryLevel() throws {
    let document = try decode(
      """
      <entry xmlns="urn:blogdoc:archive" xmlns:r="urn:r" formatVersion="2">
        <id>ns</id>
        <title>Namespaces</title>
        <r:review r:score="5" plain="p">
          <r:by>Ada</r:by>
          <comment>ours</comment>
          <none xmlns="">bare</none>
        </r:review>
      </entry>
      """)
    let entry = try #require(document[id: "ns"])
    #expect(
      entry.unknownFields == [
        "{urn:r}review": .object([
          "@{urn:r}score": .string("5"), "@plain": .string("p"),
          "{urn:r}by": .string("Ada"), "comment": .string("ours"), "{}none": .string("bare"),
        ])
      ])
    try expectRoundTrip(document)
  }

  @Test func aNamespaceWithAnAmpersandIsKeptThroughXML() throws {
    // libxml2 reads a declared namespace's "&" back as "&#38;", so such keys are written
    // as bt:member elements (found by scripts/fuzz, FuzzJSONReader).
    let entry = BlogEntry(
      id: "amp", title: "Amp",
      unknownFields: [
        "{https://a&b.example/ns}rating": .string("4.5"),
        "r": .object(["@{urn:x&y}at": .string("v")]),
      ])
    try expectRoundTrip(ModelDocument(entry: entry))
  }

  @Test func attributesOnRecordsAndTheBlogBecomeMembers() throws {
    let document = try decode(
      """
      <blog xmlns="urn:blogdoc:archive" formatVersion="2" generator="other-tool">
        <entry lang="en">
          <id>a</id>
          <title>A</title>
        </entry>
      </blog>
      """)
    #expect(document.unknownFields == ["@generator": .string("other-tool")])
    #expect(document[id: "a"]?.unknownFields == ["@lang": .string("en")])
    try expectRoundTrip(document)
  }

  @Test func anXIncludeElementIsJustAnUnknownMember() throws {
    let document = try decode(
      """
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>xi</id>
        <title>XInclude is not processed</title>
        <xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>
      </entry>
      """)
    #expect(
      document[id: "xi"]?.unknownFields == [
        "{http://www.w3.org/2001/XInclude}include": .object([
          "@href": .string("file:///etc/passwd"), "@parse": .string("text"),
        ])
      ])
    try expectRoundTrip(document)
  }

  @Test(arguments: [true, false])
  func utf16DocumentsWithAByteOrderMarkAreRead(bigEndian: Bool) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-16"?>
      <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <id>utf-16</id>
        <title>Astral 𝄞 and Zürich</title>
        <postedDate>oops</postedDate>
      </entry>
      """
    var input: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in xml.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      input += bigEndian ? pair : pair.reversed()
    }
    #expect(
      decodingError(input)
        == "5:3: /entry/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"oops\"."
    )
    let fixed = xml.replacing("oops", with: "2026-11-20T10:00:00Z")
    var fixedInput: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in fixed.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      fixedInput += bigEndian ? pair : pair.reversed()
    }
    let document = try XMLArchiveFormat().decode(BlogEntry.self, from: fixedInput)
    #expect(document[id: "utf-16"]?.title == "Astral 𝄞 and Zürich")
  }

  @Test func aByteOrderMarkAndAnotherEncodingAreRead() throws {
    let utf8 =
      [0xEF, 0xBB, 0xBF]
      + bytes(
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><id>bom</id><title>BOM</title></entry>"
      )
    #expect(try XMLArchiveFormat().decode(BlogEntry.self, from: utf8)[id: "bom"]?.title == "BOM")
    let latin1 =
      bytes(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><id>latin</id><title>Z"
      )
      + [0xFC] + bytes("rich</title></entry>")
    #expect(
      try XMLArchiveFormat().decode(BlogEntry.self, from: latin1)[id: "latin"]?.title == "Zürich")
  }

  @Test func readersOnManyThreadsAtOnceStayIndependent() async throws {
    let good = try XMLArchiveFormat().encode(Fixtures.helloWorld)
    let bad = bytes(
      "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>x</id>\n  <title>t</titel>\n</entry>"
    )
    let outcomes = await withTaskGroup(of: String.self) { group in
      for index in 0..<64 {
        group.addTask {
          do throws(ArchiveError) {
            let document = try XMLArchiveFormat().decode(
              BlogEntry.self, from: index.isMultiple(of: 2) ? good : bad)
            return document[id: "hello-world"]?.title ?? "missing"
          } catch {
            return error.description
          }
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(
      outcomes == [
        "Hello, World", "3:19: Opening and ending tag mismatch: title line 3 and titel.",
      ])
  }

  @Test func violationsAreCollectedWithTheirLocations() throws {
    let xml = """
      <blog xmlns="urn:blogdoc:archive" formatVersion="2">
        <entry>
          <id>Not A Slug</id>
          <title>   </title>
          <tagNames>
            <tag>twice</tag>
            <tag>twice</tag>
          </tagNames>
        </entry>
        <entry>
          <id>fine-entry</id>
          <title>Fine</title>
          <postedDate>2026-11-20T10:00:00Z</postedDate>
          <updatedDate>2026-11-19T10:00:00Z</updatedDate>
        </entry>
      </blog>
      """
    let decoded = try XMLArchiveFormat().decode(
      BlogEntry.self, from: bytes(xml), options: DecodingOptions(collectsViolations: true))
    #expect(
      decoded.violations.map(\.description) == [
        "3:5: /blog/entry[1]/id: Expected a slug of lowercase letters, digits and single hyphens such as 'hello-world', found \"Not A Slug\".",
        "4:5: /blog/entry[1]/title: Title must not be empty.",
        "5:5: /blog/entry[1]/tagNames: 'twice' appears more than once.",
        "14:5: /blog/entry[2]/updatedDate: Updated date 2026-11-19T10:00:00Z is before the posted date 2026-11-20T10:00:00Z.",
      ])
  }
}
