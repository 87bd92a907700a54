extension stat {
  /// When the file's status last changed (its bytes, name, links, owner or mode), to the
  /// nanosecond: `st_ctim` on Linux, `st_ctimespec` on macOS.
  ///
  /// ```swift
  /// var info = stat()
  /// if stat("hello.xml", &info) == 0 { info.changeTime.tv_sec }   // 1764252000
  /// ```
  package var changeTime: timespec {
    #if canImport(Darwin)
      st_ctimespec
    #else
      st_ctim
    #endif
  }
}
