import BlogDocStore
import BlogDocSystem
import Testing

@Suite("Workspace and lock")
struct WorkspaceTests {
  @Test func findsTheNearestWorkspaceFromNestedDirectories() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("blog/posts/2026/11")
    directory.makeDirectory("blog/.blogdoc")
    let document = directory("blog/posts/2026/11/hello.xml")

    let found = try #require(try Workspace.find(forDocumentAt: document))
    #expect(found.root == directory("blog"))
    #expect(found.journalPath == directory("blog/.blogdoc/journal"))
    #expect(try found.relativePath(ofDocumentAt: document) == "posts/2026/11/hello.xml")
    #expect(try Workspace.find(from: directory("blog/posts/2026")) == found)
    #expect(try Workspace.find(from: directory.path) == nil)

    // A nearer `.blogdoc/` wins.
    directory.makeDirectory("blog/posts/.blogdoc")
    #expect(try Workspace.find(forDocumentAt: document)?.root == directory("blog/posts"))
  }

  @Test func aFirstWorkspaceInAGitWorkTreeIsMadeAtItsRoot() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("site/.git")
    directory.makeDirectory("site/posts/2026")
    // A submodule's (or a linked work tree's) `.git` is a file: it is a work tree's root too.
    directory.makeDirectory("site/themes/plain")
    TemporaryDirectory.write(
      Array("gitdir: ../../.git/modules/plain\n".utf8), to: directory("site/themes/plain/.git"))
    #expect(
      try Workspace.findOrCreate(forDocumentAt: directory("site/themes/plain/c.xml")).root
        == directory("site/themes/plain"))
    #expect(
      try Workspace.findOrCreate(forDocumentAt: directory("site/posts/2026/a.xml")).root
        == directory("site"))
    // From now on every document of the repository shares that history.
    #expect(
      try Workspace.findOrCreate(forDocumentAt: directory("site/b.xml")).root == directory("site"))
    #expect(access(directory("site/posts/.blogdoc"), F_OK) != 0)
    #expect(access(directory("site/posts/2026/.blogdoc"), F_OK) != 0)
  }

  @Test func findOrCreateMakesTheWorkspaceBesideTheDocument() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("notes")
    let workspace = try Workspace.findOrCreate(forDocumentAt: directory("notes/a.json"))
    #expect(workspace.root == directory("notes"))
    var info = stat()
    #expect(stat(directory("notes/.blogdoc"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
    #expect(try Workspace.findOrCreate(forDocumentAt: directory("notes/b.json")) == workspace)
  }

  @Test func findOrCreateSaysWhetherItMadeTheHistory() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("blog/posts")
    let first = try Workspace.findOrCreateSayingIfNew(forDocumentAt: directory("blog/a.xml"))
    #expect(first.isNew)
    #expect(first.workspace == Workspace(root: directory("blog")))
    // Found again, from the same directory or from one below it: not new.
    let again = try Workspace.findOrCreateSayingIfNew(forDocumentAt: directory("blog/b.xml"))
    #expect(!again.isNew && again.workspace == first.workspace)
    let below = try Workspace.findOrCreateSayingIfNew(forDocumentAt: directory("blog/posts/c.xml"))
    #expect(!below.isNew && below.workspace == first.workspace)
    // The same answer as asking `find` first, the two walks it replaces.
    #expect(try Workspace.find(forDocumentAt: directory("blog/posts/c.xml")) == below.workspace)
  }

  @Test func documentsAreNamedByTheirRealPath() throws {
    let directory = TemporaryDirectory()
    directory.makeDirectory("blog/.blogdoc")
    directory.makeDirectory("blog/posts")
    TemporaryDirectory.write(Array("<entry/>".utf8), to: directory("blog/posts/real.xml"))
    symlink(directory("blog/posts/real.xml"), directory("blog/link.xml"))
    symlink(directory("blog/posts"), directory("blog/alias"))

    let workspace = try #require(try Workspace.find(forDocumentAt: directory("blog/link.xml")))
    #expect(
      try workspace.relativePath(ofDocumentAt: directory("blog/link.xml")) == "posts/real.xml")
    #expect(
      try workspace.relativePath(ofDocumentAt: directory("blog/alias/real.xml")) == "posts/real.xml"
    )
    #expect(
      try workspace.relativePath(ofDocumentAt: directory("blog/alias/new.xml")) == "posts/new.xml")
    #expect(try workspace.relativePath(ofDocumentAt: directory.path + "/outside.xml") == nil)
    #expect(workspace.absolutePath(of: "posts/real.xml") == directory("blog/posts/real.xml"))
  }

  @Test func aMissingDirectoryIsReported() {
    let directory = TemporaryDirectory()
    #expect(throws: StoreError(.notFound, path: directory("missing"), "No such file.")) {
      try Workspace.find(forDocumentAt: directory("missing/a.xml"))
    }
  }

  @Test func aSecondLockTimesOutWithTheExactMessage() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    let lock = try WorkspaceLock(workspace)
    #expect(lock.isHeld)
    let error = #expect(throws: StoreError.self) {
      try WorkspaceLock(workspace, timeout: .milliseconds(30))
    }
    #expect(error?.kind == .lockBusy)
    #expect(
      error?.description
        == "\(workspace.lockPath): Another blogdoc is working in '\(workspace.root)'; try again.")

    lock.unlock()
    #expect(!lock.isHeld)
    let second = try WorkspaceLock(workspace, timeout: .zero)
    #expect(second.isHeld)
  }

  @Test func aLockIsReleasedWhenItGoesAway() throws {
    let (directory, workspace) = try JournalFixtures.workspace()
    defer { withExtendedLifetime(directory) {} }
    do {
      let lock = try WorkspaceLock(workspace)
      _ = lock
    }
    #expect(try WorkspaceLock(workspace, timeout: .zero).isHeld)
  }
}
