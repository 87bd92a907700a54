import BlogDocTestSupport
import Foundation
import Testing

/// `import --from rss` and `--from atom` on the command line: a Blogger export imports with
/// its draft kept back, and a feed given to the wrong `--from` exits 65 naming the right one,
/// with nothing written.
@Suite struct FeedImportCommandTests {
  /// A Blogger export: one published post with labels, one draft with no alternate link.
  static let blogger = """
    <?xml version='1.0' encoding='UTF-8'?>
    <feed xmlns='http://www.w3.org/2005/Atom' xmlns:app='http://purl.org/atom/app#'>
    <id>tag:blogger.com,1999:blog-1</id><updated>2024-03-07T10:20:00.000-08:00</updated><title type='text'>Blog</title>
    <entry><id>tag:blogger.com,1999:blog-1.post-11</id><published>2024-03-05T10:20:00.001-08:00</published><updated>2024-03-06T10:20:00.001-08:00</updated>
    <category scheme='http://schemas.google.com/g/2005#kind' term='http://schemas.google.com/blogger/2008/kind#post'/>
    <category scheme='http://www.blogger.com/atom/ns#' term='travel'/>
    <title type='text'>Hello &amp; welcome</title>
    <content type='html'>&lt;p&gt;Hi &lt;b&gt;there&lt;/b&gt;&lt;/p&gt;</content>
    <link rel='alternate' type='text/html' href='https://x.blogspot.com/2024/03/hello-welcome.html' title='Hello'/>
    <author><name>Ada</name></author>
    </entry>
    <entry><id>tag:blogger.com,1999:blog-1.post-12</id><published>2024-03-07T10:20:00.001-08:00</published><updated>2024-03-07T10:20:00.001-08:00</updated>
    <app:control><app:draft>yes</app:draft></app:control>
    <category scheme='http://schemas.google.com/g/2005#kind' term='http://schemas.google.com/blogger/2008/kind#post'/>
    <title type='text'>Not yet</title>
    <content type='html'>&lt;p&gt;Private&lt;/p&gt;</content>
    <link rel='self' type='application/atom+xml' href='https://www.blogger.com/feeds/1/posts/default/12'/>
    <author><name>Ada</name></author>
    </entry>
    </feed>

    """

  @Test func aBloggerExportImportsWithItsDraftKeptBack() throws {
    try withTemporaryDirectory { directory in
      try Data(Self.blogger.utf8).write(to: directory.appendingPathComponent("blog-export.xml"))
      let imported = try BlogDocProcess.run(
        ["import", "blog-export.xml", "--from", "atom", "--into", "blog.xml"], in: directory)
      #expect(
        imported
          == .init(
            status: 0,
            standardOutput:
              "Imported blog-export.xml into blog.xml: 2 added, 0 updated, 0 unchanged.\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      struct Entry: Decodable, Equatable {
        var id: String
        var isDraft: Bool
        var tagNames: [String]
      }
      struct Blog: Decodable { var blog: [Entry] }
      let shown = try BlogDocProcess.run(["show", "blog.xml", "--json"], in: directory)
      let blog = try JSONDecoder().decode(Blog.self, from: Data(shown.standardOutput.utf8))
      #expect(
        blog.blog == [
          Entry(id: "hello-welcome", isDraft: false, tagNames: ["travel"]),
          Entry(id: "tag-blogger-com-1999-blog-1-post-12", isDraft: true, tagNames: []),
        ])
    }
  }

  @Test func aFeedGivenToTheWrongFromIsNamedAndNothingIsWritten() throws {
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (29, 7, 1, 2))
    let hugo = XMLFeedGenerator.makeFeed(.hugo, entries: 2, using: &rng).xml
    try withTemporaryDirectory { directory in
      try Data(Self.blogger.utf8).write(to: directory.appendingPathComponent("atom.xml"))
      try Data(hugo.utf8).write(to: directory.appendingPathComponent("index.xml"))
      let cases: [([String], String)] = [
        (
          ["import", "atom.xml", "--from", "wxr", "--into", "blog.xml"],
          "Error: atom.xml:2:1: Expected a WordPress export, found an Atom feed; --from atom reads it.\n"
        ),
        (
          ["import", "atom.xml", "--from", "rss", "--into", "blog.xml"],
          "Error: atom.xml:2:1: Expected an RSS feed, found an Atom feed; --from atom reads it.\n"
        ),
        (
          ["import", "atom.xml", "--from", "jsonfeed", "--into", "blog.xml"],
          "Error: atom.xml:1:1: Expected a JSON Feed, found XML; --from atom reads an Atom feed.\n"
        ),
        (
          ["import", "index.xml", "--from", "wxr", "--into", "blog.xml"],
          "Error: index.xml:2:1: Expected a WordPress export, found an RSS feed without WordPress's export elements; --from rss reads it.\n"
        ),
        (
          ["import", "index.xml", "--from", "atom", "--into", "blog.xml"],
          "Error: index.xml:2:1: Expected an Atom feed, found an RSS feed without WordPress's export elements; --from rss reads it.\n"
        ),
      ]
      for (arguments, message) in cases {
        let result = try BlogDocProcess.run(arguments, in: directory)
        #expect(
          result == .init(status: 65, standardOutput: "", standardError: message), "\(arguments)")
      }
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "atom.xml", "index.xml",
        ])
    }
  }
}
