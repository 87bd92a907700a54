import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocInterchange
import BlogDocJSON
import BlogDocBlog

/// A value an import refuses to map is kept among the entry's unknown members with the
/// source's text, and the warning says where it went.
@Suite struct KeptValueTests {
  static let jsonFeed = ImportFormat.jsonfeed.builtInMapping!

  /// One JSON Feed item imported alone: the importer and the entry it made.
  static func importItem(_ item: ArchiveObject) throws -> (Importer<BlogEntry>, BlogEntry?) {
    var importer = Importer(into: try BlogDocument(entries: []), mapping: jsonFeed)
    importer.add(contentsOf: [(.object(item), RecordOrigin(file: "feed.json", label: "items.0"))])
    return (importer, importer.document.entries.first)
  }

  @Test func aRelativeURLNamesTheEntryAndIsKept() throws {
    let (importer, entry) = try Self.importItem([
      "id": .string("1"), "url": .string("/2024/05/hello/"), "title": .string("Hello"),
    ])
    #expect(entry?.id == "hello")
    #expect(entry?.permalink == nil)
    #expect(
      entry?.unknownFields["jsonfeed"]
        == .object(["id": .string("1"), "url": .string("/2024/05/hello/")]))
    #expect(
      importer.summary.warnings.map(\.description) == [
        "feed.json: items.0 ('hello'): permalink: 'url': Expected an absolute URL, found \"/2024/05/hello/\". The field was left as it was. The source's text was kept in the unknown members as 'jsonfeed.url'."
      ])
  }

  @Test func aModifiedDateBeforeThePublishedOneIsKept() throws {
    let (importer, entry) = try Self.importItem([
      "id": .string("a"), "title": .string("A"),
      "date_published": .string("2024-05-01T10:00:00Z"),
      "date_modified": .string("2024-04-01T10:00:00+02:00"),
    ])
    #expect(entry?.updatedDate == nil)
    #expect(entry?.postedDate == (try Timestamp(iso8601: "2024-05-01T10:00:00Z")))
    #expect(
      entry?.unknownFields["jsonfeed"]
        == .object(["date_modified": .string("2024-04-01T10:00:00+02:00")]))
    #expect(
      importer.summary.warnings.map(\.description) == [
        "feed.json: items.0 ('a'): updatedDate: Updated date 2024-04-01T10:00:00+02:00 is before the posted date 2024-05-01T10:00:00Z. The value was left out. The source's text was kept in the unknown members as 'jsonfeed.date_modified'."
      ])
  }

  @Test func anUnreadableDateIsKeptAndTheWarningSaysWhere() throws {
    let (importer, entry) = try Self.importItem([
      "id": .string("a"), "title": .string("A"), "date_published": .string("soon"),
    ])
    #expect(entry?.postedDate == nil)
    #expect(entry?.unknownFields["jsonfeed"] == .object(["date_published": .string("soon")]))
    #expect(
      importer.summary.warnings.map(\.description) == [
        "feed.json: items.0 ('a'): postedDate: 'date_published': Expected a date, found \"soon\". The field was left as it was. The source's text was kept in the unknown members as 'jsonfeed.date_published'."
      ])
  }

  /// A list with an item that has no one text is refused whole, not thinned.
  @Test func aListWithAnObjectInItIsKeptWhole() throws {
    let tags: ArchiveValue = .array([.string("a"), .object(["name": .string("b")])])
    let (importer, entry) = try Self.importItem([
      "id": .string("a"), "title": .string("A"), "tags": tags,
    ])
    #expect(entry?.tagNames == [])
    #expect(entry?.unknownFields["jsonfeed"] == .object(["tags": tags]))
    #expect(
      importer.summary.warnings.map(\.description) == [
        "feed.json: items.0 ('a'): tagNames: 'tags': Expected a list of text, found nested elements <name> in it. The field was left as it was. The source's text was kept in the unknown members as 'jsonfeed.tags'."
      ])
  }

  /// Of WordPress's `<category>` list, as a mapping that filters it by domain reads it (the
  /// built-in one reads the terms the record reader resolves instead), the items whose
  /// domain no rule reads (a post format, a custom taxonomy) stay among the unknown members;
  /// those the rules read do not.
  @Test func categoriesOfADomainNoRuleReadsAreKept() throws {
    let mapping = try Mapping(
      json: #"""
        {"name": "wordpress", "fields": {
          "id": {"from": "title", "transform": ["slug"]}, "title": "title",
          "tagNames": {"from": "category", "transform": ["where:@domain=post_tag", "pluck:#text"]},
          "categoryNames": {"from": "category", "transform": ["where:@domain=category", "pluck:#text"]}}}
        """#)
    func category(_ domain: String, _ text: String) -> ArchiveValue {
      .object([
        "@domain": .string(domain), "@nicename": .string(text.lowercased()), "#text": .string(text),
      ])
    }
    let record: ArchiveValue = .object([
      "title": .string("Aside"), "wp:post_type": .string("post"),
      "category": .array([
        category("category", "News"), category("post_format", "post-format-aside"),
        category("post_tag", "swift"),
        category("product_cat", "Tea"),
      ]),
    ])
    let mapped = mapping.map(record, as: BlogEntry.self)
    #expect(mapped.value(of: "categoryNames") == .list(["News"]))
    #expect(mapped.value(of: "tagNames") == .list(["swift"]))
    #expect(
      mapped.leftovers == [
        "wp:post_type": .string("post"),
        "category": .array([
          category("post_format", "post-format-aside"), category("product_cat", "Tea"),
        ]),
      ])
    // A single item no rule reads is kept as it was, and one a rule read is gone.
    let alone = mapping.map(
      .object(["title": .string("A"), "category": category("post_format", "post-format-aside")]),
      as: BlogEntry.self)
    #expect(alone.leftovers == ["category": category("post_format", "post-format-aside")])
    let read = mapping.map(
      .object(["title": .string("A"), "category": category("post_tag", "x")]), as: BlogEntry.self)
    #expect(read.leftovers == nil)
  }

  /// `first` takes one item of a list: the others stay.
  @Test func theItemsFirstLeavesAreKept() throws {
    let mapping = try Mapping(
      json:
        #"{"name": "m", "fields": {"id": "id", "authorName": {"from": "authors", "transform": ["first"]}}}"#
    )
    let mapped = mapping.map(
      .object(["id": .string("a"), "authors": .array([.string("Ada"), .string("Bo")])]),
      as: BlogEntry.self)
    #expect(mapped.value(of: "authorName") == .string("Ada"))
    #expect(mapped.leftovers == ["authors": .array([.string("Bo")])])
    let one = mapping.map(
      .object(["id": .string("a"), "authors": .string("Ada")]), as: BlogEntry.self)
    #expect(one.value(of: "authorName") == .string("Ada"))
    #expect(one.leftovers == nil)
  }

  /// A value refused where the source adds it itself (`$file`…) is not kept, and the warning
  /// does not say it was.
  @Test func aValueOfTheSourcesOwnIsNotSaidToBeKept() throws {
    let mapping = try Mapping(
      json:
        #"{"name": "m", "fields": {"id": "id", "postedDate": {"from": "$fileDate", "transform": ["date"]}}}"#
    )
    let mapped = mapping.map(
      .object(["id": .string("a"), "$fileDate": .string("never")]), as: BlogEntry.self)
    #expect(
      mapped.warnings.map(\.description) == [
        "postedDate: '$fileDate': Expected a date, found \"never\"."
      ])
    #expect(mapped.warnings.map(\.keptAs) == [nil])
    #expect(mapped.leftovers == nil)
  }

  @Test func setMakesThePathItPassesThrough() throws {
    var value: ArchiveValue = .object([
      "url": .string("/a"), "authors": .array([.null, .string("Bo")]),
    ])
    try RemoteKeyPath("authors.0.name").set(.string("Ada"), in: &value)
    try RemoteKeyPath("params.toc").set(.bool(true), in: &value)
    try RemoteKeyPath("list.2").set(.number("3"), in: &value)
    #expect(
      value
        == .object([
          "url": .string("/a"),
          "authors": .array([.object(["name": .string("Ada")]), .string("Bo")]),
          "params": .object(["toc": .bool(true)]), "list": .array([.null, .null, .number("3")]),
        ]))
  }

  /// The oracle: each scalar of a source item is held by a field (compared naively, by what
  /// the JSON Feed member means) or kept with the same text at the same path in the bag.
  static func isHeld(_ path: [String], _ text: String, by entry: BlogEntry) -> Bool {
    func instant(_ text: String) -> Timestamp.Instant? { (try? Timestamp(iso8601: text))?.instant }
    switch path.count == 2 && path[0] == "tags" ? "tags" : path.joined(separator: ".") {
    case "title": return entry.title == text
    case "url", "external_url": return entry.permalink?.absoluteString == text
    case "id": return entry.id == Slug.make(from: text)
    case "summary": return entry.summary == text
    case "date_published": return instant(text) != nil && entry.postedDate?.instant == instant(text)
    case "date_modified":
      return instant(text) != nil
        && (entry.updatedDate?.instant == instant(text)
          || entry.postedDate?.instant == instant(text))
    case "content_html": return !entry.bodyText.isEmpty
    case "content_text": return entry.bodyText == text
    case "tags": return entry.tagNames.contains(text)
    case "authors.0.name", "author.name": return entry.authorName == text
    default: return false
    }
  }

  /// Every scalar of `value`, with its path.
  static func scalars(
    of value: ArchiveValue, at path: [String] = []
  ) -> [(path: [String], value: ArchiveValue)] {
    switch value {
    case .object(let object): object.flatMap { scalars(of: $0.value, at: path + [$0.key]) }
    case .array(let items): items.enumerated().flatMap { scalars(of: $1, at: path + ["\($0)"]) }
    default: [(path, value)]
    }
  }

  @Test func noSourceTextIsLost() async throws {
    try await JSONFeedImportPropertyTests.withFeedPath { feedPath in
      await propertyCheck(count: 150, input: JSONFeedGenerator.feed()) { feed in
        do {
          let importer = try JSONFeedImportPropertyTests.importFeed(
            feed, into: try BlogDocument(entries: []), at: feedPath)
          let items = try Self.jsonFeed.records(in: JSONValueReader.parse(Array(feed.json.utf8)))
          for (index, item) in feed.items.enumerated() where item.defect == nil {
            let entry = try #require(importer.document[id: item.entryID!])
            let bag = entry.unknownFields["jsonfeed"] ?? .object(ArchiveObject())
            for (path, value) in Self.scalars(of: items[index]) {
              let kept = RemoteKeyPath(components: path).value(in: bag) == value
              let held: Bool
              switch value {
              case .string(let text): held = Self.isHeld(path, text, by: entry)
              default: held = false
              }
              #expect(
                kept || held,
                "items.\(index).\(path.joined(separator: ".")) = \(value) is lost: \(entry)")
            }
          }
        } catch {
          Issue.record("\(error)")
        }
      }
    }
  }
}
