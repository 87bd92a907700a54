import BlogDocSystem

/// The directory tree a journal covers: the nearest directory holding `.blogdoc/`, or the
/// root of a git work tree whose git directory holds `blogdoc/`, found by walking up from
/// a document's directory the way git finds `.git`.
///
/// In a git work tree the history is kept in the work tree's git directory (`.git/blogdoc`,
/// or `.git/worktrees/NAME/blogdoc` for a linked work tree), as git keeps each work tree's
/// reflog: `git clean -xdf`, `git stash -u` and a checkout of another branch cannot reach
/// it. The ``root`` is still the work tree's root, which journal paths are relative to; a
/// `.blogdoc/` found first on the way up wins (an existing history, a nested
/// `blogdoc init DIR`, documents outside git).
///
/// Documents are named in the journal by their path relative to the ``root``, taken from
/// their real location: symbolic links (to the document or to any directory above it) are
/// resolved first. A link and its target are one file with one history, and blogdoc's
/// writes replace the target (see `AtomicFile`), so the target's path is the one that
/// stays true; the link's name would break as soon as the link moves or another link is
/// used. The search for `.blogdoc/` starts from the real directory as well.
///
/// ```swift
/// let workspace = try Workspace.findOrCreate(forDocumentAt: "blog/posts/hello.xml")
/// print(workspace.root, try workspace.relativePath(ofDocumentAt: "blog/posts/hello.xml") as Any)
/// // /home/me/blog Optional("posts/hello.xml"), when /home/me/blog/.blogdoc exists
/// // or /home/me/blog is a git work tree
/// ```
public struct Workspace: Hashable, Sendable {
  /// The name of the directory that marks a workspace.
  public static let directoryName = ".blogdoc"

  /// The absolute, symlink-free path of the directory whose documents the history covers:
  /// the one holding `.blogdoc/`, or the git work tree's root.
  public let root: String

  /// The history's directory: `ROOT/.blogdoc`, or `blogdoc` in the work tree's git
  /// directory (`ROOT/.git/blogdoc`).
  public let directory: String

  /// A workspace rooted at `root`, which must be an absolute path without symbolic links,
  /// with its history in `root/.blogdoc`.
  public init(root: String) {
    self.init(root: root, directory: Paths.joining(root, Self.directoryName))
  }

  /// A workspace rooted at `root` with its history in `directory`, both absolute paths
  /// without symbolic links.
  ///
  /// ```swift
  /// let workspace = Workspace(root: "/home/me/site", directory: "/home/me/site/.git/blogdoc")
  /// print(workspace.journalPath)   // /home/me/site/.git/blogdoc/journal
  /// ```
  public init(root: String, directory: String) {
    self.root = root
    self.directory = directory
  }

  /// The journal file, `journal` in ``directory``.
  public var journalPath: String { Paths.joining(directory, "journal") }
  /// The lock file, `lock` in ``directory``.
  public var lockPath: String { Paths.joining(directory, "lock") }

  /// Whether `path` names a history's journal (`.blogdoc/journal`, `.git/blogdoc/journal`),
  /// as a watcher of files tells a change of history from a change of a document.
  ///
  /// ```swift
  /// Workspace.isJournal("/home/me/site/.git/blogdoc/journal")   // true
  /// ```
  public static func isJournal(_ path: String) -> Bool {
    [directoryName, nameInGitDirectory].contains { path.hasSuffix("/" + $0 + "/journal") }
  }

  /// The workspace covering the current directory, or `directory`: the nearest one at or
  /// above it, or `nil` if there is none up to `/`.
  ///
  /// - Throws: ``StoreError`` when `directory` cannot be resolved.
  /// - Complexity: Two `stat` calls per directory level.
  public static func find(from directory: String = ".") throws(StoreError) -> Workspace? {
    let found = search(upFrom: try Paths.real(directory))
    try found?.checkTrusted()
    return found
  }

  /// The workspace covering the document at `path` (which need not exist, but whose
  /// directory must), or `nil` if there is none up to `/`.
  ///
  /// - Throws: ``StoreError`` when the document's directory cannot be resolved.
  /// - Complexity: Two `stat` calls per directory level.
  public static func find(forDocumentAt path: String) throws(StoreError) -> Workspace? {
    let found = search(upFrom: Paths.directoryName(of: try Paths.realDocument(path)))
    try found?.checkTrusted()
    return found
  }

  /// The workspace covering the document at `path`, creating its history when there is
  /// none above it: for the git work tree holding the document, in its git directory
  /// (`.git/blogdoc`), so every document of a repository shares one history whichever
  /// directory it is edited from, or outside git in the document's (real) directory
  /// (`.blogdoc/`).
  ///
  /// - Throws: ``StoreError`` when the directory cannot be resolved or created.
  public static func findOrCreate(forDocumentAt path: String) throws(StoreError) -> Workspace {
    try findOrCreateSayingIfNew(forDocumentAt: path).workspace
  }

  /// ``findOrCreate(forDocumentAt:)``, and whether it made the history: one walk up the
  /// directories, where asking ``find(forDocumentAt:)`` first walked them twice.
  ///
  /// ```swift
  /// let (workspace, isNew) = try Workspace.findOrCreateSayingIfNew(forDocumentAt: "post.xml")
  /// print(workspace.directory, isNew)   // /home/me/blog/.blogdoc true, the first time
  /// ```
  ///
  /// - Throws: ``StoreError`` as ``findOrCreate(forDocumentAt:)``.
  package static func findOrCreateSayingIfNew(
    forDocumentAt path: String
  ) throws(StoreError) -> (workspace: Workspace, isNew: Bool) {
    let directory = Paths.directoryName(of: try Paths.realDocument(path))
    if let found = search(upFrom: directory) {
      try found.checkTrusted()
      return (found, false)
    }
    return try create(in: gitWorkTreeRoot(above: directory) ?? directory)
  }

  /// The workspace rooted at `directory` (which must exist), making its history unless it
  /// is there already; `isNew` says which. A workspace above `directory` is not used: this
  /// one covers `directory` from now on, as `git init` makes a nested repository.
  ///
  /// The history is `.blogdoc/` in `directory`, unless `directory` is the root of a git
  /// work tree and holds no `.blogdoc/`: then it is `blogdoc/` in the work tree's git
  /// directory, where `git clean` cannot reach it. A `.blogdoc/` made inside a git work
  /// tree is added to the repository's `.git/info/exclude`, so it never shows as
  /// untracked: the history is local to a clone, as git's reflog is.
  ///
  /// ```swift
  /// let (workspace, isNew) = try Workspace.create(in: "blog")
  /// print(workspace.directory, isNew)
  /// // /home/me/blog/.blogdoc true, run in /home/me; … false the second time
  /// // /home/me/blog/.git/blogdoc true when /home/me/blog is a git work tree
  /// ```
  ///
  /// - Throws: ``StoreError`` when `directory` cannot be resolved or the history cannot be
  ///   made (or is there but is not a directory, or is a symbolic link or another user's,
  ///   or is in another user's git directory: see ``checkTrusted()``).
  public static func create(
    in directory: String
  ) throws(StoreError) -> (workspace: Workspace, isNew: Bool) {
    let root = try Paths.real(directory)
    let dotBlogdoc = Workspace(root: root)
    let workspace =
      isDirectory(dotBlogdoc.directory)
      ? dotBlogdoc
      : historyInGitDirectory(ofWorkTree: root).map { Workspace(root: root, directory: $0) }
        ?? dotBlogdoc
    // Before anything is made in a git directory another user owns.
    try workspace.checkGitDirectoryTrusted(user: geteuid())
    var isNew = true
    if mkdir(workspace.directory, 0o755) != 0 {
      guard errno == EEXIST else {
        throw .system("create", path: workspace.directory, errno: errno)
      }
      isNew = false
    } else {
      // The new directory's name, made durable before a journal in it holds anything: the
      // journal's first append syncs the directory it is in, not this one's parent.
      _ = AtomicFile.syncDirectory(Paths.directoryName(of: workspace.directory))
    }
    guard isDirectory(workspace.directory) else {
      throw StoreError(
        .cannotCreate, path: workspace.directory, "Not a directory; cannot keep a journal here.")
    }
    try workspace.checkTrusted()
    if !workspace.isInGitDirectory { workspace.excludeFromGit() }
    return (workspace, isNew)
  }

  /// The document's path relative to ``root``, after resolving symbolic links, or `nil`
  /// if its real location is outside this workspace.
  ///
  /// - Throws: ``StoreError`` when the document's directory cannot be resolved.
  public func relativePath(ofDocumentAt path: String) throws(StoreError) -> String? {
    let real = try Paths.realDocument(path)
    let prefix = root == "/" ? "/" : root + "/"
    guard real.hasPrefix(prefix), real.count > prefix.count else { return nil }
    return String(real.dropFirst(prefix.count))
  }

  /// The absolute path of a document the journal names by `relativePath`.
  public func absolutePath(of relativePath: String) -> String {
    Paths.joining(root, relativePath)
  }

  /// How to show a document the journal names by `relativePath` to someone working in
  /// the current directory: relative to it, as git shows paths (`post.xml`,
  /// `../drafts/post.xml`), or absolute when the current directory cannot be resolved.
  public func displayPath(of relativePath: String) -> String {
    Self.displayPath(ofAbsolute: absolutePath(of: relativePath))
  }

  /// How to show the absolute, symlink-free `target` (the history's ``directory``, say) to
  /// someone working in the current directory, as ``displayPath(of:)`` shows a document.
  ///
  /// ```swift
  /// print(Workspace.displayPath(ofAbsolute: workspace.directory))   // .git/blogdoc
  /// ```
  public static func displayPath(ofAbsolute target: String) -> String {
    guard let here = try? Paths.real(".") else { return target }
    let from = here.split(separator: "/")
    let to = target.split(separator: "/")
    let shared = zip(from, to).prefix { $0 == $1 }.count
    let parts = Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)
    return parts.joined(separator: "/")
  }

  /// The nearest directory at or above `directory` holding `.blogdoc/` or, as a git work
  /// tree's root, a history in its git directory.
  private static func search(upFrom directory: String) -> Workspace? {
    var current = directory
    while true {
      if isDirectory(Paths.joining(current, directoryName)) { return Workspace(root: current) }
      if let history = historyInGitDirectory(ofWorkTree: current), isDirectory(history) {
        return Workspace(root: current, directory: history)
      }
      if current == "/" { return nil }
      current = Paths.directoryName(of: current)
    }
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
