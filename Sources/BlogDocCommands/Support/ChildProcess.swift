#if canImport(Glibc)
  import Glibc
#endif

/// Runs another program and waits for it, its output going where the tool's goes.
///
/// ```swift
/// let status = ChildProcess.run(["git", "merge-file", "ours", "base", "theirs"])   // nil: no git
/// ```
package enum ChildProcess {
  /// Runs `arguments` (the program looked up on `PATH`) and returns its exit status, or
  /// `nil` when the program cannot be started (it is not installed).
  package static func run(_ arguments: [String]) -> Int32? {
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], nil, nil, &cArguments, environ) == 0 else { return nil }
    return status(of: pid)
  }

  /// Waits for `pid` and returns its exit status (128 + the signal when one killed it).
  private static func status(of pid: pid_t) -> Int32 {
    var result: Int32 = 0
    while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
    return (result & 0x7F) == 0 ? (result >> 8) & 0xFF : 128 + (result & 0x7F)
  }

  /// Runs `arguments` as ``run(_:)`` does, with its standard output read into a string
  /// (its standard error going where the tool's goes); `nil` when it cannot be started.
  ///
  /// ```swift
  /// let driver = ChildProcess.output(["git", "config", "merge.blogdoc.driver"])
  /// // (status: 0, output: "blogdoc merge %O %A %B\n")
  /// ```
  package static func output(_ arguments: [String]) -> (status: Int32, output: String)? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &cArguments, environ) == 0
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(pipeEnds[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return (status(of: pid), String(decoding: bytes, as: UTF8.self))
  }
}
