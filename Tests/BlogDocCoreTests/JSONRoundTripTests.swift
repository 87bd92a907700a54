import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import FoundationEssentials
import Testing

@Suite("JSON round trips")
struct JSONRoundTripTests {
  let format = JSONArchiveFormat()

  @Test func aSingleEntryIsWrittenInTheDocumentedLayout() throws {
    let entry = BlogEntry(
      id: "hello-world", title: "Hello, World",
      postedDate: try Timestamp(iso8601: "2026-11-20T10:00:00Z"),
      bodyText: "Some *Markdown* <b> & more", tagNames: ["swift", "linux"])
    let text = String(decoding: try format.encode(entry), as: UTF8.self)
    #expect(
      text == """
        {
          "formatVersion": 2,
          "entry": {
            "id": "hello-world",
            "title": "Hello, World",
            "postedDate": "2026-11-20T10:00:00Z",
            "bodyText": "Some *Markdown* <b> & more",
            "tagNames": [
              "swift",
              "linux"
            ],
            "categoryNames": [],
            "isDraft": false
          }
        }

        """)
  }

  @Test func aBlogIsWrittenInTheDocumentedLayout() throws {
    var first = BlogEntry(id: "a", title: "A")
    first.unknownFields = ["rating": .number("5"), "meta": .object(["empty": .object([:])])]
    let blog = try BlogDocument(
      entries: [first, BlogEntry(id: "b", title: "B")],
      unknownFields: ["blogTitle": .string("Mine"), "links": .array([])])
    let text = String(decoding: try format.encode(blog), as: UTF8.self)
    #expect(
      text == """
        {
          "formatVersion": 2,
          "blog": [
            {
              "id": "a",
              "title": "A",
              "bodyText": "",
              "tagNames": [],
              "categoryNames": [],
              "isDraft": false,
              "rating": 5,
              "meta": {
                "empty": {}
              }
            },
            {
              "id": "b",
              "title": "B",
              "bodyText": "",
              "tagNames": [],
              "categoryNames": [],
              "isDraft": false
            }
          ],
          "blogTitle": "Mine",
          "links": []
        }

        """)
  }

  @Test func anEmptyBlogIsAnEmptyArray() throws {
    let blog = try BlogDocument(entries: [])
    let bytes = try format.encode(blog)
    #expect(
      String(decoding: bytes, as: UTF8.self) == "{\n  \"formatVersion\": 2,\n  \"blog\": []\n}\n")
    #expect(try format.decode(BlogEntry.self, from: bytes) == blog)
  }

  @Test func hostileStringsSurviveInASingleEntry() throws {
    let document = ModelDocument(entry: try JSONFixtures.hostileEntry())
    #expect(try roundTrip(document) == document)
  }

  @Test func hostileStringsSurviveInABlog() throws {
    var second = try JSONFixtures.hostileEntry()
    second.id = "second"
    second.tagNames = []
    second.unknownFields = [:]
    let blog = try BlogDocument(
      entries: [try JSONFixtures.hostileEntry(), second],
      unknownFields: ["blogTitle": .string(JSONFixtures.hostileText)])
    #expect(try roundTrip(blog) == blog)
  }

  @Test func escapesOnlyQuotesBackslashesAndLineBreaks() throws {
    let entry = BlogEntry(id: "e", title: "a\"b\\c\td\ne\rf/g😀é\u{7F}")
    let text = String(decoding: try format.encode(entry), as: UTF8.self)
    #expect(text.contains(#""title": "a\"b\\c\td\ne\rf/g😀é\#u{7F}","#))
  }

  @Test func unknownMembersOfEveryShapeSurviveInOrder() throws {
    let unknown: ArchiveObject = [
      "zNull": .null,
      "yTrue": .bool(true),
      "xFalse": .bool(false),
      "big": .number("12345678901234567890"),
      "exact": .number("1.50"),
      "exponent": .number("-2.5E-3"),
      "text": .string("😀 \"x\""),
      "emptyArray": .array([]),
      "emptyObject": .object([:]),
      "mixed": .array([
        .null, .number("0"), .string(""), .array([.array([])]), .object(["k": .bool(true)]),
      ]),
      "nested": .object([
        "b": .number("2"), "a": .object(["deep": .array([.string("x")])]), "my key": .null,
      ]),
    ]
    let entry = BlogEntry(id: "e", title: "E", unknownFields: unknown)
    let back = try format.decode(BlogEntry.self, from: try format.encode(entry))
    #expect(back[id: "e"]?.unknownFields == unknown)
    #expect(back[id: "e"]?.unknownFields.map(\.key) == unknown.map(\.key))
  }

  @Test func theValueReaderKeepsNumbersAndOrder() throws {
    let value = try JSONValueReader.parse(#"{"big": 12345678901234567890, "tags": ["a"]}"#)
    #expect(
      value == .object(["big": .number("12345678901234567890"), "tags": .array([.string("a")])]))
    #expect(try JSONValueReader.parse(" \n-0.0e-0 ") == .number("-0.0e-0"))
    #expect(try JSONValueReader.parse(#""\ud83d\ude00\u00e9\/""#) == .string("😀é/"))
  }

  @Test func unknownMembersKeepTheirLiteralNumbersWhenRead() throws {
    let json = """
      {"formatVersion": 2, "entry": {"id": "e", "title": "E", "big": 12345678901234567890,
       "neg": -9223372036854775809, "half": 1.50, "tiny": 1e-400}}
      """
    let entry = try #require(try format.decode(BlogEntry.self, from: Array(json.utf8))[id: "e"])
    #expect(
      entry.unknownFields == [
        "big": .number("12345678901234567890"), "neg": .number("-9223372036854775809"),
        "half": .number("1.50"), "tiny": .number("1e-400"),
      ])
    let rewritten = String(decoding: try format.encode(entry), as: UTF8.self)
    #expect(rewritten.contains("\"big\": 12345678901234567890,\n"))
  }

  @Test func integersAreExactTo64Bits() throws {
    for count in [Int64.max, Int64.min, 9_007_199_254_740_993, -1] {
      let counter = JSONCounter(id: "c", count: count, ratio: 0.1)
      let bytes = try format.encode(counter)
      #expect(String(decoding: bytes, as: UTF8.self).contains("\"count\": \(count),"))
      #expect(try format.decode(JSONCounter.self, from: bytes)[id: "c"] == counter)
    }
  }

  @Test func anIntegerPast64BitsIsAnError() throws {
    let json = #"{"formatVersion": 1, "counter": {"id": "c", "count": 9223372036854775808}}"#
    let error = try #require(throws: ArchiveError.self) {
      try format.decode(JSONCounter.self, from: Array(json.utf8))
    }
    #expect(
      error.description
        == "1:45: /counter/count: Expected an integer between -9223372036854775808 and 9223372036854775807, found 9223372036854775808."
    )
  }

  @Test func aVersion1DocumentIsMigrated() throws {
    let json = """
      {
        "formatVersion": 1,
        "blog": [
          {"id": "old", "title": "Old", "body": "Text", "draft": true, "tags": "a, b", "extra": [1]}
        ],
        "blogTitle": "Archive"
      }
      """
    let decoded = try format.decode(BlogEntry.self, from: Array(json.utf8), options: .default)
    #expect(decoded.formatVersion == 1)
    let entry = try #require(decoded.document[id: "old"])
    #expect(entry.bodyText == "Text")
    #expect(entry.isDraft)
    #expect(entry.tagNames == ["a", "b"])
    #expect(entry.unknownFields == ["extra": .array([.number("1")])])
    #expect(decoded.document.unknownFields == ["blogTitle": .string("Archive")])
    let rewritten = String(decoding: try format.encode(decoded.document), as: UTF8.self)
    #expect(rewritten.hasPrefix("{\n  \"formatVersion\": 2,\n"))
    #expect(rewritten.contains("\"bodyText\": \"Text\""))
  }

  @Test func aVersion3DocumentIsAnError() throws {
    let json = "{\n  \"formatVersion\": 3,\n  \"entry\": {\"id\": \"e\", \"title\": \"E\"}\n}\n"
    let error = try #require(throws: ArchiveError.self) {
      try format.decode(BlogEntry.self, from: Array(json.utf8))
    }
    #expect(error.kind == .unsupportedVersion)
    #expect(
      error.description
        == "2:20: This document has format version 3, newer than the 2 this blogdoc reads; update blogdoc to read it."
    )
  }

  @Test func readersAcceptFieldsInAnyOrderAndAnyWhitespace() throws {
    let json = "\r\n{\"entry\"\t:{\"title\":\"T\",\"id\":\"e\"},\"formatVersion\":2}"
    // `formatVersion` must come first, so this one is refused...
    #expect(throws: ArchiveError.self) { try format.decode(BlogEntry.self, from: Array(json.utf8)) }
    // ...while field order inside a record is free.
    let ordered = "\r\n{\"formatVersion\"\t:\t2 ,\r\"entry\":{\"title\":\"T\",\"id\":\"e\"}}\n\n"
    let document = try format.decode(BlogEntry.self, from: Array(ordered.utf8))
    #expect(document[id: "e"]?.title == "T")
  }

  private func roundTrip(_ document: BlogDocument) throws -> BlogDocument {
    try format.decode(BlogEntry.self, from: try format.encode(document))
  }
}

/// Entries and text that break naive JSON writers and readers.
enum JSONFixtures {
  static let hostileText =
    "\"quotes\" \\backslash\\ ]]> <tag> &amp; \r\n CRLF \r CR \n LF \t tab · 😀 🧑‍💻 𝄞 \u{10FFFF}"
    + " RTL \u{202E}olleh\u{202C} שלום عربى \u{200F} nbsp\u{A0} \u{2028}\u{2029} \u{FEFF} \u{7F}\u{85} /"

  static func hostileEntry() throws -> BlogEntry {
    BlogEntry(
      id: "hostile", title: hostileText, summary: "  leading and trailing  ",
      authorName: "", postedDate: try Timestamp(iso8601: "2026-11-20T12:00:00.123456789+02:00"),
      updatedDate: try Timestamp(iso8601: "2026-11-21T00:00:00.50Z"),
      bodyText: String(repeating: hostileText + "\n", count: 50),
      tagNames: ["", " spaced ", "comma, inside", "\\", "\"", hostileText],
      categoryNames: ["é"], isDraft: true,
      permalink: URL(string: "https://example.org/a?b=c&d=%20#frag"),
      unknownFields: ["rating": .number("12345678901234567890"), "note": .string(hostileText)])
  }
}

/// A model with an integer and a double field, for number exactness.
struct JSONCounter: Model {
  var id = ""
  var count: Int64 = 0
  var ratio: Double = 0
  var unknownFields = ArchiveObject()

  static let schema = Schema<JSONCounter>(
    entryName: "counter", collectionName: "counters", version: 1, id: \.id,
    fields: [
      Field("count", \.count),
      Field("ratio", \.ratio),
    ])
}

extension JSONCounter {
  init(id: String, count: Int64, ratio: Double) {
    self.id = id
    self.count = count
    self.ratio = ratio
  }
}
