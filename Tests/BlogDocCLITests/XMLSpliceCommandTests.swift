import Foundation
import Testing

/// Edits of an XML file change only the edited fields' bytes: comments, processing
/// instructions, indentation, attribute order and quoting, CDATA sections and namespace
/// prefixes stay. Undo gives the file back byte for byte; convert still writes the
/// canonical form.
@Suite("blogdoc edits XML files in place")
struct XMLSpliceCommandTests {
  /// A hand-formatted entry: four spaces, comments, a CDATA body, reordered root
  /// attributes in single quotes and an unknown member the author typed.
  static let handFormatted = """
    <?xml version='1.0' encoding='UTF-8'?>
    <!-- Drafted in vim. -->
    <entry formatVersion='2' xmlns='urn:blogdoc:archive'>
        <id>hello-world</id>
        <title>Hello, World</title>
        <summary>A first post</summary>
        <postedDate>2026-11-20T10:00:00Z</postedDate>
        <bodyText><![CDATA[Some <em>HTML</em>, kept as typed.]]></bodyText>
        <tagNames>
            <tag>swift</tag>
        </tagNames>
        <isDraft>false</isDraft> <!-- publish on Monday -->
        <rating bt:t='number' xmlns:bt='urn:blogdoc:type'>1.50E+2</rating>
    </entry>

    """

  func inWorkspace(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      try Data(Self.handFormatted.utf8).write(to: directory.appendingPathComponent("e.xml"))
      try body(directory)
    }
  }

  func text(_ directory: URL, _ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  @Test func anEditKeepsEveryOtherLineAndTheComments() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(
        ["edit", "e.xml", "--set", "title=New & <improved>"], in: directory)
      #expect(
        edit
          == .init(
            status: 0,
            standardOutput: "~ hello-world.title: \"Hello, World\" → \"New & <improved>\"\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      #expect(
        try text(directory, "e.xml")
          == Self.handFormatted.replacing(
            "<title>Hello, World</title>", with: "<title>New &amp; &lt;improved&gt;</title>"))
    }
  }

  @Test func aCDATABodyStaysCDATA() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(
        ["edit", "e.xml", "--set", "bodyText=Other <b>HTML</b>"], in: directory)
      #expect(edit.status == 0)
      #expect(
        try text(directory, "e.xml")
          == Self.handFormatted.replacing(
            "Some <em>HTML</em>, kept as typed.", with: "Other <b>HTML</b>"))
    }
  }

  @Test func addedAndRemovedFieldsTakeTheirOwnLines() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(
        [
          "edit", "e.xml", "--unset", "summary", "--set", "authorName=Ann", "--add",
          "tagNames=linux",
        ], in: directory)
      #expect(edit.status == 0)
      #expect(
        try text(directory, "e.xml")
          == Self.handFormatted
          .replacing(
            "    <summary>A first post</summary>\n", with: "    <authorName>Ann</authorName>\n"
          )
          .replacing("<tag>swift</tag>\n", with: "<tag>swift</tag>\n        <tag>linux</tag>\n"))
    }
  }

  @Test func aFileNamedTwiceIsEditedOnce() throws {
    try inWorkspace { directory in
      let edit = try BlogDocProcess.run(
        ["edit", "e.xml", "e.xml", "--set", "title=Once"], in: directory)
      #expect(edit.standardOutput == "~ hello-world.title: \"Hello, World\" → \"Once\"\n")
      let log = try BlogDocProcess.run(["log"], in: directory)
      #expect(log.standardOutput.components(separatedBy: "e.xml: hello-world.title").count == 2)
    }
  }

  @Test func editThenUndoGivesBackTheOriginalBytes() throws {
    try inWorkspace { directory in
      #expect(
        try BlogDocProcess.run(["edit", "e.xml", "--set", "title=New"], in: directory).status == 0)
      #expect(
        try BlogDocProcess.run(
          [
            "edit", "e.xml", "--unset", "summary", "--set", "isDraft=true", "--add",
            "tagNames=linux",
            "--set", "bodyText=Changed",
          ], in: directory
        ).status == 0)
      let afterBoth = try text(directory, "e.xml")
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try text(directory, "e.xml") == Self.handFormatted)
      #expect(try BlogDocProcess.run(["redo"], in: directory).status == 0)
      #expect(try BlogDocProcess.run(["redo"], in: directory).status == 0)
      #expect(try text(directory, "e.xml") == afterBoth)
    }
  }

  @Test func entriesAddedToAndRemovedFromABlogTakeTheirLinesWithCRLF() throws {
    try withTemporaryDirectory { directory in
      let blog =
        "<?xml version=\"1.0\"?>\r\n<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\r\n\t<!-- the first -->\r\n\t<entry>\r\n\t\t<id>a</id>\r\n\t\t<title>A</title>\r\n\t</entry>\r\n\t<entry>\r\n\t\t<id>b</id>\r\n\t\t<title>B</title>\r\n\t</entry>\r\n</blog>\r\n"
      try Data(blog.utf8).write(to: directory.appendingPathComponent("b.xml"))
      #expect(
        try BlogDocProcess.run(["remove", "b.xml", "--entry", "b"], in: directory).status == 0)
      #expect(
        try text(directory, "b.xml")
          == blog.replacing(
            "\t<entry>\r\n\t\t<id>b</id>\r\n\t\t<title>B</title>\r\n\t</entry>\r\n", with: ""))
      #expect(try BlogDocProcess.run(["undo"], in: directory).status == 0)
      #expect(try text(directory, "b.xml") == blog)
    }
  }

  @Test func aFileInAnOlderVersionIsRewrittenWholeAndSaysSo() throws {
    try withTemporaryDirectory { directory in
      let old =
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"1\">\n    <id>old</id>\n    <title>Old</title>\n    <body>B</body>\n</entry>\n"
      try Data(old.utf8).write(to: directory.appendingPathComponent("v1.xml"))
      let edit = try BlogDocProcess.run(["edit", "v1.xml", "--set", "title=New"], in: directory)
      #expect(
        edit
          == .init(
            status: 0, standardOutput: "~ old.title: \"Old\" → \"New\"\n",
            standardError: """
              Wrote 'v1.xml' whole in canonical form. The file is in format version 1; only a file already in version 2 keeps its layout.
              Started a blogdoc history in .blogdoc.

              """))
      #expect(
        try text(directory, "v1.xml").hasPrefix(
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>old</id>\n  <title>New</title>\n"
        ))
    }
  }

  @Test func convertStillWritesTheCanonicalForm() throws {
    try inWorkspace { directory in
      let convert = try BlogDocProcess.run(["convert", "e.xml", "c.xml"], in: directory)
      #expect(convert.status == 0)
      #expect(
        try text(directory, "c.xml") == """
          <?xml version="1.0" encoding="UTF-8"?>
          <entry xmlns="urn:blogdoc:archive" formatVersion="2">
            <id>hello-world</id>
            <title>Hello, World</title>
            <summary>A first post</summary>
            <postedDate>2026-11-20T10:00:00Z</postedDate>
            <bodyText>Some &lt;em&gt;HTML&lt;/em&gt;, kept as typed.</bodyText>
            <tagNames>
              <tag>swift</tag>
            </tagNames>
            <categoryNames/>
            <isDraft>false</isDraft>
            <rating xmlns:bt="urn:blogdoc:type" bt:t="number">1.50E+2</rating>
          </entry>

          """)
    }
  }
}
