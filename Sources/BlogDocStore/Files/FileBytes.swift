import BlogDocSystem

/// Reads whole files with POSIX calls: one `fstat`, one buffer, no Foundation start-up cost.
package enum FileBytes {
  /// Whether anything (a file, a directory, a dangling link) exists at `path`.
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Throws unless the file or directory at `path` can be opened for reading: what a
  /// command checks before it starts on a source it reads later, so that a file it may
  /// not read is refused as such (exit 77), not as bad data.
  ///
  /// - Throws: ``StoreError`` (`.notFound`, `.permissionDenied`, `.io`).
  package static func checkReadable(_ path: String) throws(StoreError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("open", path: path, errno: errno) }
    close(fd)
  }

  /// The contents of the file at `path`.
  ///
  /// The bytes are read straight into the array's storage, which is never zero-filled
  /// first: for a 29 MB blog that is one pass over the memory instead of two.
  ///
  /// - Throws: ``StoreError`` (`.notFound`, `.permissionDenied`, `.io`).
  /// - Complexity: O(*n*) in the file size.
  package static func read(_ path: String) throws(StoreError) -> [UInt8] {
    let (fd, size) = try openRegular(path)
    defer { close(fd) }
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
      while initialized < size {
        let count = BlogDocSystem.read(fd, buffer.baseAddress! + initialized, size - initialized)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if count == 0 { return }
        initialized += count
      }
    }
    if failure != 0 { throw .system("read", path: path, errno: failure) }
    guard bytes.count == size else { return bytes }
    // The file may have grown since fstat; keep reading until end of file.
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = try readChunk(fd, into: &chunk, path: path)
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }

  /// Whether the file at `path` holds exactly `bytes`: what ``read(_:)`` `== bytes` says,
  /// comparing 1 MB at a time, so a check of a large file costs no copy of it.
  ///
  /// ```swift
  /// let bytes = try FileBytes.read("blog.xml")
  /// try FileBytes.contains(bytes, at: "blog.xml")   // true until another program writes it
  /// ```
  ///
  /// - Throws: What ``read(_:)`` throws.
  /// - Complexity: O(*n*) in the file size; about 1 MB of memory.
  package static func contains(_ bytes: [UInt8], at path: String) throws(StoreError) -> Bool {
    let (fd, _) = try openRegular(path)
    defer { close(fd) }
    var chunk = [UInt8](repeating: 0, count: min(1 << 20, max(bytes.count, 1)) + 1)
    var compared = 0
    while true {
      let count = try readChunk(fd, into: &chunk, path: path)
      if count == 0 { return compared == bytes.count }
      guard compared + count <= bytes.count else { return false }
      let equal = chunk.withUnsafeBytes { part in
        bytes.withUnsafeBytes { whole in
          memcmp(part.baseAddress!, whole.baseAddress! + compared, count) == 0
        }
      }
      guard equal else { return false }
      compared += count
    }
  }

  /// Opens the regular file at `path` for reading; its descriptor and size.
  private static func openRegular(_ path: String) throws(StoreError) -> (fd: Int32, size: Int) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("open", path: path, errno: errno) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let error = errno
      close(fd)
      throw .system("read", path: path, errno: error)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      // No document is there to read: the input is missing, as sysexits' EX_NOINPUT says.
      let what = (info.st_mode & S_IFMT) == S_IFDIR ? "A directory" : "Not a regular file"
      throw StoreError(.notFound, path: path, "\(what), not a document.")
    }
    return (fd, Int(info.st_size))
  }

  /// Reads up to `chunk.count` bytes into `chunk`, retrying when interrupted; 0 at the end.
  private static func readChunk(
    _ fd: Int32, into chunk: inout [UInt8], path: String
  ) throws(StoreError) -> Int {
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        BlogDocSystem.read(fd, buffer.baseAddress!, buffer.count)
      }
      if count >= 0 { return count }
      if errno != EINTR { throw .system("read", path: path, errno: errno) }
    }
  }
}
