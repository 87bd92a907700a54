import Foundation
import Testing

/// What a WordPress import kept travels through `export`, but a post's password never does.
@Suite struct ExportRoundTripCommandTests {
  @Test func aWordPressImportTravelsWithoutItsPasswords() throws {
    try InterchangeCommandTests().withImportSamples { directory in
      _ = try BlogDocProcess.run(
        ["import", "import/wordpress.xml", "--from", "wxr", "--into", "blog.xml"], in: directory)
      let export = try BlogDocProcess.run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory)
      #expect(
        export == .init(status: 0, standardOutput: "Wrote 9 files to out.\n", standardError: ""))
      let out = directory.appendingPathComponent("out")
      let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
        $0.hasSuffix(".md")
      }
      #expect(names.count == 9)
      for name in names {
        let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        #expect(text.contains("\nwordpress:\n") && text.contains("  wp:post_id: "), "\(name)")
        #expect(!text.contains("post_password"), "\(name)")
      }
      // The modified date the import left out (it is before the posted date) travels too.
      let spring = try String(
        contentsOf: out.appendingPathComponent(
          try #require(names.first { $0.contains("spring-release-notes") })), encoding: .utf8)
      #expect(spring.contains("  wp:post_modified_gmt: '2024-03-09 17:31:07'\n"), "\(spring)")
      let again = try BlogDocProcess.run(
        ["import", "out", "--from", "markdown", "--into", "again.xml"], in: directory)
      #expect(
        again
          == .init(
            status: 0,
            standardOutput: "Imported out into again.xml: 9 added, 0 updated, 0 unchanged.\n",
            standardError: ""))
    }
  }

  /// Hugo's `description` and Zola's `[taxonomies]` are written back under their own keys.
  @Test func frontMatterKeysComeBackAsTheyWere() throws {
    try withTemporaryDirectory { directory in
      try Data(
        """
        +++
        title = "Tea"
        description = "On tea."
        date = 2024-04-01T08:00:00Z

        [taxonomies]
        tags = ["tea"]
        +++

        Steep.
        """.utf8
      ).write(to: directory.appendingPathComponent("tea.md"))
      _ = try BlogDocProcess.run(
        ["import", "tea.md", "--from", "markdown", "--into", "blog.xml"], in: directory)
      let export = try BlogDocProcess.run(
        ["export", "blog.xml", "--to", "markdown", "--front-matter", "toml", "--dir", "out"],
        in: directory)
      #expect(export.status == 0)
      #expect(
        try String(
          contentsOf: directory.appendingPathComponent("out/2024-04-01-tea.md"), encoding: .utf8)
            == """
            +++
            title = "Tea"
            slug = "tea"
            date = 2024-04-01T08:00:00Z
            description = "On tea."
            categories = []
            draft = false

            [taxonomies]
            tags = ["tea"]
            +++

            Steep.
            """)
    }
  }
}
