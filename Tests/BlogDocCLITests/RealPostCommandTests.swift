import Foundation
import Testing

/// Posts from two public sites (RealPosts/README.md): a Jekyll post with YAML front matter
/// and a Zola post with TOML and a `[taxonomies]` table, edited in place in a git
/// repository: a one-field edit is a one-line `git diff`, undo gives the published bytes
/// back, and the merge driver merges field-disjoint edits of one post with no conflict.
@Suite("Real posts, edited in place")
struct RealPostCommandTests {
  static let folder = BlogDocProcess.packageRoot.appendingPathComponent(
    "Tests/BlogDocCLITests/RealPosts")
  static let jekyll = "2018-09-19-security-fixes-for-3-6-3-7-3-8.markdown"
  static let zola = "with-tag-taxonomy.md"

  /// Runs `script` with `sh -e` in `directory`, blogdoc first on PATH, git set up to run
  /// blogdoc's merge driver on posts.
  func sh(_ script: String, in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.shell(script, in: directory)
  }

  /// A repository holding both posts as published, committed on main.
  func repository(in directory: URL) throws {
    for (site, name) in [("jekyll", Self.jekyll), ("zola", Self.zola)] {
      try FileManager.default.copyItem(
        at: Self.folder.appendingPathComponent(site).appendingPathComponent(name),
        to: directory.appendingPathComponent(name))
    }
    let setup = try sh(
      """
      git init -q -b main
      blogdoc git-setup '*.md' '*.markdown' > /dev/null 2>&1
      git add -A && git commit -qm published
      """, in: directory)
    #expect(setup.status == 0, "\(setup.standardError)")
  }

  @Test(arguments: [
    (
      jekyll, "title=Security fixes",
      "-title: \"Security Fixes for series 3.6, 3.7 and 3.8\"\n+title: \"Security fixes\""
    ),
    (jekyll, "authorName=parkr", "-author: ashmaroli\n+author: parkr"),
    (zola, "title=Tags", "-title = \"A post with tags\"\n+title = \"Tags\""),
  ])
  func aOneFieldEditIsAOneLineDiffAndUndoGivesThePublishedBytesBack(
    post: String, assignment: String, lines: String
  ) throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let published = try Data(contentsOf: directory.appendingPathComponent(post))
      let edited = try sh(
        "blogdoc edit \(post) --set '\(assignment)' > /dev/null\ngit diff --numstat\ngit diff -U0 | grep '^[-+][^-+]'",
        in: directory)
      #expect(edited.standardOutput == "1\t1\t\(post)\n" + lines + "\n")
      let undone = try sh("blogdoc undo > /dev/null\ngit status --porcelain", in: directory)
      #expect(undone == .init(status: 0, standardOutput: "", standardError: ""))
      #expect(try Data(contentsOf: directory.appendingPathComponent(post)) == published)
    }
  }

  @Test func aTagAddedToZolasTaxonomyTableChangesThatLineOnly() throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let edited = try sh(
        "blogdoc edit \(Self.zola) --add tagNames=baz > /dev/null\ngit diff -U0 | grep '^[-+][^-+]'",
        in: directory)
      #expect(
        edited.standardOutput
          == "-tags = [\"foo tag\", \"bar tag\"]\n+tags = [\"foo tag\", \"bar tag\", \"baz\"]\n")
    }
  }

  @Test(arguments: [
    (jekyll, "title=Ours", "authorName=Theirs", ["title": "Ours", "authorName": "Theirs"]),
    (zola, "title=Ours", "summary=Theirs", ["title": "Ours", "summary": "Theirs"]),
  ])
  func theMergeDriverMergesFieldDisjointEditsWithNoConflict(
    post: String, ours: String, theirs: String, expected: [String: String]
  ) throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let fields = expected.keys.sorted().map { "blogdoc show \(post) --field \($0)" }
        .joined(separator: "\n")
      let merged = try sh(
        """
        git checkout -qb other
        blogdoc edit \(post) --set '\(theirs)' > /dev/null 2>&1
        git commit -qam theirs
        git checkout -q main
        blogdoc edit \(post) --set '\(ours)' > /dev/null
        git commit -qam ours
        git merge -q other -m merge > /dev/null
        git status --porcelain
        \(fields)
        """, in: directory)
      let values = expected.keys.sorted().map { expected[$0]! + "\n" }.joined()
      #expect(merged == .init(status: 0, standardOutput: values, standardError: ""))
    }
  }
}
