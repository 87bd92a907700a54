import BlogDocCore
import BlogDocTestSupport
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import Testing

/// XML and JSON carry the same model: any document survives any chain of conversions.
@Suite("Round trips across XML and JSON")
struct CrossFormatRoundTripTests {
  let xml = XMLArchiveFormat()
  let json = JSONArchiveFormat()

  @Test func aBlogSurvivesXMLThenJSONThenXML() async {
    await propertyCheck(count: 150, input: Generators.blogDocument()) { blog in
      let viaXML = try xml.decode(BlogEntry.self, from: try xml.encode(blog))
      let viaJSON = try json.decode(BlogEntry.self, from: try json.encode(viaXML))
      let back = try xml.decode(BlogEntry.self, from: try xml.encode(viaJSON))
      #expect(viaXML == blog)
      #expect(viaJSON == blog)
      #expect(back == blog)
    }
  }

  @Test func aSingleEntrySurvivesJSONThenXML() async {
    await propertyCheck(count: 300, input: Generators.blogEntry) { entry in
      let document = ModelDocument(entry: entry)
      let viaJSON = try json.decode(BlogEntry.self, from: try json.encode(document))
      let viaXML = try xml.decode(BlogEntry.self, from: try xml.encode(viaJSON))
      #expect(viaXML == document)
    }
  }

  @Test func encodingIsStableAcrossFormats() async {
    await propertyCheck(count: 150, input: Generators.blogDocument()) { blog in
      let xmlBytes = try xml.encode(blog)
      let jsonBytes = try json.encode(blog)
      #expect(try xml.encode(try json.decode(BlogEntry.self, from: jsonBytes)) == xmlBytes)
      #expect(try json.encode(try xml.decode(BlogEntry.self, from: xmlBytes)) == jsonBytes)
    }
  }
}
