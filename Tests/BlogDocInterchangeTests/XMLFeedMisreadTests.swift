import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocInterchange

/// A WordPress export, an RSS feed or an Atom feed given to another `--from` is refused with
/// a message naming the format that reads it, at its root element, before any record is
/// read: never "0 added".
@Suite struct XMLFeedMisreadTests {
  static let wxr = try! String(
    contentsOfFile: Fixture.root + "/SampleDocs/import/wordpress.xml", encoding: .utf8)

  /// The sources: each generator shape, a WordPress export and an XML file of no feed kind.
  static func sources() -> [(name: String, xml: String, reads: ImportFormat?, root: String)] {
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (29, 6, 7, 8))
    var sources = GeneratedXMLFeed.Shape.allCases.map { shape in
      let feed = XMLFeedGenerator.makeFeed(shape, entries: 1, using: &rng)
      return (
        name: "\(shape)", xml: feed.xml, reads: Optional(shape.isAtom ? ImportFormat.atom : .rss),
        root: shape.isAtom ? "feed" : "rss"
      )
    }
    sources.append((name: "wxr", xml: wxr, reads: .wxr, root: "rss"))
    sources.append(
      (
        name: "blog",
        xml: "<?xml version=\"1.0\"?>\n<!-- a blogdoc document -->\n  <blog><entry/></blog>\n",
        reads: nil, root: "blog"
      ))
    return sources
  }

  /// Where `<root` first starts in `xml`, counted naively.
  static func location(of root: String, in xml: String) -> BlogDocCore.SourceLocation {
    let before = xml[..<xml.range(of: "<" + root)!.lowerBound]
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return BlogDocCore.SourceLocation(line: lines.count, column: lines.last!.utf8.count + 1)
  }

  static let described: [ImportFormat: String] = [
    .wxr: "a WordPress export", .rss: "an RSS feed without WordPress's export elements",
    .atom: "an Atom feed",
  ]
  static let expected: [ImportFormat: String] = [
    .wxr: "a WordPress export", .rss: "an RSS feed", .atom: "an Atom feed",
  ]

  @Test(arguments: [ImportFormat.wxr, .rss, .atom])
  func anXMLSourceOfAnotherKindIsNamedAtItsRoot(format: ImportFormat) throws {
    for source in Self.sources() where source.reads != format {
      let found =
        source.reads.map { "\(Self.described[$0]!); --from \($0.rawValue) reads it." }
        ?? "XML whose root element is <\(source.root)>."
      let message = "Expected \(Self.expected[format]!), found \(found)"
      try withFile("feed.xml", source.xml) { path in
        let importSource = ImportSource(path: path, format: format, mapping: format.builtInMapping!)
        var records = 0
        #expect(
          throws: ArchiveError(
            .malformed, message, at: Self.location(of: source.root, in: source.xml), file: path),
          "\(source.name)"
        ) {
          try importSource.forEachRecord { _, _ in records += 1 }
        }
        #expect(records == 0)
      }
    }
  }

  @Test func aFeedGivenAsJSONOrMarkdownNamesTheFormatThatReadsIt() throws {
    for source in Self.sources() {
      let hint =
        source.reads.map { "--from \($0.rawValue) reads \(Self.expected[$0]!)." }
        ?? "--from wxr reads a WordPress export, --from rss an RSS feed, --from atom an Atom feed."
      try withFile("feed.xml", source.xml) { path in
        for (format, expected) in [(ImportFormat.jsonfeed, "a JSON Feed"), (.json, "JSON")] {
          let importSource = ImportSource(
            path: path, format: format, mapping: ImportFormat.jsonfeed.builtInMapping!)
          #expect(
            throws: ArchiveError(
              .malformed, "Expected \(expected), found XML; \(hint)",
              at: BlogDocCore.SourceLocation(line: 1, column: 1), file: path), "\(source.name)"
          ) {
            try importSource.forEachRecord { _, _ in }
          }
        }
        let markdown = ImportSource(
          path: path, format: .markdown, mapping: ImportFormat.markdown.builtInMapping!)
        #expect(
          throws: ArchiveError(
            .malformed,
            "Expected a Markdown file (.md or .markdown) or a directory of them, found XML; \(hint)",
            file: path), "\(source.name)"
        ) {
          try markdown.forEachRecord { _, _ in }
        }
      }
    }
  }

  @Test(arguments: [ImportFormat.rss, .atom])
  func jsonGivenAsAFeedNamesJSONFeed(format: ImportFormat) throws {
    try withFile("feed.xml", "\n {\"items\": []}") { path in
      let source = ImportSource(path: path, format: format, mapping: format.builtInMapping!)
      let message =
        "Expected \(Self.expected[format]!) (XML), found JSON; --from jsonfeed reads a JSON Feed, --from json any JSON with --mapping."
      #expect(
        throws: ArchiveError(
          .malformed, message, at: BlogDocCore.SourceLocation(line: 2, column: 2), file: path)
      ) {
        try source.forEachRecord { _, _ in }
      }
    }
  }

  /// `ImportRefusalTests`'s: a fresh directory holding one file.
  func withFile(_ name: String, _ text: String, _ body: (String) throws -> Void) throws {
    try ImportRefusalTests().withFile(name, text, body)
  }
}
