import BlogDocBlog
import BlogDocCore
import BlogDocXML
import FoundationEssentials
import Testing

/// libxml2's push parser hands text and CDATA over in pieces where the bytes it was given
/// end (and CDATA in pieces of 300 bytes), so a value, a line break or a run of stray text
/// can straddle two pieces. Whatever the offset, the value read is the one a naive oracle
/// makes of the whole text, and a refusal quotes the whole text.
@Suite("XML chunk boundaries")
struct XMLChunkBoundaryTests {
  /// The reader pushes the document in pieces of this size.
  static let chunk = 256 * 1024

  static let head = "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>a</id>\n"

  /// A document whose `<bodyText>` holds `content` and starts `shift` bytes before a
  /// chunk's end; padding goes into the title.
  static func document(bodyText content: String, shift: Int) -> String {
    let before = head + "  <title>"
    let between = "</title>\n  <bodyText>"
    let padding = chunk - shift - before.utf8.count - between.utf8.count
    return before + String(repeating: "t", count: padding) + between + content
      + "</bodyText>\n</entry>\n"
  }

  /// The naive oracle: XML's line-break normalization of the text as written, scalar by
  /// scalar (a `String`'s characters would take CR LF as one).
  static func normalized(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\r" {
        result.append("\n")
      } else if !(scalar == "\n" && previous == "\r") {
        result.append(scalar)
      }
      previous = scalar
    }
    return String(result)
  }

  @Test(arguments: [0, 1, 2, 3, 150, 299, 300, 301, 302, 311, 312, 400, 600, 1000, 5000, 9000])
  func aCDATASectionAcrossAChunkReadsAsTheOracleSays(shift: Int) throws {
    // libxml2 hands over the first 300 bytes of a section whose end it has not seen yet.
    let text =
      String(repeating: "x", count: 299) + "\r\n" + String(repeating: "ab\r\ncd\r", count: 2000)
      + "\r\nend"
    let xml = Self.document(bodyText: "<![CDATA[\(text)]]><![CDATA[\ntail]]>", shift: shift)
    let document = try decode(xml)
    #expect(document[id: "a"]?.bodyText == Self.normalized(text + "\ntail"))
    #expect(document[id: "a"]?.title.utf8.count ?? 0 > 100_000)
  }

  @Test(arguments: [0, 1, 5, 300, 1000])
  func textWithReferencesAcrossAChunkReadsWhole(shift: Int) throws {
    let text = String(repeating: "a &amp; b &#x1F680; é\r\n", count: 100)
    let document = try decode(Self.document(bodyText: text, shift: shift))
    let expected = Self.normalized(String(repeating: "a & b 🚀 é\r\n", count: 100))
    #expect(document[id: "a"]?.bodyText == expected)
  }

  @Test(arguments: [2, 5, 9, 14])
  func strayTextAcrossAChunkIsQuotedWhole(shift: Int) {
    let padding =
      Self.chunk - shift - Self.head.utf8.count - "  <title>".utf8.count
      - "</title>".utf8.count
    let xml =
      Self.head + "  <title>" + String(repeating: "t", count: padding) + "</title>"
      + "\n  stray &amp; more\n  <bodyText>x</bodyText>\n</entry>\n"
    #expect(
      decodingError(xml)
        == "1:1: /entry: Expected only elements inside <entry>, found text \"\\n  stray & more\\n  \"."
    )
  }
}
