import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import BlogDocXML
import Testing

/// Reading one entry of a blog alone gives that entry and its place in the file exactly as
/// reading the whole document does (the naive oracle), in any layout; a document it cannot
/// read that way gives `nil`, for the caller to read whole.
@Suite("XML one-entry read")
struct XMLOneEntryReadTests {
  static func alone(_ bytes: [UInt8], id: String) -> (DecodedDocument<BlogEntry>, XMLSourceMap)? {
    bytes.withUnsafeBytes { buffer in
      XMLArchiveFormat().decodeEntryWithSourceMap(BlogEntry.self, id: id, from: buffer)
    }
  }

  @Test func eachEntryReadAloneIsTheWholeReadsEntryAndRecord() async {
    await propertyCheck(
      count: 100, input: Generators.blogDocument(maxCount: 6), Generators.xmlLayout
    ) { blog, layout in
      guard blog.count > 1 else { return }
      let bytes = layout.render(blog)
      let (whole, wholeMap) = try bytes.withUnsafeBytes { buffer in
        try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: buffer)
      }
      for id in blog.ids {
        guard let pair = Self.alone(bytes, id: id) else {
          Issue.record("\(id) did not read alone in \(layout).")
          continue
        }
        let (read, map) = pair
        #expect(read.document.entries.elementsEqual([whole.document[id: id]!]), "\(id)")
        #expect(map.records == [wholeMap.record(id: id)!], "\(id) in \(layout)")
        #expect(map.record(id: id) == wholeMap.record(id: id), "\(id) in \(layout)")
        #expect(map.root == wholeMap.root)
        #expect(map.lineEnding == wholeMap.lineEnding)
        #expect(map.indentUnit == wholeMap.indentUnit)
        #expect(map.hasByteOrderMark == wholeMap.hasByteOrderMark)
        #expect(map.formatVersion == wholeMap.formatVersion)
        #expect(!map.holdsEveryRecord && wholeMap.holdsEveryRecord)
      }
    }
  }

  static let blog = """
    <blog xmlns="urn:blogdoc:archive" formatVersion="2">
      <entry><id>a</id><title>A</title><postedDate>yesterday</postedDate></entry>
      <entry><id>b</id><title>B</title></entry>
    </blog>

    """

  @Test func anotherEntrysBadValueDoesNotStopTheRead() {
    let read = Self.alone(Array(Self.blog.utf8), id: "b")
    #expect(read?.0.document.entries.map(\.title) == ["B"])
  }

  /// What it leaves to the whole read: each of these is an error there, or (an unknown
  /// id, a lone entry, an older version) a read it does not do.
  @Test(arguments: [
    ("a malformed byte after the entry", blog.replacing("</blog>", with: "<x>&</x></blog>"), "b"),
    ("a duplicate id", blog.replacing("<id>a</id>", with: "<id>b</id>"), "b"),
    ("an entry without an id", blog.replacing("<id>a</id>", with: ""), "b"),
    ("an id not there", blog, "c"),
    ("an older format version", blog.replacing("\"2\"", with: "\"1\""), "b"),
    (
      "a lone entry",
      "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"><id>b</id><title>B</title></entry>",
      "b"
    ),
    ("UTF-16", "\u{FEFF}" + blog, "b"),
  ])
  func aDocumentItCannotReadAloneGivesNil(_ what: String, _ text: String, _ id: String) {
    var bytes = Array(text.utf8)
    if what == "UTF-16" {
      bytes = [0xFF, 0xFE] + text.dropFirst().utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    #expect(Self.alone(bytes, id: id)?.0.document.ids == nil, "\(what)")
  }
}
