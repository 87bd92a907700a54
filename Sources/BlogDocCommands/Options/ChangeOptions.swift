import ArgumentParser

/// The options every command that changes documents takes: a log message, a dry run, and
/// the change as JSON (`edit`, `add`, `remove`).
public struct ChangeOptions<Tool: DocumentTool>: ParsableArguments {
  public init() {}

  @Option(name: .shortAndLong, help: "Describe the change, for '\(Tool.name) log'.")
  public var message: String?

  @Flag(help: "Print the change; write nothing.")
  public var dryRun = false

  @Flag(help: "Print the change as JSON.")
  public var json = false
}
