#if canImport(Glibc)
  import Glibc
#endif

/// Runs another program and waits for it, its output going where the tool's goes.
///
/// ```swift
/// let status = ChildProcess.run(["git", "merge-file", "ours", "base", "theirs"])   // nil: no git
/// ```
public enum ChildProcess {
  /// Runs `arguments` (the program looked up on `PATH`) and returns its exit status, or
  /// `nil` when the program cannot be started (it is not installed).
  public static func run(_ arguments: [String]) -> Int32? {
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], nil, nil, &cArguments, environ) == 0 else { return nil }
    var result: Int32 = 0
    while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
    return (result & 0x7F) == 0 ? (result >> 8) & 0xFF : 128 + (result & 0x7F)
  }
}
