import Foundation
import Testing

/// `blogdoc export --clean`: a post whose date or id changed leaves no second copy behind,
/// and no file blogdoc did not write (or that changed since) is removed.
@Suite("blogdoc export --clean")
struct ExportCleanCommandTests {
  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(
      arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "1795000000"])
  }

  /// A blog of entries `one` (1 Nov) and `two` (2 Nov), exported once into `out`.
  func withExportedBlog(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      #expect(try run(["new", "blog.xml", "--blog"], in: directory).status == 0)
      #expect(
        try run(
          [
            "add", "blog.xml", "--set", "id=one", "--set", "title=One", "--set",
            "postedDate=2026-11-01T00:00:00Z",
          ], in: directory
        ).status == 0)
      #expect(
        try run(
          [
            "add", "blog.xml", "--set", "id=two", "--set", "title=Two", "--set",
            "postedDate=2026-11-02T00:00:00Z",
          ], in: directory
        ).status == 0)
      #expect(
        try run(["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory).status
          == 0)
      try body(directory)
    }
  }

  func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("out").path
    ).sorted()
  }

  func write(_ text: String, to name: String, in directory: URL) throws {
    try text.write(
      to: directory.appendingPathComponent("out/" + name), atomically: true, encoding: .utf8)
  }

  @Test func aChangedDateOrIdRemovesTheOldFileAndNothingElse() throws {
    try withExportedBlog { directory in
      try write(
        "---\ntitle: Mine\nslug: one\n---\nBy hand.\n", to: "2026-11-01-mine.md", in: directory)
      try write("Notes.\n", to: "README.txt", in: directory)
      #expect(
        try run(
          ["edit", "blog.xml", "--entry", "one", "--set", "postedDate=2026-11-05T00:00:00Z"],
          in: directory
        ).status == 0)
      #expect(
        try run(["edit", "blog.xml", "--entry", "two", "--set", "id=deux"], in: directory).status
          == 0)
      let result = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--clean"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Wrote 2 files to out.
              Removed out/2026-11-01-one.md, an earlier export of one.
              Removed out/2026-11-02-two.md, an earlier export of two.

              """, standardError: ""))
      #expect(
        try files(in: directory) == [
          ".blogdoc-export", "2026-11-01-mine.md", "2026-11-02-deux.md", "2026-11-05-one.md",
          "README.txt",
        ])
      let mine = try String(
        contentsOf: directory.appendingPathComponent("out/2026-11-01-mine.md"), encoding: .utf8)
      #expect(mine == "---\ntitle: Mine\nslug: one\n---\nBy hand.\n")
    }
  }

  @Test func withoutCleanTheOldFileStaysAndALaterCleanStillRemovesIt() throws {
    try withExportedBlog { directory in
      #expect(
        try run(
          ["edit", "blog.xml", "--entry", "one", "--set", "postedDate=2026-11-05T00:00:00Z"],
          in: directory
        ).status == 0)
      #expect(
        try run(["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory)
          .standardOutput == "Wrote 2 files to out.\n")
      #expect(
        try files(in: directory) == [
          ".blogdoc-export", "2026-11-01-one.md", "2026-11-02-two.md", "2026-11-05-one.md",
        ])
      let result = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--clean"], in: directory)
      #expect(
        result.standardOutput
          == "Wrote 2 files to out.\nRemoved out/2026-11-01-one.md, an earlier export of one.\n")
      #expect(
        try files(in: directory) == [".blogdoc-export", "2026-11-02-two.md", "2026-11-05-one.md"])
    }
  }

  @Test func anOldFileEditedSinceTheExportIsKept() throws {
    try withExportedBlog { directory in
      let old = directory.appendingPathComponent("out/2026-11-01-one.md")
      try (try String(contentsOf: old, encoding: .utf8) + "Added by hand.\n").write(
        to: old, atomically: true, encoding: .utf8)
      #expect(
        try run(
          ["edit", "blog.xml", "--entry", "one", "--set", "postedDate=2026-11-05T00:00:00Z"],
          in: directory
        ).status == 0)
      let result = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--clean"], in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "Wrote 2 files to out.\n",
            standardError: """
              Warning: Kept out/2026-11-01-one.md: it changed since blogdoc exported it.

              """))
      #expect(
        try files(in: directory) == [
          ".blogdoc-export", "2026-11-01-one.md", "2026-11-02-two.md", "2026-11-05-one.md",
        ])
      // No longer blogdoc's: a second clean leaves it alone without a word.
      let again = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--clean"], in: directory)
      #expect(
        again == .init(status: 0, standardOutput: "Wrote 2 files to out.\n", standardError: ""))
    }
  }

  @Test func cleanWithEntryRemovesOnlyThatEntrysOldFiles() throws {
    try withExportedBlog { directory in
      #expect(
        try run(
          ["edit", "blog.xml", "--entry", "one", "--set", "postedDate=2026-11-05T00:00:00Z"],
          in: directory
        ).status == 0)
      #expect(
        try run(
          ["edit", "blog.xml", "--entry", "two", "--set", "postedDate=2026-11-06T00:00:00Z"],
          in: directory
        ).status == 0)
      let result = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--entry", "one", "--clean"],
        in: directory)
      #expect(
        result.standardOutput
          == "Wrote 1 file to out.\nRemoved out/2026-11-01-one.md, an earlier export of one.\n")
      #expect(
        try files(in: directory) == [".blogdoc-export", "2026-11-02-two.md", "2026-11-05-one.md"])
    }
  }
}
