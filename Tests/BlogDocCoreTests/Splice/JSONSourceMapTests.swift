import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import Testing

/// The source map names the exact bytes of every record, member and value, and the file's
/// layout, for hand-formatted files.
@Suite("JSON source map")
struct JSONSourceMapTests {
  static func map(_ text: String) throws -> (BlogDocument, JSONSourceMap, [UInt8]) {
    let bytes = Array(text.utf8)
    let (decoded, map) = try bytes.withUnsafeBytes { buffer in
      try JSONArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: buffer)
    }
    return (decoded.document, map, bytes)
  }

  static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  @Test func aFourSpaceEntryNamesEachValueAndMember() throws {
    let (document, map, bytes) = try Self.map(
      """
      {
          "formatVersion" : 2,
          "entry" : {
              "title" : "Caf\\u00e9",
              "id" : "a",
              "tagNames" : [ "x",
                  "y" ],
              "rating" : 1.50E+2
          }
      }

      """)
    #expect(document.ids == ["a"])
    #expect(map.indentUnit == "    ")
    #expect(map.lineEnding == "\n")
    #expect(map.hasByteOrderMark == false)
    #expect(map.formatVersion == 2)
    #expect(map.recordArray == nil)
    #expect(Self.text(bytes, map.root).hasPrefix("{") && Self.text(bytes, map.root).hasSuffix("}"))
    let record = try #require(map.record(id: "a"))
    #expect(Self.text(bytes, record.range).hasPrefix("{\n        \"title\""))
    #expect(record.members.map(\.key) == ["title", "id", "tagNames", "rating"])
    #expect(
      record.members.map { Self.text(bytes, $0.value) } == [
        "\"Caf\\u00e9\"", "\"a\"", "[ \"x\",\n            \"y\" ]", "1.50E+2",
      ])
    #expect(
      record.members.map { Self.text(bytes, $0.span) } == [
        "\"title\" : \"Caf\\u00e9\"", "\"id\" : \"a\"",
        "\"tagNames\" : [ \"x\",\n            \"y\" ]",
        "\"rating\" : 1.50E+2",
      ])
    #expect(
      record.members.map { Self.text(bytes, $0.keyStart..<$0.keyEnd) } == [
        "\"title\"", "\"id\"", "\"tagNames\"", "\"rating\"",
      ])
  }

  @Test func aTabbedCRLFBlogNamesEachRecordByItsId() throws {
    let (document, map, bytes) = try Self.map(
      "{\r\n\t\"formatVersion\": 2,\r\n\t\"blog\": [\r\n\t\t{\"id\": \"one\", \"title\": \"1\"},\r\n\t\t{\r\n\t\t\t\"title\": \"2\",\r\n\t\t\t\"id\": \"two\"\r\n\t\t}\r\n\t],\r\n\t\"blogTitle\": \"B\"\r\n}"
    )
    #expect(document.ids == ["one", "two"])
    #expect(map.indentUnit == "\t")
    #expect(map.lineEnding == "\r\n")
    #expect(map.records.map(\.id) == ["one", "two"])
    #expect(map.position(ofID: "two") == 1)
    let array = try #require(map.recordArray)
    #expect(Self.text(bytes, array).hasPrefix("[\r\n\t\t{\"id\""))
    #expect(Self.text(bytes, array).hasSuffix("}\r\n\t]"))
    #expect(Self.text(bytes, map.records[0].range) == "{\"id\": \"one\", \"title\": \"1\"}")
    #expect(
      map.record(id: "two").map { Self.text(bytes, $0.member(named: "id")!.value) } == "\"two\"")
  }

  @Test func aCompactFileHasNoIndentOrLineEnding() throws {
    let (_, map, _) = try Self.map(#"{"formatVersion":2,"blog":[]}"#)
    #expect(map.indentUnit == "")
    #expect(map.lineEnding == "")
    #expect(map.records.isEmpty)
    #expect(map.recordArray == 26..<28)
    #expect(map.root == 0..<29)
  }
}
