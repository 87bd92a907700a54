import BlogDocCore
import Testing

/// `ConflictedText.line(_:of:)` against a naive oracle: each line of each side's text is
/// the line of the conflicted text it maps to.
@Suite("ConflictedText lines")
struct ConflictedTextLineTests {
  static let merges: [(base: String, ours: String, theirs: String)] = [
    ("a\nb\nc\n", "a\nB\nc\n", "a\nβ\nc\n"),
    ("a\nb\nc\nd\ne\n", "A\nb\nc\nD\ne\n", "α\nb\nc\nδ\ne\nf\n"),
    ("a\nb\n", "a\nb1\nb2\nb3\n", "a\nx\n"),
    ("1\n2\n3\n4\n5\n6\n", "1\nII\n3\n4\n5\nVI\n", "1\ntwo\n3\n4\n5\nsix\n"),
  ]

  @Test(arguments: 0..<merges.count)
  func eachSideLineMapsToItsLineInTheConflictedText(index: Int) throws {
    let (base, ours, theirs) = Self.merges[index]
    let merged = LineMerge.merge(base: base, ours: ours, theirs: theirs)
    let text = try #require(ConflictedText(merged.text))
    let fileLines = merged.text.split(separator: "\n", omittingEmptySubsequences: false)
    for (side, sideText) in [
      (MergeSide.ours, text.ours), (.base, text.base), (.theirs, text.theirs),
    ] {
      let lines = sideText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      for (offset, line) in lines.enumerated() {
        let mapped = text.line(offset + 1, of: side)
        #expect(fileLines[mapped - 1] == line, "\(side) line \(offset + 1) → \(mapped)")
      }
      #expect(text.line(lines.count + 1, of: side) == text.firstLine)
    }
  }

  @Test func aLineInsideAHunkMapsInsideItsSection() throws {
    let text = try #require(
      ConflictedText("a\n<<<<<<< ours\nb\n||||||| base\nc\n=======\nd\n>>>>>>> theirs\ne\n"))
    #expect(
      [
        text.line(2, of: .ours), text.line(2, of: .base), text.line(2, of: .theirs),
        text.line(3, of: .theirs),
      ] == [3, 5, 7, 9])
  }
}
