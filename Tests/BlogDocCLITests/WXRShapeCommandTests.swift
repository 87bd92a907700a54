import BlogDocCore
import BlogDocHTML
import BlogDocTestSupport
import Foundation
import BlogDocStore
import BlogDocBlog
import Testing

/// `blogdoc import --from wxr` on the shapes that used to publish private posts, lose a
/// post or refuse a whole export (issue 29, items 1 to 3), run through the built binary,
/// then `render` and `export`.
@Suite struct WXRShapeCommandTests {
  static let export = """
    <?xml version="1.0" encoding="UTF-8" ?>
    <rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
    <wp:category><wp:category_nicename>foo-parent</wp:category_nicename><wp:category_parent/><wp:cat_name>Foo Parent</wp:cat_name></wp:category>
    <wp:category><wp:category_nicename>foo-a</wp:category_nicename><wp:category_parent/><wp:cat_name>Foo A</wp:cat_name></wp:category>
    <wp:category><wp:category_nicename>foo-a-2</wp:category_nicename><wp:category_parent>foo-parent</wp:category_parent><wp:cat_name>Foo A</wp:cat_name></wp:category>
    <item><title>Open</title><guid>https://example.org/?p=1</guid><wp:post_id>1</wp:post_id><wp:post_name>open</wp:post_name>
      <content:encoded><![CDATA[<p>Anyone may read this.</p>]]></content:encoded>
      <wp:post_date_gmt>2024-01-02 03:04:05</wp:post_date_gmt><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
      <wp:post_password></wp:post_password>
      <category domain="category" nicename="foo-a"><![CDATA[Foo A]]></category>
      <category domain="category" nicename="foo-a-2"><![CDATA[Foo A]]></category>
      <category>Old Style</category>
      <category domain="post_tag" nicename="border"><![CDATA[Border]]></category>
      <category domain="post_tag" nicename="border-2"><![CDATA[Border]]></category></item>
    <item><title>Locked</title><guid>https://example.org/?p=2</guid><wp:post_id>2</wp:post_id><wp:post_name>locked</wp:post_name>
      <content:encoded><![CDATA[<p>Only with the password: the launch is on Friday.</p>]]></content:encoded>
      <wp:post_date_gmt>2024-01-03 03:04:05</wp:post_date_gmt><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
      <wp:post_password>hunter2</wp:post_password></item>
    <item><title>Later</title><guid>https://example.org/?p=3</guid><wp:post_id>3</wp:post_id><wp:post_name>later</wp:post_name>
      <content:encoded><![CDATA[<p>Scheduled for 2030.</p>]]></content:encoded>
      <wp:post_date_gmt>2030-01-01 00:00:00</wp:post_date_gmt><wp:status>future</wp:status><wp:post_type>post</wp:post_type></item>
    <item><title>Footnotes</title><guid>https://example.org/?p=4</guid><wp:post_id>4</wp:post_id><wp:post_name>footnotes</wp:post_name>
      <wp:post_date_gmt>2024-01-04 03:04:05</wp:post_date_gmt><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
    <item><title>Footnotes again</title><guid>https://example.org/?p=5</guid><wp:post_id>5</wp:post_id><wp:post_name>footnotes</wp:post_name>
      <wp:post_date_gmt>2024-01-05 03:04:05</wp:post_date_gmt><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
    </channel>
    </rss>
    """

  @Test func nothingPrivateIsPublishedNothingIsLostAndTermsAreWordPresss() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.export.utf8).write(to: directory.appendingPathComponent("export.xml"))
      let first = try BlogDocProcess.run(
        ["import", "export.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      #expect(
        first
          == .init(
            status: 0,
            standardOutput: """
              Imported export.xml into blog.xml: 5 added, 0 updated, 0 unchanged, 2 warnings.

              """,
            standardError: """
              Warning: export.xml:7: item 1 ('open'): tagNames: The tags 'border' and 'border-2' have the same name, 'Border'; they were imported as one.
              Warning: export.xml:25: item 5 ('footnotes-2'): Another item has the id 'footnotes' (the record at export.xml:23: item 4; their 'guid' and 'wp:post_id' differ), so this one was imported as 'footnotes-2'.
              2 posts were not public in the source and were imported as drafts: 1 future, 1 password-protected.
              Started a blogdoc history in .blogdoc.

              """))
      let show = try BlogDocProcess.run(["show", "blog.xml"], in: directory)
      #expect(
        show.standardOutput == """
          open         2024-01-02  Open
          locked       2024-01-03  Locked  [draft]  [password-protected]
          later        2030-01-01  Later  [draft]
          footnotes    2024-01-04  Footnotes
          footnotes-2  2024-01-05  Footnotes again

          """)
      let categories = try BlogDocProcess.run(
        ["show", "blog.xml", "--entry", "open", "--field", "categoryNames"], in: directory)
      #expect(categories.standardOutput == "Foo A,Foo Parent/Foo A,Old Style\n")

      // Drafts included, a protected text is never on the page.
      let render = try BlogDocProcess.run(["render", "blog.xml", "-o", "page.html"], in: directory)
      #expect(render.status == 0)
      let page = try String(
        contentsOf: directory.appendingPathComponent("page.html"), encoding: .utf8)
      #expect(!page.contains("launch is on Friday"))
      #expect(page.contains("This post is password-protected; its text is not shown."))
      #expect(page.contains("Anyone may read this."))
      let one = try BlogDocProcess.run(["render", "blog.xml", "--entry", "locked"], in: directory)
      #expect(
        !one.standardOutput.contains("launch is on Friday")
          && one.standardOutput.contains("password-protected"))

      // Again: the suffixed entry is found, not made twice.
      let blog = try Data(contentsOf: directory.appendingPathComponent("blog.xml"))
      let again = try BlogDocProcess.run(
        ["import", "export.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      #expect(
        again.standardOutput
          == "Imported export.xml into blog.xml: 0 added, 0 updated, 5 unchanged, 2 warnings; nothing changed.\n"
      )
      #expect(try Data(contentsOf: directory.appendingPathComponent("blog.xml")) == blog)

      // Exported front matter names the categories so that a site generator reads them,
      // and importing the export gives them back.
      let export = try BlogDocProcess.run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "posts"], in: directory)
      #expect(export.status == 0)
      let post = try String(
        contentsOf: directory.appendingPathComponent("posts/2024-01-02-open.md"), encoding: .utf8)
      #expect(post.contains("categories:\n- Foo A\n- Foo Parent/Foo A\n- Old Style\n"), "\(post)")
      let back = try BlogDocProcess.run(
        ["import", "posts", "--from", "markdown", "--into", "back.xml"], in: directory)
      #expect(back.status == 0)
      let backCategories = try BlogDocProcess.run(
        ["show", "back.xml", "--entry", "open", "--field", "categoryNames"], in: directory)
      #expect(backCategories.standardOutput == "Foo A,Foo Parent/Foo A,Old Style\n")
    }
  }

  /// A generated export (``WXRGenerator``): every password-protected item's text is left
  /// off the rendered page, drafts included, and the import counts what it kept back as
  /// the generator's own account of each item says.
  @Test func aGeneratedExportNeverShowsAProtectedText() throws {
    var rng = Xoshiro(seed: (29, 1, 2, 3))
    var found = 0
    var withText = 0
    for _ in 0..<40 where found < 3 {
      let export = WXRGenerator.export.run(using: &rng)
      guard export.items.contains(where: \.hasPassword) else { continue }
      found += 1
      try withTemporaryDirectory { directory in
        try Data(export.bytes).write(to: directory.appendingPathComponent("export.xml"))
        let result = try BlogDocProcess.run(
          ["import", "export.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
        #expect(result.status == 0, "\(result)")
        var reasons: [String: Int] = [:]
        for item in export.items {
          if let reason = item.notPublicReason { reasons[reason, default: 0] += 1 }
        }
        let total = reasons.values.reduce(0, +)
        let order = reasons.keys.sorted {
          ($0 == "password-protected" ? 1 : 0, $0) < ($1 == "password-protected" ? 1 : 0, $1)
        }
        let parts = order.map { "\(reasons[$0]!) \($0)" }.joined(separator: ", ")
        let sentence =
          total == 1
          ? "1 post was not public in the source and was imported as a draft: \(parts).\n"
          : "\(total) posts were not public in the source and were imported as drafts: \(parts).\n"
        #expect(result.standardError.contains(sentence), "\(result)")

        let document = try DocumentFile.read(
          BlogEntry.self, from: directory.appendingPathComponent("blog.xml").path
        ).document
        let render = try BlogDocProcess.run(["render", "blog.xml"], in: directory)
        #expect(render.status == 0)
        let protected = export.items.filter(\.hasPassword).map(\.postID)
        var bodies = 0
        for entry in document.entries {
          guard
            case .string(let postID)? = entry.unknownFields["wordpress"]?.objectValue?["wp:post_id"],
            protected.contains(postID)
          else { continue }
          // The text as the page would show it is not on it, nor any paragraph of it.
          let shown = MarkdownHTML.render(entry.bodyText)
          #expect(shown.isEmpty || !render.standardOutput.contains(shown), "\(entry.id)")
          for paragraph in shown.components(separatedBy: "\n") where paragraph.count > 12 {
            #expect(!render.standardOutput.contains(paragraph), "\(entry.id): \(paragraph)")
          }
          bodies += shown.isEmpty ? 0 : 1
        }
        let notices =
          render.standardOutput.components(
            separatedBy: "This post is password-protected; its text is not shown."
          ).count - 1
        // Once as the text, once as the excerpt in the index.
        #expect(notices == 2 * protected.count)
        withText += bodies
      }
    }
    #expect(found == 3)
    // The check above had texts to look for.
    #expect(withText > 0)
  }
}
