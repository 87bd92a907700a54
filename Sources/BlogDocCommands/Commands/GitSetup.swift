import ArgumentParser
import BlogDocCore
import BlogDocStore
import BlogDocSystem

/// `TOOL git-setup [PATTERN…] [--driver-command C]`: makes git merge the tool's documents
/// with `TOOL merge`, once per clone. Running it again changes nothing.
///
/// It appends `PATTERN merge=TOOL` to `.gitattributes` in the current directory for each
/// pattern not already there (commit that file: it travels with the repository), and sets
/// `merge.TOOL.name` and `merge.TOOL.driver` in the repository's own git configuration
/// (which does not travel: each clone runs `git-setup` once). The driver names the
/// running program by its absolute path, as git-lfs records its own: git run from a GUI
/// client, an IDE or cron may not have the tool on its PATH, and a driver git cannot run
/// leaves our side of each file unmerged. `git-setup --check` says whether git can run
/// the configured driver.
///
/// ```
/// $ recipes git-setup '*.xml'
/// .gitattributes: added '*.xml merge=recipes'.
/// git config merge.recipes.driver: /usr/local/bin/recipes merge %O %A %B --path %P --marker-size %L
/// ```
public struct GitSetupCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "git-setup",
      abstract: "Make git merge documents field by field with '\(Tool.name) merge'.",
      discussion: """
        Appends 'PATTERN merge=\(Tool.name)' to .gitattributes in the current directory \
        for each pattern not already there (commit it), and sets merge.\(Tool.name).name \
        and merge.\(Tool.name).driver in the repository's git configuration (each clone \
        runs this once). Running it again changes nothing. Files the patterns match that \
        are not documents are merged as text, as git would.

        The driver runs this program by its absolute path, so that git finds it without \
        PATH (a GUI client, an IDE, cron); a warning says when that path is in a build \
        folder, which a clean removes. --check changes nothing: it says whether git can \
        run the configured driver's program, and exits 1 when it cannot (or when it is \
        found only on PATH, or not set).

        Examples:
          \(Tool.name) git-setup '*.xml' 'posts/*.json'
          \(Tool.name) git-setup --check
        """)
  }

  @Argument(help: "The file patterns to merge with the driver (default: *.xml *.json).")
  var patterns: [String] = []

  @Option(help: "The command git runs (default: this program, by its absolute path).")
  var driverCommand: String?

  @Flag(help: "Say whether git can run the configured driver; change nothing.")
  var check = false

  /// Refuses `--check` with anything to set up (exit 64).
  public func validate() throws {
    guard !check || (patterns.isEmpty && driverCommand == nil) else {
      throw ValidationError("Please give '--check' alone: it changes nothing.")
    }
  }

  /// Writes `.gitattributes` and the git configuration, or checks the driver.
  public func run() throws {
    try Failure.reporting {
      guard !check else { return try runCheck() }
      let program = RunningProgram.path
      if driverCommand == nil, let program, RunningProgram.isInBuildFolder(program) {
        Output.write(
          "Warning: git will run \(program), which is in a build folder: a clean or another build can remove it, and git then leaves our side of each file unmerged. Run '\(Tool.name) git-setup' again with an installed \(Tool.name), or give --driver-command.\n",
          to: 2)
      }
      let driver =
        "\(driverCommand ?? program.map(ShellWord.quoted) ?? Tool.name) merge %O %A %B --path %P --marker-size %L"
      let settings = [
        ("merge.\(Tool.name).name", "\(Tool.name): field-level merge of documents"),
        ("merge.\(Tool.name).driver", driver),
      ]
      for (key, value) in settings {
        guard let status = ChildProcess.run(["git", "config", key, value]) else { throw Self.noGit }
        guard status == 0 else {
          throw UsageError(
            description:
              "'git config \(key)' failed (exit \(status)); run '\(Tool.name) git-setup' inside a git work tree."
          )
        }
      }
      let path = ".gitattributes"
      let existing =
        FileBytes.exists(path) ? String(decoding: try FileBytes.read(path), as: UTF8.self) : ""
      let lines = Set(
        existing.split(whereSeparator: \.isNewline).map {
          $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        })
      var text = existing
      var added: [String] = []
      for pattern in patterns.isEmpty ? ["*.xml", "*.json"] : patterns {
        let line = "\(pattern) merge=\(Tool.name)"
        guard !lines.contains(line), !added.contains(line) else { continue }
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
        added.append(line)
      }
      if !added.isEmpty { try AtomicFile.write(Array(text.utf8), to: path) }
      Output.write(
        added.isEmpty
          ? ".gitattributes: already set up.\n"
          : ".gitattributes: added \(added.map { "'\($0)'" }.joined(separator: ", ")).\n")
      Output.write("git config merge.\(Tool.name).driver: \(driver)\n")
    }
  }

  private static var noGit: UsageError {
    UsageError(description: "Cannot run git; install it and run '\(Tool.name) git-setup' again.")
  }

  /// `--check`: whether the program the configured driver runs exists and is executable
  /// by its path; exits 1, saying why, when git could not run it (or finds it only on PATH).
  private func runCheck() throws {
    let key = "merge.\(Tool.name).driver"
    guard let (status, output) = ChildProcess.output(["git", "config", key]) else {
      throw Self.noGit
    }
    var driver = output
    while driver.last?.isNewline == true { driver.removeLast() }
    func fail(_ problem: String) throws -> Never {
      Failure.printError("git config \(key) \(problem)")
      throw ExitCode(1)
    }
    guard status == 0, !driver.isEmpty else {
      try fail(
        "is not set, so git merges documents line by line; run '\(Tool.name) git-setup' to set it.")
    }
    guard let program = ShellWord.first(in: driver) else {
      try fail("is '\(driver)', whose command does not read as a shell command line.")
    }
    let again = "Run '\(Tool.name) git-setup' again with the \(Tool.name) git should run."
    guard program.contains("/") else {
      let found = Self.lookUp(program)
      try fail(
        "runs '\(program)', which git looks for on its PATH: \(found.map { "it is \($0) here, but" } ?? "it is not found here, and") git run from a GUI client, an IDE or cron may have another PATH, and then leaves our side of each file unmerged. \(again)"
      )
    }
    var file = stat()
    guard stat(program, &file) == 0, (file.st_mode & S_IFMT) == S_IFREG else {
      try fail(
        "runs '\(program)', which does not exist (or is not a file): git would leave our side of each file unmerged. \(again)"
      )
    }
    guard access(program, X_OK) == 0 else {
      try fail(
        "runs '\(program)', which is not executable: git would leave our side of each file unmerged. \(again)"
      )
    }
    Output.write(
      "git config \(key): \(driver)\n\(program) exists and is executable: git can run it.\n")
  }

  /// The executable file `name` names on this process's PATH, as a shell finds it.
  private static func lookUp(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? ""
    for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
