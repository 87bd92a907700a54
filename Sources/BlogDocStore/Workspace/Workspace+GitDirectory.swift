import BlogDocSystem

extension Workspace {
  /// The name of a history kept in a git directory: `.git/blogdoc`, as git-lfs keeps its
  /// objects in `.git/lfs`.
  public static let nameInGitDirectory = "blogdoc"

  /// Whether the history is kept in a git directory (`.git/blogdoc`) rather than in a
  /// `.blogdoc` directory at the ``root``.
  public var isInGitDirectory: Bool { directory != Paths.joining(root, Self.directoryName) }

  /// Where a new history of the git work tree rooted at `root` is kept: `blogdoc` in the
  /// work tree's own git directory, or `nil` when `root` holds no `.git` or its git
  /// directory cannot be found.
  ///
  /// The git directory is the work tree's own, as git keeps each work tree's `HEAD` and
  /// reflog: `.git` when it is a directory; the directory a `.git` file names
  /// (`gitdir: …`) for a linked work tree (`.git/worktrees/NAME`) or a submodule
  /// (`.git/modules/NAME`). No git program is run, and `GIT_DIR` is not read.
  ///
  /// ```swift
  /// Workspace.historyInGitDirectory(ofWorkTree: "/home/me/site")
  /// // "/home/me/site/.git/blogdoc"
  /// Workspace.historyInGitDirectory(ofWorkTree: "/home/me/site-draft")   // a linked work tree
  /// // "/home/me/site/.git/worktrees/site-draft/blogdoc"
  /// ```
  ///
  /// - Complexity: One `lstat`, and for a `.git` file one small read, plus `realpath`.
  static func historyInGitDirectory(ofWorkTree root: String) -> String? {
    guard let gitDirectory = gitDirectory(ofWorkTree: root),
      let real = try? Paths.real(gitDirectory), isDirectory(real)
    else { return nil }
    return Paths.joining(real, nameInGitDirectory)
  }

  /// The git directory of the work tree rooted at `root` as `.git` names it (which need
  /// not exist), or `nil` when `root` holds no `.git` directory or `gitdir:` file.
  static func gitDirectory(ofWorkTree root: String) -> String? {
    let dotGit = Paths.joining(root, ".git")
    var info = stat()
    guard lstat(dotGit, &info) == 0 else { return nil }
    if (info.st_mode & S_IFMT) == S_IFDIR { return dotGit }
    guard (info.st_mode & S_IFMT) == S_IFREG, let pointer = firstLine(of: dotGit),
      pointer.hasPrefix("gitdir: ")
    else { return nil }
    let named = String(pointer.dropFirst("gitdir: ".count))
    return named.hasPrefix("/") ? named : Paths.joining(root, named)
  }

  /// Refuses a git directory holding the history that another user owns: blogdoc would
  /// otherwise make and lock files in a directory a `.git` file planted in a download
  /// points to, as git refuses a repository of "dubious ownership".
  func checkGitDirectoryTrusted(user: uid_t) throws(StoreError) {
    guard isInGitDirectory else { return }
    let gitDirectory = Paths.directoryName(of: directory)
    var info = stat()
    guard lstat(gitDirectory, &info) == 0, info.st_uid != user else { return }
    throw StoreError(
      .permissionDenied, path: gitDirectory,
      "Refusing a git directory owned by another user (uid \(info.st_uid)); run the command as its owner."
    )
  }
}
