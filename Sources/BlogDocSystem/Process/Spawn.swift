/// Starts other programs with `posix_spawn`, this process's environment given to them, and
/// waits for them.
///
/// The one place that builds a C argument list, hands over the environment (`environ` on
/// Linux, `_NSGetEnviron()` on macOS, which declares no `environ`) and spells the file
/// actions' type (a struct on Linux, an optional pointer on macOS).
///
/// ```swift
/// let pid = Spawn.start(["git", "--version"], searchingPath: true)   // nil: no git
/// let status = pid.map(Spawn.wait)                                   // 0
/// ```
package enum Spawn {
  /// Starts `arguments[0]` with `arguments`, looked up on `PATH` when `searchingPath`;
  /// with `standardOutput`, its standard output goes to that descriptor, and `closing` is
  /// closed in it.
  ///
  /// - Returns: The child's process id, or the `errno`-style code `posix_spawn` returned.
  package static func start(
    _ arguments: [String], searchingPath: Bool, standardOutput: Int32? = nil,
    closing: Int32? = nil
  ) -> Result<pid_t, SystemFailure> {
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      let environment = _NSGetEnviron().pointee
    #else
      var actions = posix_spawn_file_actions_t()
      let environment = environ
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardOutput { posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
    if let closing { posix_spawn_file_actions_addclose(&actions, closing) }
    var pid: pid_t = 0
    let code =
      searchingPath
      ? posix_spawnp(&pid, arguments[0], &actions, nil, &cArguments, environment)
      : posix_spawn(&pid, arguments[0], &actions, nil, &cArguments, environment)
    return code == 0 ? .success(pid) : .failure(SystemFailure(code: code))
  }

  /// Waits for `pid` and returns its exit status, or 128 + the signal when one killed it
  /// (as a shell reports it).
  package static func wait(_ pid: pid_t) -> Int32 {
    var result: Int32 = 0
    while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros; the same bits on Linux
    // and macOS.
    return (result & 0x7F) == 0 ? (result >> 8) & 0xFF : 128 + (result & 0x7F)
  }
}
