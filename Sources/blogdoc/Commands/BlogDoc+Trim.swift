import ArgumentParser
import BlogDocCore
import BlogDocStore

extension BlogDoc {
  struct Trim: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trim",
      abstract: "Drop old operations from the workspace's journal, keeping the newest.",
      discussion: """
        The journal only grows on its own: edits, undos and redos all append. Trimming is \
        the retention setting, applied on request: operations older than the newest \
        --keep are removed, and undo cannot reach back past them any more.
        """)

    @Option(help: "How many of the newest operations to keep.")
    var keep: Int

    func validate() throws {
      guard keep >= 0 else { throw ValidationError("Please give '--keep' a count of 0 or more.") }
    }

    func run() throws {
      try Failure.reporting {
        let session = try Session.openHere()
        let before = Array(session.journal.committedOperations()).count
        let warnings = try session.journal.trim(keepingLast: keep, under: session.lock)
        for warning in warnings { Output.write("Warning: \(warning)\n", to: 2) }
        Output.write("Kept the newest \(min(keep, before)) operations of \(before).\n")
      }
    }
  }
}
