import BlogDocCore
import Testing

@testable import BlogDocInterchange

/// What the feed mappings need of the mapping language: `except` searching lists, and the
/// transformers that read XML elements (`where:@rel=`, `where-not:`, `pluck:#text`).
@Suite struct FeedMappingTests {
  static let kind = "http://schemas.google.com/blogger/2008/kind#comment"

  @Test func exceptLeavesOutARecordWithTheValueAnywhereOnItsPath() throws {
    let mapping = try Mapping(
      json: #"{"except": {"category.@term": ["\#(Self.kind)", "x"]}, "fields": {"id": "id"}}"#)
    func category(_ term: String) -> ArchiveValue { .object(["@term": .string(term)]) }
    let records: [(ArchiveValue, Bool)] = [
      (.object(["id": .string("a")]), true),
      (.object(["id": .string("b"), "category": category("travel")]), true),
      (.object(["id": .string("c"), "category": category(Self.kind)]), false),
      (
        .object([
          "id": .string("d"), "category": .array([category("travel"), category(Self.kind)]),
        ]), false
      ),
      (
        .object(["id": .string("e"), "category": .array([.string(Self.kind), category("x2")])]),
        true
      ),
      (.object(["id": .string("f"), "category": .array([.array([category("x")])])]), false),
    ]
    for (record, accepted) in records {
      #expect(mapping.accepts(record) == accepted, "\(record)")
    }
    #expect(mapping != (try Mapping(json: #"{"fields": {"id": "id"}}"#)))
  }

  @Test func transformersForXMLElements() throws {
    let links: ArchiveValue = .array([
      .object(["@rel": .string("edit"), "@href": .string("e")]),
      .object(["@href": .string("no-rel")]),
      .object(["@rel": .string(""), "@href": .string("empty-rel")]),
      .object(["@rel": .string("alternate"), "@href": .string("alt")]),
      .string("text"),
    ])
    func run(_ names: [String], _ value: ArchiveValue) throws -> ArchiveValue? {
      var current = value
      for name in names {
        guard case .value(let next) = try Transformer(name: name).apply(to: current) else {
          return nil
        }
        current = next
      }
      return current
    }
    #expect(
      try run(["where:@rel=", "pluck:@href"], links)
        == .array([.string("no-rel"), .string("empty-rel")]))
    #expect(try run(["where:@rel=alternate", "pluck:@href"], links) == .array([.string("alt")]))
    #expect(
      try run(["where-not:@rel=edit", "pluck:@href"], links)
        == .array([.string("no-rel"), .string("empty-rel"), .string("alt")]))
    #expect(try run(["where-not:@rel=edit"], .string("text")) == .array([.string("text")]))
    #expect(
      try run(
        ["pluck:#text"],
        .array([
          .string("plain"), .object(["@domain": .string("d"), "#text": .string("in object")]),
          .object(["@a": .string("b")]),
        ]))
        == .array([.string("plain"), .string("in object")]))
    #expect(try run(["pluck:@href"], .array([.string("plain")])) == .array([]))
    #expect(throws: MappingError("Expected 'where-not:KEY=VALUE', found 'where-not:=x'.")) {
      try Transformer(name: "where-not:=x")
    }
    #expect(try Transformer(name: "where-not:@scheme=a=b").name == "where-not:@scheme=a=b")
  }
}
