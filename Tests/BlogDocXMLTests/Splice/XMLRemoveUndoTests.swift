import BlogDocCore
import BlogDocTestSupport
import BlogDocXML
import BlogDocBlog
import Testing

/// Removing entries and undoing the removal gives back the file's exact bytes, whatever
/// stands between the entries: comments, blank lines, odd indentation, several entries on
/// one line (issue 23, item 9: the entry came back after the comment before it).
@Suite("XML remove then undo")
struct XMLRemoveUndoTests {
  /// A blog of `count` entries with random trivia between them, as people and tools
  /// write them.
  static func layout(_ count: Int, using random: inout SplitMix) -> [UInt8] {
    let trivia = [
      "\n  ", "\n\n  ", "\n  <!-- next -->\n  ", "\n    <!-- a\n    comment -->\n\n  ", " ", "\n\t",
      "<!--x-->", "\n  <?pi x?>\n  ",
    ]
    var text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">"
    for index in 0..<count {
      text += trivia.randomElement(using: &random)!
      text += "<entry><id>e\(index)</id><title>T\(index)</title></entry>"
    }
    text += ["\n", "\n  <!-- end -->\n", "\n\n"].randomElement(using: &random)! + "</blog>\n"
    return Array(text.utf8)
  }

  static func read(_ bytes: [UInt8]) throws -> (BlogDocument, XMLSourceMap) {
    let (decoded, map) = try bytes.withUnsafeBytes { buffer in
      try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: buffer)
    }
    return (decoded.document, map)
  }

  @Test func removingEntriesThenUndoingGivesBackTheExactBytes() throws {
    for seed in UInt64(0)..<300 {
      var random = SplitMix(seed: seed)
      let source = Self.layout(Int.random(in: 2...7, using: &random), using: &random)
      let (document, map) = try Self.read(source)
      // Any non-empty set of entries but all of them.
      let removed = Set(
        document.ids.shuffled(using: &random).prefix(
          Int.random(in: 1..<document.count, using: &random)))
      var edited = document
      let diff = try edited.transaction("Remove") { proxy in
        for id in removed { proxy.remove(id: id) }
      }
      let output = try XMLSplice.splice(
        source, map: map, original: document, edited: edited, diff: diff)
      let sources = XMLSplice.removedEntrySources(of: removed, in: source, map: map)
      #expect(Set(sources.keys) == removed)
      let (_, editedMap) = try Self.read(output)
      let back = try XMLSplice.splice(
        output, map: editedMap, original: edited, edited: document, diff: diff.inverted(),
        entrySources: sources)
      #expect(
        String(decoding: back, as: UTF8.self) == String(decoding: source, as: UTF8.self),
        "seed \(seed), removing \(removed.sorted()) gave \(String(decoding: output, as: UTF8.self).debugDescription)"
      )
    }
  }

  @Test func anEntryComesBackBeforeTheCommentAfterItAndAfterTheOneBeforeIt() throws {
    let source = Array(
      """
      <blog xmlns="urn:blogdoc:archive" formatVersion="2">
        <entry><id>a</id><title>A</title></entry>
        <!-- about b -->
        <entry><id>b</id><title>B</title></entry>
        <!-- about c -->
        <entry><id>c</id><title>C</title></entry>
      </blog>

      """.utf8)
    let (document, map) = try Self.read(source)
    var edited = document
    let diff = try edited.transaction("Remove b") { $0.remove(id: "b") }
    let output = try XMLSplice.splice(
      source, map: map, original: document, edited: edited, diff: diff)
    #expect(
      String(decoding: output, as: UTF8.self) == """
        <blog xmlns="urn:blogdoc:archive" formatVersion="2">
          <entry><id>a</id><title>A</title></entry>
          <!-- about b -->
          <!-- about c -->
          <entry><id>c</id><title>C</title></entry>
        </blog>

        """)
    let sources = XMLSplice.removedEntrySources(of: ["b"], in: source, map: map)
    #expect(
      sources["b"]
        == RemovedEntrySource(
          text: Array("<entry><id>b</id><title>B</title></entry>".utf8),
          gap: Array("\n  <!-- about b -->\n".utf8),
          leading: Array("  ".utf8), trailing: Array("\n".utf8)))
    let back = try XMLSplice.splice(
      output, map: Self.read(output).1, original: edited, edited: document, diff: diff.inverted(),
      entrySources: sources)
    #expect(back == source)
    // Without where it was (a journal written before it was kept), it goes beside the
    // entry before it, as before.
    let old = try XMLSplice.splice(
      output, map: Self.read(output).1, original: edited, edited: document, diff: diff.inverted(),
      entrySources: ["b": RemovedEntrySource(text: sources["b"]!.text)])
    #expect(
      String(decoding: old, as: UTF8.self).contains("<title>A</title></entry>\n  <entry><id>b</id>")
    )
  }
}
