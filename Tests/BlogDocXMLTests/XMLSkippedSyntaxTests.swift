import BlogDocBlog
import BlogDocCore
import BlogDocXML
import Testing

/// The XML reader counts the comments and processing instructions it passes over, which
/// the canonical form drops: both of its reads, and in UTF-16 as in UTF-8.
@Suite("XML skipped syntax")
struct XMLSkippedSyntaxTests {
  static let documents = [
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <entry xmlns="urn:blogdoc:archive" formatVersion="2"><id>a</id><title>A</title></entry>
    """,
    """
    <?xml-stylesheet href="a.css"?>
    <!-- before -->
    <entry xmlns="urn:blogdoc:archive" formatVersion="2">
      <id>a</id><!-- after the id --><title>A<?pi inside a value?></title>
      <tagNames><!-- in a list --><tag>x</tag><?pi?></tagNames>
    </entry>
    <!-- after --><?pi after?>
    """,
    """
    <blog xmlns="urn:blogdoc:archive" formatVersion="2">
      <!-- one --><!-- two -->
      <entry><id>a</id><title>A</title></entry>
      <entry><id>b</id><title>B <!-- a comment inside a value --></title></entry>
    </blog>
    """,
  ]

  /// The naive count: every `<!--`, and every `<?` but the XML declaration's.
  static func oracle(_ text: String) -> SkippedSyntax {
    SkippedSyntax(
      comments: text.components(separatedBy: "<!--").count - 1,
      processingInstructions: text.components(separatedBy: "<?").count - 1
        - (text.hasPrefix("<?xml ") ? 1 : 0))
  }

  func decoded(_ bytes: [UInt8]) throws -> (SkippedSyntax, SkippedSyntax) {
    try bytes.withUnsafeBytes { raw in
      let format = XMLArchiveFormat()
      let plain = try format.decode(BlogEntry.self, from: raw, options: .default)
      let (mapped, _) = try format.decodeWithSourceMap(BlogEntry.self, from: raw)
      return (plain.skippedSyntax, mapped.skippedSyntax)
    }
  }

  @Test(arguments: documents)
  func bothReadsCountWhatTheOracleCounts(_ text: String) throws {
    let expected = Self.oracle(text)
    let (plain, mapped) = try decoded(Array(text.utf8))
    #expect(plain == expected)
    #expect(mapped == expected)
  }

  @Test(arguments: documents)
  func aUTF16DocumentCountsTheSame(_ text: String) throws {
    let declared =
      text.hasPrefix("<?xml version")
      ? text.replacing("encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"") : text
    let bytes: [UInt8] =
      [0xFE, 0xFF] + declared.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let (plain, mapped) = try decoded(bytes)
    #expect(plain == Self.oracle(text))
    #expect(mapped == Self.oracle(text))
  }
}
