import ArgumentParser
import BlogDocCore
import BlogDocStore

public struct TrimCommand<Tool: DocumentTool>: ParsableCommand {
  public init() {}

  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "trim",
      abstract: "Drop old operations from the workspace's journal, keeping the newest.",
      discussion: """
        The journal only grows on its own: edits, undos and redos all append. Trimming is \
        the retention setting, applied on request: operations older than the newest \
        --keep are removed, and undo cannot reach back past them any more.
        """)
  }

  @Option(help: "How many of the newest operations to keep.")
  var keep: Int

  public func validate() throws {
    guard keep >= 0 else { throw ValidationError("Please give '--keep' a count of 0 or more.") }
  }

  public func run() throws {
    try Failure.reporting {
      let store = try Tool.openStoreHere()
      let before = try store.trim(keepingLast: keep)
      Output.write("Kept the newest \(min(keep, before)) operations of \(before).\n")
    }
  }
}
