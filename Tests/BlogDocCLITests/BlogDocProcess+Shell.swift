import Foundation

extension BlogDocProcess {
  /// Runs `script` with `sh -e` in `directory`: the built blogdoc first on PATH, and git
  /// with a fixed author, no system configuration and `directory` as its home, so the
  /// user's own git settings play no part.
  static func shell(_ script: String, in directory: URL) throws -> Result {
    let bin = executable.deletingLastPathComponent().path
    return try run(
      ["-ec", script], in: directory,
      environment: [
        "PATH": "\(bin):" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "T",
        "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.path,
      ], launcher: "/bin/sh")
  }
}
