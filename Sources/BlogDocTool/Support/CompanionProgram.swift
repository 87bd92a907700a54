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
/// A call of one of those commands runs the companion in blogdoc's place (same process id,
/// standard streams and signal dispositions) with blogdoc's command line, before blogdoc
/// parses it (`BlogDoc.start()`): the companion parses it with the same declarations
/// (`DocumentTool.parsedCommand(_:)`), so what it says of a bad argument is what blogdoc
/// says. Help, completions and a call whose companion is missing stay with blogdoc, which
/// then explains how to build the companion (exit 69).
///
/// ```swift
/// CompanionProgram.running("render")?.name   // "blogdoc-interchange"
/// ```
package struct CompanionProgram: Sendable {
  /// The program's file name, looked for in blogdoc's own directory.
  package var name: String
  /// The commands it runs.
  package var commands: [String]

  /// Runs `render`, `import` and `export`.
  package static let interchange = CompanionProgram(
    name: "blogdoc-interchange", commands: ["render", "import", "export"])

  /// Runs `serve`.
  package static let serve = CompanionProgram(name: "blogdoc-serve", commands: ["serve"])

  /// The companion that runs `command`, if one does.
  package static func running(_ command: String) -> CompanionProgram? {
    [interchange, serve].first { $0.commands.contains(command) }
  }

  /// The program in this program's directory (symbolic links resolved): an installed
  /// blogdoc and a build directory both hold it there.
  package var path: String {
    guard let path = RunningProgram.path else { return name }
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/" + name
  }

  /// Runs the companion in this process's place with `arguments`; returns only when it
  /// cannot be run, with `errno`'s value.
  package func replaceProcess(with arguments: [String]) -> Int32 {
    let path = self.path
    var cArguments = ([path] + arguments).map { strdup($0) } + [nil]
    execv(path, &cArguments)
    let failure = errno
    for argument in cArguments { free(argument) }
    return failure
  }

  /// Runs the companion in this process's place with this process's arguments.
  ///
  /// - Throws: `ExitCode(69)` after printing why, when the program cannot be run (most
  ///   often: it was not built; the message says how to build it). It does not return
  ///   otherwise.
  package func run() throws {
    let failure = replaceProcess(with: Array(CommandLine.arguments.dropFirst()))
    Failure.printError(
      "Cannot run '\(path)': \(String(cString: strerror(failure))). 'swift build --product \(name)' (with -c release for a release build) builds it; scripts/install installs it with blogdoc."
    )
    throw ExitCode(69)
  }

  /// In the companion: this process's command line parsed with blogdoc's declarations, as
  /// the command it is, which must be one of the companion's (`Command` is their common
  /// type). A bad argument exits as it would in blogdoc; any other call exits 64, saying
  /// which blogdoc commands run this program.
  package func parsedCall<Command>(as _: Command.Type) -> Command {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let first = arguments.first, commands.contains(first) {
      do {
        if let command = try BlogDoc.parsedCommand(arguments) as? Command { return command }
      } catch {
        BlogDoc.exit(withError: error)
      }
    }
    let calls = commands.map { "'blogdoc \($0)'" }
    let list =
      calls.count == 1 ? calls[0] : calls.dropLast().joined(separator: ", ") + " and " + calls.last!
    Failure.printError("\(name) is run by \(list); see 'blogdoc --help'.")
    exit(64)
  }
}
