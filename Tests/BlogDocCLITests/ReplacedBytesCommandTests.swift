import Foundation
import Testing

/// Every command that replaces more than a diff can restore keeps the bytes it replaces,
/// so `undo` gives each file back byte for byte: export (which never replaces a file it
/// did not write, or one changed since, without --force), `convert --force`, and an edit
/// that rewrites a file of an older format version.
@Suite("Replaced bytes come back")
struct ReplacedBytesCommandTests {
  func run(_ arguments: [String], in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.run(
      arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": "1795000000"])
  }

  /// Every file under `directory` (the history's included), by relative path, with its bytes.
  func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = directory.resolvingSymlinksInPath().path
    let walker = FileManager.default.enumerator(atPath: root)
    while let name = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
      if !isDirectory.boolValue && name != ".blogdoc/lock" {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name))
      }
    }
    return files
  }

  func write(_ bytes: [UInt8], to name: String, in directory: URL) throws {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
  }

  /// A blog of `one` (1 Nov), exported into `out`; then `two` (2 Nov) added.
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
        try run(["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory).status
          == 0)
      #expect(
        try run(
          [
            "add", "blog.xml", "--set", "id=two", "--set", "title=Two", "--set",
            "postedDate=2026-11-02T00:00:00Z",
          ], in: directory
        ).status == 0)
      try body(directory)
    }
  }

  /// Bytes no Markdown writer makes: CRLF, not UTF-8, no final newline.
  static let byHand: [UInt8] =
    Array("---\r\ntitle: Mine\r\n---\r\n".utf8) + [0xFF, 0xFE] + Array("kept".utf8)

  @Test func exportRefusesAFileChangedSinceAndOneItNeverWroteNamingEachAndWritesNothing() throws {
    try withExportedBlog { directory in
      let one = directory.appendingPathComponent("out/2026-11-01-one.md")
      try write(
        Array(try Data(contentsOf: one)) + Array("Added by hand.\n".utf8),
        to: "out/2026-11-01-one.md", in: directory)
      try write(Self.byHand, to: "out/2026-11-02-two.md", in: directory)
      let before = try snapshot(directory)
      let result = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory)
      #expect(
        result
          == .init(
            status: 73, standardOutput: "",
            standardError: """
              Error: out/2026-11-01-one.md: Changed since blogdoc exported it; nothing was written. Give --force to replace it (then 'blogdoc undo' brings it back).
              Error: out/2026-11-02-two.md: Not written by blogdoc export; nothing was written. Give --force to replace it (then 'blogdoc undo' brings it back).

              """))
      #expect(try snapshot(directory) == before)
    }
  }

  @Test func exportRefusesWithNoHistoryAndLeavesNone() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: BlogDocProcess.sampleDocs.appendingPathComponent("blog.xml"),
        to: directory.appendingPathComponent("blog.xml"))
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
      let exported = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "scratch"], in: directory)
      #expect(exported.status == 0)
      let name = try #require(
        try FileManager.default.contentsOfDirectory(
          atPath: directory.appendingPathComponent("scratch").path
        ).first { $0.hasSuffix(".md") })
      try write(Self.byHand, to: "out/" + name, in: directory)
      try FileManager.default.removeItem(at: directory.appendingPathComponent(".blogdoc"))
      try FileManager.default.removeItem(at: directory.appendingPathComponent("scratch"))
      let before = try snapshot(directory)
      let result = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory)
      #expect(result.status == 73)
      #expect(
        result.standardError
          == "Error: out/\(name): Not written by blogdoc export; nothing was written. Give --force to replace it (then 'blogdoc undo' brings it back).\n"
      )
      #expect(try snapshot(directory) == before)
    }
  }

  @Test func exportForceThenUndoGivesBackEveryByteAndRemovesWhatItMade() throws {
    try withExportedBlog { directory in
      try write(Self.byHand, to: "out/2026-11-01-one.md", in: directory)
      let before = try snapshot(directory).filter { !$0.key.hasPrefix(".blogdoc/") }
      let forced = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--force"], in: directory)
      #expect(
        forced == .init(status: 0, standardOutput: "Wrote 2 files to out.\n", standardError: ""))
      let after = try snapshot(directory).filter { !$0.key.hasPrefix(".blogdoc/") }
      #expect(
        after.keys.sorted() == [
          "blog.xml", "out/.blogdoc-export", "out/2026-11-01-one.md", "out/2026-11-02-two.md",
        ])
      #expect(
        try run(["log", "-n", "1"], in: directory).standardOutput.hasSuffix(
          """
          edit  Export blog.xml to out
              out/2026-11-01-one.md: whole file
              out/2026-11-02-two.md (created): whole file
              out/.blogdoc-export: whole file
          … 4 earlier operations; 'blogdoc log -n 5' shows them all.

          """))
      let undo = try run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput: """
              Undo operation 5 (Export blog.xml to out):
              out/2026-11-01-one.md:
                (whole file)
              out/2026-11-02-two.md (removed):
                (whole file)
              out/.blogdoc-export:
                (whole file)

              """, standardError: ""))
      #expect(try snapshot(directory).filter { !$0.key.hasPrefix(".blogdoc/") } == before)
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try snapshot(directory).filter { !$0.key.hasPrefix(".blogdoc/") } == after)
    }
  }

  @Test func undoOfAnExportRefusesAFileChangedSince() throws {
    try withExportedBlog { directory in
      #expect(
        try run(["export", "blog.xml", "--to", "markdown", "--dir", "out"], in: directory).status
          == 0)
      try write(Self.byHand, to: "out/2026-11-02-two.md", in: directory)
      let before = try snapshot(directory)
      let undo = try run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: out/2026-11-02-two.md: Cannot undo operation 5: it was changed since, so its earlier bytes cannot be put back. Give --force to put them back anyway, losing what is there now.

              """))
      #expect(try snapshot(directory) == before)
    }
  }

  @Test func undoOfAnExportWithCleanPutsBackTheFileItRemoved() throws {
    try withExportedBlog { directory in
      let old = try Data(contentsOf: directory.appendingPathComponent("out/2026-11-01-one.md"))
      #expect(
        try run(
          ["edit", "blog.xml", "--entry", "one", "--set", "postedDate=2026-11-05T00:00:00Z"],
          in: directory
        ).status == 0)
      let before = try snapshot(directory).filter { !$0.key.hasPrefix(".blogdoc/") }
      let clean = try run(
        ["export", "blog.xml", "--to", "markdown", "--dir", "out", "--clean"], in: directory)
      #expect(
        clean.standardOutput
          == "Wrote 2 files to out.\nRemoved out/2026-11-01-one.md, an earlier export of one.\n")
      #expect(
        try run(["log", "-n", "1"], in: directory).standardOutput.hasSuffix(
          """
              out/2026-11-05-one.md (created): whole file
              out/2026-11-02-two.md (created): whole file
              out/2026-11-01-one.md (removed): whole file
              out/.blogdoc-export: whole file
          … 5 earlier operations; 'blogdoc log -n 6' shows them all.

          """))
      #expect(try run(["undo"], in: directory).status == 0)
      #expect(try snapshot(directory).filter { !$0.key.hasPrefix(".blogdoc/") } == before)
      #expect(
        try Data(contentsOf: directory.appendingPathComponent("out/2026-11-01-one.md")) == old)
    }
  }

  static let handLaidOut = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- one -->
    <entry xmlns="urn:blogdoc:archive" formatVersion="2">
        <!-- two -->
        <id>h</id>
        <title>Old</title>
        <bodyText><![CDATA[Some <b>bold</b> text]]></bodyText>
        <!-- three -->
    </entry>

    """

  @Test func convertForceThenUndoGivesBackTheCommentsCDATAAndIndentation() throws {
    try withTemporaryDirectory { directory in
      try write(Array(Self.handLaidOut.utf8), to: "h.xml", in: directory)
      try write(
        Array(#"{"formatVersion": 2, "entry": {"id": "h", "title": "New"}}"#.utf8), to: "n.json",
        in: directory)
      let convert = try run(["convert", "n.json", "h.xml", "--force"], in: directory)
      #expect(
        convert
          == .init(
            status: 0, standardOutput: "", standardError: "Started a blogdoc history in .blogdoc.\n"
          ))
      let converted = try Data(contentsOf: directory.appendingPathComponent("h.xml"))
      #expect(String(decoding: converted, as: UTF8.self).contains("<title>New</title>"))
      #expect(try run(["undo"], in: directory).status == 0)
      #expect(
        try Data(contentsOf: directory.appendingPathComponent("h.xml"))
          == Data(Self.handLaidOut.utf8))
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try Data(contentsOf: directory.appendingPathComponent("h.xml")) == converted)
    }
  }

  @Test func anEditThatRewritesAVersion1FileIsUndoneToItsVersion1Bytes() throws {
    try withTemporaryDirectory { directory in
      let old =
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"1\">\n    <!-- kept -->\n    <id>old</id>\n    <title>Old</title>\n    <body>B</body>\n</entry>\n"
      try write(Array(old.utf8), to: "v1.xml", in: directory)
      #expect(try run(["edit", "v1.xml", "--set", "title=New"], in: directory).status == 0)
      let edited = try Data(contentsOf: directory.appendingPathComponent("v1.xml"))
      #expect(String(decoding: edited, as: UTF8.self).contains("formatVersion=\"2\""))
      let undo = try run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Set title):\nv1.xml:\n  ~ old.title: \"New\" → \"Old\"\n",
            standardError: ""))
      #expect(try Data(contentsOf: directory.appendingPathComponent("v1.xml")) == Data(old.utf8))
      #expect(try run(["redo"], in: directory).status == 0)
      #expect(try Data(contentsOf: directory.appendingPathComponent("v1.xml")) == edited)
    }
  }

  @Test func aRewriteChangedSinceByHandIsStillUndoneFieldByField() throws {
    try withTemporaryDirectory { directory in
      let old =
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"1\">\n    <id>old</id>\n    <title>Old</title>\n    <body>B</body>\n</entry>\n"
      try write(Array(old.utf8), to: "v1.xml", in: directory)
      #expect(try run(["edit", "v1.xml", "--set", "title=New"], in: directory).status == 0)
      let file = directory.appendingPathComponent("v1.xml")
      let edited = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      #expect(edited.contains(">B<"))
      try write(Array(edited.replacing(">B<", with: ">By hand<").utf8), to: "v1.xml", in: directory)
      // The version-1 bytes cannot come back without losing the hand edit: the undo
      // reverts the title alone, as any edit's undo does.
      let undo = try run(["undo"], in: directory)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput:
              "Undo operation 1 (Set title):\nv1.xml:\n  ~ old.title: \"New\" → \"Old\"\n",
            standardError: ""))
      #expect(
        String(decoding: try Data(contentsOf: file), as: UTF8.self)
          == edited.replacing(">B<", with: ">By hand<").replacing(
            "<title>New</title>", with: "<title>Old</title>"))
    }
  }
}
