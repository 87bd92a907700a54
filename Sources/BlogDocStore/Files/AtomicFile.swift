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
    let target = resolvingSymbolicLinks(path)
    let directory = directoryName(of: target)
    var mode: mode_t = 0o644
    var info = stat()
    if stat(target, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw StoreError(.cannotCreate, path: path, "Not a regular file; refusing to replace it.")
      }
      mode = info.st_mode & 0o7777
    } else if errno != ENOENT {
      throw .system("write", path: path, errno: errno)
    }

    var template = Array("\(directory)/.\(baseName(of: target)).blogdoc-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .system("create a file beside", path: path, errno: errno) }
    let temporary = String(cString: template)
    var renamed = false
    defer {
      if !renamed { unlink(temporary) }
    }
    try fill(fd, with: bytes, mode: mode, path: path)
    guard rename(temporary, target) == 0 else { throw .system("write", path: path, errno: errno) }
    renamed = true
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directoryFD >= 0 else { throw .system("write", path: path, errno: errno) }
    defer { close(directoryFD) }
    guard fsync(directoryFD) == 0 else { throw .system("write", path: path, errno: errno) }
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

  private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(StoreError) {
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
