import BlogDocSystem

/// The directory tree a journal covers: the nearest directory holding `.blogdoc/`, found
/// by walking up from a document's directory the way git finds `.git`.
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
/// ```
public struct Workspace: Hashable, Sendable {
  /// The name of the directory that marks a workspace.
  public static let directoryName = ".blogdoc"

  /// The absolute, symlink-free path of the directory holding `.blogdoc/`.
  public let root: String

  /// A workspace rooted at `root`, which must be an absolute path without symbolic links.
  public init(root: String) {
    self.root = root
  }

  /// `.blogdoc/` itself.
  public var directory: String { Paths.joining(root, Self.directoryName) }
  /// The journal file, `.blogdoc/journal`.
  public var journalPath: String { Paths.joining(directory, "journal") }
  /// The lock file, `.blogdoc/lock`.
  public var lockPath: String { Paths.joining(directory, "lock") }

  /// The workspace covering the current directory, or `directory`: the nearest one at or
  /// above it, or `nil` if there is none up to `/`.
  ///
  /// - Throws: ``StoreError`` when `directory` cannot be resolved.
  /// - Complexity: One `stat` per directory level.
  public static func find(from directory: String = ".") throws(StoreError) -> Workspace? {
    let found = search(upFrom: try Paths.real(directory))
    try found?.checkTrusted()
    return found
  }

  /// The workspace covering the document at `path` (which need not exist, but whose
  /// directory must), or `nil` if there is none up to `/`.
  ///
  /// - Throws: ``StoreError`` when the document's directory cannot be resolved.
  /// - Complexity: One `stat` per directory level.
  public static func find(forDocumentAt path: String) throws(StoreError) -> Workspace? {
    let found = search(upFrom: Paths.directoryName(of: try Paths.realDocument(path)))
    try found?.checkTrusted()
    return found
  }

  /// The workspace covering the document at `path`, creating `.blogdoc/` when there is
  /// none above it: at the root of the git work tree holding the document, so every
  /// document of a repository shares one history whichever directory it is edited from,
  /// or outside git in the document's (real) directory.
  ///
  /// - Throws: ``StoreError`` when the directory cannot be resolved or created.
  public static func findOrCreate(forDocumentAt path: String) throws(StoreError) -> Workspace {
    let directory = Paths.directoryName(of: try Paths.realDocument(path))
    if let found = search(upFrom: directory) {
      try found.checkTrusted()
      return found
    }
    return try create(in: gitWorkTreeRoot(above: directory) ?? directory).workspace
  }

  /// The workspace rooted at `directory` (which must exist), making `.blogdoc/` there
  /// unless it is there already; `isNew` says which. A workspace above `directory` is
  /// not used: this one covers `directory` from now on, as `git init` makes a nested
  /// repository.
  ///
  /// ```swift
  /// let (workspace, isNew) = try Workspace.create(in: "blog")
  /// print(workspace.directory, isNew)
  /// // /home/me/blog/.blogdoc true, run in /home/me; … false the second time
  /// ```
  ///
  /// In a git work tree, `.blogdoc/` is added to the repository's `.git/info/exclude`, so it
  /// never shows as untracked: the history is local to a clone, as git's reflog is.
  ///
  /// - Throws: ``StoreError`` when `directory` cannot be resolved or `.blogdoc` cannot be
  ///   made (or is there but is not a directory, or is a symbolic link or another user's:
  ///   see ``checkTrusted()``).
  public static func create(
    in directory: String
  ) throws(StoreError) -> (workspace: Workspace, isNew: Bool) {
    let workspace = Workspace(root: try Paths.real(directory))
    var isNew = true
    if mkdir(workspace.directory, 0o755) != 0 {
      guard errno == EEXIST else {
        throw .system("create", path: workspace.directory, errno: errno)
      }
      isNew = false
    }
    guard isDirectory(workspace.directory) else {
      throw StoreError(
        .cannotCreate, path: workspace.directory, "Not a directory; cannot keep a journal here.")
    }
    try workspace.checkTrusted()
    workspace.excludeFromGit()
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
    let target = absolutePath(of: relativePath)
    guard let here = try? Paths.real(".") else { return target }
    let from = here.split(separator: "/")
    let to = target.split(separator: "/")
    let shared = zip(from, to).prefix { $0 == $1 }.count
    let parts = Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)
    return parts.joined(separator: "/")
  }

  /// The nearest directory at or above `directory` holding `.blogdoc/`.
  private static func search(upFrom directory: String) -> Workspace? {
    var current = directory
    while true {
      if isDirectory(Paths.joining(current, directoryName)) { return Workspace(root: current) }
      if current == "/" { return nil }
      current = Paths.directoryName(of: current)
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
