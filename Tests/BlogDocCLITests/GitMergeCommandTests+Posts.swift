import Foundation
import Testing

/// `blogdoc git-setup '*.md'` and real `git merge`s of Markdown posts: front matter merged
/// key by key (a conflict wraps that key's lines only), the body line by line inside its
/// field, and a Markdown file without front matter (a README) merged as text.
extension GitMergeCommandTests {
  /// A repository set up for `*.md`, with `base` committed as `name` on main, `theirs`
  /// committed on branch `other` and `ours` on main, then `git merge other`: prints
  /// `merge exit N` when the merge fails, then `git status --porcelain` and the file.
  static func mergeScript(
    _ name: String, base: String, ours: String, theirs: String
  ) -> String {
    """
    git init -q -b main
    blogdoc git-setup '*.md' > /dev/null 2>&1
    cat > \(name) <<'BASE'
    \(base)BASE
    git add -A && git commit -qm base
    git checkout -qb other
    cat > \(name) <<'THEIRS'
    \(theirs)THEIRS
    git commit -qam theirs
    git checkout -q main
    cat > \(name) <<'OURS'
    \(ours)OURS
    git commit -qam ours
    git merge -q other -m merge > /dev/null 2>&1 || echo "merge exit $?"
    git status --porcelain
    cat \(name)

    """
  }

  /// What ``mergeScript(_:base:ours:theirs:)`` prints, run in `directory`.
  func merge(
    _ name: String, base: String, ours: String, theirs: String, in directory: URL
  ) throws -> BlogDocProcess.Result {
    try sh(Self.mergeScript(name, base: base, ours: ours, theirs: theirs), in: directory)
  }

  /// A Jekyll post (YAML front matter) as the base of the merges below.
  static let yamlPost = """
    ---
    layout: post
    title: Hello
    date: 2026-11-20T10:00:00Z
    tags: [a, b]
    summary: Sum
    ---

    One.
    Two.
    Three.
    Four.
    Five.

    """

  @Test func gitSetupForPostsAddsTheirPattern() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        "git init -q\nblogdoc git-setup '*.md' 2> /dev/null\ncat .gitattributes", in: directory)
      let driver = "\(Self.program) merge %O %A %B --path %P --marker-size %L"
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              .gitattributes: added '*.md merge=blogdoc'.
              git config merge.blogdoc.driver: \(driver)
              *.md merge=blogdoc

              """,
            standardError: ""))
    }
  }

  @Test func aPostsFieldsEditedOnEachSideMergeWithoutConflict() throws {
    try withTemporaryDirectory { directory in
      // Both sides add a tag to the one flow list: a line merge conflicts there.
      let ours = Self.yamlPost.replacingOccurrences(of: "title: Hello", with: "title: Ours")
        .replacingOccurrences(of: "[a, b]", with: "[a, b, o]")
      let theirs = Self.yamlPost.replacingOccurrences(of: "summary: Sum", with: "summary: Theirs")
        .replacingOccurrences(of: "[a, b]", with: "[a, b, t]")
      let result = try sh(
        Self.mergeScript("post.md", base: Self.yamlPost, ours: ours, theirs: theirs)
          + "blogdoc show post.md --field tagNames",
        in: directory)
      let merged = Self.yamlPost.replacingOccurrences(of: "title: Hello", with: "title: Ours")
        .replacingOccurrences(of: "summary: Sum", with: "summary: Theirs")
        .replacingOccurrences(of: "[a, b]", with: "[a, b, o, t]")
      #expect(result == .init(status: 0, standardOutput: merged + "a,b,o,t\n", standardError: ""))
    }
  }

  @Test func aKeyChangedDifferentlyOnBothSidesConflictsAroundThatKeyOnly() throws {
    try withTemporaryDirectory { directory in
      let ours = Self.yamlPost.replacingOccurrences(of: "title: Hello", with: "title: Ours")
      let theirs = Self.yamlPost.replacingOccurrences(of: "title: Hello", with: "title: Theirs")
        .replacingOccurrences(of: "Three.", with: "Three, theirs.")
      let result = try merge(
        "post.md", base: Self.yamlPost, ours: ours, theirs: theirs, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              merge exit 1
              UU post.md
              ---
              layout: post
              <<<<<<< ours
              title: Ours
              ||||||| base
              title: Hello
              =======
              title: Theirs
              >>>>>>> theirs
              date: 2026-11-20T10:00:00Z
              tags: [a, b]
              summary: Sum
              ---

              One.
              Two.
              Three, theirs.
              Four.
              Five.

              """,
            standardError: ""))
      // The resolve keeps the post's layout, and is one operation undo takes back.
      let resolved = try sh(
        """
        cp post.md conflicted.txt
        blogdoc resolve post.md --field title --take theirs
        cat post.md
        blogdoc undo post.md > /dev/null
        cmp post.md conflicted.txt && echo "undone: the markers are back"
        """, in: directory)
      #expect(
        resolved
          == .init(
            status: 0,
            standardOutput: "Resolved post.title with theirs; no conflicts left in post.md.\n"
              + theirs + "undone: the markers are back\n",
            standardError: "Started a blogdoc history in .git/blogdoc.\n"))
    }
  }

  @Test func bodyEditsOnDifferentLinesMergeAndOnTheSameLineWrapThatLine() throws {
    try withTemporaryDirectory { directory in
      let ours = Self.yamlPost.replacingOccurrences(of: "One.", with: "One, ours.")
      let theirs = Self.yamlPost.replacingOccurrences(of: "Three.", with: "Three, theirs.")
      let result = try merge(
        "post.md", base: Self.yamlPost, ours: ours, theirs: theirs, in: directory)
      let merged = ours.replacingOccurrences(of: "Three.", with: "Three, theirs.")
      #expect(result == .init(status: 0, standardOutput: merged, standardError: ""))
    }
    // Edits on both sides of line three, with unchanged lines between: only three conflicts.
    try withTemporaryDirectory { directory in
      let ours = Self.yamlPost.replacingOccurrences(of: "One.", with: "One, ours.")
        .replacingOccurrences(of: "Three.", with: "Three, ours.")
      let theirs = Self.yamlPost.replacingOccurrences(of: "Three.", with: "Three, theirs.")
        .replacingOccurrences(of: "Five.", with: "Five, theirs.")
        .replacingOccurrences(of: "title: Hello", with: "title: Theirs")
      let result = try merge(
        "post.md", base: Self.yamlPost, ours: ours, theirs: theirs, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              merge exit 1
              UU post.md
              ---
              layout: post
              title: Theirs
              date: 2026-11-20T10:00:00Z
              tags: [a, b]
              summary: Sum
              ---

              One, ours.
              Two.
              <<<<<<< ours
              Three, ours.
              ||||||| base
              Three.
              =======
              Three, theirs.
              >>>>>>> theirs
              Four.
              Five, theirs.

              """,
            standardError: ""))
      #expect(
        try sh("blogdoc validate post.md", in: directory)
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: post.md:9: merge conflict in post.bodyText: base \"One, ours.\\nTwo.\\nThree.\\nFour.\\nFive, theirs.\\n\", ours \"One, ours.\\nTwo.\\nThree, ours.\\nFour.\\nFive, theirs.\\n\", theirs \"One, ours.\\nTwo.\\nThree, theirs.\\nFour.\\nFive, theirs.\\n\"; resolve it with 'blogdoc resolve post.md --field bodyText --take theirs' (or --take ours, --take base, --set VALUE).\n"
          ))
      // The markers in its body do not make the post unreadable: it is refused all the same.
      #expect(
        try sh("blogdoc edit post.md --set title=Edited", in: directory)
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: post.md:11:1: The document has unresolved merge conflicts; the command 'validate post.md' lists them, each with the 'resolve' command that settles it.\n"
          ))
    }
  }

  @Test func aHugoPostsFieldsEditedOnEachSideMergeWithoutConflict() throws {
    let base = """
      +++
      # A comment the merge keeps.
      title = "Matcha"
      date = 2024-05-01T09:30:00+02:00
      draft = true
      tags = ["tea"]

      [params]
      toc = true
      +++

      Whisk **80 °C** water.

      """
    try withTemporaryDirectory { directory in
      // Adjacent keys, edited one on each side: a line merge conflicts there.
      let ours = base.replacingOccurrences(of: "draft = true", with: "draft = false")
      let theirs = base.replacingOccurrences(of: "\"Matcha\"", with: "\"Matcha, properly\"")
        .replacingOccurrences(of: "[\"tea\"]", with: "[\"tea\", \"matcha\"]")
        .replacingOccurrences(of: "Whisk", with: "Always whisk")
      let result = try merge("matcha.md", base: base, ours: ours, theirs: theirs, in: directory)
      let merged = theirs.replacingOccurrences(of: "draft = true", with: "draft = false")
      #expect(result == .init(status: 0, standardOutput: merged, standardError: ""))
    }
    // The title set on both sides: the markers go around its line inside the TOML, and a
    // key blogdoc does not know (params.toc) merges from theirs.
    try withTemporaryDirectory { directory in
      let ours = base.replacingOccurrences(of: "\"Matcha\"", with: "\"Ours\"")
      let theirs = base.replacingOccurrences(of: "\"Matcha\"", with: "\"Theirs\"")
        .replacingOccurrences(of: "toc = true", with: "toc = false")
      let result = try merge("matcha.md", base: base, ours: ours, theirs: theirs, in: directory)
      let markers = """
        <<<<<<< ours
        title = "Ours"
        ||||||| base
        title = "Matcha"
        =======
        title = "Theirs"
        >>>>>>> theirs

        """
      let merged = base.replacingOccurrences(of: "title = \"Matcha\"\n", with: markers)
        .replacingOccurrences(of: "toc = true", with: "toc = false")
      #expect(
        result
          == .init(
            status: 0, standardOutput: "merge exit 1\nUU matcha.md\n" + merged,
            standardError: ""))
    }
  }

  /// A driver line without `--path %P` hands git's temporary files, named without an
  /// extension: the post is told by its front matter, and its id is the same in the three
  /// versions (it comes from the name, which is ours's for all three).
  @Test func aPostWithCRLFMergesWithoutItsPath() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        """
        printf -- '---\\r\\ntitle: Hello\\r\\ntags: [a]\\r\\ndraft: true\\r\\n---\\r\\n\\r\\nOne.\\r\\nTwo.\\r\\nThree.\\r\\n' > b
        sed 's/title: Hello/title: Ours/' b > o
        sed 's/draft: true/draft: false/; s/Three/Three, theirs/' b > t
        blogdoc merge b o t
        od -An -c o | tr -s ' \\n' ' '
        """, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput:
              " - - - \\r \\n t i t l e : O u r s \\r \\n t a g s : [ a ] \\r \\n d r a f t : f a l s e \\r \\n - - - \\r \\n \\r \\n O n e . \\r \\n T w o . \\r \\n T h r e e , t h e i r s . \\r \\n ",
            standardError: ""))
    }
  }

  @Test func aReadmeWithoutFrontMatterMergesAsText() throws {
    let base = "# Notes\n\nOne.\nTwo.\nThree.\n"
    try withTemporaryDirectory { directory in
      let result = try merge(
        "README.md", base: base, ours: base.replacingOccurrences(of: "One.", with: "One!"),
        theirs: base.replacingOccurrences(of: "Three.", with: "Three!"), in: directory)
      #expect(
        result
          == .init(status: 0, standardOutput: "# Notes\n\nOne!\nTwo.\nThree!\n", standardError: ""))
    }
    try withTemporaryDirectory { directory in
      let result = try merge(
        "README.md", base: base, ours: base.replacingOccurrences(of: "Two.", with: "Two, ours."),
        theirs: base.replacingOccurrences(of: "Two.", with: "Two, theirs."), in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              merge exit 1
              UU README.md
              # Notes

              One.
              <<<<<<< ours
              Two, ours.
              =======
              Two, theirs.
              >>>>>>> theirs
              Three.

              """,
            standardError: ""))
    }
  }
}
