import BlogDocCore
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

@Suite struct MappingTests {
  @Test func keyPathsReadNestedMembersAndPositions() throws {
    let record: ArchiveValue = .object([
      "author": .object(["name": .string("Ada")]),
      "authors": .array([.object(["name": .string("Grace")])]),
      "a.b": .string("dotted"),
    ])
    #expect(try RemoteKeyPath("author.name").value(in: record) == .string("Ada"))
    #expect(try RemoteKeyPath("authors.0.name").value(in: record) == .string("Grace"))
    #expect(try RemoteKeyPath("authors.1.name").value(in: record) == nil)
    #expect(try RemoteKeyPath(#"a\.b"#).value(in: record) == .string("dotted"))
    #expect(try RemoteKeyPath(#"a\.b"#).description == #"a\.b"#)
    #expect(
      throws: MappingError(
        "Expected a key path such as 'author.name', found 'a..b'; no part of a path may be empty.")
    ) {
      try RemoteKeyPath("a..b")
    }
  }

  @Test func removingAPathDropsWhatItEmptied() throws {
    var record: ArchiveValue = .object([
      "author": .object(["name": .string("Ada")]),
      "seo": .object(["title": .string("T"), "description": .string("D")]),
    ])
    try RemoteKeyPath("author.name").remove(from: &record)
    try RemoteKeyPath("seo.title").remove(from: &record)
    #expect(record == .object(["seo": .object(["description": .string("D")])]))
  }

  @Test func candidatesAreTriedInOrderAndLeftoversKept() throws {
    let mapping = try Mapping(
      json: #"""
        {"name": "cms", "fields": {
          "id": {"from": ["slug", "headline"], "transform": ["slug"]},
          "title": "headline",
          "tagNames": {"from": "labels", "transform": ["comma-list"]},
          "postedDate": {"from": "at", "transform": ["date:dd/MM/yyyy HH:mm"]},
          "isDraft": {"from": "status", "transform": ["draft-from-status"]}
        }}
        """#)
    let record: ArchiveValue = .object([
      "headline": .string("Héllo, Wörld!"), "labels": .string("a, b,,c "),
      "at": .string("05/03/2019 10:20"), "status": .string("publish"), "views": .number("12"),
    ])
    let mapped = mapping.map(record, as: BlogEntry.self)
    let entry = mapped.apply(to: BlogEntry())
    #expect(entry.id == "hello-world")
    #expect(entry.title == "Héllo, Wörld!")
    #expect(entry.tagNames == ["a", "b", "c"])
    #expect(entry.postedDate?.iso8601 == "2019-03-05T10:20:00Z")
    #expect(entry.isDraft == false)
    #expect(entry.unknownFields == ["cms": .object(["views": .number("12")])])
    #expect(mapped.warnings.isEmpty)
  }

  @Test func anUnreadableValueIsAWarningAndTheNextCandidateIsTried() throws {
    let mapping = try Mapping(
      json:
        #"{"fields": {"id": "id", "postedDate": {"from": ["bad", "good"], "transform": ["date"]}}}"#
    )
    let record: ArchiveValue = .object([
      "id": .string("x"), "bad": .string("yesterday"), "good": .string("2024-01-05"),
    ])
    let mapped = mapping.map(record, as: BlogEntry.self)
    #expect(mapped.value(of: "postedDate") == .date(try Timestamp(iso8601: "2024-01-05T00:00:00Z")))
    #expect(
      mapped.warnings.map(\.description) == [
        #"postedDate: 'bad': Expected a date, found "yesterday"."#
      ])
    // The rejected candidate stays among the unknown members; the used one does not.
    #expect(mapped.leftovers == ["bad": .string("yesterday")])
  }

  @Test func transformers() throws {
    func run(_ name: String, _ value: ArchiveValue) throws -> Transformer.Outcome {
      try Transformer(name: name).apply(to: value)
    }
    let categories: ArchiveValue = .array([
      .object(["@domain": .string("category"), "#text": .string("News")]),
      .object(["@domain": .string("post_tag"), "#text": .string("swift")]),
    ])
    #expect(
      try run("where:@domain=post_tag", categories) == .value(.array([categories.arrayItems[1]])))
    #expect(
      try run("pluck:#text", categories) == .value(.array([.string("News"), .string("swift")])))
    #expect(try run("pluck:#text", categories.arrayItems[0]) == .value(.array([.string("News")])))
    #expect(try run("slug", .string("%e6%97%a5%e6%9c%ac")) == .absent)
    #expect(try run("slug", .string("Ça va? L'été 2024")) == .value(.string("ca-va-lete-2024")))
    // The one slug rule (`Slug`): `ø` and `ł` fold as `é` does (ICU's folding left them as
    // breaks: `sm-rrebr-d`), and a percent-encoded WordPress slug is decoded first.
    #expect(try run("slug", .string("Smørrebrød Łódź")) == .value(.string("smorrebrod-lodz")))
    #expect(try run("slug", .string("sm%c3%b8rrebr%c3%b8d")) == .value(.string("smorrebrod")))
    #expect(try run("prefix:post-", .number("12")) == .value(.string("post-12")))
    #expect(
      try run("url-path", .string("https://example.org/2024/01/hello-world/"))
        == .value(.string("hello-world")))
    #expect(
      try run("url-path", .string("https://example.org/p/page.html?x=1")) == .value(.string("page"))
    )
    #expect(try run("url-path", .string("https://example.org/")) == .absent)
    #expect(
      try run("first-line", .string("\n  First line  \nsecond")) == .value(.string("First line")))
    #expect(try run("not", .bool(true)) == .value(.bool(false)))
    #expect(try run("first", .array([.string("a"), .string("b")])) == .value(.string("a")))
    #expect(try run("date", .string("0000-00-00 00:00:00")) == .absent)
    #expect(try run("date", .string("Wed, 30 Nov -0001 00:00:00 +0000")) == .absent)
    #expect(try run("date", .number("1551781200")) == .value(.string("2019-03-05T10:20:00Z")))
    #expect(try run("draft-from-status", .string("private")) == .value(.bool(true)))
    #expect(
      try run("draft-from-status", .string("archived"))
        == .rejected("Expected a status such as 'publish' or 'draft', found \"archived\"."))
    #expect(
      try run("comma-list", .array([.string(" kept as is "), .number("2")]))
        == .value(.array([.string(" kept as is "), .string("2")])))
  }

  @Test func mappingFileErrorsSayWhere() {
    func error(_ json: String) -> String {
      do {
        _ = try Mapping(json: json)
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      error(#"{"fields": {"titel": "headline"}}"#)
        == "fields: Unknown field 'titel'. Did you mean 'title'?")
    #expect(
      error(#"{"fields": {"id": {"from": "slug", "transform": ["slugify"]}}}"#)
        == "fields.id.transform: Unknown transformer 'slugify'; the transformers are trim, lowercase, slug, comma-list, first, pluck:KEY, where:KEY=VALUE, where-not:KEY=VALUE, string, not, prefix:TEXT, first-line, truncate:N, url-path, html-to-text, html-to-markdown, date, date:PATTERN, draft-from-status, present, equals:TEXT."
    )
    #expect(
      error(#"{"fields": {"id": {"from": "slug", "transform": ["pluck"]}}}"#)
        == "fields.id.transform: Transformer 'pluck' needs an argument; the transformers are trim, lowercase, slug, comma-list, first, pluck:KEY, where:KEY=VALUE, where-not:KEY=VALUE, string, not, prefix:TEXT, first-line, truncate:N, url-path, html-to-text, html-to-markdown, date, date:PATTERN, draft-from-status, present, equals:TEXT."
    )
    #expect(
      error(#"{"fields": {"id": {"from": [{"path": "a..b"}]}}}"#)
        == "fields.id.from.0: Expected a key path such as 'author.name', found 'a..b'; no part of a path may be empty."
    )
    #expect(
      error(#"{"fields": {"title": "headline"}}"#)
        == "fields: The mapping has no rule for 'id'; every record needs an identity to be updated by a later import."
    )
    #expect(
      error(#"{"fields": {"id": "x"}, "extra": 1}"#)
        == "Unknown member 'extra'; a mapping has 'name', 'records', 'only', 'except', 'fields', 'rememberPaths', 'identity'."
    )
    #expect(
      error(#"{"except": ["a"], "fields": {"id": "id"}}"#)
        == "except: Expected an object of key paths to lists of values, found a list of 1 item.")
    #expect(
      error(#"{"except": {"a": [1]}, "fields": {"id": "id"}}"#)
        == "except.a: Expected a list of strings, found the number 1 in it.")
    #expect(
      error(#"{"except": {"a..b": "x"}, "fields": {"id": "id"}}"#)
        == "except: Expected a key path such as 'author.name', found 'a..b'; no part of a path may be empty."
    )
    #expect(
      error(#"{"fields": {"id": {"from": "x", "transform": ["date:yyyy-QQ"]}}}"#)
        == "fields.id.transform: Unknown date pattern letter 'Q' in 'yyyy-QQ'; use y, M, d, H, h, m, s, S, a, E, Z or X."
    )
    #expect(error("{\"fields\": \n {\"id\": }}") == "2:9: Expected a value, found '}'.")
  }

  @Test func theBuiltInMappingsAreValid() {
    for format in ImportFormat.allCases {
      #expect((format.builtInMapping == nil) == (format == .json))
    }
  }

  /// Against a naive oracle: a flat record mapped field by field with plain dictionary
  /// lookups, every candidate tried in order; what is left over is every member not used.
  @Test func flatRecordsAgainstADictionaryOracle() async {
    let keys = ["a", "b", "c", "d", "e"]
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...1000).array(of: 5),
      Generators.hostileText(maxLength: 8).array(of: 5)
    ) { choices, texts in
      // Each key present or not; candidates for title are a random ordering of the keys.
      var record = ArchiveObject()
      var dictionary: [String: String] = [:]
      for (index, key) in keys.enumerated() where choices[index] % 3 != 0 {
        record.append(key: key, value: .string(texts[index]))
        dictionary[key] = texts[index]
      }
      let candidates = keys.sorted {
        (choices[keys.firstIndex(of: $0)!] % 7, $0) < (choices[keys.firstIndex(of: $1)!] % 7, $1)
      }
      let mapping = Mapping(
        name: "bag",
        rules: [
          FieldRule(field: "id", candidates: [.init(path: RemoteKeyPath(components: ["missing"]))]),
          FieldRule(
            field: "title",
            candidates: candidates.map { .init(path: RemoteKeyPath(components: [$0])) }),
        ])
      let mapped = mapping.map(.object(record), as: BlogEntry.self)
      let used = candidates.first { key in
        dictionary[key].map { !$0.unicodeScalars.allSatisfy(\.isWhitespace) } ?? false
      }
      #expect(mapped.value(of: "title") == used.map { .string(dictionary[$0]!) })
      let expectedLeft = record.members.filter { $0.key != used }
      #expect(mapped.leftovers?.members ?? [] == expectedLeft)
    }
  }
}

extension ArchiveValue {
  var arrayItems: [ArchiveValue] {
    if case .array(let items) = self { return items }
    return []
  }
}
