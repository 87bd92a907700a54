import Foundation
import Testing

/// `show`, `validate` and `diff` take a folder of one-entry documents as they take a blog:
/// an index of entries by id, each entry from its own file.
@Suite("A folder of documents read as a collection")
struct FolderReadCommandTests {
  static let posts = [
    "posts/alpha.xml": FolderFixture.entry("alpha", title: "Alpha", date: "2026-11-20"),
    "posts/beta.xml": FolderFixture.entry("beta", title: "Beta", date: "2026-11-22"),
    "posts/notes.txt": "not a document\n",
    "posts/.hidden/x.xml": "hidden folders are passed over\n",
  ]

  @Test func showListsTheEntriesAsABlogsIndexDoes() throws {
    try FolderFixture.with(Self.posts) { folder in
      // The oracle: the same entries in one blog file.
      let blog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <blog xmlns="urn:blogdoc:archive" formatVersion="2">
          <entry><id>alpha</id><title>Alpha</title><postedDate>2026-11-20T10:00:00Z</postedDate><bodyText>Body of alpha.</bodyText></entry>
          <entry><id>beta</id><title>Beta</title><postedDate>2026-11-22T10:00:00Z</postedDate><bodyText>Body of beta.</bodyText></entry>
        </blog>

        """
      try folder.write(blog, to: "blog.xml")
      let fromBlog = try folder.run(["show", "blog.xml"])
      try folder.expect(
        ["show", "posts"], output: fromBlog.standardOutput,
        errors: """
          Note: 'posts' holds 1 name that is not a document (files of no known format, symbolic links, folders without an index file); they were skipped.

          """)
      #expect(fromBlog.standardOutput.contains("alpha"))
      let asJSON = try folder.run(["show", "posts/", "--json"])
      #expect(
        asJSON.standardOutput == (try folder.run(["show", "blog.xml", "--json"])).standardOutput)
    }
  }

  @Test func showPrintsOneEntryOrOneFieldOfIt() throws {
    try FolderFixture.with(Self.posts) { folder in
      let field = try folder.run(["show", "posts", "--entry", "beta", "--field", "title"])
      #expect(field.status == 0)
      #expect(field.standardOutput == "Beta\n")
      let entry = try folder.run(["show", "posts", "--entry", "beta", "--json"])
      let alone = try folder.run(["show", "posts/beta.xml", "--json"])
      #expect(entry.standardOutput == alone.standardOutput)
      let unknown = try folder.run(["show", "posts", "--entry", "alpah"])
      #expect(unknown.status == 64)
      #expect(unknown.standardOutput == "")
      #expect(
        unknown.standardError.hasSuffix(
          "Error: Unknown entry 'alpah' in 'posts'. Did you mean 'alpha'?\n"))
    }
  }

  @Test func entryCompletesTheFoldersIDs() throws {
    try FolderFixture.with(Self.posts) { folder in
      let offered = try folder.run([
        "---completion", "edit", "--", "--entry", "4", "0", "blogdoc", "edit", "posts", "--entry",
        "",
      ])
      #expect(offered.standardOutput == "alpha\nbeta\n")
    }
  }

  @Test func validateChecksEveryFileAndThatNoTwoHoldOneID() throws {
    try FolderFixture.with(Self.posts) { folder in
      let valid = try folder.run(["validate", "posts"])
      #expect(valid.status == 0)
      #expect(valid.standardOutput == "posts: valid, 2 entries\n")
      try folder.write(FolderFixture.entry("alpha", title: "Again"), to: "posts/copy.xml")
      try folder.write(
        "<entry xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\">\n  <id>bad</title>\n</entry>\n",
        to: "posts/bad.xml")
      try folder.write(
        "<blog xmlns=\"urn:blogdoc:archive\" formatVersion=\"2\"></blog>\n", to: "posts/all.xml")
      try FileManager.default.createSymbolicLink(
        atPath: folder.directory.appendingPathComponent("posts/outside.xml").path,
        withDestinationPath: "/etc/passwd")
      // A bundle that is a link out of the folder is not followed either.
      try FileManager.default.createSymbolicLink(
        atPath: folder.directory.appendingPathComponent("posts/elsewhere").path,
        withDestinationPath: folder.directory.appendingPathComponent("outside").path)
      try folder.write(FolderFixture.entry("outside", title: "Out"), to: "outside/index.xml")
      let before = try folder.snapshot()
      try folder.expect(
        ["validate", "posts"], status: 65,
        errors: """
          Note: 'posts' holds 3 names that are not documents (files of no known format, symbolic links, folders without an index file); they were skipped.
          Error: posts/all.xml: Holds a blog, not one entry; each document of a folder holds one entry.
          Error: posts/bad.xml:2:18: Opening and ending tag mismatch: id line 2 and title.
          Error: Both 'posts/alpha.xml' and 'posts/copy.xml' hold the entry 'alpha'; each entry of a folder needs its own id.

          """)
      #expect(try folder.snapshot() == before)
      let shown = try folder.run(["show", "posts"])
      #expect(shown.status == 65)
      #expect(
        shown.standardError.hasSuffix(
          "Error: posts/all.xml: Holds a blog, not one entry; each document of a folder holds one entry.\n"
        ))
    }
  }

  @Test func validateReportsBrokenRulesWithTheirFile() throws {
    try FolderFixture.with(Self.posts) { folder in
      try folder.write(FolderFixture.entry("Not An Id", title: "T"), to: "posts/gamma.xml")
      let checked = try folder.run(["validate", "posts"])
      let alone = try folder.run(["validate", "posts/gamma.xml"])
      #expect(checked.status == 65)
      #expect(alone.status == 65)
      // The same violation as the file alone reports, after the note.
      #expect(checked.standardError.hasSuffix(alone.standardError))
      #expect(alone.standardError.hasPrefix("Error: posts/gamma.xml:"))
    }
  }

  @Test func diffComparesTwoFoldersAsTwoBlogs() throws {
    var files = Self.posts
    files["old/alpha.xml"] = FolderFixture.entry("alpha", title: "Alpha")
    files["old/gone.xml"] = FolderFixture.entry("gone", title: "Gone")
    try FolderFixture.with(files) { folder in
      let diff = try folder.run(["diff", "old", "posts", "--exit-code"])
      #expect(diff.status == 1)
      #expect(diff.standardOutput == "- gone (from 1)\n+ beta (at 1)\n")
      try folder.expectRefusal(
        ["diff", "posts"], status: 64,
        "No blogdoc history for 'posts': no '.blogdoc' directory in it or above it.")
      let same = try folder.run(["diff", "posts", "posts", "--exit-code"])
      #expect(same.status == 0)
      #expect(same.standardOutput == "")
    }
  }
}
