#if canImport(MachO)
  import MachO  // `_NSGetExecutablePath` (mach-o/dyld.h)
#endif

/// The file of the program this process runs.
///
/// Linux tells it through `/proc/self/exe`, macOS through `_NSGetExecutablePath`; both are
/// resolved with `realpath`, so symbolic links are followed.
///
/// ```swift
/// ExecutablePath.current   // "/usr/local/bin/blogdoc"
/// ```
package enum ExecutablePath {
  /// The absolute path of the running program, symbolic links resolved, or `nil` when the
  /// system cannot tell it (the program was removed, or another system than Linux or
  /// macOS).
  package static var current: String? {
    #if os(Linux)
      return resolved("/proc/self/exe")
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return resolved(String(cString: buffer))
    #else
      return nil
    #endif
  }

  /// `path` with every symbolic link resolved, or `nil` when it cannot be.
  private static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}
