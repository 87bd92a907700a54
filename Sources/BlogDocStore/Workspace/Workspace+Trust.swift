import BlogDocSystem

extension Workspace {
  /// Refuses a workspace a cloned repository (or another user) could have planted: a
  /// history directory (`.blogdoc`, or `.git/blogdoc`), journal or lock that is a symbolic
  /// link, or is not owned by the user running the tool, and a git directory holding the
  /// history that is another user's. blogdoc would otherwise create or lock files wherever
  /// the link points; git refuses symlinked `.git` internals for the same reason.
  ///
  /// ```swift
  /// try Workspace(root: "/home/me/blog").checkTrusted()
  /// ```
  ///
  /// - Throws: ``StoreError`` `.permissionDenied` (exit 77) naming the path and why.
  /// - Complexity: Three `lstat` calls, four for a history in a git directory.
  public func checkTrusted() throws(StoreError) {
    let user = geteuid()
    try checkGitDirectoryTrusted(user: user)
    for path in [directory, journalPath, lockPath] {
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }  // Not there yet: created by us.
      if (info.st_mode & S_IFMT) == S_IFLNK {
        throw StoreError(
          .permissionDenied, path: path,
          "Refusing a workspace file that is a symbolic link; a cloned repository may have planted it. Remove it and run the command again."
        )
      }
      if info.st_uid != user {
        throw StoreError(
          .permissionDenied, path: path,
          "Refusing a workspace file owned by another user (uid \(info.st_uid)); remove it or run the command as its owner."
        )
      }
    }
  }

  /// Adds `.blogdoc/` to the git repository's `.git/info/exclude` when `root` is inside a
  /// git work tree, so the journal never shows as untracked: history is local to a clone,
  /// as git's reflog is, and is never committed. Nothing happens outside git, when the
  /// line is there already, or when the file cannot be written. A history in the git
  /// directory (`.git/blogdoc`) needs no such line.
  func excludeFromGit() {
    guard let exclude = Self.gitExcludePath(above: root) else { return }
    var text = ""
    let input = open(exclude, O_RDONLY | O_CLOEXEC)
    if input >= 0 {
      defer { close(input) }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var bytes: [UInt8] = []
      while true {
        let count = read(input, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      text = String(decoding: bytes, as: UTF8.self)
    }
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }
    guard !lines.contains(".blogdoc/"), !lines.contains(".blogdoc"), !lines.contains("/.blogdoc/")
    else { return }
    let addition =
      (text.isEmpty || text.hasSuffix("\n") ? "" : "\n")
      + "# blogdoc's undo history is local to this clone, as the reflog is.\n.blogdoc/\n"
    mkdir(Paths.directoryName(of: exclude), 0o755)
    let fd = open(exclude, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    _ = Array(addition.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  /// The `info/exclude` file of the git repository whose work tree holds `directory`: its
  /// `.git` directory's, or for a linked work tree (`.git` a file naming its git
  /// directory) the main repository's.
  private static func gitExcludePath(above directory: String) -> String? {
    guard let workTree = gitWorkTreeRoot(above: directory),
      var gitDirectory = gitDirectory(ofWorkTree: workTree)
    else { return nil }
    if let common = firstLine(of: Paths.joining(gitDirectory, "commondir")) {
      gitDirectory = common.hasPrefix("/") ? common : Paths.joining(gitDirectory, common)
    }
    return Paths.joining(gitDirectory, "info/exclude")
  }

  /// The root of the git work tree holding `directory`: the nearest directory at or above
  /// it with a `.git` entry, a directory (a repository) or a file (a linked work tree or a
  /// submodule, whose `.git` names its git directory). No git program is run.
  ///
  /// ```swift
  /// Workspace.gitWorkTreeRoot(above: "/home/me/site/posts")   // "/home/me/site"
  /// ```
  ///
  /// - Complexity: One `lstat` per directory level.
  static func gitWorkTreeRoot(above directory: String) -> String? {
    var current = directory
    while true {
      var info = stat()
      if lstat(Paths.joining(current, ".git"), &info) == 0 {
        let type = info.st_mode & S_IFMT
        return type == S_IFDIR || type == S_IFREG ? current : nil
      }
      if current == "/" { return nil }
      current = Paths.directoryName(of: current)
    }
  }

  /// The first line of a small file, or `nil`.
  static func firstLine(of path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(fd, &buffer, buffer.count)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count], as: UTF8.self).split(whereSeparator: \.isNewline)
      .first.map(String.init)
  }
}
