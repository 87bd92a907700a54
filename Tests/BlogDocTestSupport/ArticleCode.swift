import FoundationEssentials

/// Checks that the Swift code of a DocC article is code a test compiles and runs.
///
/// An article's ` ```swift ` blocks are copied from a test file; this finds the blocks that
/// are not (any more) in it, comparing lines without their leading spaces, so a block may sit
/// indented inside a test function.
///
/// ```swift
/// let missing = try ArticleCode.blocks(ofArticle: articlePath, missingFrom: #filePath)
/// #expect(missing == [])
/// ```
public enum ArticleCode {
  /// The Swift code blocks of `article` (a Markdown file) whose lines do not appear, in
  /// order and next to each other, in the file `source`.
  public static func blocks(
    ofArticle article: String, missingFrom source: String
  ) throws -> [String] {
    let sourceLines = try lines(ofFile: source)
    return try swiftBlocks(in: String(contentsOfFile: article, encoding: .utf8)).filter { block in
      !isBlock(block, in: sourceLines)
    }
  }

  /// The lines of the file at `path`, without their leading spaces: what ``isBlock(_:in:)``
  /// searches.
  public static func lines(ofFile path: String) throws -> [Substring] {
    try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(stripped)
  }

  /// Whether the lines of `block` appear, in order and next to each other, in `sourceLines`
  /// (from ``lines(ofFile:)``), comparing lines without their leading spaces.
  public static func isBlock(_ block: String, in sourceLines: [Substring]) -> Bool {
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(stripped)
    guard lines.count <= sourceLines.count else { return false }
    return (0...(sourceLines.count - lines.count)).contains { start in
      sourceLines[start..<start + lines.count].elementsEqual(lines)
    }
  }

  /// The contents of every ` ```swift ` fenced block of a Markdown text, in order.
  public static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  private static func stripped(_ line: Substring) -> Substring {
    line.drop { $0 == " " }
  }
}
