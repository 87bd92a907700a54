import BlogDocSystem

/// The program this process runs, as a file: what a configuration that must run it again
/// from elsewhere records (git's merge driver), and where its companions lie.
///
/// ```swift
/// RunningProgram.path          // "/usr/local/bin/blogdoc"
/// RunningProgram.isInBuildFolder("/src/blogdoc/.build/debug/blogdoc")   // true
/// ```
package enum RunningProgram {
  /// The absolute path of the running program, symbolic links resolved (as git-lfs
  /// records its own path), or `nil` when the system cannot tell it (``ExecutablePath``).
  package static var path: String? { ExecutablePath.current }

  /// Whether `path` lies in a build folder (`.build/` or `.build-…/`, as SwiftPM makes
  /// them), which a clean or the next build replaces.
  package static func isInBuildFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0 == ".build" || $0.hasPrefix(".build-") }
  }
}
