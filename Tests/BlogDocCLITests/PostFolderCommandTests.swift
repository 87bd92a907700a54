import Foundation
import Testing

/// A site's folder of Markdown posts, through plain `blogdoc` (which hands the calls to
/// blogdoc-interchange, where the post format is registered): Jekyll's dated files and
/// Hugo's bundles are collections whose ids are the names without their dates.
@Suite("A folder of Markdown posts through blogdoc")
struct PostFolderCommandTests {
  static let hello =
    "---\ntitle: \"Hello\"  # greeting\ndate: 2024-01-05\ntags: [a, b]\n---\n\nBody.\n"
  static let more = "+++\ntitle = 'More'\ndate = 2024-02-01\n+++\n\nMore body.\n"

  static let jekyll = [
    "posts/2024-01-05-hello.md": hello,
    "posts/2024-02-01-more.md": more,
    "posts/README.md": "# Not a post: no front matter\n",
  ]

  static let hugo = [
    "posts/hello/index.md": hello,
    "posts/hello/photo.jpg": "jpeg\n",
    "posts/more/index.md": more,
  ]

  static let readmeNoteLine =
    "Note: 'posts' holds 1 name that is not a document (files of no known format, symbolic links, folders without an index file); they were skipped."
  static let readmeNote = readmeNoteLine + "\n"

  @Test func showAndValidateIndexDatedPostsByName() throws {
    try FolderFixture.with(Self.jekyll) { folder in
      try folder.expect(
        ["show", "posts"], output: "hello  2024-01-05  Hello\nmore   2024-02-01  More\n",
        errors: Self.readmeNote)
      let field = try folder.run(["show", "posts", "--entry", "more", "--field", "title"])
      #expect(field.standardOutput == "More\n")
      try folder.expect(
        ["validate", "posts"], output: "posts: valid, 2 entries\n", errors: Self.readmeNote)
    }
  }

  @Test func hugoBundlesAreIndexedByTheirFolderAndSectionPagesSkipped() throws {
    var files = Self.hugo
    files["posts/_index.md"] = "---\ntitle: Posts\n---\n"
    files["posts/images/logo.png"] = "png\n"
    try FolderFixture.with(files) { folder in
      try folder.expect(
        ["show", "posts"], output: "hello  2024-01-05  Hello\nmore   2024-02-01  More\n",
        errors: """
          Note: 'posts' holds 2 names that are not documents (files of no known format, symbolic links, folders without an index file); they were skipped.

          """)
    }
  }

  @Test func validateNamesABrokenPostAndAnIDTwice() throws {
    try FolderFixture.with([
      "posts/2024-01-05-hello.md": Self.hello,
      "posts/hello/index.md": Self.more,
      "posts/broken.md": "---\ntitle: [unclosed\n---\n",
    ]) { folder in
      let before = try folder.snapshot()
      try folder.expect(
        ["validate", "posts"], status: 65,
        errors: """
          Error: posts/broken.md:3:1: The front matter is not valid YAML: did not find expected ',' or ']'.
          Error: Both 'posts/2024-01-05-hello.md' and 'posts/hello/index.md' hold the entry 'hello'; each entry of a folder needs its own id.

          """)
      #expect(try folder.snapshot() == before)
    }
  }

  @Test func editChangesOnlyTheKeysBytesAndUndoGivesThemBack() throws {
    try FolderFixture.with(Self.jekyll) { folder in
      try folder.expectFirstChange(
        ["edit", "posts", "--entry", "hello", "--set", "title=Changed"],
        printing: "~ hello.title: \"Hello\" → \"Changed\"\n", reading: [Self.readmeNoteLine])
      // The oracle: the original with the title's value alone replaced.
      #expect(
        try folder.text("posts/2024-01-05-hello.md")
          == Self.hello.replacing("\"Hello\"", with: "\"Changed\""))
      #expect(try folder.text("posts/2024-02-01-more.md") == Self.more)
      #expect(try folder.run(["undo"], in: "posts").status == 0)
      #expect(try folder.text("posts/2024-01-05-hello.md") == Self.hello)
    }
  }

  @Test func addNamesTheNewPostAsTheSiteDoes() throws {
    for (files, made) in [
      (Self.jekyll, "posts/2026-11-18-third.md"), (Self.hugo, "posts/third/index.md"),
    ] {
      try FolderFixture.with(files) { folder in
        let before = try folder.snapshot()
        let added = try folder.run(["add", "posts", "--set", "id=third", "--set", "title=Third"])
        #expect(added.status == 0)
        #expect(added.standardOutput == "+ third (at 0)\n")
        #expect(try folder.run(["show", made, "--field", "title"]).standardOutput == "Third\n")
        let listed = try folder.run(["show", "posts"])
        #expect(listed.standardOutput.hasSuffix("third  2026-11-18  Third  [draft]\n"))
        #expect(try folder.run(["undo"], in: "posts").status == 0)
        #expect(try folder.snapshot().filter { !$0.key.contains(".blogdoc") } == before)
      }
    }
  }

  @Test func removeOfABundleKeepsItsPhotoAndUndoGivesBackTheExactPost() throws {
    try FolderFixture.with(Self.hugo) { folder in
      let before = try folder.snapshot()
      try folder.expectFirstChange(
        ["remove", "posts", "--entry", "hello"], printing: "- hello (from 0)\n",
        notes: ["Note: Kept the 1 other file of the bundle 'posts/hello/'."])
      #expect(try folder.names(in: "posts/hello") == ["photo.jpg"])
      let diff = try folder.run(["diff", "posts"])
      #expect(diff.standardOutput == "- hello (from 0)\n")
      #expect(try folder.run(["undo"], in: "posts").status == 0)
      #expect(try folder.snapshot().filter { !$0.key.contains(".blogdoc") } == before)
    }
  }
}
