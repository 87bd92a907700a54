import ArgumentParser

/// The options every command that changes documents takes: a log message, a dry run, and
/// the change as JSON (`edit`, `add`, `remove`).
struct ChangeOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "Describe the change, for 'blogdoc log'.")
  var message: String?

  @Flag(help: "Print the change; write nothing.")
  var dryRun = false

  @Flag(help: "Print the change as JSON.")
  var json = false
}
