import BlogDocCore
import BlogDocXML
import BlogDocBlog
import Testing

/// Version 1 documents are migrated on read; newer versions are refused.
@Suite("XML format versions")
struct XMLMigrationTests {
  static let versionOne = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- Format version 1: the body was <body>, the flag <draft>, and tags one string. -->
    <entry xmlns="urn:blogdoc:archive" formatVersion="1">
      <id>from-version-one</id>
      <title>Written by blogdoc's first drafts</title>
      <postedDate>2025-03-14T15:09:26Z</postedDate>
      <body>The body was called "body" in version 1.</body>
      <tags>history, migration ,formats</tags>
      <draft>true</draft>
      <mood>kept</mood>
    </entry>
    """

  @Test func aVersionOneDocumentIsMigrated() throws {
    let decoded = try XMLArchiveFormat().decode(
      BlogEntry.self, from: bytes(Self.versionOne), options: .default)
    #expect(decoded.formatVersion == 1)
    let entry = try #require(decoded.document[id: "from-version-one"])
    #expect(entry.bodyText == "The body was called \"body\" in version 1.")
    #expect(entry.tagNames == ["history", "migration", "formats"])
    #expect(entry.isDraft)
    #expect(entry.unknownFields == ["mood": .string("kept")])
    let written = text(try XMLArchiveFormat().encode(decoded.document))
    #expect(written.contains("formatVersion=\"2\""))
    #expect(written.contains("  <tagNames>\n    <tag>history</tag>\n"))
    try expectRoundTrip(decoded.document)
  }

  @Test func anErrorInAVersionOneRecordKeepsItsLocation() {
    let xml = Self.versionOne.replacing("2025-03-14T15:09:26Z", with: "soon")
    #expect(
      decodingError(xml)
        == "6:3: /entry/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"soon\"."
    )
  }

  @Test func aNewerVersionIsRefused() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <entry xmlns="urn:blogdoc:archive" formatVersion="3">
        <id>from-the-future</id>
        <title>Written by a newer blogdoc</title>
      </entry>
      """
    #expect(
      decodingError(xml)
        == "2:1: This document has format version 3, newer than the 2 this blogdoc reads; update blogdoc to read it."
    )
  }

  @Test func anOlderVersionThanAnyMigrationIsRefused() {
    #expect(
      decodingError("<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"0\"/>")
        == "1:1: This document has format version 0; this blogdoc reads versions 1 to 2.")
  }
}
