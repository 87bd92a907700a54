import BlogDocCore
import BlogDocInterchange
import BlogDocPresentation
import BlogDocBlog
import BlogDocSystem
import FoundationEssentials
import Testing

/// The shapes of real WordPress exports that used to publish private posts, lose posts or
/// refuse a whole export (issue 29, items 1 to 3), each in a small export of its own.
@Suite struct WXRShapeTests {
  /// `items` in a WordPress export whose channel declares `categories` first.
  static func export(categories: String = "", _ items: String...) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" ?>
    <rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
    \(categories)
    \(items.joined(separator: "\n"))
    </channel>
    </rss>
    """
  }

  /// An item; `extra` goes before `</item>`.
  static func item(
    _ postID: Int, slug: String, status: String = "publish", password: String = "",
    extra: String = ""
  ) -> String {
    """
    <item><title>Post \(postID)</title><guid isPermaLink="false">https://example.org/?p=\(postID)</guid>
    <content:encoded><![CDATA[<p>Secret text of \(postID).</p>]]></content:encoded>
    <wp:post_id>\(postID)</wp:post_id><wp:post_name><![CDATA[\(slug)]]></wp:post_name>
    <wp:status><![CDATA[\(status)]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
    <wp:post_password><![CDATA[\(password)]]></wp:post_password>\(extra)</item>
    """
  }

  static func category(_ slug: String, _ name: String, parent: String = "") -> String {
    "<wp:category><wp:category_nicename>\(slug)</wp:category_nicename><wp:category_parent>\(parent)</wp:category_parent><wp:cat_name><![CDATA[\(name)]]></wp:cat_name></wp:category>"
  }

  /// Imports `text` into `document`, as `blogdoc import --from wxr` does, with the
  /// warnings naming the file `export.xml` wherever it was written.
  static func importing(
    _ text: String, into document: BlogDocument = try! BlogDocument(entries: [])
  ) throws
    -> (importer: Importer<BlogEntry>, warnings: [String])
  {
    let directory =
      FileManager.default.temporaryDirectory.path
      + "/wxr-shape-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/export.xml"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let mapping = ImportFormat.wxr.builtInMapping!
    var importer = Importer(into: document, mapping: mapping)
    _ = try importer.importRecords(of: ImportSource(path: path, format: .wxr, mapping: mapping))
    return (
      importer, importer.summary.warnings.map { $0.description.replacing(path, with: "export.xml") }
    )
  }

  @Test func onlyPublishWithoutAPasswordIsPublished() throws {
    let statuses = [
      "publish", "draft", "pending", "future", "private", "inherit", "auto-draft", "trash",
      "archived",
    ]
    let items =
      statuses.enumerated().map { Self.item($0.offset + 1, slug: $0.element, status: $0.element) }
      + [
        Self.item(20, slug: "locked", password: "hunter2"),
        Self.item(21, slug: "locked-draft", status: "draft", password: "0"),
      ]
    let (importer, warnings) = try Self.importing(Self.export(items.joined(separator: "\n")))
    let drafts = importer.document.entries.filter(\.isDraft).map(\.id)
    #expect(
      drafts == [
        "draft", "pending", "future", "private", "inherit", "auto-draft", "trash", "archived",
        "locked", "locked-draft",
      ])
    // The status and password stay with the entry, as they were.
    let locked = try #require(importer.document[id: "locked"])
    #expect(
      locked.unknownFields["wordpress"]?.objectValue?["wp:post_password"] == .string("hunter2"))
    #expect(locked.unknownFields["wordpress"]?.objectValue?["wp:status"] == .string("publish"))
    #expect(locked.isPasswordProtected)
    #expect(
      importer.document[id: "future"]?.unknownFields["wordpress"]?.objectValue?["wp:status"]
        == .string("future"))
    var count = NotPublicCount(bag: "wordpress")
    importer.document.entries.forEach { count.count($0) }
    #expect(
      count.sentence
        == "10 posts were not public in the source and were imported as drafts: 1 archived, 1 auto-draft, 1 draft, 1 future, 1 inherit, 1 pending, 1 private, 1 trash, 2 password-protected."
    )
    // Nothing to warn about: every status is read, none is refused.
    #expect(warnings.isEmpty)
  }

  @Test func oneDraftIsOneSentenceInTheSingular() {
    var count = NotPublicCount(bag: "wordpress")
    #expect(count.sentence == nil)
    var entry = BlogEntry(id: "a", title: "A", isDraft: true)
    entry.unknownFields["wordpress"] = .object(["wp:status": .string("future")])
    count.count(entry)
    entry.isDraft = false  // Published by hand since: not counted.
    count.count(entry)
    #expect(
      count.sentence == "1 post was not public in the source and was imported as a draft: 1 future."
    )
    #expect(
      count.sentence(dryRun: true)
        == "1 post is not public in the source and would be imported as a draft: 1 future.")
  }

  @Test func aReaderNeverSeesAProtectedText() {
    var entry = BlogEntry(
      id: "secret", title: "Secret", summary: "The gist.", bodyText: "The whole secret.",
      isDraft: true)
    entry.unknownFields["wordpress"] = .object(["wp:post_password": .string("hunter2")])
    let model = EntryViewModel(entry, now: .epoch)
    #expect(model.bodyMarkdown == "This post is password-protected; its text is not shown.")
    #expect(model.excerpt == "This post is password-protected; its text is not shown.")
    #expect(model.summary == nil)
    #expect(model.badges == ["draft", "password-protected"])
    entry.unknownFields["wordpress"] = .object(["wp:post_password": .string("")])
    #expect(EntryViewModel(entry, now: .epoch).bodyMarkdown == "The whole secret.")
  }

  @Test func twoItemsWithOneSlugAreTwoEntriesAndASecondImportChangesNothing() throws {
    let text = Self.export(
      Self.item(10, slug: "footnotes"), Self.item(11, slug: "footnotes"),
      Self.item(12, slug: "footnotes"))
    let (first, firstWarnings) = try Self.importing(text)
    #expect(first.document.ids == ["footnotes", "footnotes-2", "footnotes-3"])
    #expect(
      first.document[id: "footnotes-2"]?.unknownFields["wordpress"]?.objectValue?["wp:post_id"]
        == .string("11"))
    #expect(first.summary.description == "3 added, 0 updated, 0 unchanged")
    #expect(
      firstWarnings == [
        "export.xml:10: item 2 ('footnotes-2'): Another item has the id 'footnotes' (the record at export.xml:5: item 1; their 'guid' and 'wp:post_id' differ), so this one was imported as 'footnotes-2'.",
        "export.xml:15: item 3 ('footnotes-3'): Another item has the id 'footnotes' (the record at export.xml:5: item 1; their 'guid' and 'wp:post_id' differ), so this one was imported as 'footnotes-3'.",
      ])
    let (second, secondWarnings) = try Self.importing(text, into: first.document)
    #expect(second.document == first.document)
    #expect(second.summary.description == "0 added, 0 updated, 3 unchanged")
    // The first item is read again first, so the others are told apart from it as before.
    #expect(secondWarnings == firstWarnings)
  }

  @Test func anItemWhoseSlugTheBlogHasForAnotherItemIsSuffixed() throws {
    let (first, _) = try Self.importing(Self.export(Self.item(10, slug: "footnotes")))
    let (second, warnings) = try Self.importing(
      Self.export(Self.item(11, slug: "footnotes")), into: first.document)
    #expect(second.document.ids == ["footnotes", "footnotes-2"])
    #expect(
      warnings == [
        "export.xml:5: item 1 ('footnotes-2'): Another item has the id 'footnotes' (the blog's entry 'footnotes'; their 'guid' and 'wp:post_id' differ), so this one was imported as 'footnotes-2'."
      ])
  }

  @Test func theSameItemTwiceIsMergedAsBefore() throws {
    let (importer, warnings) = try Self.importing(
      Self.export(Self.item(10, slug: "footnotes"), Self.item(10, slug: "footnotes")))
    #expect(importer.document.ids == ["footnotes"])
    #expect(
      warnings == [
        "export.xml:10: item 2 ('footnotes'): A second record has this id (the first is at export.xml:5: item 1). Its fields are merged over the first's."
      ])
  }

  @Test func categoriesKeepTheirParentsNamesAndSameNameTagsBecomeOne() throws {
    let channel = [
      Self.category("foo-a-2", "Foo A", parent: "foo-parent"),
      Self.category("foo-parent", "Foo Parent"),
      Self.category("foo-a", "Foo A"), Self.category("solo", "Solo", parent: "foo-parent"),
    ].joined(separator: "\n")
    let terms = """
      <category domain="category" nicename="foo-a"><![CDATA[Foo A]]></category>
      <category domain="category" nicename="foo-a-2"><![CDATA[Foo A]]></category>
      <category><![CDATA[Solo]]></category>
      <category><![CDATA[Not Declared]]></category>
      <category domain="post_tag" nicename="border"><![CDATA[Border]]></category>
      <category domain="post_tag" nicename="border-2"><![CDATA[Border]]></category>
      <category domain="post_format" nicename="post-format-gallery"><![CDATA[Gallery]]></category>
      """
    let (importer, warnings) = try Self.importing(
      Self.export(categories: channel, Self.item(10, slug: "terms", extra: terms)))
    let entry = try #require(importer.document[id: "terms"])
    #expect(
      entry.categoryNames == ["Foo A", "Foo Parent/Foo A", "Foo Parent/Solo", "Not Declared"])
    #expect(entry.tagNames == ["Border"])
    // A term of another kind is not dropped: it stays with the entry.
    #expect(
      entry.unknownFields["wordpress"]?.objectValue?["category"]
        == .object([
          "@domain": .string("post_format"), "@nicename": .string("post-format-gallery"),
          "#text": .string("Gallery"),
        ]))
    #expect(
      warnings == [
        "export.xml:8: item 1 ('terms'): tagNames: The tags 'border' and 'border-2' have the same name, 'Border'; they were imported as one."
      ])
  }

  @Test func sameNameTagsInTwoPostsAreOneTagWithAWarningWhereTheSecondSlugTurnsUp() throws {
    let first = #"<category domain="post_tag" nicename="border"><![CDATA[Border]]></category>"#
    let second = #"<category domain="post_tag" nicename="border-2"><![CDATA[Border]]></category>"#
    let (importer, warnings) = try Self.importing(
      Self.export(
        Self.item(10, slug: "a", extra: first), Self.item(11, slug: "b", extra: second),
        Self.item(12, slug: "c", extra: second)))
    #expect(importer.document.entries.map(\.tagNames) == [["Border"], ["Border"], ["Border"]])
    #expect(
      warnings == [
        "export.xml:10: item 2 ('b'): tagNames: The tags 'border' and 'border-2' have the same name, 'Border'; they were imported as one."
      ])
  }

  @Test func aTermRemovedAtTheSourceIsRemovedByAReimport() throws {
    let tagged =
      #"<category domain="post_tag" nicename="old"><![CDATA[Old]]></category><category domain="category" nicename="c">C</category>"#
    let (first, _) = try Self.importing(Self.export(Self.item(10, slug: "post", extra: tagged)))
    #expect(first.document[id: "post"]?.tagNames == ["Old"])
    let formatOnly =
      #"<category domain="post_format" nicename="post-format-aside"><![CDATA[Aside]]></category>"#
    let (second, _) = try Self.importing(
      Self.export(Self.item(10, slug: "post", extra: formatOnly)), into: first.document)
    #expect(second.document[id: "post"]?.tagNames == [])
    #expect(second.document[id: "post"]?.categoryNames == [])
  }

  @Test func theMappingSaysWhichMembersAreAnItemsIdentity() {
    func error(_ json: String) -> String {
      do {
        _ = try Mapping(json: json)
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      error(#"{"fields": {"id": "slug"}, "identity": []}"#)
        == "identity: Expected at least one key path, such as 'guid'.")
    #expect(
      error(#"{"fields": {"id": "slug"}, "identity": [7]}"#)
        == "identity: Expected a list of strings, found the number 7 in it.")
    #expect(
      error(#"{"fields": {"id": "slug"}, "identity": ["a..b"]}"#)
        == "identity.0: Expected a key path such as 'author.name', found 'a..b'; no part of a path may be empty."
    )
    #expect(
      error(#"{"fields": {"id": ["guid", "slug"]}, "identity": ["guid"]}"#)
        == "fields.id: Expected a key path or {\"from\": …, \"transform\": […]}, found a list of 2 items."
    )
    #expect(
      error(#"{"fields": {"id": {"from": ["slug", "guid"]}}, "identity": ["guid"]}"#)
        == "identity.0: 'guid' is read by the rule for 'id', which takes it out of the unknown fields; an identity member must stay there (give that candidate \"keep\": true)."
    )
    #expect(
      error(
        #"{"fields": {"id": {"from": ["slug", {"path": "guid", "keep": true}]}}, "identity": ["guid"]}"#
      ) == "no error")
    #expect(
      error(#"{"fields": {"id": {"from": [{"path": "guid", "keep": "yes"}]}}}"#)
        == "fields.id.from.0.keep: Expected true or false, found \"yes\".")
  }

  @Test func presentAndEqualsMakeBooleans() throws {
    #expect(try Transformer(name: "present").apply(to: .string("hunter2")) == .value(.bool(true)))
    #expect(try Transformer(name: "present").apply(to: .null) == .absent)
    #expect(
      try Transformer(name: "equals:publish").apply(to: .string("publish")) == .value(.bool(true)))
    #expect(
      try Transformer(name: "equals:publish").apply(to: .string("future")) == .value(.bool(false)))
    #expect(try Transformer(name: "equals:publish").name == "equals:publish")
  }
}
