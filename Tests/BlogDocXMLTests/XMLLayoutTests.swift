import BlogDocCore
import BlogDocXML
import BlogDocBlog
import FoundationEssentials
import Testing

/// The exact bytes the writer produces: FORMAT.md's layout, golden.
@Suite("XML layout")
struct XMLLayoutTests {
  @Test func aSingleEntryIsWrittenAsFormatMDShowsIt() throws {
    #expect(
      text(try XMLArchiveFormat().encode(Fixtures.helloWorld)) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <entry xmlns="urn:blogdoc:archive" formatVersion="2">
          <id>hello-world</id>
          <title>Hello, World</title>
          <postedDate>2026-11-20T10:00:00Z</postedDate>
          <bodyText>Some *Markdown* &lt;b&gt; &amp; more</bodyText>
          <tagNames>
            <tag>swift</tag>
            <tag>linux</tag>
          </tagNames>
          <categoryNames/>
          <isDraft>false</isDraft>
        </entry>

        """)
  }

  @Test func aBlogHoldsOneEntryElementPerEntryThenItsUnknownMembers() throws {
    var second = BlogEntry(
      id: "second", title: "Two", postedDate: Fixtures.timestamp("2026-11-21T08:30:00.5+01:00"))
    second.summary = ""
    second.permalink = URL(string: "https://blog.example.org/second?a=1&b=2")
    second.isDraft = true
    let blog = try BlogDocument(
      entries: [Fixtures.helloWorld, second],
      unknownFields: ["blogTitle": .string("Notes"), "entry": .string("not a record")])
    #expect(
      try expectRoundTrip(blog) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <blog xmlns="urn:blogdoc:archive" formatVersion="2">
          <entry>
            <id>hello-world</id>
            <title>Hello, World</title>
            <postedDate>2026-11-20T10:00:00Z</postedDate>
            <bodyText>Some *Markdown* &lt;b&gt; &amp; more</bodyText>
            <tagNames>
              <tag>swift</tag>
              <tag>linux</tag>
            </tagNames>
            <categoryNames/>
            <isDraft>false</isDraft>
          </entry>
          <entry>
            <id>second</id>
            <title>Two</title>
            <summary/>
            <postedDate>2026-11-21T08:30:00.5+01:00</postedDate>
            <bodyText/>
            <tagNames/>
            <categoryNames/>
            <isDraft>true</isDraft>
            <permalink>https://blog.example.org/second?a=1&amp;b=2</permalink>
          </entry>
          <blogTitle>Notes</blogTitle>
          <bt:member xmlns:bt="urn:blogdoc:type" name="entry">not a record</bt:member>
        </blog>

        """)
  }

  @Test func anEmptyBlogIsOneSelfClosingRoot() throws {
    #expect(
      try expectRoundTrip(try BlogDocument(entries: [])) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <blog xmlns="urn:blogdoc:archive" formatVersion="2"/>

        """)
  }

  @Test func carriageReturnsAreCharacterReferencesAndMarkupIsEscaped() throws {
    var entry = BlogEntry(id: "escapes", title: "a\r\nb\rc\n ]]> <x> & \"q\" 'a'\t")
    entry.tagNames = ["  padded  ", ""]
    let xml = text(try XMLArchiveFormat().encode(entry))
    #expect(xml.contains("<title>a&#13;\nb&#13;c\n ]]&gt; &lt;x&gt; &amp; \"q\" 'a'\t</title>"))
    #expect(xml.contains("  <tagNames>\n    <tag>  padded  </tag>\n    <tag/>\n  </tagNames>\n"))
  }

  @Test func unknownMembersOfEveryShapeHaveOneWrittenForm() throws {
    var entry = BlogEntry(id: "shapes", title: "Shapes")
    entry.unknownFields = [
      "mood": .string("cheerful"),
      "readingMinutes": .number("12345678901234567890"),
      "featured": .bool(true),
      "retired": .null,
      "scores": .array([.number("1.50"), .string("two"), .null, .array([])]),
      "location": .object([
        "city": .string("Zürich"),
        "geo": .object(["@lat": .string("47.37"), "@lon": .string("8.54")]),
      ]),
      "nothing": .object([:]),
      "justText": .object(["#text": .string("hi")]),
      "my key": .string("a key that is not an XML name"),
      "{https://ratings.example.org/ns}rating": .object([
        "{https://ratings.example.org/ns}stars": .string("4.5"),
        "{}plain": .string("no namespace"), "ours": .string("schema namespace"),
      ]),
      "note": .object([
        "@{http://www.w3.org/XML/1998/namespace}lang": .string("en"),
        "@{urn:x}flag": .string("a\tb\n\"c\""),
        "#text": .string("Hello "), "b": .string("bold"), "#text": .string(" world\r\n"),
        "#text": .string("  "),
      ]),
      "#text": .string("stray text"),
    ]
    let xml = try expectRoundTrip(ModelDocument(entry: entry))
    // The declaration, <entry>, then the six fields an undated entry writes.
    let unknownPart = xml.split(separator: "\n").dropFirst(8).dropLast().joined(separator: "\n")
    #expect(
      unknownPart == """
          <mood>cheerful</mood>
          <readingMinutes xmlns:bt="urn:blogdoc:type" bt:t="number">12345678901234567890</readingMinutes>
          <featured xmlns:bt="urn:blogdoc:type" bt:t="bool">true</featured>
          <retired xmlns:bt="urn:blogdoc:type" bt:t="null"/>
          <scores xmlns:bt="urn:blogdoc:type" bt:t="array">
            <item xmlns:bt="urn:blogdoc:type" bt:t="number">1.50</item>
            <item>two</item>
            <item xmlns:bt="urn:blogdoc:type" bt:t="null"/>
            <item xmlns:bt="urn:blogdoc:type" bt:t="array"/>
          </scores>
          <location>
            <city>Zürich</city>
            <geo lat="47.37" lon="8.54"/>
          </location>
          <nothing xmlns:bt="urn:blogdoc:type" bt:t="object"/>
          <justText xmlns:bt="urn:blogdoc:type" bt:t="object">hi</justText>
          <bt:member xmlns:bt="urn:blogdoc:type" name="my key">a key that is not an XML name</bt:member>
          <rating xmlns="https://ratings.example.org/ns">
            <stars>4.5</stars>
            <plain xmlns="">no namespace</plain>
            <ours xmlns="urn:blogdoc:archive">schema namespace</ours>
          </rating>
          <note xml:lang="en" xmlns:a1="urn:x" a1:flag="a&#9;b&#10;&quot;c&quot;">Hello <b>bold</b> world&#13;
        <bt:member xmlns:bt="urn:blogdoc:type" name="#text">  </bt:member></note>
          <bt:member xmlns:bt="urn:blogdoc:type" name="#text">stray text</bt:member>
        """)
  }
}
