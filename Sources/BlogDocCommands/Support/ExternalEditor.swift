import BlogDocSystem

/// Runs the user's editor on a file, as `git commit` and `kubectl edit` do.
enum ExternalEditor {
  /// `$VISUAL`, then `$EDITOR`, then `vi`.
  static var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return "vi"
  }

  /// The environment variable that lets blogdoc launch the editor without a terminal, for
  /// scripts whose `$EDITOR` is itself a script.
  static let noTerminalOverride = "BLOGDOC_EDITOR_NO_TTY"

  /// Whether an editor can be run here: standard input and output are a terminal, or
  /// `BLOGDOC_EDITOR_NO_TTY=1` says to run it anyway. Without a terminal an interactive
  /// editor waits for input that never comes.
  static var canRun: Bool {
    if let value = getenv(noTerminalOverride), String(cString: value) == "1" { return true }
    return isatty(0) == 1 && isatty(1) == 1
  }

  /// Runs the editor on `path` through `/bin/sh` (so the command may carry arguments) and
  /// waits for it, with the terminal handed over.
  ///
  /// - Returns: The editor's exit status.
  static func edit(_ path: String) throws -> Int32 {
    let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
    switch Spawn.start(arguments, searchingPath: false) {
    case .success(let pid):
      return Spawn.wait(pid)
    case .failure(let failure):
      throw UsageError(description: "Cannot start the editor '\(command)': \(failure.reason).")
    }
  }
}
