// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocBlog
import BlogDocCore
import BlogDocInterchange
import BlogDocTestSupport
import FoundationEssentials
import Testing

/// The examples of BlogDocInterchange's public doc comments that say what they print, each
/// run here verbatim (after the lines that give it a `source`, an `importer` …) with
/// `print` captured (see `DocExample`).
@Suite("BlogDocInterchange's doc examples print what they say")
struct InterchangeDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocInterchange", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }

  @Test func remoteKeyPath() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let record: ArchiveValue = .object(["authors": .array([.object(["name": .string("Ada")])])])
    let path = try RemoteKeyPath("authors.0.name")
    print(path.value(in: record) as Any)
    // Prints "Optional(BlogDocCore.ArchiveValue.string("Ada"))"
    printer.check()
  }

  @Test func remoteKeyPathSet() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var bag: ArchiveValue = .object(["url": .string("/a")])
    try RemoteKeyPath("authors.0.name").set(.string("Ada"), in: &bag)
    print(try RemoteKeyPath("authors.0.name").value(in: bag) as Any)
    // Prints "Optional(BlogDocCore.ArchiveValue.string("Ada"))"
    printer.check()
  }

  @Test func mappedRecordWarning() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let warning = MappedRecord<BlogEntry>.Warning(
      field: "updatedDate", message: "…", keptAs: try RemoteKeyPath("jsonfeed.date_modified"))
    print(warning.note)
    // Prints " The field was left as it was. The source's text was kept in the unknown members as 'jsonfeed.date_modified'."
    printer.check()
  }

  @Test func mapping() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let mapping = try Mapping(json: #"{"name": "cms", "fields": {"id": "slug", "title": "headline"}}"#)
    let record: ArchiveValue = .object(["slug": .string("hi"), "headline": .string("Hi"), "views": .number("3")])
    let entry = mapping.map(record, as: BlogEntry.self).apply(to: BlogEntry())
    print(entry.id, entry.title, entry.unknownFields["cms"] == .object(["views": .number("3")]))
    // Prints "hi Hi true"
    printer.check()
  }

  @Test func transformer() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let tags = try Transformer(name: "comma-list").apply(to: .string("swift, linux"))
    print(tags)
    // Prints "value(BlogDocCore.ArchiveValue.array([BlogDocCore.ArchiveValue.string("swift"), BlogDocCore.ArchiveValue.string("linux")]))"
    printer.check()
  }

  @Test func dateFormatPattern() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let format = try DateFormat(pattern: "MMM d, yyyy h:mm a")
    print(format.timestamp(from: "Mar 5, 2019 10:20 PM")!.iso8601)
    // Prints "2019-03-05T22:20:00Z"
    printer.check()
  }

  @Test func dateFormatFlexible() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let stamp = DateFormat.flexible.timestamp(from: "Tue, 05 Mar 2019 10:20:00 +0100")
    print(stamp?.iso8601 ?? "nil")
    // Prints "2019-03-05T10:20:00+01:00"
    printer.check()
  }

  @Test func dateFormatZeroDate() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(DateFormat.flexible.timestamp(from: "0000-00-00 00:00:00") as Any)
    // Prints "nil"
    printer.check()
  }

  @Test func frontMatterFile() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let record = try FrontMatterFile.record(text: "---\ntitle: Hi\n---\nHello.\n", name: "2024-01-05-hi.md")
    print(record.objectValue?["$file"] as Any)
    // Prints "Optional(BlogDocCore.ArchiveValue.string("hi"))"
    printer.check()
  }

  @Test func importer() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let feed = FileManager.default.temporaryDirectory.appending(path: "feed-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: feed) }
    let items = (1...3).map { #"{"id": "p\#($0)", "title": "Post \#($0)", "content_text": "Text."}"# }
    let json = #"{"version": "https://jsonfeed.org/version/1.1", "title": "F", "items": ["#
      + items.joined(separator: ", ") + "]}"
    try Array(json.utf8).withUnsafeBytes { try Data($0).write(to: feed) }
    let mapping = ImportFormat.jsonfeed.builtInMapping!
    let source = ImportSource(path: feed.path, format: .jsonfeed, mapping: mapping)
    var importer = Importer(into: try BlogDocument(entries: []), mapping: mapping)
    try source.forEachRecord { record, origin in try importer.add(record, from: origin) }
    print(importer.summary)
    // Prints "3 added, 0 updated, 0 unchanged"
    printer.check()
  }

  @Test func importerBatch() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let mapping = try Mapping(json: #"{"name": "cms", "fields": {"id": "slug", "title": "headline"}}"#)
    var importer = Importer(into: try BlogDocument(entries: []), mapping: mapping)
    let good: ArchiveValue = .object(["slug": .string("hi"), "headline": .string("Hi")])
    let untitled: ArchiveValue = .object(["slug": .string("x"), "headline": .string("")])
    importer.add(contentsOf: [(good, RecordOrigin(file: "f", label: "0")), (untitled, RecordOrigin(file: "f", label: "1"))])
    print(importer.summary)
    // Prints "1 added, 0 updated, 0 unchanged, 1 invalid"
    print(importer.summary.refusals[0])
    // Prints "f: 1 ('x'): title: Title must not be empty."
    printer.check()
  }

  @Test func notPublicCount() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    var scheduled = BlogEntry(id: "later", title: "Later", isDraft: true)
    scheduled.unknownFields["wordpress"] = .object(["wp:status": .string("future")])
    var locked = BlogEntry(id: "locked", title: "Locked", isDraft: true)
    locked.unknownFields["wordpress"] = .object(["wp:status": .string("publish"), "wp:post_password": .string("hunter2")])
    var report = NotPublicCount(bag: "wordpress")
    report.count(scheduled)
    report.count(locked)
    print(report.sentence ?? "")
    // Prints "2 posts were not public in the source and were imported as drafts: 1 future, 1 password-protected."
    printer.check()
  }

  @Test func markdownFromHTML() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let body = """
      <!-- wp:paragraph -->
      <p>Hello <strong>world</strong> &amp; <a href="https://example.com/a_(b)">friends</a>!</p>
      <!-- /wp:paragraph -->

      Second paragraph,
      with a line break.
      """
    print(HTMLConversion.markdown(fromHTML: body))
    // Prints:
    // Hello **world** & [friends](<https://example.com/a_(b)>)!
    //
    // Second paragraph,\
    // with a line break.
    printer.check()
  }

  @Test func markdownFromHTMLEscapes() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    print(HTMLConversion.markdown(fromHTML: "<ul><li>1. *not* a list</li></ul>"))
    // Prints "- 1\. \*not\* a list"
    printer.check()
  }

  @Test func plainTextFromHTML() {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let html = "<p>A <b>bold</b> <a href='/x'>link</a></p><ul><li>one</li><li>two</li></ul>"
    print(HTMLConversion.plainText(fromHTML: html))
    // Prints "A bold link\n\n- one\n- two"
    printer.check()
  }

  @Test func frontMatterStyle() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hi", title: "Hi", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z"))
    print(try MarkdownExport.text(for: entry, frontMatter: .toml).prefix(3))
    // Prints "+++"
    printer.check()
  }

  @Test func markdownExport() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let entry = BlogEntry(id: "hello", title: "Hello: world", postedDate: try Timestamp(iso8601: "2024-01-05T10:00:00Z"))
    print(MarkdownExport.fileName(for: entry))
    // Prints "2024-01-05-hello.md"
    print(try MarkdownExport.text(for: entry).split(separator: "\n").prefix(4).joined(separator: " | "))
    // Prints "--- | title: 'Hello: world' | slug: hello | date: 2024-01-05T10:00:00Z"
    printer.check()
  }

  @Test func markdownPostFormat() throws {
    let printer = DocExamplePrinter()
    func print(_ items: Any...) { printer.print(items) }
    let bytes = Array("---\ntitle: Hello\ntags: [swift]\n---\n\nHi.\n".utf8)
    let post = try MarkdownPostFormat().decode(
      BlogEntry.self, from: bytes, options: DecodingOptions(sourceName: "2024-01-05-hello.md"))
    print(post.document.ids, post.document.entries[0].tagNames)
    // Prints "["hello"] ["swift"]"
    printer.check()
  }
}
