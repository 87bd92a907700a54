import BlogDocBlog
import BlogDocCommands
import BlogDocCore
import BlogDocInterchange
import BlogDocStore
import BlogDocTestSupport
import Testing

/// The merge driver on posts in the layouts real sites write (YAML and TOML, quoting and
/// list styles, comments, CRLF, a byte order mark, dated names and bundles): two sides
/// that each edit another key, as blogdoc writes an edit, merge with no conflict into the
/// base with both edits, byte for byte where each side put them.
@Suite("The merge driver on posts")
struct PostMergePropertyTests {
  /// `side` as one replacement of `base`: the bytes where they differ, and what `side`
  /// has there (the naive oracle of where an edit lies).
  static func replacement(of base: [UInt8], by side: [UInt8]) -> (Range<Int>, ArraySlice<UInt8>) {
    var prefix = 0
    while prefix < min(base.count, side.count), base[prefix] == side[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(base.count, side.count) - prefix,
      base[base.count - 1 - suffix] == side[side.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix..<(base.count - suffix), side[prefix..<(side.count - suffix)])
  }

  @Test func editsOfTwoKeysMergeWithoutConflictIntoBothEdits() async {
    DocumentFormat.register(MarkdownPostFormat())
    let format = DocumentFormat(MarkdownPostFormat())
    await propertyCheck(count: 200, input: FrontMatterGenerators.editablePost) { post in
      do {
        let base = Array(post.text.utf8)
        let read = try DocumentFile.decode(BlogEntry.self, from: base, as: format, named: post.path)
        let entry = try #require(read.document.entries.first)
        // Ours retitles; theirs adds a tag: the title is always written before the tags.
        var retitled = entry
        retitled.title = "Ours: " + post.editText
        var tagged = entry
        tagged.tagNames.append("merged")
        func edited(_ edited: BlogEntry) throws -> [UInt8] {
          try DocumentFile.encode(
            ModelDocument(entry: edited), for: post.path, splicingInto: base
          ).bytes
        }
        let ours = try edited(retitled)
        let theirs = try edited(tagged)
        let (bytes, _, conflicts) = try DocumentMergeDriver.merge(
          BlogEntry.self, base: base, ours: ours, theirs: theirs, as: format, named: post.path,
          markerSize: 7)
        #expect(conflicts.isEmpty, "\(post)")
        var both = entry
        both.title = retitled.title
        both.tagNames = tagged.tagNames
        let merged = try DocumentFile.decode(
          BlogEntry.self, from: bytes, as: format, named: post.path)
        #expect(merged.document.entries.first == both, "\(post)")
        // Each side's bytes where that side wrote them, the rest the base's.
        let (title, titleBytes) = Self.replacement(of: base, by: ours)
        let (tags, tagBytes) = Self.replacement(of: base, by: theirs)
        try #require(title.upperBound <= tags.lowerBound, "\(post)")
        var expected = Array(base[..<title.lowerBound])
        expected += titleBytes
        expected += base[title.upperBound..<tags.lowerBound]
        expected += tagBytes
        expected += base[tags.upperBound...]
        #expect(bytes == expected, "\(post)")
      } catch {
        Issue.record("\(error)\n\(post)")
      }
    }
  }
}
