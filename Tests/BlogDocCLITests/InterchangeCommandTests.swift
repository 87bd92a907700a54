import Foundation
import Testing

@Suite struct InterchangeCommandTests {
  /// A scratch directory holding a copy of `SampleDocs/import`.
  func withImportSamples(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("import"),
        to: directory.appendingPathComponent("import"))
      try body(directory)
    }
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// A dry run says what it would keep back, and writes nothing.
  @Test func aDryRunSaysWhichPostsWouldBeDrafts() throws {
    try withImportSamples { directory in
      let result = try BlogDocProcess.run(
        ["import", "import/wordpress.xml", "--from", "wxr", "--into", "blog.xml", "--dry-run"],
        in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Would import import/wordpress.xml into blog.xml: 9 added, 0 updated, 0 unchanged, 2 skipped, 1 warning; nothing written (dry run).

              """,
            standardError: """
              Warning: import/wordpress.xml:497: item 8 ('spring-release-notes'): updatedDate: Updated date 2024-03-09T17:31:07Z is before the posted date 2024-04-15T07:00:00Z. The value was left out. The source's text was kept in the unknown members as 'wordpress.wp:post_modified_gmt'.
              3 posts are not public in the source and would be imported as drafts: 1 draft, 1 future, 1 private.

              """))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("blog.xml").path))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".blogdoc").path))
    }
  }

  @Test func importIsOneUndoableOperationAndASecondImportChangesNothing() throws {
    try withImportSamples { directory in
      let first = try BlogDocProcess.run(
        ["import", "import/wordpress.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      #expect(
        first
          == .init(
            status: 0,
            standardOutput: """
              Imported import/wordpress.xml into blog.xml: 9 added, 0 updated, 0 unchanged, 2 skipped, 1 warning.

              """,
            standardError: """
              Warning: import/wordpress.xml:497: item 8 ('spring-release-notes'): updatedDate: Updated date 2024-03-09T17:31:07Z is before the posted date 2024-04-15T07:00:00Z. The value was left out. The source's text was kept in the unknown members as 'wordpress.wp:post_modified_gmt'.
              3 posts were not public in the source and were imported as drafts: 1 draft, 1 future, 1 private.
              Started a blogdoc history in .blogdoc.

              """))
      let afterFirst = try bytes(directory, "blog.xml")
      let journal = try bytes(directory, ".blogdoc/journal")

      let second = try BlogDocProcess.run(
        ["import", "import/wordpress.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      #expect(second.status == 0)
      #expect(
        second.standardOutput
          == "Imported import/wordpress.xml into blog.xml: 0 added, 0 updated, 9 unchanged, 2 skipped, 1 warning; nothing changed.\n"
      )
      #expect(try bytes(directory, "blog.xml") == afterFirst)
      #expect(try bytes(directory, ".blogdoc/journal") == journal)

      // A second source updates two entries by identity and adds three.
      let feed = try BlogDocProcess.run(
        ["import", "import/feed.json", "--from", "jsonfeed", "--into", "blog.xml"], in: directory)
      #expect(
        feed
          == .init(
            status: 0,
            standardOutput: """
              Imported import/feed.json into blog.xml: 3 added, 2 updated, 0 unchanged, 1 warning.

              """,
            standardError: """
              Warning: import/feed.json: items.2 ('1'): title: The record has none; derived "Shipped the journal CRC change. Crash tests green for the first time this week. 🎉" from 'content_text' (first-line, truncate:100).

              """))

      let undo = try BlogDocProcess.run(["undo", "blog.xml"], in: directory)
      #expect(undo.status == 0)
      #expect(try bytes(directory, "blog.xml") == afterFirst)
      let undoAll = try BlogDocProcess.run(["undo", "blog.xml"], in: directory)
      #expect(undoAll.status == 0)
      #expect(
        try String(decoding: bytes(directory, "blog.xml"), as: UTF8.self) == """
          <?xml version="1.0" encoding="UTF-8"?>
          <blog xmlns="urn:blogdoc:archive" formatVersion="2"/>

          """)
    }
  }

  @Test func aBadSourceChangesNothingAndCreatesNothing() throws {
    try withImportSamples { directory in
      try Data("<rss><channel><item><title>x</item></channel></rss>".utf8).write(
        to: directory.appendingPathComponent("bad.xml"))
      let result = try BlogDocProcess.run(
        ["import", "bad.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: bad.xml:1:36: Opening and ending tag mismatch: title line 1 and item.

              """))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "bad.xml", "import",
        ])
    }
  }

  @Test func aRecordWithoutIdentityNamesItsPlace() throws {
    try withImportSamples { directory in
      try Data(
        #"{"records": "data.posts", "fields": {"id": {"from": "slug", "transform": ["slug"]}, "title": "headline"}}"#
          .utf8
      )
      .write(to: directory.appendingPathComponent("map.json"))
      let result = try BlogDocProcess.run(
        [
          "import", "import/cms.json", "--from", "json", "--mapping", "map.json", "--into",
          "blog.xml",
        ], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: import/cms.json: data.posts.1: id: No identity: none of 'slug' gives a usable id.
              Error: import/cms.json: data.posts.2: id: No identity: none of 'slug' gives a usable id.
              Error: import/cms.json: data.posts.4: id: No identity: none of 'slug' gives a usable id.
              Error: 3 of 5 records cannot be imported; nothing was written (--skip-invalid imports the others).

              """))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("blog.xml").path))
    }
  }

  @Test func aBadMappingNamesTheFileAndMember() throws {
    try withImportSamples { directory in
      try Data(
        #"{"fields": {"id": "slug", "postedDate": {"from": "at", "transform": ["dat"]}}}"#.utf8
      )
      .write(to: directory.appendingPathComponent("map.json"))
      let result = try BlogDocProcess.run(
        ["import", "import/cms.json", "--from", "json", "--mapping", "map.json"], in: directory)
      #expect(result.status == 65)
      #expect(
        result.standardError.hasPrefix(
          "Error: map.json: fields.postedDate.transform: Unknown transformer 'dat'; the transformers are trim, "
        ))
    }
  }

  @Test func exportWritesFrontMatterThatImportsBackUnchanged() throws {
    try withImportSamples { directory in
      _ = try BlogDocProcess.run(
        ["import", "import/posts", "--from", "markdown", "--into", "blog.xml"], in: directory)
      let export = try BlogDocProcess.run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out/_posts"], in: directory)
      #expect(
        export
          == .init(status: 0, standardOutput: "Wrote 4 files to out/_posts.\n", standardError: ""))
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: directory.appendingPathComponent("out/_posts").path
        ).sorted() == [
          ".blogdoc-export", "2024-01-05-hello-unicode.md", "2024-02-01-draft-ideas.md",
          "2024-03-10-dates-done-right.md", "2024-04-01-tea-time.md",
        ])
      _ = try BlogDocProcess.run(
        ["import", "out/_posts", "--from", "markdown", "--into", "again.xml"], in: directory)
      let diff = try BlogDocProcess.run(["diff", "blog.xml", "again.xml"], in: directory)
      #expect(diff == .init(status: 0, standardOutput: "", standardError: ""))
    }
  }

  /// Regression: self-closing elements outside items trapped (SIGILL) and an IRI
  /// namespace was refused; WordPress writes both.
  @Test func selfClosingChannelElementsAndIRINamespacesImport() throws {
    try withTemporaryDirectory { directory in
      try Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/"
          xmlns:unicode="http://ëxämplë.com/ünïcödë/">
        <channel><generator/>
          <wp:category><wp:term_id>1</wp:term_id><wp:category_nicename>news</wp:category_nicename><wp:category_parent/></wp:category>
          <item><title>Hello</title><wp:post_id>5</wp:post_id><wp:post_name>hello</wp:post_name>
            <wp:post_date>2024-01-02 03:04:05</wp:post_date><wp:post_type>post</wp:post_type><wp:status>publish</wp:status>
            <wp:menu_order/><unicode:note>ünïcödë</unicode:note></item>
        </channel></rss>
        """.utf8
      ).write(to: directory.appendingPathComponent("wp.xml"))
      let result = try BlogDocProcess.run(
        ["import", "wp.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: "Imported wp.xml into blog.xml: 1 added, 0 updated, 0 unchanged.\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))
      let show = try BlogDocProcess.run(["show", "blog.xml"], in: directory)
      #expect(
        show == .init(status: 0, standardOutput: "hello  2024-01-02  Hello\n", standardError: ""))
    }
  }

  @Test func withoutIntoTheBlogIsPrinted() throws {
    let result = try BlogDocProcess.run([
      "import", "SampleDocs/import/feed.json", "--from", "jsonfeed", "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("{\n  \"formatVersion\": 2,\n  \"blog\": [\n"))
    #expect(
      result.standardError == """
        Warning: SampleDocs/import/feed.json: items.2 ('1'): title: The record has none; derived "Shipped the journal CRC change. Crash tests green for the first time this week. 🎉" from 'content_text' (first-line, truncate:100).
        Imported SampleDocs/import/feed.json: 5 added, 0 updated, 0 unchanged, 1 warning.

        """)
  }

  @Test func aLongImportShowsProgressOnATerminalOnly() throws {
    try withTemporaryDirectory { directory in
      let items = (0..<600).map {
        #"{"id": "p\#($0)", "title": "Post \#($0)", "date_published": "2024-01-01T00:00:00Z"}"#
      }
      try Data(
        #"{"version": "https://jsonfeed.org/version/1.1", "title": "Big", "items": [\#(items.joined(separator: ","))]}"#
          .utf8
      )
      .write(to: directory.appendingPathComponent("big.json"))
      let piped = try BlogDocProcess.run(
        ["import", "big.json", "--from", "jsonfeed", "--into", "piped.xml"], in: directory)
      #expect(
        piped
          == .init(
            status: 0,
            standardOutput:
              "Imported big.json into piped.xml: 600 added, 0 updated, 0 unchanged.\n",
            standardError: "Started a blogdoc history in .blogdoc.\n"))

      // `script` gives the command a terminal; what it printed there comes back on stdout.
      let command =
        "\(BlogDocProcess.executable.path) import big.json --from jsonfeed --into tty.xml"
      let onTerminal = try BlogDocProcess.run(
        ["-qec", command, "/dev/null"], in: directory, launcher: "/usr/bin/script")
      #expect(onTerminal.status == 0)
      #expect(onTerminal.standardOutput.hasPrefix("\rImporting record 256…\u{1B}[K"))
      #expect(
        onTerminal.standardOutput.hasSuffix(
          "\r\u{1B}[KImported big.json into tty.xml: 600 added, 0 updated, 0 unchanged.\r\n"))
    }
  }
}
