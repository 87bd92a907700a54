import Foundation
import Testing

/// The history in a git work tree (issue 28, item 7), with the real git binary: it lives in
/// the work tree's own git directory, so `git clean -xdf`, `git stash -u` and a checkout
/// leave it alone, and each linked work tree has its own.
@Suite("The history in a git work tree")
struct GitWorkTreeHistoryTests {
  static let edited = "~ hello-world.title: \"Hello, World\" → \"Changed\"\n"

  /// A repository in `directory` with the sample entry committed as `e.xml` on main.
  func repository(in directory: URL) throws {
    try FileManager.default.copyItem(
      at: BlogDocProcess.sampleDocs.appendingPathComponent("hello-world.xml"),
      to: directory.appendingPathComponent("e.xml"))
    let setup = try BlogDocProcess.shell(
      "git init -q -b main\ngit add -A\ngit commit -qm first", in: directory)
    #expect(setup == .init(status: 0, standardOutput: "", standardError: ""))
  }

  @Test func gitCleanLeavesTheHistoryAndUndoWorks() throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let edit = try BlogDocProcess.shell("blogdoc edit e.xml --set title=Changed", in: directory)
      #expect(
        edit
          == .init(
            status: 0, standardOutput: Self.edited,
            standardError: "Started a blogdoc history in .git/blogdoc.\n"))
      let clean = try BlogDocProcess.shell(
        """
        git clean -xdfq
        git status --porcelain --untracked-files=all --ignored
        blogdoc undo > /dev/null
        git status --porcelain --untracked-files=all --ignored
        blogdoc show e.xml --field title
        """, in: directory)
      #expect(
        clean == .init(status: 0, standardOutput: " M e.xml\nHello, World\n", standardError: ""))
    }
  }

  @Test func stashAndCheckoutLeaveTheHistory() throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let result = try BlogDocProcess.shell(
        """
        blogdoc edit e.xml --set title=Changed 2> /dev/null
        git stash -q -a
        git checkout -q -b other
        git checkout -q main
        git stash pop -q
        blogdoc undo > /dev/null
        git status --porcelain --untracked-files=all --ignored
        blogdoc redo > /dev/null
        blogdoc show e.xml --field title
        """, in: directory)
      #expect(
        result == .init(status: 0, standardOutput: Self.edited + "Changed\n", standardError: ""))
    }
  }

  @Test func aLinkedWorkTreeHasItsOwnHistory() throws {
    try withTemporaryDirectory { directory in
      let site = directory.appendingPathComponent("site")
      try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
      try repository(in: site)
      let added = try BlogDocProcess.shell(
        "git worktree add -q ../draft -b draft", in: site)
      #expect(added == .init(status: 0, standardOutput: "", standardError: ""))
      let draft = directory.appendingPathComponent("draft")
      let inDraft = try BlogDocProcess.shell(
        "blogdoc edit e.xml --set title=Changed", in: draft)
      #expect(
        inDraft
          == .init(
            status: 0, standardOutput: Self.edited,
            standardError: "Started a blogdoc history in ../site/.git/worktrees/draft/blogdoc.\n"))
      let inSite = try BlogDocProcess.shell(
        "blogdoc edit e.xml --set title=Changed", in: site)
      #expect(
        inSite
          == .init(
            status: 0, standardOutput: Self.edited,
            standardError: "Started a blogdoc history in .git/blogdoc.\n"))
      // Undo in the linked work tree takes back its own edit, and only that one.
      let undo = try BlogDocProcess.shell(
        """
        blogdoc undo > /dev/null
        blogdoc show e.xml --field title
        blogdoc show ../site/e.xml --field title
        git status --porcelain --untracked-files=all --ignored
        blogdoc undo
        blogdoc log | sed 's/  [0-9-]*T[0-9:+-]*  /  /'
        """, in: draft)
      #expect(
        undo
          == .init(
            status: 0,
            standardOutput: """
              Hello, World
              Changed
              2  undo  Undo 1: Set title
                  e.xml: hello-world.title
              1  edit  Set title (undone)
                  e.xml: hello-world.title

              """, standardError: "Nothing to undo.\n"))
      let log = try BlogDocProcess.shell(
        "blogdoc log | sed 's/  [0-9-]*T[0-9:+-]*  /  /'", in: site)
      #expect(
        log
          == .init(
            status: 0, standardOutput: "1  edit  Set title\n    e.xml: hello-world.title\n",
            standardError: ""))
    }
  }

  @Test func initStartsTheHistoryInTheGitDirectoryOnlyAtTheWorkTreesRoot() throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let result = try BlogDocProcess.shell(
        """
        mkdir notes
        blogdoc init
        blogdoc init
        blogdoc init notes
        git status --porcelain --untracked-files=all
        """, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: """
              Started a blogdoc history in .git/blogdoc.
              A blogdoc history already exists in .git/blogdoc; nothing was changed.
              Started a blogdoc history in notes/.blogdoc.

              """, standardError: ""))
    }
  }

  @Test func aHistoryAtTheRootOfAWorkTreeKeepsWorking() throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(".blogdoc"), withIntermediateDirectories: true)
      let result = try BlogDocProcess.shell(
        """
        blogdoc edit e.xml --set title=Changed
        blogdoc init
        test -s .blogdoc/journal
        test ! -e .git/blogdoc
        """, in: directory)
      #expect(
        result
          == .init(
            status: 0,
            standardOutput: Self.edited
              + "A blogdoc history already exists in .blogdoc; nothing was changed.\n",
            standardError: ""))
    }
  }

  @Test func aRefusedFirstEditLeavesNoHistoryInTheGitDirectory() throws {
    try withTemporaryDirectory { directory in
      let site = directory.appendingPathComponent("site")
      try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
      try repository(in: site)
      // Refused once the store is open: the history it made is taken away again.
      let result = try BlogDocProcess.shell(
        """
        cp e.xml ../outside.xml
        blogdoc edit e.xml ../outside.xml --set title=Changed || echo "exit $?"
        blogdoc edit e.xml --set nosuch=1 || echo "exit $?"
        test ! -e .git/blogdoc
        test ! -e .blogdoc
        git diff --exit-code
        """, in: site)
      #expect(
        result
          == .init(
            status: 0, standardOutput: "exit 64\nexit 64\n",
            standardError:
              "Error: '../outside.xml' is outside the workspace '\(site.resolvingSymlinksInPath().path)'; edit files of one workspace at a time.\n"
              + "Error: Unknown field 'nosuch' in --set.\n"))
    }
  }

  @Test func aSymlinkedHistoryInTheGitDirectoryIsRefused() throws {
    try withTemporaryDirectory { directory in
      try repository(in: directory)
      let result = try BlogDocProcess.shell(
        """
        mkdir elsewhere
        ln -s "$PWD/elsewhere" .git/blogdoc
        blogdoc edit e.xml --set title=Changed || echo "exit $?"
        blogdoc undo || echo "exit $?"
        ls elsewhere
        git diff --exit-code
        """, in: directory)
      let refusal =
        "Error: \(directory.resolvingSymlinksInPath().path)/.git/blogdoc: Refusing a workspace file that is a symbolic link; a cloned repository may have planted it. Remove it and run the command again.\n"
      #expect(
        result
          == .init(
            status: 0, standardOutput: "exit 77\nexit 77\n", standardError: refusal + refusal)
      )
    }
  }
}
