import ArgumentParser
import BlogDocCore
import BlogDocStore

/// `TOOL trim --keep COUNT`: drops old operations from the workspace's journal, keeping the
/// newest `COUNT` (see `DocumentStore.trim(keepingLast:)`).
///
/// ```
/// $ recipes trim --keep 100
/// Kept the newest 100 operations of 250.
/// ```
public struct TrimCommand<Tool: DocumentTool>: ParsableCommand {
  /// A command with its arguments at their defaults, as swift-argument-parser makes one
  /// before it parses the command line.
  public init() {}

  /// The command's name, abstract and help, naming `Tool`'s entries and commands.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "trim",
      abstract: "Drop old operations from the workspace's journal, keeping the newest.",
      discussion: """
        The journal only grows on its own: edits, undos and redos all append. Trimming is \
        the retention setting, applied on request: operations older than the newest \
        --keep are removed, and undo cannot reach back past them any more. A trim that \
        would leave nothing to undo or redo, where the whole history could (the newest \
        operations all undos of older ones), is refused (exit 64) with the count to keep; \
        --keep 0 drops the whole history.
        """)
  }

  @Option(help: "How many of the newest operations to keep.")
  var keep: Int

  /// Refuses a negative `--keep` (exit 64).
  public func validate() throws {
    guard keep >= 0 else { throw ValidationError("Please give '--keep' a count of 0 or more.") }
  }

  /// Trims the journal and says how many operations it kept.
  public func run() throws {
    try Failure.reporting {
      let store = try Tool.openStoreHere()
      let before = try store.trim(keepingLast: keep)
      Output.write("Kept the newest \(min(keep, before)) operations of \(before).\n")
    }
  }
}
