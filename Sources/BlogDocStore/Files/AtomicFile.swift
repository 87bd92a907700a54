import BlogDocSystem

/// Replaces files so that a reader (or a crash) sees the old bytes or the new ones, never
/// a mix: write a temporary file beside the target, `fsync` it, `rename` it over the
/// target, `fsync` the directory.
///
/// A symbolic link is followed, so the link stays and its target is replaced; an existing
/// file keeps its permission bits, its owner and its group, as `sed -i` keeps them. Only
/// root can give a file to another user: run by anyone else on a file that is not theirs
/// (but that they may write), the new file is theirs, and the group is kept when they
/// belong to it. blogdoc then warns and goes on, as vim does; ``ownershipLoss(at:)`` says
/// so before anything is written. On any failure the temporary file is removed and the
/// target is untouched.
package enum AtomicFile {
  /// What a replaced file keeps: its permission bits, owner and group (the owner and group
  /// `nil` for a new file, which gets the writer's own).
  struct Attributes {
    var mode: mode_t = 0o644
    var owner: uid_t?
    var group: gid_t?
  }

  /// Writes `bytes` to `path` atomically.
  ///
  /// The bytes are written and synced into a file with no name (``UnnamedFile``, Linux's
  /// `O_TMPFILE`), which is named beside the target only just before the rename, so a
  /// process killed while it writes leaves nothing behind (the window is the two system
  /// calls between `linkat` and `rename`). Where the system or the file system cannot make
  /// unnamed files, a named temporary file is written instead, and a kill leaves it
  /// (``removeLeftovers(besides:)`` clears it).
  ///
  /// - Throws: ``StoreError`` naming the file and what failed.
  package static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
    try write(bytes, to: path, unnamedFirst: UnnamedFile.isSupported)
  }

  /// ``write(_:to:)``, through an unnamed file first or straight through a named one (as on
  /// a system without unnamed files): what tests force.
  static func write(
    _ bytes: [UInt8], to path: String, unnamedFirst: Bool
  ) throws(StoreError) {
    let (target, attributes) = try checkReplaceable(path)
    if unnamedFirst, let fd = UnnamedFile.open(inDirectory: directoryName(of: target)) {
      defer { close(fd) }
      try fill(fd, with: bytes, attributes: attributes, path: path)
      if let temporary = name(fd, beside: target) {
        var renamed = false
        defer {
          if !renamed { unlink(temporary) }
        }
        renamed = try replace(target, with: temporary, path: path)
        return
      }
    }
    let (fd, temporary) = try makeNamedTemporary(besides: target, path: path)
    var renamed = false
    defer {
      if !renamed { unlink(temporary) }
    }
    defer { close(fd) }
    try fill(fd, with: bytes, attributes: attributes, path: path)
    renamed = try replace(target, with: temporary, path: path)
  }

  /// Checks that `path` may be replaced and makes the empty temporary file that will
  /// replace it: its descriptor and name, the path with links followed, and the mode,
  /// owner and group the new file is to have (those of the file there, if any).
  static func makeTemporary(
    besides path: String
  ) throws(StoreError)
    -> (fd: Int32, temporary: String, target: String, attributes: Attributes)
  {
    let (target, attributes) = try checkReplaceable(path)
    let (fd, temporary) = try makeNamedTemporary(besides: target, path: path)
    return (fd, temporary, target, attributes)
  }

  /// The path with links followed, once it is known that it may be replaced, and the mode,
  /// owner and group the new file is to have (those of the file there, if any).
  private static func checkReplaceable(
    _ path: String
  ) throws(StoreError) -> (target: String, attributes: Attributes) {
    let target = resolvingSymbolicLinks(path)
    var attributes = Attributes()
    var info = stat()
    if stat(target, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw StoreError(.cannotCreate, path: path, "Not a regular file; refusing to replace it.")
      }
      attributes = Attributes(mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
      // Renaming over a read-only file is allowed when its directory is writable, but a
      // file without write permission is one its owner meant to keep as it is.
      guard access(target, W_OK) == 0 else { throw .system("write", path: path, errno: errno) }
    } else if errno != ENOENT {
      throw .system("write", path: path, errno: errno)
    }
    return (target, attributes)
  }

  /// A new empty file `.NAME.blogdoc-XXXXXX` beside `target`: its descriptor and name.
  private static func makeNamedTemporary(
    besides target: String, path: String
  ) throws(StoreError)
    -> (fd: Int32, temporary: String)
  {
    var template = Array((temporaryPrefix(of: target) + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .system("create a file beside", path: path, errno: errno) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (fd, temporary)
  }

  /// `DIRECTORY/.NAME.blogdoc-`: every temporary file beside `target` is named this and
  /// six letters or digits.
  private static func temporaryPrefix(of target: String) -> String {
    "\(directoryName(of: target))/.\(baseName(of: target)).blogdoc-"
  }

  /// Gives the unnamed file `fd` a temporary name beside `target`; nil when it cannot, and
  /// the caller writes a named file instead.
  private static func name(_ fd: Int32, beside target: String) -> String? {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let temporary = temporaryPrefix(of: target) + temporarySuffix(random.next())
      let failure = UnnamedFile.link(fd, as: temporary)
      if failure == 0 { return temporary }
      guard failure == EEXIST else { return nil }
    }
    return nil
  }

  /// The six letters or digits that end a temporary file's name, from one random number:
  /// its last six digits in base 62 (62^6 < 2^64), so naming a file costs one `getrandom`
  /// call, not one per letter.
  static func temporarySuffix(_ bits: UInt64) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    var rest = bits
    let suffix = (0..<6).map { _ in
      defer { rest /= UInt64(letters.count) }
      return letters[Int(rest % UInt64(letters.count))]
    }
    return String(decoding: suffix, as: UTF8.self)
  }

  /// Renames the written and synced `temporary` over `target`, then `fsync`s the
  /// directory; returns whether the rename happened (it has when the `fsync` throws).
  @discardableResult
  static func replace(
    _ target: String, with temporary: String, path: String
  ) throws(StoreError) -> Bool {
    guard rename(temporary, target) == 0 else { throw .system("write", path: path, errno: errno) }
    let failure = syncDirectory(directoryName(of: target))
    guard failure == 0 else { throw .system("write", path: path, errno: failure) }
    return true
  }

  /// `fsync`s the directory at `path`, which makes a name made, renamed or removed in it
  /// survive a crash; returns 0, or the `errno` of the call that failed.
  static func syncDirectory(_ path: String) -> Int32 {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return errno }
    defer { close(fd) }
    return fsync(fd) == 0 ? 0 : errno
  }

  /// Removes the file at `path` (a symbolic link's target, as ``write(_:to:)`` replaces
  /// it), then `fsync`s its directory so the removal survives a crash. A file that is
  /// already gone is not an error.
  ///
  /// - Throws: ``StoreError`` naming the file and what failed.
  package static func remove(_ path: String) throws(StoreError) {
    let target = resolvingSymbolicLinks(path)
    guard unlink(target) == 0 || errno == ENOENT else {
      throw .system("remove", path: path, errno: errno)
    }
    let failure = syncDirectory(directoryName(of: target))
    guard failure == 0 else { throw .system("remove", path: path, errno: failure) }
  }

  /// Sets the temporary file's owner, group and mode, writes `bytes` and `fsync`s it.
  private static func fill(
    _ fd: Int32, with bytes: [UInt8], attributes: Attributes, path: String
  )
    throws(StoreError)
  {
    try apply(attributes, to: fd, path: path)
    try writeAll(bytes, to: fd, path: path)
    guard fsync(fd) == 0 else { throw .system("write", path: path, errno: errno) }
  }

  /// Gives the new file `fd` the owner and group of the file it replaces, as far as this
  /// user may (see ``ownershipLoss(at:)``), then its mode: after `fchown`, which clears the
  /// set-user-ID and set-group-ID bits.
  static func apply(_ attributes: Attributes, to fd: Int32, path: String) throws(StoreError) {
    if let owner = attributes.owner, let group = attributes.group {
      var info = stat()
      if fstat(fd, &info) == 0, info.st_uid != owner || info.st_gid != group,
        fchown(fd, owner, group) != 0
      {
        // Not root: keep the group at least, when this user belongs to it.
        _ = fchown(fd, uid_t.max, group)
      }
    }
    guard fchmod(fd, attributes.mode) == 0 else { throw .system("write", path: path, errno: errno) }
  }

  /// What replacing the file at `path` cannot keep, as a sentence for a warning, or `nil`
  /// when its owner and group stay (always for root, and for a file of one's own in one of
  /// one's groups) or there is no file yet.
  ///
  /// ```swift
  /// AtomicFile.ownershipLoss(at: "e.xml")
  /// // "'e.xml' belongs to uid 65534 and gid 65534; the new file will belong to uid 1000 and
  /// //  gid 1000, since only root can give a file to another user or to a group one is not
  /// //  in. Its mode 0640 is kept."
  /// ```
  ///
  /// - Complexity: One `stat`, and a look at the user's groups when the group differs.
  package static func ownershipLoss(at path: String) -> String? {
    var info = stat()
    let user = geteuid()
    guard user != 0, stat(resolvingSymbolicLinks(path), &info) == 0 else { return nil }
    let keepsOwner = info.st_uid == user
    let keepsGroup = info.st_gid == getegid() || belongsToGroup(info.st_gid)
    guard !keepsOwner || !keepsGroup else { return nil }
    let mode = String(info.st_mode & 0o7777, radix: 8)
    return
      "'\(path)' belongs to uid \(info.st_uid) and gid \(info.st_gid); the new file will belong to "
      + "uid \(keepsOwner ? info.st_uid : user) and gid \(keepsGroup ? info.st_gid : getegid()), "
      + "since only root can give a file to another user or to a group one is not in. "
      + "Its mode \(String(repeating: "0", count: max(0, 4 - mode.count)) + mode) is kept."
  }

  /// Whether `group` is one of this process's supplementary groups.
  private static func belongsToGroup(_ group: gid_t) -> Bool {
    let count = getgroups(0, nil)
    guard count > 0 else { return false }
    var groups = [gid_t](repeating: 0, count: Int(count))
    let found = getgroups(count, &groups)
    return found > 0 && groups.prefix(Int(found)).contains(group)
  }

  static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(StoreError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        BlogDocSystem.write(fd, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system("write", path: path, errno: errno)
      }
      written += count
    }
  }

  /// Throws the error ``write(_:to:)`` would meet for lack of permission: the file (if it
  /// exists) and its directory must be writable. Checking first lets a caller refuse
  /// before it records anything.
  package static func checkWritable(_ path: String) throws(StoreError) {
    let target = resolvingSymbolicLinks(path)
    if access(target, F_OK) == 0, access(target, W_OK) != 0 {
      throw .system("write", path: path, errno: errno)
    }
    guard access(directoryName(of: target), W_OK) == 0 else {
      throw .system("create a file beside", path: path, errno: errno)
    }
  }

  /// Removes temporary files a killed writer left beside `path` (`.NAME.blogdoc-XXXXXX`).
  ///
  /// Call it only under the workspace lock, when no writer of `path` can be running.
  /// - Returns: How many were removed.
  @discardableResult
  package static func removeLeftovers(besides path: String) -> Int {
    removeLeftovers(besides: path, keeping: nil)
  }

  /// Removes the temporary files beside `path` but `kept` (a prepared file of this
  /// process's), under the workspace lock as ``removeLeftovers(besides:)``.
  @discardableResult
  static func removeLeftovers(besides path: String, keeping kept: String?) -> Int {
    let target = resolvingSymbolicLinks(path)
    let directory = directoryName(of: target)
    let prefix = Array(".\(baseName(of: target)).blogdoc-".utf8)
    guard let stream = opendir(directory) else { return 0 }
    defer { closedir(stream) }
    var leftovers: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if name.count == prefix.count + 6, name.starts(with: prefix) {
        leftovers.append(directory + "/" + String(decoding: name, as: UTF8.self))
      }
    }
    return leftovers.filter { $0 != kept && unlink($0) == 0 }.count
  }

  /// `path` with every symbolic link along it followed (the link's target, or the path
  /// itself when it does not exist yet).
  static func resolvingSymbolicLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : directoryName(of: current) + "/" + target
    }
    return current
  }

  static func directoryName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
