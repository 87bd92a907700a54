// swift-format-ignore-file
// The code is a line-for-line copy of the article's, so the formatter leaves it alone.
import BlogDocCore
import BlogDocTestSupport
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import FoundationEssentials
import Testing

/// The code of Sources/BlogDocXML/Documentation.docc/GettingStarted.md, verbatim, run in
/// order; `print` is captured so the test checks what the article says it prints.
@Suite("Getting started with BlogDocXML")
struct XMLGettingStartedArticleTests {
  @Test func everyCodeBlockOfTheArticleIsHere() throws {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/BlogDocXML/Documentation.docc/GettingStarted.md").path
    #expect(try ArticleCode.blocks(ofArticle: article, missingFrom: #filePath) == [])
  }

  @Test func theArticleRunsAsWritten() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "blogdoc-xml-article-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appending(path: "feed.xml").path

    let entry = BlogEntry(id: "hello-world", title: "Hello, World", tagNames: ["swift"])
    let blog = try BlogDocument(entries: [entry])
    let xml = try XMLArchiveFormat().encode(blog)
    print(String(decoding: xml, as: UTF8.self))
    // <?xml version="1.0" encoding="UTF-8"?>
    // <blog xmlns="urn:blogdoc:archive" formatVersion="2">
    //   <entry>
    //     <id>hello-world</id>
    //     <title>Hello, World</title>
    //     <bodyText/>
    //     <tagNames>
    //       <tag>swift</tag>
    //     </tagNames>
    //     <categoryNames/>
    //     <isDraft>false</isDraft>
    //   </entry>
    // </blog>
    let back = try XMLArchiveFormat().decode(BlogEntry.self, from: xml)
    print(back == blog)
    // Prints "true"

    let json = try JSONArchiveFormat().encode(back)
    print(try JSONArchiveFormat().decode(BlogEntry.self, from: json) == blog)
    // Prints "true"

    let broken = Array("<entry xmlns=\"urn:blogdoc:archive\"><id>x</id><title>Hi</entry>".utf8)
    do {
      _ = try XMLArchiveFormat().decode(BlogEntry.self, from: broken)
    } catch {
      print(error.reading("entry.xml"))
    }
    // Prints "entry.xml:1:63: Opening and ending tag mismatch: title line 1 and entry."

    let feed = """
      <rss><channel>
        <item><title>First</title><category>swift</category><category>linux</category></item>
        <item><title>Second</title></item>
      </channel></rss>
      """
    try Array(feed.utf8).withUnsafeBytes { try Data($0).write(to: URL(filePath: path)) }

    let reader = XMLRecordReader(recordPath: ["rss", "channel", "item"])
    var titles: [String] = []
    var firstCategories: ArchiveValue?
    try reader.read(file: path) { record, origin in
      if case .string(let title)? = record.objectValue?["title"] {
        titles.append("\(origin.ordinal): \(title) (line \(origin.line))")
      }
      if origin.ordinal == 1 { firstCategories = record.objectValue?["category"] }
    }
    print(titles)
    // Prints "["1: First (line 2)", "2: Second (line 3)"]"
    print(firstCategories == .array([.string("swift"), .string("linux")]))
    // Prints "true"

    #expect(
      printed == [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <blog xmlns="urn:blogdoc:archive" formatVersion="2">
          <entry>
            <id>hello-world</id>
            <title>Hello, World</title>
            <bodyText/>
            <tagNames>
              <tag>swift</tag>
            </tagNames>
            <categoryNames/>
            <isDraft>false</isDraft>
          </entry>
        </blog>

        """,
        "true",
        "true",
        "entry.xml:1:63: Opening and ending tag mismatch: title line 1 and entry.",
        #"["1: First (line 2)", "2: Second (line 3)"]"#,
        "true",
      ])
  }
}
