import ArgumentParser
import BlogDocCommands
import BlogDocSystem

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
/// blogdoc-interchange also reads Markdown posts (`MarkdownPostFormat`, which imports
/// Yams and TOMLKit), so every document command on a post runs there: a call that names a
/// post, or a folder holding posts, goes there at once (``taking(_:)``), and a call that
/// meets a post only on its way (`blogdoc undo` of an edit of one) goes there the moment
/// it does, if it has written nothing yet (``HandedOverFormat``).
///
/// A call of one of those commands runs the companion in blogdoc's place (same process id,
/// standard streams and signal dispositions) with blogdoc's command line, before blogdoc
/// parses it (`BlogDoc.start()`): the companion parses it with the same declarations
/// (`DocumentTool.parsedCommand(_:)`), so what it says of a bad argument is what blogdoc
/// says. Help, completions and a call whose companion is missing stay with blogdoc, which
/// then explains how to build the companion (exit 69).
///
/// The companion is looked for beside blogdoc (symbolic links resolved), then on `PATH`.
/// Every program carries the identity of the sources it was built from
/// (``sourceIdentity``, written by the ProgramIdentity build plugin); blogdoc hands its
/// own to the companion (``identityVariable``), which refuses to run, exit 69, when it was
/// built from other sources (``refuseIfStale()``): `swift run blogdoc` rebuilds blogdoc
/// alone.
///
/// ```swift
/// CompanionProgram.running("render")?.name   // "blogdoc-interchange"
/// CompanionProgram.taking(["show", "content/posts/hello.md"])?.name   // "blogdoc-interchange"
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

  /// Every companion program.
  package static let all = [interchange, serve]

  /// The companion that runs `command`, if one does.
  package static func running(_ command: String) -> CompanionProgram? {
    all.first { $0.commands.contains(command) }
  }

  /// The environment variable blogdoc hands a companion its ``sourceIdentity`` in.
  package static let identityVariable = "BLOGDOC_SOURCE_IDENTITY"

  /// The program in this program's directory (symbolic links resolved): an installed
  /// blogdoc and a build directory both hold it there.
  package var path: String {
    guard let path = RunningProgram.path else { return name }
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/" + name
  }

  /// The program to run: the one beside this program, else the first executable of that
  /// name in a directory of `PATH`; `nil` when there is neither.
  ///
  /// - Complexity: One `access` call, and one for each directory of `PATH` if needed.
  package var location: String? {
    let beside = path
    if access(beside, X_OK) == 0 { return beside }
    guard let variable = getenv("PATH") else { return nil }
    for directory in String(cString: variable).split(separator: ":") where !directory.isEmpty {
      let candidate = directory + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Runs the companion in this process's place with `arguments`, handing it this
  /// program's ``sourceIdentity``; returns only when it cannot be run, with `errno`'s
  /// value.
  package func replaceProcess(with arguments: [String]) -> Int32 {
    guard let path = location else { return ENOENT }
    setenv(Self.identityVariable, Self.sourceIdentity, 1)
    var cArguments = ([path] + arguments).map { strdup($0) } + [nil]
    execv(path, &cArguments)
    let failure = errno
    for argument in cArguments { free(argument) }
    unsetenv(Self.identityVariable)
    return failure
  }

  /// Runs the companion in this process's place with this process's arguments.
  ///
  /// - Throws: `ExitCode(69)` after printing why, when the program cannot be run (most
  ///   often: it was not built; the message says how to build it). It does not return
  ///   otherwise.
  package func run() throws {
    try run(Array(CommandLine.arguments.dropFirst()))
  }

  /// Runs the companion in this process's place with `arguments`.
  ///
  /// - Throws: `ExitCode(69)` after printing why, as ``run()`` does.
  package func run(_ arguments: [String]) throws {
    let failure = replaceProcess(with: arguments)
    let found = location
    let reason = String(cString: strerror(failure))
    Failure.printError(
      "Cannot run '\(found ?? path)': \(reason)\(found == nil ? ", and no directory of PATH holds \(name)" : ""). 'swift build --product \(name)' (with -c release for a release build) builds it; scripts/install installs it with blogdoc."
    )
    throw ExitCode(69)
  }

  /// In the companion: refuses to run (exit 69, saying what rebuilds it) when the blogdoc
  /// that handed it the call was built from other sources than this program, as its
  /// ``identityVariable`` says. A program run by hand, or by git as a merge driver, has
  /// none, and runs. The variable is taken out of the environment either way, so that a
  /// program this one runs does not read it.
  package func refuseIfStale() {
    guard let handed = getenv(Self.identityVariable) else { return }
    let identity = String(cString: handed)
    unsetenv(Self.identityVariable)
    guard identity != Self.sourceIdentity else { return }
    let here = RunningProgram.path ?? name
    let rebuild =
      RunningProgram.isInBuildFolder(here)
      ? "'swift build' (with -c release for a release build) builds blogdoc and its companions again"
      : "scripts/install installs blogdoc and its companions again"
    Failure.printError(
      "'\(here)' was built from other sources than the blogdoc that ran it, so it does not run its commands; \(rebuild)."
    )
    exit(69)
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
