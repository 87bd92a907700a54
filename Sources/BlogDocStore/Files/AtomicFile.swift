#if canImport(Glibc)
  import Glibc
#endif

/// Replaces files so that a reader (or a crash) sees the old bytes or the new ones, never
/// a mix: write a temporary file beside the target, `fsync` it, `rename` it over the
/// target, `fsync` the directory.
///
/// A symbolic link is followed, so the link stays and its target is replaced; an existing
/// file keeps its permission bits. On any failure the temporary file is removed and the
/// target is untouched.
public enum AtomicFile {
  /// Writes `bytes` to `path` atomically.
  ///
  /// The bytes are written and synced into a file with no name (`O_TMPFILE`), which is
  /// named beside the target only just before the rename, so a process killed while it
  /// writes leaves nothing behind (the window is the two system calls between `linkat` and
  /// `rename`). Where the file system cannot make unnamed files, a named temporary file is
  /// written instead, and a kill leaves it (``removeLeftovers(besides:)`` clears it).
  ///
  /// - Throws: ``StoreError`` naming the file and what failed.
  public static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
    let (target, mode) = try checkReplaceable(path)
    if let fd = openUnnamed(beside: target) {
      defer { close(fd) }
      try fill(fd, with: bytes, mode: mode, path: path)
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
    try fill(fd, with: bytes, mode: mode, path: path)
    renamed = try replace(target, with: temporary, path: path)
  }

  /// Checks that `path` may be replaced and makes the empty temporary file that will
  /// replace it: its descriptor and name, the path with links followed, and the mode the
  /// new file is to have (that of the file there, if any).
  static func makeTemporary(besides path: String) throws(StoreError)
    -> (fd: Int32, temporary: String, target: String, mode: mode_t)
  {
    let (target, mode) = try checkReplaceable(path)
    let (fd, temporary) = try makeNamedTemporary(besides: target, path: path)
    return (fd, temporary, target, mode)
  }

  /// The path with links followed, once it is known that it may be replaced, and the mode
  /// the new file is to have (that of the file there, if any).
  private static func checkReplaceable(_ path: String) throws(StoreError) -> (target: String, mode: mode_t) {
    let target = resolvingSymbolicLinks(path)
    var mode: mode_t = 0o644
    var info = stat()
    if stat(target, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw StoreError(.cannotCreate, path: path, "Not a regular file; refusing to replace it.")
      }
      mode = info.st_mode & 0o7777
      // Renaming over a read-only file is allowed when its directory is writable, but a
      // file without write permission is one its owner meant to keep as it is.
      guard access(target, W_OK) == 0 else { throw .system("write", path: path, errno: errno) }
    } else if errno != ENOENT {
      throw .system("write", path: path, errno: errno)
    }
    return (target, mode)
  }

  /// A new empty file `.NAME.blogdoc-XXXXXX` beside `target`: its descriptor and name.
  private static func makeNamedTemporary(besides target: String, path: String) throws(StoreError)
    -> (fd: Int32, temporary: String)
  {
    var template = Array((temporaryPrefix(of: target) + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .system("create a file beside", path: path, errno: errno) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (fd, temporary)
  }

  /// `DIRECTORY/.NAME.blogdoc-`: every temporary file beside `target` is named this and
  /// six letters or digits.
  private static func temporaryPrefix(of target: String) -> String {
    "\(directoryName(of: target))/.\(baseName(of: target)).blogdoc-"
  }

  /// A file with no name in `target`'s directory, or nil where the file system does not
  /// make them. Glibc's module does not export `O_TMPFILE`; its value is `__O_TMPFILE |
  /// O_DIRECTORY` on every architecture Swift runs on.
  private static func openUnnamed(beside target: String) -> Int32? {
    let unnamed: Int32 = 0o2000_0000 | O_DIRECTORY
    let fd = open(directoryName(of: target), unnamed | O_WRONLY | O_CLOEXEC, mode_t(0o600))
    return fd >= 0 ? fd : nil
  }

  /// Gives the unnamed file `fd` a temporary name beside `target` (through
  /// `/proc/self/fd`, which needs no privilege, where `AT_EMPTY_PATH` does); nil when it
  /// cannot, and the caller writes a named file instead.
  private static func name(_ fd: Int32, beside target: String) -> String? {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    var random = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let suffix = (0..<6).map { _ in letters.randomElement(using: &random)! }
      let temporary = temporaryPrefix(of: target) + String(decoding: suffix, as: UTF8.self)
      if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 {
        return temporary
      }
      guard errno == EEXIST else { return nil }
    }
    return nil
  }

  /// Renames the written and synced `temporary` over `target`, then `fsync`s the
  /// directory; returns whether the rename happened (it has when the `fsync` throws).
  @discardableResult
  static func replace(_ target: String, with temporary: String, path: String) throws(StoreError) -> Bool {
    guard rename(temporary, target) == 0 else { throw .system("write", path: path, errno: errno) }
    let directoryFD = open(directoryName(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directoryFD >= 0 else { throw .system("write", path: path, errno: errno) }
    defer { close(directoryFD) }
    guard fsync(directoryFD) == 0 else { throw .system("write", path: path, errno: errno) }
    return true
  }

  /// Removes the file at `path` (a symbolic link's target, as ``write(_:to:)`` replaces
  /// it), then `fsync`s its directory so the removal survives a crash. A file that is
  /// already gone is not an error.
  ///
  /// - Throws: ``StoreError`` naming the file and what failed.
  public static func remove(_ path: String) throws(StoreError) {
    let target = resolvingSymbolicLinks(path)
    guard unlink(target) == 0 || errno == ENOENT else { throw .system("remove", path: path, errno: errno) }
    let directoryFD = open(directoryName(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directoryFD >= 0 else { throw .system("remove", path: path, errno: errno) }
    defer { close(directoryFD) }
    guard fsync(directoryFD) == 0 else { throw .system("remove", path: path, errno: errno) }
  }

  /// Sets the temporary file's mode, writes `bytes` and `fsync`s it.
  private static func fill(_ fd: Int32, with bytes: [UInt8], mode: mode_t, path: String)
    throws(StoreError)
  {
    guard fchmod(fd, mode) == 0 else { throw .system("write", path: path, errno: errno) }
    try writeAll(bytes, to: fd, path: path)
    guard fsync(fd) == 0 else { throw .system("write", path: path, errno: errno) }
  }

  static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(StoreError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
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
  public static func checkWritable(_ path: String) throws(StoreError) {
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
  public static func removeLeftovers(besides path: String) -> Int {
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
