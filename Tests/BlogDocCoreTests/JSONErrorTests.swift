import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import FoundationEssentials
import Testing

@Suite("JSON errors")
struct JSONErrorTests {
  /// One malformed document and the whole message reading it must give.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var message: String
    var kind: ArchiveError.Kind = .malformed

    init(_ name: String, _ json: String, _ message: String, kind: ArchiveError.Kind = .malformed) {
      self.init(name, Array(json.utf8), message, kind: kind)
    }

    init(_ name: String, _ bytes: [UInt8], _ message: String, kind: ArchiveError.Kind = .malformed)
    {
      self.name = name
      self.bytes = bytes
      self.message = message
      self.kind = kind
    }

    var testDescription: String { name }
  }

  static let entryPrefix = "{\n  \"formatVersion\": 2,\n  \"entry\": {\n    \"id\": \"hello\",\n"

  static let cases: [Case] = [
    Case(
      "a date that is not ISO 8601",
      entryPrefix + "    \"title\": \"Hello\",\n    \"postedDate\": \"yesterday\"\n  }\n}\n",
      "6:5: /entry/postedDate: Expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"yesterday\".",
      kind: .schema),
    Case(
      "a trailing comma in a record",
      entryPrefix + "    \"title\": \"Hello\",\n  }\n}\n",
      "6:3: /entry: Expected a member name after ',', found '}'; JSON does not allow a trailing comma."
    ),
    Case(
      "a repeated field",
      entryPrefix + "    \"title\": \"Hello\",\n    \"title\": \"Again\"\n  }\n}\n",
      "6:5: /entry/title: Duplicate key \"title\" in one object."),
    Case(
      "a repeated key in an unknown object",
      entryPrefix
        + "    \"title\": \"Hello\",\n    \"meta\": {\"a\": 1, \"b\": {}, \"a\": 2}\n  }\n}\n",
      "6:31: /entry/meta: Duplicate key \"a\" in one object."),
    Case(
      "a bracket closing an object",
      entryPrefix + "    \"title\": \"Hello\"\n  ]\n}\n",
      "6:3: /entry/title: Expected ',' or '}' after an object member, found ']'."),
    Case(
      "a missing comma between members",
      entryPrefix + "    \"title\": \"Hello\"\n    \"bodyText\": \"\"\n  }\n}\n",
      "6:5: /entry/title: Expected ',' or '}' after an object member, found '\"'."),
    Case(
      "an invalid UTF-8 byte",
      Array((entryPrefix + "    \"title\": \"caf").utf8) + [0xFF] + Array("\"\n  }\n}\n".utf8),
      "5:18: /entry/title: Invalid UTF-8 byte 0xFF in a string."),
    Case(
      "an overlong UTF-8 encoding",
      Array((entryPrefix + "    \"title\": \"").utf8) + [0xC0, 0xAF] + Array("\"\n  }\n}\n".utf8),
      "5:15: /entry/title: Invalid UTF-8 byte 0xC0 in a string."),
    Case(
      "a surrogate encoded in UTF-8",
      Array((entryPrefix + "    \"title\": \"").utf8) + [0xED, 0xA0, 0x80]
        + Array("\"\n  }\n}\n".utf8),
      "5:16: /entry/title: Invalid UTF-8 byte 0xA0 in a string."),
    Case(
      "a lone surrogate escape",
      entryPrefix + "    \"title\": \"\\uD800\"\n  }\n}\n",
      "5:15: /entry/title: Lone surrogate \\uD800 in a string."),
    Case(
      "an escaped NUL",
      entryPrefix + "    \"title\": \"a\\u0000b\"\n  }\n}\n",
      "5:16: /entry/title: Found U+0000, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    ),
    Case(
      "an escaped form feed",
      entryPrefix + "    \"title\": \"\\f\"\n  }\n}\n",
      "5:15: /entry/title: Found U+000C, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    ),
    Case(
      "a raw U+FFFF",
      entryPrefix + "    \"title\": \"\u{FFFF}\"\n  }\n}\n",
      "5:15: /entry/title: Found U+FFFF, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    ),
    Case(
      "a raw tab in a string",
      entryPrefix + "    \"title\": \"a\tb\"\n  }\n}\n",
      "5:16: /entry/title: Control character U+0009 must be escaped in a string."),
    Case(
      "a comment",
      "{\n  // version\n  \"formatVersion\": 2}",
      "2:3: Comments are not allowed in JSON."),
    Case(
      "a comment between members",
      entryPrefix + "    /* title */ \"title\": \"Hello\"\n  }\n}\n",
      "5:5: /entry: Comments are not allowed in JSON."),
    Case(
      "a byte-order mark and nothing else",
      [0xEF, 0xBB, 0xBF],
      "1:1: Expected an object as the root, found the end of the document."),
    Case(
      "data after the root",
      "{\"formatVersion\": 2, \"entry\": {\"id\": \"e\", \"title\": \"E\"}}\n{}",
      "2:1: Unexpected data after the root value."),
    Case(
      "a number with a leading zero",
      entryPrefix + "    \"title\": \"Hello\",\n    \"rating\": 007\n  }\n}\n",
      "6:15: /entry/rating: Leading zeros are not allowed in a number."),
    Case(
      "a number without digits after the point",
      entryPrefix + "    \"rating\": 1.\n  }\n}\n",
      "5:17: /entry/rating: Expected a digit after the decimal point, found byte 0x0A."),
    Case(
      "NaN",
      entryPrefix + "    \"rating\": NaN\n  }\n}\n",
      "5:15: /entry/rating: Expected a value, found 'NaN'."),
    Case(
      "a single-quoted string",
      entryPrefix + "    'title': 'Hello'\n  }\n}\n",
      "5:5: /entry: Expected a member name in double quotes after ',', found '''."),
    Case(
      "an invalid escape",
      entryPrefix + "    \"title\": \"\\x41\"\n  }\n}\n",
      "5:15: /entry/title: Invalid escape '\\x' in a string."),
    Case(
      "a document that ends inside a string",
      entryPrefix + "    \"title\": \"Hello",
      "5:14: /entry/title: Unterminated string: the document ends before its closing '\"'."),
    Case(
      "a document that ends inside a record",
      entryPrefix + "    \"title\": \"Hello\"",
      "5:21: /entry/title: Expected ',' or '}' after an object member, found the end of the document."
    ),
    Case(
      "an empty document",
      "",
      "1:1: Expected an object as the root, found the end of the document."),
    Case(
      "an array as the root",
      "[{\"formatVersion\": 2}]",
      "1:1: Expected an object as the root, found '['."),
    Case(
      "formatVersion after the record",
      "{\"entry\": {}, \"formatVersion\": 2}",
      "1:2: Expected \"formatVersion\" as the first member of the root object, found \"entry\"."),
    Case(
      "formatVersion as a string",
      "{\"formatVersion\": \"2\", \"entry\": {}}",
      "1:19: Expected the format version to be an integer such as 2, found \"2\"."),
    Case(
      "formatVersion as a fraction",
      "{\"formatVersion\": 2.0, \"entry\": {}}",
      "1:19: Expected the format version to be an integer such as 2, found the number 2.0."),
    Case(
      "an unknown root name",
      "{\"formatVersion\": 2, \"posts\": []}",
      "1:22: Expected \"entry\" or \"blog\" after \"formatVersion\", found \"posts\".",
      kind: .schema),
    Case(
      "no record at all",
      "{\"formatVersion\": 2}",
      "1:20: Expected \"entry\" or \"blog\" after \"formatVersion\", found '}'."),
    Case(
      "an extra root member in a single-entry document",
      "{\"formatVersion\": 2, \"entry\": {\"id\": \"e\", \"title\": \"E\"}, \"theme\": \"dark\"}",
      "1:58: Unexpected root member \"theme\"; a single-entry document holds only \"formatVersion\" and \"entry\"."
    ),
    Case(
      "a repeated root member in a blog",
      "{\"formatVersion\": 2, \"blog\": [], \"blog\": []}",
      "1:34: Duplicate key \"blog\" in one object."),
    Case(
      "a trailing comma in a blog",
      "{\"formatVersion\": 2, \"blog\": [{\"id\": \"e\", \"title\": \"E\"},]}",
      "1:57: Expected a value after ',', found ']'; JSON does not allow a trailing comma."),
    Case(
      "a string in a blog",
      "{\"formatVersion\": 2, \"blog\": [\"e\"]}",
      "1:31: Expected an object for each \"entry\" in \"blog\", found '\"'."),
    Case(
      "an error in the second entry of a blog",
      "{\"formatVersion\": 2, \"blog\": [\n  {\"id\": \"a\", \"title\": \"A\"},\n  {\"id\": \"b\", \"title\": \"B\", \"isDraft\": \"no\"}\n]}",
      "3:29: /blog/entry[2]/isDraft: Expected a boolean (true or false), found \"no\".",
      kind: .schema),
    Case(
      "a missing required field",
      "{\"formatVersion\": 2, \"blog\": [\n  {\"id\": \"a\"}\n]}",
      "2:3: /blog/entry[1]: Missing required field 'title'.",
      kind: .schema),
    Case(
      "a repeated entry id",
      "{\"formatVersion\": 2, \"blog\": [\n  {\"id\": \"a\", \"title\": \"A\"},\n  {\"id\": \"a\", \"title\": \"B\"}\n]}",
      "3:3: /blog/entry[2]/id: Entry id 'a' is already used by entry 1; each entry needs its own id.",
      kind: .schema),
  ]

  @Test(arguments: cases)
  func malformedDocumentsAreRefusedWithOneLocatedSentence(_ testCase: Case) throws {
    let error = try #require(throws: ArchiveError.self) {
      try JSONArchiveFormat().decode(BlogEntry.self, from: testCase.bytes)
    }
    #expect(error.description == testCase.message)
    #expect(error.kind == testCase.kind)
  }

  @Test func theValueReaderNamesTheSecondOfTwoEqualKeys() throws {
    let error = try #require(throws: ArchiveError.self) {
      try JSONValueReader.parse("{\"a\": 1,\n \"a\": 2}")
    }
    #expect(error.description == "2:2: Duplicate key \"a\" in one object.")
  }

  @Test func linesEndAtLineFeedsCarriageReturnsAndBoth() throws {
    let error = try #require(throws: ArchiveError.self) {
      try JSONValueReader.parse("[1,\r\n2,\r3,\n 4 x]")
    }
    #expect(error.description == "4:4: Expected ',' or ']' after an array element, found 'x'.")
  }

  // MARK: - Limits

  @Test func nestingPastTheDepthLimitIsRefused() throws {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let error = try #require(throws: ArchiveError.self) { try JSONValueReader.parse(deep) }
    #expect(error.kind == .limitExceeded)
    #expect(error.description == "1:65: Nesting is deeper than the limit of 64 levels.")
    #expect(throws: Never.self) {
      try JSONValueReader.parse(
        String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
    }
  }

  @Test func aDeepUnknownMemberCountsItsRecordsLevels() throws {
    let options = DecodingOptions(maxDepth: 3)
    let json = #"{"formatVersion": 2, "entry": {"id": "e", "title": "E", "x": [[1]]}}"#
    let error = try #require(throws: ArchiveError.self) {
      try JSONArchiveFormat().decode(BlogEntry.self, from: Array(json.utf8), options: options)
    }
    #expect(error.description == "1:63: /entry/x: Nesting is deeper than the limit of 3 levels.")
  }

  @Test func aStringPastTheTextLimitIsRefused() throws {
    let options = DecodingOptions(maxTextBytes: 8)
    #expect(try JSONValueReader.parse(#"["12345678", "1234\n678"]"#, options: options) != .null)
    let error = try #require(throws: ArchiveError.self) {
      try JSONValueReader.parse(#"["12345678", "123456789"]"#, options: options)
    }
    #expect(error.kind == .limitExceeded)
    #expect(error.description == "1:14: A string is longer than the limit of 8 bytes.")
  }

  @Test func aDocumentPastTheSizeLimitIsRefused() throws {
    let options = DecodingOptions(maxDocumentBytes: 10)
    let error = try #require(throws: ArchiveError.self) {
      try JSONValueReader.parse("[1, 2, 3, 4]", options: options)
    }
    #expect(error.kind == .limitExceeded)
    #expect(error.description == "1:1: The document is 12 bytes, over the limit of 10 bytes.")
  }

  // MARK: - Writing

  @Test func writingACharacterXMLCannotHoldIsRefused() throws {
    let entry = BlogEntry(id: "e", title: "bell\u{7}")
    let error = try #require(throws: ArchiveError.self) { try JSONArchiveFormat().encode(entry) }
    #expect(error.kind == .unwritable)
    #expect(
      error.description
        == "/entry/title: Found U+0007, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
  }

  @Test func writingADisallowedCharacterInAnUnknownKeyIsRefused() throws {
    let entry = BlogEntry(id: "e", title: "E")
    let blog = try BlogDocument(
      entries: [
        entry,
        BlogEntry(id: "f", title: "F", unknownFields: ["meta": .object(["a\u{FFFE}": .null])]),
      ])
    let error = try #require(throws: ArchiveError.self) { try JSONArchiveFormat().encode(blog) }
    #expect(
      error.description
        == "/blog/entry[2]/meta: Found U+FFFE, a character XML 1.0 cannot hold; blogdoc refuses it in every format."
    )
  }

  @Test func writingANumberJSONCannotHoldIsRefused() throws {
    let counter = JSONCounter(id: "c", count: 1, ratio: .infinity)
    let error = try #require(throws: ArchiveError.self) { try JSONArchiveFormat().encode(counter) }
    #expect(error.description == "/counter/ratio: Expected a JSON number literal, found \"inf\".")
    let blog = try BlogDocument(entries: [], unknownFields: ["n": .number("0x10")])
    let unknownError = try #require(throws: ArchiveError.self) {
      try JSONArchiveFormat().encode(blog)
    }
    #expect(unknownError.description == "/blog/n: Expected a JSON number literal, found \"0x10\".")
  }

  @Test func writingTwoMembersWithOneNameIsRefused() throws {
    func encodingError(_ blog: BlogDocument) throws -> String {
      try #require(throws: ArchiveError.self) { try JSONArchiveFormat().encode(blog) }.description
    }
    let shadowing = BlogEntry(id: "e", title: "E", unknownFields: ["title": .string("again")])
    #expect(
      try encodingError(try BlogDocument(entries: [shadowing]))
        == "/blog/entry[1]/title: Duplicate key \"title\" in one object; JSON readers refuse it.")
    // XML can repeat an element, so an unknown object may hold one name twice.
    let repeated = BlogEntry(
      id: "e", title: "E", unknownFields: ["links": .object(["a": .null, "b": .null, "a": .null])])
    #expect(
      try encodingError(try BlogDocument(entries: [repeated]))
        == "/blog/entry[1]/links: Duplicate key \"a\" in one object; JSON readers refuse it.")
    #expect(
      try encodingError(try BlogDocument(entries: [], unknownFields: ["blog": .null]))
        == "/blog/blog: Duplicate key \"blog\" in one object; JSON readers refuse it.")
  }

  @Test func writingDocumentMembersOfASingleEntryIsRefused() throws {
    var document = ModelDocument(entry: BlogEntry(id: "e", title: "E"))
    document.unknownFields = ["theme": .string("dark")]
    let error = try #require(throws: ArchiveError.self) { try JSONArchiveFormat().encode(document) }
    #expect(
      error.description
        == "A single-entry document has no place for document-level unknown fields; move them into the entry or make it a blog."
    )
  }
}
