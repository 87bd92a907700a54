import ArgumentParser
import BlogDocStore

/// `TOOL init [DIRECTORY]`: starts a history (a `.blogdoc` directory) in a directory,
/// as `git init` does, or at a git work tree's root in its git directory (`.git/blogdoc`);
/// running it again changes nothing.
///
/// ```
/// $ recipes init kitchen
/// Started a recipes history in kitchen/.blogdoc.
/// $ recipes init          # at the root of a git work tree
/// Started a recipes history in .git/blogdoc.
/// ```
public struct InitCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "init",
      abstract: "Start a \(Tool.name) history (a '.blogdoc' directory) in a directory.",
      discussion: """
        Every document in the directory and below it then shares one undo history, \
        unless a directory below has its own. The first edit, import or convert makes \
        one beside its document when none is found above it; init makes one on purpose, \
        also inside another workspace, as git init does. Running it again changes nothing.

        At the root of a git work tree the history is kept in the work tree's git \
        directory instead (.git/blogdoc), where git clean, git stash -u and a checkout \
        cannot reach it; the first edit in a git work tree starts it there too.
        """)
  }

  @Argument(
    help: "The directory (default: the current one); it must exist.", completion: .directory)
  var directory = "."

  /// Makes the history's directory, or says there is one already.
  public func run() throws {
    try Failure.reporting {
      let (workspace, isNew) = try Workspace.create(in: directory)
      let place = Workspace.displayPath(ofAbsolute: workspace.directory)
      if isNew {
        Output.write("Started a \(Tool.name) history in \(place).\n")
      } else {
        Output.write("A \(Tool.name) history already exists in \(place); nothing was changed.\n")
      }
    }
  }
}
