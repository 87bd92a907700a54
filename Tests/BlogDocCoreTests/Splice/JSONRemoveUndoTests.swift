import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import Testing

/// Removing entries and undoing the removal gives back the file's exact bytes, whatever
/// whitespace stands between the entries (issue 23, item 9).
@Suite("JSON remove then undo")
struct JSONRemoveUndoTests {
  /// A blog of `count` entries with random whitespace around each comma.
  static func layout(_ count: Int, using random: inout SplitMix) -> [UInt8] {
    let spaces = ["", " ", "\n", "\n    ", "\n\n      ", "  ", "\t", "\r\n    "]
    var text = "{\n  \"formatVersion\": 2,\n  \"blog\": [" + spaces.randomElement(using: &random)!
    for index in 0..<count {
      if index > 0 {
        text += spaces.randomElement(using: &random)! + "," + spaces.randomElement(using: &random)!
      }
      text += "{\"id\": \"e\(index)\", \"title\": \"T\(index)\"}"
    }
    text += spaces.randomElement(using: &random)! + "]\n}\n"
    return Array(text.utf8)
  }

  @Test func removingEntriesThenUndoingGivesBackTheExactBytes() throws {
    for seed in UInt64(0)..<300 {
      var random = SplitMix(seed: seed)
      let source = Self.layout(Int.random(in: 2...7, using: &random), using: &random)
      let (document, map) = try JSONSpliceTests.read(source)
      let removed = Set(
        document.ids.shuffled(using: &random).prefix(
          Int.random(in: 1..<document.count, using: &random)))
      var edited = document
      let diff = try edited.transaction("Remove") { proxy in
        for id in removed { proxy.remove(id: id) }
      }
      let output = try JSONSplice.splice(
        source, map: map, original: document, edited: edited, diff: diff)
      let sources = JSONSplice.removedEntrySources(of: removed, in: source, map: map)
      #expect(Set(sources.keys) == removed)
      let back = try JSONSplice.splice(
        output, map: JSONSpliceTests.read(output).1, original: edited, edited: document,
        diff: diff.inverted(),
        entrySources: sources)
      #expect(
        String(decoding: back, as: UTF8.self) == String(decoding: source, as: UTF8.self),
        "seed \(seed), removing \(removed.sorted()) gave \(String(decoding: output, as: UTF8.self).debugDescription)"
      )
    }
  }
}
