import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL git-setup [PATTERN…] [--driver-command C]`: makes git merge the tool's documents
/// with `TOOL merge`, once per clone. Running it again changes nothing.
///
/// It appends `PATTERN merge=TOOL` to `.gitattributes` in the current directory for each
/// pattern not already there (commit that file: it travels with the repository), and sets
/// `merge.TOOL.name` and `merge.TOOL.driver` in the repository's own git configuration
/// (which does not travel: each clone runs `git-setup` once).
///
/// ```
/// $ recipes git-setup '*.xml'
/// .gitattributes: added '*.xml merge=recipes'.
/// git config merge.recipes.driver: recipes merge %O %A %B --path %P --marker-size %L
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

        Example:
          \(Tool.name) git-setup '*.xml' 'posts/*.json'
        """)
  }

  @Argument(help: "The file patterns to merge with the driver (default: *.xml *.json).")
  var patterns: [String] = []

  @Option(help: "The command git runs (default: the tool's name, found on PATH).")
  var driverCommand: String?

  /// Writes `.gitattributes` and the git configuration.
  public func run() throws {
    try Failure.reporting {
      let driver = "\(driverCommand ?? Tool.name) merge %O %A %B --path %P --marker-size %L"
      let settings = [
        ("merge.\(Tool.name).name", "\(Tool.name): field-level merge of documents"),
        ("merge.\(Tool.name).driver", driver),
      ]
      for (key, value) in settings {
        guard let status = ChildProcess.run(["git", "config", key, value]) else {
          throw UsageError(description: "Cannot run git; install it and run '\(Tool.name) git-setup' again.")
        }
        guard status == 0 else {
          throw UsageError(description: "'git config \(key)' failed (exit \(status)); run '\(Tool.name) git-setup' inside a git work tree.")
        }
      }
      let path = ".gitattributes"
      let existing = FileBytes.exists(path) ? String(decoding: try FileBytes.read(path), as: UTF8.self) : ""
      let lines = Set(existing.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") })
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
}
