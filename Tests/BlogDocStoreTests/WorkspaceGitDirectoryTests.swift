import BlogDocStore
import Testing

import BlogDocSystem

/// Where a history lives in a git work tree (issue 28, item 7): in the work tree's own git
/// directory, out of `git clean`'s reach, with the same refusals as a `.blogdoc/`.
@Suite("Workspace in a git work tree")
struct WorkspaceGitDirectoryTests {
  @Test func aFirstHistoryInAGitWorkTreeIsKeptInItsGitDirectory() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("site/.git")
    directory.makeDirectory("site/posts/2026")

    let workspace = try Workspace.findOrCreate(forDocumentAt: directory("site/posts/2026/a.xml"))
    #expect(
      workspace
        == Workspace(root: directory("site"), directory: directory("site/.git/blogdoc")))
    #expect(workspace.isInGitDirectory)
    #expect(workspace.journalPath == directory("site/.git/blogdoc/journal"))
    #expect(workspace.lockPath == directory("site/.git/blogdoc/lock"))
    #expect(isDirectory(directory("site/.git/blogdoc")))
    #expect(access(directory("site/.blogdoc"), F_OK) != 0)
    #expect(access(directory("site/posts/2026/.blogdoc"), F_OK) != 0)
    // Nothing to exclude: git never lists what is inside its own directory.
    #expect(access(directory("site/.git/info/exclude"), F_OK) != 0)
    // Journal paths stay relative to the work tree's root.
    #expect(
      try workspace.relativePath(ofDocumentAt: directory("site/posts/2026/a.xml"))
        == "posts/2026/a.xml")
    #expect(try Workspace.find(from: directory("site/posts")) == workspace)
    #expect(try Workspace.find(forDocumentAt: directory("site/b.xml")) == workspace)
    #expect(try Workspace.findOrCreate(forDocumentAt: directory("site/b.xml")) == workspace)
  }

  @Test func eachWorkTreeAndSubmoduleKeepsItsOwnHistory() throws {
    let directory = TemporaryDirectory()
    // A linked work tree: `.git` is a file naming `.git/worktrees/NAME` of the main one.
    directory.makeDirectory("site/.git/worktrees/draft")
    TemporaryDirectory.write(
      Array("../..\n".utf8), to: directory("site/.git/worktrees/draft/commondir"))
    directory.makeDirectory("draft")
    TemporaryDirectory.write(
      Array("gitdir: \(directory("site/.git/worktrees/draft"))\n".utf8),
      to: directory("draft/.git"))
    // A submodule: `.git` is a file naming `.git/modules/NAME`, relative to the submodule.
    directory.makeDirectory("site/.git/modules/plain")
    directory.makeDirectory("site/themes/plain")
    TemporaryDirectory.write(
      Array("gitdir: ../../.git/modules/plain\n".utf8), to: directory("site/themes/plain/.git"))

    let theme = try Workspace.findOrCreate(forDocumentAt: directory("site/themes/plain/c.xml"))
    let site = try Workspace.findOrCreate(forDocumentAt: directory("site/a.xml"))
    let draft = try Workspace.findOrCreate(forDocumentAt: directory("draft/a.xml"))
    #expect(
      theme
        == Workspace(
          root: directory("site/themes/plain"),
          directory: directory("site/.git/modules/plain/blogdoc")))
    #expect(site == Workspace(root: directory("site"), directory: directory("site/.git/blogdoc")))
    #expect(
      draft
        == Workspace(
          root: directory("draft"), directory: directory("site/.git/worktrees/draft/blogdoc")))
    #expect(try Workspace.find(forDocumentAt: directory("draft/b.xml")) == draft)
    #expect(try Workspace.find(forDocumentAt: directory("site/themes/plain/d.xml")) == theme)
  }

  @Test func aBlogdocDirectoryFoundFirstStillWins() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("site/.git/blogdoc")
    directory.makeDirectory("site/.blogdoc")
    directory.makeDirectory("site/posts")

    // A history made before blogdoc kept it in the git directory keeps working.
    let existing = Workspace(root: directory("site"))
    #expect(try Workspace.find(forDocumentAt: directory("site/posts/a.xml")) == existing)
    #expect(!existing.isInGitDirectory)
    let again = try Workspace.create(in: directory("site"))
    #expect(again.workspace == existing && !again.isNew)

    // `init` in a directory below the work tree's root makes a nested `.blogdoc/` there.
    let nested = try Workspace.create(in: directory("site/posts"))
    #expect(nested.workspace == Workspace(root: directory("site/posts")) && nested.isNew)
    #expect(isDirectory(directory("site/posts/.blogdoc")))
    #expect(try Workspace.find(forDocumentAt: directory("site/posts/a.xml")) == nested.workspace)
  }

  @Test func initAtAWorkTreeRootStartsTheHistoryInTheGitDirectory() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("site/.git")
    let expected = Workspace(root: directory("site"), directory: directory("site/.git/blogdoc"))

    let first = try Workspace.create(in: directory("site"))
    #expect(first.workspace == expected && first.isNew)
    let second = try Workspace.create(in: directory("site"))
    #expect(second.workspace == expected && !second.isNew)
    #expect(access(directory("site/.blogdoc"), F_OK) != 0)
  }

  @Test func aGitFileNamingNoDirectoryKeepsTheHistoryAtTheRoot() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("site")
    TemporaryDirectory.write(
      Array("gitdir: \(directory("gone/.git"))\n".utf8), to: directory("site/.git"))

    let workspace = try Workspace.findOrCreate(forDocumentAt: directory("site/a.xml"))
    #expect(workspace == Workspace(root: directory("site")))
    #expect(access(directory("gone"), F_OK) != 0)
  }

  @Test func aHistoryInTheGitDirectoryThatIsASymbolicLinkIsRefused() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("site/.git")
    directory.makeDirectory("elsewhere")
    symlink(directory("elsewhere"), directory("site/.git/blogdoc"))
    let refusal = StoreError(
      .permissionDenied, path: directory("site/.git/blogdoc"),
      "Refusing a workspace file that is a symbolic link; a cloned repository may have planted it. Remove it and run the command again."
    )

    #expect(throws: refusal) { try Workspace.find(forDocumentAt: directory("site/a.xml")) }
    #expect(throws: refusal) { try Workspace.findOrCreate(forDocumentAt: directory("site/a.xml")) }
    #expect(throws: refusal) { try Workspace.create(in: directory("site")) }
    #expect(entries(of: directory("elsewhere")).isEmpty)
  }

  @Test(.enabled(if: geteuid() == 0, "Only root can give a directory to another user."))
  func aGitDirectoryOrHistoryOwnedByAnotherUserIsRefused() throws {
    let directory = TemporaryDirectory()
    // A `.git` file, as a downloaded archive could hold, naming someone else's directory.
    directory.makeDirectory("theirs/.git")
    chown(directory("theirs/.git"), 65534, 65534)
    directory.makeDirectory("site")
    TemporaryDirectory.write(
      Array("gitdir: ../theirs/.git\n".utf8), to: directory("site/.git"))
    let refusal = StoreError(
      .permissionDenied, path: directory("theirs/.git"),
      "Refusing a git directory owned by another user (uid 65534); run the command as its owner."
    )

    #expect(throws: refusal) { try Workspace.findOrCreate(forDocumentAt: directory("site/a.xml")) }
    #expect(throws: refusal) { try Workspace.create(in: directory("site")) }
    #expect(entries(of: directory("theirs/.git")).isEmpty)
    directory.makeDirectory("theirs/.git/blogdoc")
    #expect(throws: refusal) { try Workspace.find(forDocumentAt: directory("site/a.xml")) }

    // The user's own git directory holding another user's history.
    directory.makeDirectory("mine/.git/blogdoc")
    chown(directory("mine/.git/blogdoc"), 65534, 65534)
    #expect(
      throws: StoreError(
        .permissionDenied, path: directory("mine/.git/blogdoc"),
        "Refusing a workspace file owned by another user (uid 65534); remove it or run the command as its owner."
      )
    ) { try Workspace.find(forDocumentAt: directory("mine/a.xml")) }
  }

  /// What a watcher of files (serve's) takes for a change of history.
  @Test(arguments: [
    ("/srv/site/.blogdoc/journal", true), ("/srv/site/.git/blogdoc/journal", true),
    ("/srv/site/.git/worktrees/draft/blogdoc/journal", true), ("/srv/site/.blogdoc/lock", false),
    ("/srv/site/journal", false), ("/srv/site/.git/xblogdoc/journal", false),
    ("/srv/site/.blogdoc/journal.xml", false),
  ])
  func aJournalIsToldFromOtherFiles(path: String, isJournal: Bool) {
    #expect(Workspace.isJournal(path) == isJournal)
    // The journal of either kind of workspace is one.
    #expect(Workspace.isJournal(Workspace(root: "/srv/site").journalPath))
    let inGit = Workspace(root: "/srv/site", directory: "/srv/site/.git/blogdoc")
    #expect(Workspace.isJournal(inGit.journalPath))
  }

  private func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names in the directory at `path`, `.` and `..` left out.
  private func entries(of path: String) -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
