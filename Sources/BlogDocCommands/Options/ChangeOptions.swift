import ArgumentParser

/// The options every command that changes documents takes: a log message, a dry run, and
/// the change as JSON (`edit`, `add`, `remove`).
///
/// ```swift
/// @OptionGroup var change: ChangeOptions<Tool>
/// ```
public struct ChangeOptions<Tool: DocumentTool>: ParsableArguments {
  /// Options at their defaults: no message, written, printed as text.
  public init() {}

  /// `-m`, `--message`: the operation's line in the log; without it, one naming the
  /// fields changed (`Set title, tags`).
  @Option(name: .shortAndLong, help: "Describe the change, for '\(Tool.name) log'.")
  public var message: String?

  /// `--dry-run`: print the change and write nothing.
  @Flag(help: "Print the change; write nothing.")
  public var dryRun = false

  /// `--json`: print the change as ``FileDiffJSON`` instead of text.
  @Flag(help: "Print the change as JSON.")
  public var json = false
}
