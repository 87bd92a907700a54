import BlogDocSystem

/// Runs another program and waits for it, its output going where the tool's goes.
///
/// ```swift
/// let status = ChildProcess.run(["git", "merge-file", "ours", "base", "theirs"])   // nil: no git
/// ```
package enum ChildProcess {
  /// Runs `arguments` (the program looked up on `PATH`) and returns its exit status, or
  /// `nil` when the program cannot be started (it is not installed).
  package static func run(_ arguments: [String]) -> Int32? {
    guard case .success(let pid) = Spawn.start(arguments, searchingPath: true) else { return nil }
    return Spawn.wait(pid)
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
    let spawned = Spawn.start(
      arguments, searchingPath: true, standardOutput: pipeEnds[1], closing: pipeEnds[0])
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard case .success(let pid) = spawned else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(pipeEnds[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return (Spawn.wait(pid), String(decoding: bytes, as: UTF8.self))
  }
}
