import ArgumentParser
import BlogDocCommands

#if canImport(Glibc)
  import Glibc
#endif

/// A program of blogdoc's own, beside it, that runs the commands whose libraries blogdoc
/// does not link, so that no other command loads them at start-up:
///
/// - `blogdoc-interchange` runs `render`, `import` and `export`. Their Markdown (Ink) and
///   front matter (Yams, TOMLKit) libraries import Foundation, and linking Foundation loads
///   its ICU into every process: 7.5 M instructions of each command's start (BENCHMARKS.md,
///   "Start-up").
/// - `blogdoc-serve` runs `serve`: the HTTP server links Foundation's networking and
///   libcurl, 35 libraries.
///
/// blogdoc parses and checks the command line itself, so help, completions and every usage
/// error are its own; a command that parsed hands the same command line to its companion in
/// blogdoc's place (same process id, standard streams and signal dispositions), which parses
/// it with the same declarations (`DocumentTool.parsedCommand(_:)`) and runs it.
///
/// ```swift
/// func run() throws {
///   try CompanionProgram.interchange.run()
/// }
/// ```
package struct CompanionProgram: Sendable {
  /// The program's file name, looked for in blogdoc's own directory.
  package var name: String

  /// Runs `render`, `import` and `export`.
  package static let interchange = CompanionProgram(name: "blogdoc-interchange")

  /// Runs `serve`.
  package static let serve = CompanionProgram(name: "blogdoc-serve")

  /// The program in this program's directory (symbolic links resolved): an installed
  /// blogdoc and a build directory both hold it there.
  package var path: String {
    guard let real = realpath("/proc/self/exe", nil) else { return name }
    defer { free(real) }
    let path = String(cString: real)
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/" + name
  }

  /// Runs the companion in this process's place with `arguments` (this process's own,
  /// after the program name, unless given).
  ///
  /// - Throws: `ExitCode(69)` after printing why, when the program cannot be run (most
  ///   often: it was not built; the message says how to build it). It does not return
  ///   otherwise.
  package func run(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) throws {
    let path = self.path
    var cArguments = ([path] + arguments).map { strdup($0) } + [nil]
    execv(path, &cArguments)
    // Only reached when it cannot be run.
    Failure.printError(
      "Cannot run '\(path)': \(String(cString: strerror(errno))). 'swift build --product \(name)' (with -c release for a release build) builds it; scripts/install installs it with blogdoc.")
    throw ExitCode(69)
  }
}
