import Foundation
import Testing

/// `blogdoc import --from markdown` with the front matter sites really write (issue 29,
/// item 4): Zola's blank line before `+++`, `@key` lines, and Eleventy's `---js`, which
/// blogdoc cannot read and imports as a draft with a warning naming the file.
@Suite("blogdoc import of front matter as sites write it")
struct FrontMatterShapeCommandTests {
  static let jsWarning =
    "posts/2024-06-06-eleventy.md: ('eleventy'): isDraft: The front matter is in a language blogdoc does not read ('---js'), so the post is imported as a draft; the front matter's text is kept with the unknown fields under 'unreadFrontMatter'."

  /// The entry the Zola post gives, as a blog in JSON writes it.
  static let zolaEntry = """
    {
          "id": "zola",
          "title": "Zola",
          "postedDate": "2024-06-01T00:00:00Z",
          "bodyText": "Zola body.\\n",
          "tagNames": [],
          "categoryNames": [],
          "isDraft": false
        }
    """

  /// A Zola post with a blank line before `+++` and spaces after the fences, a post of
  /// `@key` lines and one with JavaScript front matter, in `posts/`.
  func writePosts(in directory: URL) throws {
    let posts = directory.appendingPathComponent("posts")
    try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
    for (name, text) in [
      ("zola.md", "\n+++ \ntitle = \"Zola\"\ndate = 2024-06-01\n+++  \nZola body.\n"),
      ("headers.md", "@title Headers\n@pubDate 2024-06-05\n\nHeaders body.\n"),
      ("2024-06-06-eleventy.md", "---js\n{ title: \"JS\", draft: false }\n---\nJS body.\n"),
    ] {
      try Data(text.utf8).write(to: posts.appendingPathComponent(name))
    }
  }

  @Test func aFolderImportsEveryShapeAndWarnsOfTheUnreadOne() throws {
    try withTemporaryDirectory { directory in
      try writePosts(in: directory)
      let result = try BlogDocProcess.run(
        ["import", "posts", "--from", "markdown", "--into", "blog.json"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Imported posts into blog.json: 3 added, 0 updated, 0 unchanged, 1 warning.

              """,
            standardError: """
              Warning: \(Self.jsWarning)
              Started a blogdoc history in .blogdoc.

              """))
      #expect(
        try String(contentsOf: directory.appendingPathComponent("blog.json"), encoding: .utf8)
          == """
          {
            "formatVersion": 2,
            "blog": [
              {
                "id": "eleventy",
                "title": "eleventy",
                "postedDate": "2024-06-06T00:00:00Z",
                "bodyText": "JS body.\\n",
                "tagNames": [],
                "categoryNames": [],
                "isDraft": true,
                "frontMatter": {
                  "unreadFrontMatter": {
                    "fence": "---js",
                    "text": "{ title: \\"JS\\", draft: false }\\n"
                  }
                }
              },
              {
                "id": "headers",
                "title": "Headers",
                "postedDate": "2024-06-05T00:00:00Z",
                "bodyText": "Headers body.\\n",
                "tagNames": [],
                "categoryNames": [],
                "isDraft": false,
                "frontMatter": {
                  "$paths": {
                    "postedDate": "pubDate"
                  }
                }
              },
              \(Self.zolaEntry)
            ]
          }

          """)
      // The draft stays out of a render without drafts.
      let render = try BlogDocProcess.run(["render", "blog.json", "--no-drafts"], in: directory)
      #expect(render.status == 0)
      #expect(!render.standardOutput.contains("JS body."))
    }
  }

  @Test func aZolaPostGivenAsAFileHasItsTitleDateAndBody() throws {
    try withTemporaryDirectory { directory in
      try writePosts(in: directory)
      let result = try BlogDocProcess.run(
        ["import", "posts/zola.md", "--from", "markdown", "--format", "json"], in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              {
                "formatVersion": 2,
                "blog": [
                  \(Self.zolaEntry)
                ]
              }

              """, standardError: "Imported posts/zola.md: 1 added, 0 updated, 0 unchanged.\n"))
    }
  }

  @Test func strictRefusesTheUnreadPostAndWritesNothing() throws {
    try withTemporaryDirectory { directory in
      try writePosts(in: directory)
      let result = try BlogDocProcess.run(
        ["import", "posts", "--from", "markdown", "--strict", "--into", "blog.json"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: \(Self.jsWarning)
              Error: 1 of 3 records cannot be imported; nothing was written (--skip-invalid imports the others).

              """))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["posts"])
    }
  }

  /// JSON front matter and `@key` lines are read as strictly as YAML and TOML: a repeated
  /// key is an error at its line and column in the file, and nothing is written.
  @Test func aRepeatedKeyIsAnErrorAtItsPlaceInTheFile() throws {
    try withTemporaryDirectory { directory in
      let bad = directory.appendingPathComponent("bad")
      try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
      try Data("\n{\n  \"title\": \"Hugo\",\n  \"title\": \"Again\"\n}\nBody.\n".utf8).write(
        to: bad.appendingPathComponent("hugo.md"))
      try Data("@title A\n@date 2024-01-05\n@title B\n\nBody.\n".utf8).write(
        to: bad.appendingPathComponent("headers.md"))
      let result = try BlogDocProcess.run(
        ["import", "bad", "--from", "markdown", "--into", "blog.json"], in: directory)
      #expect(
        result
          == .init(
            status: 65, standardOutput: "",
            standardError: """
              Error: bad/headers.md:3:1: The header '@title' appears more than once.
              Error: bad/hugo.md:4:3: The front matter is not valid JSON: Duplicate key "title" in one object.

              """))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad"])
    }
  }
}
