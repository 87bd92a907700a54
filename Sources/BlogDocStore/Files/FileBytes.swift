#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole files with POSIX calls: one `fstat`, one buffer, no Foundation start-up cost.
public enum FileBytes {
  /// Whether anything (a file, a directory, a dangling link) exists at `path`.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Throws unless the file or directory at `path` can be opened for reading: what a
  /// command checks before it starts on a source it reads later, so that a file it may
  /// not read is refused as such (exit 77), not as bad data.
  ///
  /// - Throws: ``StoreError`` (`.notFound`, `.permissionDenied`, `.io`).
  public static func checkReadable(_ path: String) throws(StoreError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("open", path: path, errno: errno) }
    close(fd)
  }

  /// The contents of the file at `path`.
  ///
  /// - Throws: ``StoreError`` (`.notFound`, `.permissionDenied`, `.io`).
  /// - Complexity: O(*n*) in the file size.
  public static func read(_ path: String) throws(StoreError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("open", path: path, errno: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .system("read", path: path, errno: errno) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      // No document is there to read: the input is missing, as sysexits' EX_NOINPUT says.
      let what = (info.st_mode & S_IFMT) == S_IFDIR ? "A directory" : "Not a regular file"
      throw StoreError(.notFound, path: path, "\(what), not a document.")
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    while true {
      if filled == bytes.count {
        // The file may have grown since fstat; keep reading until end of file.
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system("read", path: path, errno: errno)
      }
      if count == 0 { break }
      filled += count
    }
    bytes.removeSubrange(filled...)
    return bytes
  }
}
