import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import Testing

/// Diff lines of long texts show where the two sides differ.
@Suite("DocumentDiff description of long texts")
struct DiffDescriptionTests {
  static func line(_ before: String, _ after: String) -> String {
    let old = ModelDocument(entry: BlogEntry(id: "e", title: "T", bodyText: before))
    let new = ModelDocument(entry: BlogEntry(id: "e", title: "T", bodyText: after))
    return new.difference(from: old).description
  }

  @Test func aLateDifferenceIsShownAfterACut() {
    let shared = String(repeating: "ab", count: 50)
    #expect(
      Self.line(shared + "\nOld ending.", shared + "\nNew ending.")
        == #"~ e.bodyText: "…bababababababababab\nOld ending." → "…bababababababababab\nNew ending.""#
    )
  }

  @Test func anEarlyDifferenceIsShownFromTheStart() {
    let tail = String(repeating: "x", count: 80)
    #expect(
      Self.line("Old " + tail, "New " + tail)
        == #"~ e.bodyText: "Old xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" → "New xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…""#
    )
  }

  /// Any two different texts give two different sides: the naive oracle is that the texts
  /// differ, so their shown parts must.
  @Test func differentTextsNeverLookTheSame() async {
    let pieces = Generator<[String], Shrink.None<[String]>> { rng in
      let alphabet: [String] = ["a", "b", "\n", "é", "e\u{301}", "\r\n", "\"", "日"]
      func text(_ max: Int) -> String {
        (0..<Int.random(in: 0...max, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
          .joined()
      }
      return [text(150), text(3), text(3), text(150)]
    }
    await propertyCheck(count: 500, input: pieces) { pieces in
      let before = pieces[0] + pieces[1] + pieces[3]
      let after = pieces[0] + pieces[2] + pieces[3]
      guard before != after else { return }
      let line = Self.line(before, after)
      let sides = line.dropFirst("~ e.bodyText: ".count).split(
        separator: " → ", omittingEmptySubsequences: false)
      #expect(sides.count == 2 && sides[0] != sides[1], "\(line)")
    }
  }
}
