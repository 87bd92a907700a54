import ArgumentParser

/// One subcommand as a root of its own, for ``SubcommandDispatch``: its arguments, its
/// configuration, and the tool's name as the name above it.
///
/// A configuration that names a command above it (`_superCommandName`) is one
/// swift-argument-parser does not search for `--generate-completion-script` (it reflects
/// over two commands of its own to do so); the fast path only comes here when the
/// arguments hold no such flag.
struct DispatchedSubcommand<Subcommand: ParsableCommand>: ParsableCommand {
  /// The subcommand's own configuration under the tool's name.
  static var configuration: CommandConfiguration {
    var configuration = Subcommand.configuration
    configuration._superCommandName = dispatchingToolName
    return configuration
  }

  /// The subcommand, parsed and validated (an option group validates its value).
  @OptionGroup var command: Subcommand

  init() {}
}

/// The name of the tool whose subcommand ``DispatchedSubcommand`` parses (a generic type
/// has no stored static properties, and a subcommand does not know its tool). Set once,
/// on the main thread, before the one parse that reads it.
nonisolated(unsafe) var dispatchingToolName = ""
