import Foundation
import Testing

/// `blogdoc merge` as git's merge driver, set up by `blogdoc git-setup`, through real
/// `git merge`, `rebase` and `cherry-pick`; `resolve`, and the workspace inside git.
@Suite("blogdoc merge with real git")
struct GitMergeCommandTests {
  /// Runs `script` with `sh -e` in `directory`, blogdoc first on PATH.
  func sh(_ script: String, in directory: URL) throws -> BlogDocProcess.Result {
    try BlogDocProcess.shell(script, in: directory)
  }

  /// A repository with blogdoc set up, `e.xml` committed on main, and a branch `other`
  /// that sets the summary and adds tag `t`; main then sets the title and adds tag `o`.
  static let setup = """
    git init -q -b main
    blogdoc git-setup > /dev/null 2>&1
    blogdoc new e.xml --set title=Hello --set summary=Sum --set tagNames=a --set postedDate=2026-11-20T10:00:00Z 2> /dev/null
    git add -A && git commit -qm base
    git checkout -qb other
    blogdoc edit e.xml --set summary=Theirs --add tagNames=t > /dev/null
    git commit -qam theirs
    git checkout -q main
    blogdoc edit e.xml --set title=Ours --add tagNames=o > /dev/null
    git commit -qam ours

    """

  static let fields =
    "blogdoc show e.xml --field title; blogdoc show e.xml --field summary; blogdoc show e.xml --field tagNames"

  @Test func mergeRebaseCherryPickAndStashPopMergeFieldsEditedOnEachSide() throws {
    try withTemporaryDirectory { directory in
      let merged = try sh(
        Self.setup + "git merge -q other -m merge > /dev/null\n" + Self.fields, in: directory)
      #expect(
        merged == .init(status: 0, standardOutput: "Ours\nTheirs\na,o,t\n", standardError: ""))
      #expect(try sh("git status --porcelain", in: directory).standardOutput == "")
    }
    try withTemporaryDirectory { directory in
      let rebased = try sh(
        Self.setup + "git checkout -q other\ngit rebase -q main\n" + Self.fields, in: directory)
      #expect(rebased.status == 0)
      #expect(rebased.standardOutput == "Ours\nTheirs\na,o,t\n")
    }
    try withTemporaryDirectory { directory in
      // An uncommitted retitle, stashed while theirs is merged in, pops back onto it.
      let script =
        Self.setup + """
          git reset -q --hard HEAD~1
          blogdoc edit e.xml --set title=Ours > /dev/null
          git stash -q
          git merge -q other > /dev/null
          git stash pop -q > /dev/null

          """
      let popped = try sh(script + Self.fields, in: directory)
      #expect(popped == .init(status: 0, standardOutput: "Ours\nTheirs\na,t\n", standardError: ""))
    }
    try withTemporaryDirectory { directory in
      let picked = try sh(
        Self.setup + "git cherry-pick other > /dev/null\n" + Self.fields, in: directory)
      #expect(
        picked == .init(status: 0, standardOutput: "Ours\nTheirs\na,o,t\n", standardError: ""))
    }
  }

  /// The program git-setup records: the built blogdoc, by its real path.
  static let program = BlogDocProcess.executable.resolvingSymlinksInPath().path

  @Test func gitSetupIsIdempotent() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        "git init -q\nblogdoc git-setup\nblogdoc git-setup '*.xml' 'posts/*.json'\ncat .gitattributes\ngit config merge.blogdoc.driver",
        in: directory)
      let driver = "\(Self.program) merge %O %A %B --path %P --marker-size %L"
      let warning =
        "Warning: git will run \(Self.program), which is in a build folder: a clean or another build can remove it, and git then leaves our side of each file unmerged. Run 'blogdoc git-setup' again with an installed blogdoc, or give --driver-command.\n"
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              .gitattributes: added '*.xml merge=blogdoc', '*.json merge=blogdoc'.
              git config merge.blogdoc.driver: \(driver)
              .gitattributes: added 'posts/*.json merge=blogdoc'.
              git config merge.blogdoc.driver: \(driver)
              *.xml merge=blogdoc
              *.json merge=blogdoc
              posts/*.json merge=blogdoc
              \(driver)

              """,
            standardError: warning + warning))
    }
  }

  @Test func aFieldChangedDifferentlyOnBothSidesIsAConflictThatResolveSettles() throws {
    try withTemporaryDirectory { directory in
      let script =
        Self.setup + """
          git checkout -q other
          blogdoc edit e.xml --set title=Theirs > /dev/null
          git commit -qam retitle
          git checkout -q main
          git merge -q other -m merge > /dev/null 2>&1 || echo "merge exit $?"
          git status --porcelain
          sed -n 4,10p e.xml
          """
      let merged = try sh(script, in: directory)
      #expect(
        merged
          == .init(
            status: 0,
            standardOutput: """
              merge exit 1
              UU e.xml
              <<<<<<< ours
                <title>Ours</title>
              ||||||| base
                <title>Hello</title>
              =======
                <title>Theirs</title>
              >>>>>>> theirs

              """,
            standardError: ""))
      let hint =
        "Error: e.xml:5: merge conflict in e.title: base \"Hello\", ours \"Ours\", theirs \"Theirs\"; resolve it with 'blogdoc resolve e.xml --field title --take theirs' (or --take ours, --take base, --set VALUE).\n"
      #expect(
        try sh("blogdoc validate e.xml", in: directory)
          == .init(status: 65, standardOutput: "", standardError: hint))
      #expect(
        try sh("blogdoc show e.xml", in: directory)
          == .init(status: 65, standardOutput: "", standardError: hint))
      #expect(
        try sh("blogdoc edit e.xml --set isDraft=false", in: directory)
          == .init(
            status: 65, standardOutput: "",
            standardError:
              "Error: e.xml:4:1: The document has unresolved merge conflicts; the command 'validate e.xml' lists them, each with the 'resolve' command that settles it.\n"
          ))
      #expect(
        try sh("blogdoc resolve e.xml --field title --set 'Both'", in: directory)
          == .init(
            status: 0,
            standardOutput: "Resolved e.title with the value given; no conflicts left in e.xml.\n",
            standardError: ""))
      #expect(
        try sh(Self.fields + "\nblogdoc format --check e.xml", in: directory)
          == .init(status: 0, standardOutput: "Both\nTheirs\na,o,t\n", standardError: ""))
    }
  }

  @Test func theWorkspaceIsNeverUntrackedInGit() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        "git init -q\nblogdoc new e.xml --set title=T 2> /dev/null\ngit status --porcelain --untracked-files=all",
        in: directory)
      #expect(result == .init(status: 0, standardOutput: "?? e.xml\n", standardError: ""))
    }
  }

  @Test func aSymlinkedWorkspaceIsRefused() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        "mkdir elsewhere\nln -s elsewhere .blogdoc\nblogdoc new e.xml --set title=T || echo \"exit $?\"\nls elsewhere",
        in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "exit 77\n",
            standardError:
              "Error: \(directory.resolvingSymlinksInPath().path)/.blogdoc: Refusing a workspace file that is a symbolic link; a cloned repository may have planted it. Remove it and run the command again.\n"
          ))
    }
  }

  @Test func aMalformedSideIsAnErrorAndLeavesOursAlone() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        """
        blogdoc new o.xml --set title=T 2> /dev/null
        cp o.xml b.xml
        printf '<entry xmlns="urn:blogdoc:archive" formatVersion="2"><id>x</id>' > t.xml
        cp o.xml before.xml
        blogdoc merge b.xml o.xml t.xml --path e.xml || echo "exit $?"
        cmp o.xml before.xml
        """, in: directory)
      #expect(result.status == 0)
      #expect(result.standardOutput == "exit 65\n")
      #expect(result.standardError.hasPrefix("Error: e.xml (theirs):1:"))
    }
  }

  @Test func aMergeRemovesTheFileAKilledMergeLeftBesideOurs() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        """
        blogdoc new o.xml --set title=T 2> /dev/null
        cp o.xml b.xml
        cp o.xml t.xml
        blogdoc edit t.xml --set title=Theirs > /dev/null
        cp o.xml .o.xml.blogdoc-Ab3dE9
        blogdoc merge b.xml o.xml t.xml --path e.xml
        blogdoc show o.xml --field title
        ls -A
        """, in: directory)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "Theirs\n.blogdoc\nb.xml\no.xml\nt.xml\n", standardError: "")
      )
    }
  }

  @Test func aFileThatIsNoDocumentMergesAsText() throws {
    try withTemporaryDirectory { directory in
      let result = try sh(
        """
        printf 'a\\nb\\nc\\n' > b.txt
        printf 'A\\nb\\nc\\n' > o.txt
        printf 'a\\nb\\nC\\n' > t.txt
        blogdoc merge b.txt o.txt t.txt --path notes.txt
        cat o.txt
        printf '{"name": "x"}\\n' > b.json
        printf '{"name": "y"}\\n' > o.json
        printf '{"name": "z"}\\n' > t.json
        blogdoc merge b.json o.json t.json --path package.json || echo "exit $?"
        cat o.json
        """, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput:
              "A\nb\nC\nexit 1\n<<<<<<< ours\n{\"name\": \"y\"}\n=======\n{\"name\": \"z\"}\n>>>>>>> theirs\n",
            standardError: ""))
    }
  }
}

extension GitMergeCommandTests {
  /// Two clones: b retitles and a pulls it over its own retitle; once the conflict is
  /// settled with b's version (by git: a resolve would be the operation undo takes back),
  /// a's undo of its own retitle refuses and names the field.
  @Test func undoAfterAPullThatChangedTheSameFieldRefusesAndNamesIt() throws {
    try withTemporaryDirectory { directory in
      let script = """
        mkdir a && cd a && git init -q -b main && blogdoc git-setup > /dev/null 2>&1
        blogdoc new e.xml --set title=Hello --set postedDate=2026-11-20T10:00:00Z 2> /dev/null
        git add -A && git commit -qm base && cd ..
        git clone -q a b && cd b
        blogdoc edit e.xml --set title=Theirs 2> /dev/null > /dev/null && git commit -qam theirs && cd ../a
        blogdoc edit e.xml --set title=Ours > /dev/null && git commit -qam ours
        git pull -q --no-rebase ../b main > /dev/null 2>&1 || echo "pull exit $?"
        git checkout -q --theirs e.xml
        blogdoc undo e.xml || echo "undo exit $?"
        """
      let result = try sh(script, in: directory)
      #expect(result.standardOutput == "pull exit 1\nundo exit 65\n")
      #expect(
        result.standardError
          == "Error: e.xml: Cannot undo operation 2: e.title is \"Theirs\", expected \"Ours\". Give --partial to undo the other fields and leave these, or --force to overwrite them.\n"
      )
    }
  }
}
