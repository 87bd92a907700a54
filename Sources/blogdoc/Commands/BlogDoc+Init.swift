import ArgumentParser
import BlogDocStore

extension BlogDoc {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Start a blogdoc history (a '.blogdoc' directory) in a directory.",
      discussion: """
        Every document in the directory and below it then shares one undo history, \
        unless a directory below has its own. The first edit, import or convert makes \
        one beside its document when none is found above it; init makes one on purpose, \
        also inside another workspace, as git init does. Running it again changes nothing.
        """)

    @Argument(help: "The directory (default: the current one); it must exist.", completion: .directory)
    var directory = "."

    func run() throws {
      try Failure.reporting {
        let (workspace, isNew) = try Workspace.create(in: directory)
        let place = workspace.displayPath(of: Workspace.directoryName)
        if isNew {
          Output.write("Started a blogdoc history in \(place).\n")
        } else {
          Output.write("A blogdoc history already exists in \(place); nothing was changed.\n")
        }
      }
    }
  }
}
