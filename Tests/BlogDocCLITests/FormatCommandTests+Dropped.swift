import Foundation
import Testing

/// `blogdoc format` says what the canonical form drops, per kind, and undo brings it back.
extension FormatCommandTests {
  /// A blog with comments and processing instructions before, inside and after its entries.
  static let annotatedBlog = """
    <?xml version="1.0" encoding="UTF-8"?>
    <?xml-stylesheet type="text/css" href="blog.css"?>
    <!-- The team's blog. -->
    <blog xmlns="urn:blogdoc:archive" formatVersion="2">
        <entry>
            <id>first</id>
            <?editor keep-open?>
            <title>First</title> <!-- shorter? -->
            <postedDate>2026-11-20T10:00:00Z</postedDate>
            <isDraft>false</isDraft>
        </entry>
        <!-- the second one waits for review -->
        <entry>
            <id>second</id>
            <title>Second</title>
            <postedDate>2026-11-21T10:00:00Z</postedDate>
            <isDraft>true</isDraft>
        </entry>
    </blog>
    <!-- end -->

    """

  /// The naive count: every `<!--`, and every `<?` but the XML declaration's.
  func oracleCounts(_ text: String) -> (comments: Int, instructions: Int) {
    (
      text.components(separatedBy: "<!--").count - 1,
      text.components(separatedBy: "<?").count - 1 - (text.hasPrefix("<?xml ") ? 1 : 0)
    )
  }

  @Test func formatSaysHowManyCommentsAndInstructionsItDropsAndUndoBringsThemBack() throws {
    try withTemporaryDirectory { directory throws in
      let blog = directory.appendingPathComponent("blog.xml")
      try Data(Self.annotatedBlog.utf8).write(to: blog)
      #expect(oracleCounts(Self.annotatedBlog) == (4, 2))
      let dry = try BlogDocProcess.run(["format", "--dry-run", "blog.xml"], in: directory)
      #expect(
        dry
          == .init(
            status: 0,
            standardOutput:
              "Would format blog.xml (18 lines change; would drop 4 comments and 2 processing instructions).\n",
            standardError: ""))
      let format = try BlogDocProcess.run(["format", "blog.xml"], in: directory)
      #expect(
        format
          == .init(
            status: 0,
            standardOutput:
              "Formatted blog.xml (18 lines changed; dropped 4 comments and 2 processing instructions, which 'blogdoc undo' brings back).\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let formatted = try text(directory, "blog.xml")
      #expect(oracleCounts(formatted) == (0, 0))
      let undo = try BlogDocProcess.run(["undo"], in: directory)
      #expect(undo.status == 0, "\(undo)")
      #expect(try text(directory, "blog.xml") == Self.annotatedBlog)
      #expect(try BlogDocProcess.run(["redo"], in: directory).status == 0)
      #expect(try text(directory, "blog.xml") == formatted)
    }
  }

  @Test func aLayoutChangeAloneDropsNothingAndSaysNothingOfIt() throws {
    try withTemporaryDirectory { directory throws in
      let plain =
        Self.annotatedBlog.replacing(/\ *<!--[^>]*-->/, with: "")
        .replacing(/\ *<\?(editor|xml-stylesheet)[^>]*\?>/, with: "")
        .split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        .joined(separator: "\n") + "\n"
      #expect(oracleCounts(plain) == (0, 0))
      try Data(plain.utf8).write(to: directory.appendingPathComponent("blog.xml"))
      let format = try BlogDocProcess.run(["format", "blog.xml"], in: directory)
      #expect(format.standardOutput == "Formatted blog.xml (18 lines changed).\n", "\(format)")
    }
  }
}
