/// Which system the package was built for, for the facilities only one system has.
///
/// ```swift
/// OperatingSystem.isLinux   // true on Linux
/// ```
package enum OperatingSystem {
  /// Whether this is Linux: inotify, `O_TMPFILE`, `/proc/self` and `tcp_info` are there.
  package static var isLinux: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }
}
