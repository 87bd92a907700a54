import BlogDocCore
import BlogDocXML
import Testing

/// The bounds of ``DecodingOptions`` hold for XML: size, depth and text length.
@Suite("XML limits")
struct XMLLimitTests {
  static let root = "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n"

  @Test func nestingBeyondTheDepthLimitIsRefused() {
    // The root is level 1, `<deep>` level 2, so 63 more levels reach the 64 allowed.
    let allowed =
      Self.root + "<id>a</id><title>t</title>\n<deep>"
      + String(repeating: "<d>", count: 62) + "x" + String(repeating: "</d>", count: 62)
      + "</deep>\n</entry>"
    #expect((try? decode(allowed)) != nil)
    let tooDeep =
      Self.root + "<id>a</id><title>t</title>\n<deep>"
      + String(repeating: "<d>", count: 63) + "x" + String(repeating: "</d>", count: 63)
      + "</deep>\n</entry>"
    #expect(
      decodingError(tooDeep)
        == "3:193: /entry/deep: Elements nest deeper than the 64 levels blogdoc reads.")
  }

  @Test func thousandsOfLevelsAreRefusedWithoutExhaustingAnything() {
    let xml = Self.root + "<id>a</id>" + String(repeating: "<d>", count: 100_000)
    #expect(
      decodingError(xml, options: DecodingOptions(maxDepth: 10))
        == "2:38: /entry/d: Elements nest deeper than the 10 levels blogdoc reads.")
  }

  @Test func aTextLongerThanTheLimitIsRefused() {
    let xml =
      Self.root + "  <id>a</id>\n  <title>" + String(repeating: "x", count: 101)
      + "</title>\n</entry>"
    #expect(
      decodingError(xml, options: DecodingOptions(maxTextBytes: 100))
        == "3:3: /entry/title: A text value is longer than the 100 bytes blogdoc reads.")
    let fits = xml.replacing(
      String(repeating: "x", count: 101), with: String(repeating: "x", count: 100))
    #expect((try? decode(fits, options: DecodingOptions(maxTextBytes: 100))) != nil)
  }

  @Test func aDocumentLargerThanTheLimitIsRefusedBeforeParsing() {
    let xml = Self.root + "  <id>a</id>\n  <title>t</title>\n</entry>\n"
    #expect(
      decodingError(xml, options: DecodingOptions(maxDocumentBytes: 50))
        == "The document is \(xml.utf8.count) bytes, more than the 50 bytes blogdoc reads.")
  }

  @Test func brokenUTF16IsRefused() {
    let units: [UInt16] = Array("<entry>".utf16) + [0xD83D] + Array("</entry>".utf16)
    let input: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(
      decodingError(input)
        == "1:8: Found an unpaired UTF-16 surrogate 0xD83D; the document is not valid UTF-16.")
    #expect(
      decodingError([0xFE, 0xFF, 0x00, 0x3C, 0x00])
        == "The document is UTF-16 but has an odd number of bytes (5).")
  }
}
