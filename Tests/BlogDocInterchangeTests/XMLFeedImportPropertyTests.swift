import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocInterchange
import BlogDocBlog

/// RSS and Atom feeds shaped as WordPress, Blogger, Hugo and jekyll-feed write them
/// (``XMLFeedGenerator``), imported through the built-in mappings: each entry becomes what
/// a naive oracle says it must, with no warning, Blogger's comments, settings and template
/// are skipped, and a second import changes nothing.
@Suite struct XMLFeedImportPropertyTests {
  /// What an entry must become: the feed's values, by the rules the issue states.
  struct Expected: Equatable, CustomStringConvertible {
    var id: String
    var title: String
    var summary: String?
    var authorName: String?
    var postedDate: String?
    var updatedDate: String?
    var bodyText: String
    var tagNames: [String]
    var isDraft: Bool
    var permalink: String?

    init(
      id: String, title: String, summary: String?, authorName: String?, postedDate: String?,
      updatedDate: String?,
      bodyText: String, tagNames: [String], isDraft: Bool, permalink: String?
    ) {
      (self.id, self.title, self.summary, self.authorName) = (id, title, summary, authorName)
      (self.postedDate, self.updatedDate, self.bodyText) = (postedDate, updatedDate, bodyText)
      (self.tagNames, self.isDraft, self.permalink) = (tagNames, isDraft, permalink)
    }

    init(_ entry: BlogEntry) {
      self.init(
        id: entry.id, title: entry.title, summary: entry.summary, authorName: entry.authorName,
        postedDate: entry.postedDate?.iso8601, updatedDate: entry.updatedDate?.iso8601,
        bodyText: entry.bodyText,
        tagNames: entry.tagNames, isDraft: entry.isDraft, permalink: entry.permalink?.absoluteString
      )
    }

    var description: String {
      "\(id) \(title.debugDescription) summary: \(summary.debugDescription) author: \(authorName.debugDescription) "
        + "posted: \(postedDate ?? "-") updated: \(updatedDate ?? "-") tags: \(tagNames) draft: \(isDraft) "
        + "link: \(permalink ?? "-")\n\(bodyText)"
    }
  }

  static let bloggerKind = "http://schemas.google.com/g/2005#kind"

  /// Whether Blogger's kind category says the entry is no post or page (a comment, the
  /// blog's settings or template), which an import leaves out.
  static func isSkipped(_ entry: GeneratedXMLFeed.Entry) -> Bool {
    entry.categories.contains { category in
      category.scheme == bloggerKind
        && ["#comment", "#settings", "#template"].contains { category.term.hasSuffix($0) }
    }
  }

  /// The oracle: the id from the link's last segment (else the feed's id), the title as
  /// written, dates in RFC 3339 with the zone they were written in, the body from the
  /// content (HTML and XHTML through the HTML conversion, text as it is) else from an Atom
  /// summary, tags from the categories but Blogger's kind, a draft only where Blogger says so.
  static func oracle(_ entry: GeneratedXMLFeed.Entry, isAtom: Bool) -> Expected {
    let id = entry.link.map(lastSegment) ?? naiveSlug(entry.id ?? entry.title)
    let body = entry.content ?? (isAtom ? entry.summary : nil)
    return Expected(
      id: naiveSlug(id), title: entry.title, summary: isAtom ? entry.summary.map(plainText) : nil,
      authorName: entry.authors.first, postedDate: (entry.published ?? entry.updated).map(rfc3339),
      updatedDate: isAtom ? entry.updated.map(rfc3339) : nil, bodyText: body.map(markdown) ?? "",
      tagNames: entry.categories.filter { $0.scheme != bloggerKind }.map(\.term),
      isDraft: entry.isDraft,
      permalink: entry.link)
  }

  /// `https://x.org/2024/03/hello-1.html` → `hello-1`.
  static func lastSegment(_ url: String) -> String {
    let segment = url.split(separator: "/").last.map(String.init) ?? ""
    return segment.hasSuffix(".html") ? String(segment.dropLast(5)) : segment
  }

  /// Lowercase ASCII letters and digits, every other run a hyphen (the generator's ids are ASCII).
  static func naiveSlug(_ text: String) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }

  /// RFC 3339 as written, or RFC 822's date in RFC 3339 with its zone as an offset.
  static func rfc3339(_ date: GeneratedXMLFeed.Date) -> String {
    let named = [
      "GMT": "Z", "UT": "Z", "EST": "-05:00", "EDT": "-04:00", "PST": "-08:00", "PDT": "-07:00",
    ]
    let zone: String
    if let offset = named[date.zone] {
      zone = offset
    } else if date.zone.count == 5, !date.zone.contains(":") {
      zone = String(date.zone.prefix(3)) + ":" + date.zone.suffix(2)
    } else {
      zone = date.zone
    }
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return
      "\(date.year)-\(two(date.month))-\(two(date.day))T\(two(date.hour)):\(two(date.minute)):\(two(date.second))"
      + date.fraction + zone
  }

  static func markdown(_ text: GeneratedXMLFeed.Text) -> String {
    switch text {
    case .html(let html), .xhtml(let html): HTMLConversion.markdown(fromHTML: html)
    case .text(let plain): plain
    }
  }

  /// The generator's summaries are words, in `<p>` when HTML: tags dropped, the three
  /// escapes undone.
  static func plainText(_ text: GeneratedXMLFeed.Text) -> String {
    switch text {
    case .text(let plain): return plain
    case .html(let html), .xhtml(let html):
      var result = ""
      var inTag = false
      for character in html {
        if character == "<" {
          inTag = true
        } else if character == ">" && inTag {
          inTag = false
        } else if !inTag {
          result.append(character)
        }
      }
      return result.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing(
        "&amp;", with: "&")
    }
  }

  /// Imports `feed` from a file as `blogdoc import --from rss|atom` does.
  static func importFeed(
    _ feed: GeneratedXMLFeed, into blog: BlogDocument, at path: String
  ) throws -> (importer: Importer<BlogEntry>, skipped: Int) {
    try Data(feed.bytes).write(to: URL(fileURLWithPath: path))
    let format: ImportFormat = feed.shape.isAtom ? .atom : .rss
    var importer = Importer(into: blog, mapping: format.builtInMapping!)
    var batch: [(record: ArchiveValue, origin: RecordOrigin)] = []
    let skipped = try ImportSource(path: path, format: format, mapping: format.builtInMapping!)
      .forEachRecord { record, origin in
        batch.append((record, origin))
      }
    importer.add(contentsOf: batch)
    return (importer, skipped)
  }

  @Test func everyEntryBecomesWhatTheOracleSaysAndASecondImportChangesNothing() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blogdoc-xml-feeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("feed.xml").path
    await propertyCheck(count: propertyCount(150), input: XMLFeedGenerator.feed()) { feed in
      let (first, skipped) = try Self.importFeed(
        feed, into: try BlogDocument(entries: []), at: path)
      #expect(first.summary.refusals.map(\.description) == [], "\(feed)")
      #expect(first.summary.warnings.map(\.description) == [], "\(feed)")
      let posts = feed.entries.filter { !Self.isSkipped($0) }
      #expect(skipped == feed.entries.count - posts.count)
      #expect(first.summary.added == posts.count)
      let imported = first.document.entries.map(Expected.init)
      let expected = posts.map { Self.oracle($0, isAtom: feed.shape.isAtom) }
      #expect(imported == expected, "\(feed)")
      let second = try Self.importFeed(feed, into: first.document, at: path).importer
      #expect(second.document == first.document)
      #expect(
        second.summary.unchanged == posts.count
          && second.summary.added + second.summary.updated == 0)
    }
  }

  /// `BLOGDOC_WRITE_FUZZ_SEEDS=1 swift test --filter XMLFeedImportPropertyTests/writeFuzzSeeds`
  /// writes the seeds of `Fuzz/Sources/FuzzXMLFeedImport` from the generator, with a fixed seed.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BLOGDOC_WRITE_FUZZ_SEEDS"] != nil))
  func writeFuzzSeeds() throws {
    let directory = URL(fileURLWithPath: Fixture.root).appendingPathComponent(
      "Fuzz/Seeds/FuzzXMLFeedImport")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var rng: any SeededRandomNumberGenerator = Xoshiro(
      seed: (0x626c_6f67, 0x646f_6321, 0x6174_6f6d, 0x7273_7373))
    for shape in GeneratedXMLFeed.Shape.allCases {
      for index in 0..<3 {
        let feed = XMLFeedGenerator.makeFeed(shape, entries: index + 1, using: &rng)
        try Data(feed.bytes).write(to: directory.appendingPathComponent("\(shape)-\(index).xml"))
      }
    }
  }
}
