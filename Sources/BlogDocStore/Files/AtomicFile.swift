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
  /// - Throws: ``StoreError`` naming the file and what failed.
  public static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
    let (fd, temporary, target, mode) = try makeTemporary(besides: path)
    var renamed = false
    defer {
      if !renamed { unlink(temporary) }
    }
    try fill(fd, with: bytes, mode: mode, path: path)
    renamed = try replace(target, with: temporary, path: path)
  }

  /// Checks that `path` may be replaced and makes the empty temporary file that will
  /// replace it: its descriptor and name, the path with links followed, and the mode the
  /// new file is to have (that of the file there, if any).
  static func makeTemporary(besides path: String) throws(StoreError)
    -> (fd: Int32, temporary: String, target: String, mode: mode_t)
  {
    let target = resolvingSymbolicLinks(path)
    let directory = directoryName(of: target)
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

    var template = Array("\(directory)/.\(baseName(of: target)).blogdoc-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .system("create a file beside", path: path, errno: errno) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (fd, temporary, target, mode)
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

  /// Sets the temporary file's mode, writes `bytes` and `fsync`s it; closes it either way.
  private static func fill(_ fd: Int32, with bytes: [UInt8], mode: mode_t, path: String)
    throws(StoreError)
  {
    defer { close(fd) }
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
