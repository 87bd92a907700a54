/// A file with no name in a directory, named once it is written: Linux's `O_TMPFILE`, then
/// `linkat` through `/proc/self/fd`. A process killed while it writes leaves nothing behind.
///
/// Other systems make no unnamed files: there ``open(inDirectory:)`` returns `nil` by
/// construction, and the caller writes a named temporary file instead (AtomicFile does).
///
/// ```swift
/// if let fd = UnnamedFile.open(inDirectory: "/srv/blog") {
///   // write, fsync …
///   UnnamedFile.link(fd, as: "/srv/blog/.hello.xml.blogdoc-Ab12Cd")   // true
/// }
/// ```
package enum UnnamedFile {
  /// Whether this system makes unnamed files at all (Linux, on file systems that support
  /// `O_TMPFILE`); where it does not, ``open(inDirectory:)`` is always `nil`.
  package static var isSupported: Bool { OperatingSystem.isLinux }

  /// A new unnamed file in `directory`, open for writing with mode 0600, or `nil` where the
  /// system or the file system does not make them.
  package static func open(inDirectory directory: String) -> Int32? {
    #if os(Linux)
      // Glibc's module does not export `O_TMPFILE`; its value is `__O_TMPFILE | O_DIRECTORY`
      // on every architecture Swift runs on.
      let unnamed: Int32 = 0o2000_0000 | O_DIRECTORY
      let fd = Glibc.open(directory, unnamed | O_WRONLY | O_CLOEXEC, mode_t(0o600))
      return fd >= 0 ? fd : nil
    #else
      return nil
    #endif
  }

  /// Gives the unnamed file `fd` the name `path` (through `/proc/self/fd`, which needs no
  /// privilege, where `AT_EMPTY_PATH` does).
  ///
  /// - Returns: `0` when it is named, or the `errno` of the failure (`EEXIST` when `path`
  ///   is taken).
  package static func link(_ fd: Int32, as path: String) -> Int32 {
    #if os(Linux)
      linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 ? 0 : errno
    #else
      ENOTSUP
    #endif
  }
}
