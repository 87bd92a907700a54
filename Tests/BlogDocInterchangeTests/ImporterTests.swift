import BlogDocCore
import FoundationEssentials
import BlogDocTestSupport
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

@Suite struct ImporterTests {
  static func importAll(
    _ format: ImportFormat, _ name: String, into document: BlogDocument, mapping: Mapping? = nil
  ) throws
    -> Importer<BlogEntry>
  {
    let mapping = mapping ?? format.builtInMapping!
    var importer = Importer(into: document, mapping: mapping)
    try ImportSource(path: Fixture.path(name), format: format, mapping: mapping).forEachRecord {
      record, origin in
      try importer.add(record, from: origin)
    }
    return importer
  }

  @Test func wordPressExport() throws {
    let importer = try Self.importAll(.wxr, "wordpress.xml", into: BlogDocument(entries: []))
    let blog = importer.document
    #expect(
      blog.ids == [
        "about", "hello-from-the-harbour", "notes-from-kyoto", "ten-years-of-undo",
        "half-written-thoughts-on-journaling", "team-notes-q1", "spring-release-notes",
        "escaping-script-in-titles", "a-trip-to-japan",
      ])
    let hello = try #require(blog[id: "hello-from-the-harbour"])
    #expect(hello.tagNames == ["Swift", "undo"])
    #expect(hello.categoryNames == ["Engineering", "Notes"])
    #expect(hello.postedDate?.iso8601 == "2024-01-05T09:00:00Z")
    #expect(
      hello.permalink?.absoluteString
        == "https://blog.example.org/2024/01/05/hello-from-the-harbour/")
    // The draft's placeholder dates read as no date; its modified date stands in.
    let draft = try #require(blog[id: "half-written-thoughts-on-journaling"])
    #expect(draft.isDraft)
    #expect(blog[id: "team-notes-q1"]?.isDraft == true)  // private
    // Scheduled is not public yet: only `publish` is.
    #expect(blog[id: "spring-release-notes"]?.isDraft == true)
    #expect(blog[id: "spring-release-notes"]?.updatedDate == nil)  // modified before it is posted
    #expect(
      blog[id: "spring-release-notes"]?.unknownFields["wordpress"]?.objectValue?[
        "wp:post_modified_gmt"]
        == .string("2024-03-09 17:31:07"))
    // Unmapped members are kept under the mapping's name.
    guard case .object(let bag)? = hello.unknownFields["wordpress"] else {
      Issue.record("no wordpress bag")
      return
    }
    #expect(bag["wp:post_id"] == .string("10"))
    // The status a draft was made from stays with the entry.
    #expect(bag["wp:status"] == .string("publish"))
    #expect(
      blog[id: "spring-release-notes"]?.unknownFields["wordpress"]?.objectValue?["wp:status"]
        == .string("future"))
    #expect(bag["category"] == nil)
    #expect(importer.summary.description == "9 added, 0 updated, 0 unchanged")
    #expect(
      importer.summary.warnings.map(\.description) == [
        Fixture.path("wordpress.xml")
          + ":497: item 8 ('spring-release-notes'): updatedDate: Updated date 2024-03-09T17:31:07Z is before the posted date 2024-04-15T07:00:00Z. The value was left out. The source's text was kept in the unknown members as 'wordpress.wp:post_modified_gmt'."
      ])
  }

  @Test func importingTwiceChangesNothing() throws {
    for (format, name) in [
      (ImportFormat.wxr, "wordpress.xml"), (.jsonfeed, "feed.json"), (.markdown, "posts"),
    ] {
      let first = try Self.importAll(format, name, into: BlogDocument(entries: [])).document
      let second = try Self.importAll(format, name, into: first)
      #expect(second.document == first, "\(name)")
      #expect(second.summary.added == 0 && second.summary.updated == 0, "\(name)")
      #expect(second.summary.unchanged == first.count, "\(name)")
    }
  }

  @Test func anUpdateKeepsWhatTheRecordDoesNotMap() throws {
    var blog = try Self.importAll(.markdown, "posts", into: BlogDocument(entries: [])).document
    blog[id: "tea-time"]!.permalink = URL(string: "https://example.org/tea")
    blog[id: "tea-time"]!.title = "Edited here"
    blog[id: "tea-time"]!.unknownFields["localNote"] = .string("mine")
    let again = try Self.importAll(.markdown, "posts", into: blog)
    let entry = try #require(again.document[id: "tea-time"])
    #expect(entry.title != "Edited here")  // The source maps the title: it wins.
    // Not in the source: kept.
    #expect(entry.permalink?.absoluteString == "https://example.org/tea")
    #expect(entry.unknownFields["localNote"] == .string("mine"))
    #expect(again.summary.description == "0 added, 1 updated, 3 unchanged")
  }

  @Test func aRecordWithoutIdentityIsRefusedWithItsPlace() throws {
    let mapping = try Mapping(
      json:
        #"{"records": "data.posts", "fields": {"id": {"from": ["slug", "headline"], "transform": ["slug"]}, "title": "headline"}}"#
    )
    #expect(
      throws: ImportError(
        origin: RecordOrigin(file: Fixture.path("cms.json"), label: "data.posts.4"), field: "id",
        message: "No identity: none of 'slug', 'headline' gives a usable id.")
    ) {
      try Self.importAll(.json, "cms.json", into: BlogDocument(entries: []), mapping: mapping)
    }
  }

  @Test func aRecordBreakingARuleIsRefused() throws {
    let mapping = try Mapping(json: #"{"fields": {"id": "id", "title": "title"}}"#)
    var importer = Importer(into: try BlogDocument(entries: []), mapping: mapping)
    let origin = RecordOrigin(file: "x.json", label: "0")
    #expect(
      throws: ImportError(
        origin: origin, entryID: "x", field: "title", message: "Title must not be empty.")
    ) {
      try importer.add(.object(["id": .string("x")]), from: origin)
    }
  }

  @Test func aRepeatedIdIsMergedWithAWarning() throws {
    let mapping = try Mapping(
      json: #"{"fields": {"id": "id", "title": "title", "summary": "summary"}}"#)
    var importer = Importer(into: try BlogDocument(entries: []), mapping: mapping)
    try importer.add(
      .object(["id": .string("a"), "title": .string("One"), "summary": .string("S")]),
      from: RecordOrigin(file: "f", label: "0"))
    try importer.add(
      .object(["id": .string("a"), "title": .string("Two")]),
      from: RecordOrigin(file: "f", label: "1"))
    #expect(importer.document.count == 1)
    #expect(importer.document[id: "a"]?.title == "Two")
    #expect(importer.document[id: "a"]?.summary == "S")
    #expect(importer.summary.added == 1)
    #expect(
      importer.summary.warnings.map(\.description) == [
        "f: 1 ('a'): A second record has this id (the first is at f: 0). Its fields are merged over the first's."
      ])
  }

  /// The undo law for imports: the diff an import makes, inverted and applied, gives back
  /// the blog it started from, whatever the blog and the records.
  @Test func undoingAnImportRestoresTheBlog() async throws {
    let mapping = try Mapping(
      json: #"{"fields": {"id": "id", "title": "t", "tagNames": "tags", "summary": "s"}}"#)
    await propertyCheck(
      count: 200, input: Generators.blogDocument(maxCount: 6), Gen.int(in: 0...9).array(of: 0...6)
    ) { blog, picks in
      var importer = Importer(into: blog, mapping: mapping)
      for (index, pick) in picks.enumerated() {
        // Half the records hit existing ids, half are new.
        let id =
          pick % 2 == 0 && !blog.ids.isEmpty ? blog.ids[pick % blog.ids.count] : "new-\(pick)"
        let record: ArchiveValue = .object([
          "id": .string(id), "t": .string("Title \(index)"), "tags": .array([.string("t\(pick)")]),
          "s": pick % 3 == 0 ? .null : .string("S\(index)"), "extra": .number("\(index)"),
        ])
        try? importer.add(record, from: RecordOrigin(file: "f", label: "\(index)"))
      }
      let diff = importer.document.difference(from: blog)
      var undone = importer.document
      _ = try? undone.apply(diff.inverted(), policy: .strict)
      #expect(undone == blog)
    }
  }
}
