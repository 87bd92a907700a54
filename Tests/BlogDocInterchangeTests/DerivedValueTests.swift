import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// Values a record leaves out and a mapping makes from others: `truncate:N` and derived
/// candidates.
@Suite struct DerivedValueTests {
  @Test(arguments: [
    ("Short", 10, "Short"),
    ("Exactly10!", 10, "Exactly10!"),
    ("Hello wonderful world", 12, "Hello…"),
    ("Hello, wonderful world", 12, "Hello…"),  // The comma before the cut goes too.
    ("Hello wonderful world", 16, "Hello wonderful…"),  // The cut falls on a space.
    ("Supercalifragilistic", 8, "Superca…"),  // No word boundary: a hard cut.
    ("a verylongwordthatdoesnotfit", 12, "a verylongw…"),  // A boundary too early is not used.
    ("日本語のテキストは空白なし", 6, "日本語のテ…"),
    ("e\u{301}e\u{301}e\u{301} x", 4, "e\u{301}e\u{301}e\u{301}…"),  // Characters, not scalars.
  ])
  func truncateCutsAtAWordBoundary(text: String, limit: Int, expected: String) {
    #expect(Transformer.truncate(limit).apply(to: .string(text)) == .value(.string(expected)))
  }

  /// Oracle: a text that fits is unchanged; one that does not gives at most `limit`
  /// characters ending in `…`, whose rest is a prefix of the text.
  @Test func truncateKeepsAPrefixThatFits() async {
    await propertyCheck(
      count: 300, input: Generators.hostileText(maxLength: 60), Gen.int(in: 2...30)
    ) { text, limit in
      guard case .value(.string(let result)) = Transformer.truncate(limit).apply(to: .string(text))
      else {
        Issue.record("truncate gave no text")
        return
      }
      if text.count <= limit {
        #expect(result == text)
      } else {
        #expect(result.count <= limit)
        #expect(result.hasSuffix("…"))
        #expect(text.hasPrefix(String(result.dropLast())))
      }
    }
  }

  @Test func truncateNeedsALimitOfAtLeastTwo() throws {
    #expect(
      throws: MappingError(
        "Expected 'truncate:N' with N a whole number of characters of at least 2, found 'truncate:1'."
      )
    ) {
      try Transformer(name: "truncate:1")
    }
    #expect(
      throws: MappingError(
        "Expected 'truncate:N' with N a whole number of characters of at least 2, found 'truncate:ten'."
      )
    ) {
      try Transformer(name: "truncate:ten")
    }
    #expect(try Transformer(name: "truncate:80").name == "truncate:80")
  }

  static let mapping = #"""
    {"name": "feed", "fields": {
      "id": "id",
      "title": {"from": ["title", {"path": "text", "transform": ["first-line", "truncate:20"], "derived": true}]},
      "bodyText": "html"
    }}
    """#

  @Test func aDerivedCandidateWarnsAndLeavesItsSourceInPlace() throws {
    let mapping = try Mapping(json: Self.mapping)
    #expect(mapping.rules[1].candidates.map(\.isDerived) == [false, true])
    let record: ArchiveValue = .object([
      "id": .string("a"), "text": .string("\nA first line that is long\nsecond"),
      "html": .string("<p>x</p>"),
    ])
    let mapped = mapping.map(record, as: BlogEntry.self)
    #expect(mapped.value(of: "title") == .string("A first line that…"))
    #expect(
      mapped.warnings == [
        .init(
          field: "title",
          message:
            #"The record has none; derived "A first line that…" from 'text' (first-line, truncate:20)."#,
          reason: .derived)
      ])
    // The text was only looked at: it stays with the record's unknown members.
    #expect(mapped.leftovers == ["text": .string("\nA first line that is long\nsecond")])
  }

  @Test func aRecordWithTheFieldUsesItWithoutWarning() throws {
    let mapped = try Mapping(json: Self.mapping).map(
      .object(["id": .string("a"), "title": .string("Given"), "text": .string("Other")]),
      as: BlogEntry.self)
    #expect(mapped.value(of: "title") == .string("Given"))
    #expect(mapped.warnings.isEmpty)
  }

  @Test func derivedMustBeABooleanAndCandidatesHaveNoOtherMembers() {
    let cases = [
      (
        #"{"fields": {"id": {"from": [{"path": "x", "derived": "yes"}]}}}"#,
        #"fields.id.from.0.derived: Expected true or false, found "yes"."#
      ),
      (
        #"{"fields": {"id": {"from": [{"path": "x", "derive": true}]}}}"#,
        "fields.id.from.0: Unknown member 'derive'; a candidate has 'path', 'transform', 'derived' and 'keep'."
      ),
    ]
    for (json, message) in cases {
      do {
        _ = try Mapping(json: json)
        Issue.record("accepted \(json)")
      } catch {
        #expect("\(error)" == message)
      }
    }
  }

  @Test func theImporterAddsNoLeftAsItWasNoteToADerivation() throws {
    var importer = Importer(
      into: try BlogDocument(entries: []), mapping: try Mapping(json: Self.mapping))
    try importer.add(
      .object(["id": .string("a"), "text": .string("Hi")]),
      from: RecordOrigin(file: "f.json", label: "0"))
    #expect(
      importer.summary.warnings.map(\.description) == [
        #"f.json: 0 ('a'): title: The record has none; derived "Hi" from 'text' (first-line, truncate:20)."#
      ])
    #expect(importer.document[id: "a"]?.title == "Hi")
  }
}
