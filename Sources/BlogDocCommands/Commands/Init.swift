import ArgumentParser
import BlogDocStore

public struct InitCommand<Tool: DocumentTool>: ParsableCommand {
  public init() {}

  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "init",
      abstract: "Start a \(Tool.name) history (a '.blogdoc' directory) in a directory.",
      discussion: """
        Every document in the directory and below it then shares one undo history, \
        unless a directory below has its own. The first edit, import or convert makes \
        one beside its document when none is found above it; init makes one on purpose, \
        also inside another workspace, as git init does. Running it again changes nothing.
        """)
  }

  @Argument(help: "The directory (default: the current one); it must exist.", completion: .directory)
  var directory = "."

  public func run() throws {
    try Failure.reporting {
      let (workspace, isNew) = try Workspace.create(in: directory)
      let place = workspace.displayPath(of: Workspace.directoryName)
      if isNew {
        Output.write("Started a \(Tool.name) history in \(place).\n")
      } else {
        Output.write("A \(Tool.name) history already exists in \(place); nothing was changed.\n")
      }
    }
  }
}
