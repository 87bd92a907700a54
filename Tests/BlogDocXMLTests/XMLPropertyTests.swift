import BlogDocCore
import BlogDocXML
import BlogDocTestSupport
import BlogDocBlog
import Testing

/// Random documents with hostile text and unknown members of every shape survive
/// encode → decode unchanged, and text XML cannot hold is refused on write.
@Suite("XML properties")
struct XMLPropertyTests {
  let format = XMLArchiveFormat()

  @Test func aSingleEntryRoundTrips() async {
    await propertyCheck(count: 200, input: XMLGenerators.entryDocument) { document in
      let encoded = try format.encode(document)
      #expect(try format.decode(BlogEntry.self, from: encoded) == document)
    }
  }

  @Test func aBlogRoundTrips() async {
    await propertyCheck(count: 200, input: XMLGenerators.blogDocument) { document in
      let encoded = try format.encode(document)
      let decoded = try format.decode(BlogEntry.self, from: encoded)
      #expect(decoded == document)
      // Writing what was read gives the same bytes: the layout has one form per value.
      #expect(try format.encode(decoded) == encoded)
    }
  }

  @Test func textXMLCannotHoldIsRefusedOnWrite() async {
    await propertyCheck(count: 200, input: XMLGenerators.disallowedText) { input in
      let (hostile, scalar) = input
      let name = XMLCharacterRule.name(of: scalar)
      let sentence =
        "Found \(name), a character XML 1.0 cannot hold; blogdoc refuses it in every format."
      var entry = BlogEntry(id: "refused", title: "fine")
      entry.bodyText = hostile
      #expect(writeError(ModelDocument(entry: entry)) == "/entry/bodyText: " + sentence)
      entry.bodyText = ""
      entry.unknownFields = ["extra": .object(["inner": .array([.string(hostile)])])]
      #expect(writeError(ModelDocument(entry: entry)) == "/entry/extra: " + sentence)
      entry.unknownFields = [
        "extra": .object(ArchiveObject([ArchiveObject.Member(key: hostile, value: .null)]))
      ]
      #expect(writeError(ModelDocument(entry: entry)) == "/entry/extra: " + sentence)
    }
  }

  @Test func everyKindOfPlaceNamesTheFieldThatCannotBeWritten() throws {
    var first = BlogEntry(id: "first", title: "fine")
    var second = BlogEntry(id: "second", title: "fine")
    second.tagNames = ["ok", "bell\u{7}"]
    #expect(
      writeError(try BlogDocument(entries: [first, second]))
        == "/blog/entry[2]/tagNames: Found U+0007, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
    first.summary = "\u{FFFF}"
    #expect(
      writeError(ModelDocument(entry: first))
        == "/entry/summary: Found U+FFFF, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
    #expect(
      writeError(try BlogDocument(entries: [], unknownFields: ["note": .string("nul\0")]))
        == "/blog/note: Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
    var third = BlogEntry(id: "third", title: "fine")
    third.unknownFields = ["count": .number("twelve")]
    #expect(
      writeError(ModelDocument(entry: third))
        == "/entry/count: Expected a JSON number such as 12 or 4.5, found \"twelve\"; it cannot be written as a number."
    )
  }

  private func writeError(_ document: BlogDocument) -> String? {
    do {
      _ = try format.encode(document)
      Issue.record("Expected the document to be refused.")
      return nil
    } catch {
      #expect(error.kind == .unwritable)
      return error.description
    }
  }
}
