import ArgumentParser

/// Parses a plain subcommand call (`blogdoc edit e.xml --set title=X`) with only that
/// subcommand's arguments, instead of the whole command tree.
///
/// swift-argument-parser finds a command's arguments by reflecting over its properties,
/// and each property and generic type it meets costs, the first time, a scan of every
/// protocol conformance in the binary: 13.7 M instructions to parse `show` in the static
/// build (callgrind, BENCHMARKS.md "Start-up"). So `edit` and `show`, the commands scripts
/// run most, first try a parse by a table of their option names (`QuickArguments`), which
/// knows only the plain shapes and reflects over nothing (2.2 M, nearly all of it the
/// runtime instantiating the command's property wrappers). Any other plain call is parsed
/// as that subcommand alone (``DispatchedSubcommand``), which skips the root and
/// swift-argument-parser's search for `--generate-completion-script` (about 2 M less than
/// the whole tree). Anything else, and any call these parses refuse, goes through the
/// whole tree, which prints its usual help, versions, completions and errors: the fast
/// path never prints, it gives a command or nothing.
enum SubcommandDispatch<Tool: DocumentTool> {
  /// The subcommand `arguments` call, parsed and validated, or `nil` when the whole tree
  /// should parse them.
  ///
  /// - Complexity: O(*n*) in the number of arguments, plus one parse of one subcommand.
  static func command(for arguments: [String]) -> (any ParsableCommand)? {
    guard let name = arguments.first, isPlain(arguments.dropFirst()) else { return nil }
    let subcommands = Tool.configuration.subcommands
    let rest = arguments.dropFirst()
    // The commands scripts run most parse their common shapes by a table, with no
    // reflection at all (a test holds each to swift-argument-parser's parse). Their names
    // are fixed, so a tool that lists them has them under these names, and no other
    // subcommand's configuration needs computing to find them.
    func lists(_ command: any ParsableCommand.Type) -> Bool {
      subcommands.contains { ObjectIdentifier($0) == ObjectIdentifier(command) }
    }
    if name == "edit", lists(EditCommand<Tool>.self),
      let command = EditCommand<Tool>.quickParse(rest)
    {
      return command
    }
    if name == "show", lists(ShowCommand<Tool>.self),
      let command = ShowCommand<Tool>.quickParse(rest)
    {
      return command
    }
    guard let subcommand = subcommands.first(where: { $0.configuration.commandName == name }) else {
      return nil
    }
    return parse(subcommand, Array(rest))
  }

  /// `true` when none of `arguments` could be a flag swift-argument-parser handles
  /// itself: `-h`, `--help`, `-help`, `--version`, `--generate-completion-script`,
  /// `--experimental-dump-help`, `---completion`, or a cluster of short flags that
  /// might hold `-h`. Anything doubtful takes the whole tree, which is never wrong.
  static func isPlain(_ arguments: ArraySlice<String>) -> Bool {
    let builtIn = [
      "--help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]
    for argument in arguments where argument.hasPrefix("-") && argument != "-" && argument != "--" {
      if argument.hasPrefix("---") { return false }
      if argument.hasPrefix("--") {
        if builtIn.contains(where: { argument == $0 || argument.hasPrefix($0 + "=") }) {
          return false
        }
      } else if argument.utf8.count != 2 || argument == "-h" {
        return false
      }
    }
    return true
  }

  /// `arguments` parsed as `Subcommand` under the tool's name, or `nil` if that fails.
  private static func parse<Subcommand: ParsableCommand>(
    _ subcommand: Subcommand.Type, _ arguments: [String]
  ) -> (any ParsableCommand)? {
    dispatchingToolName = Tool.name
    guard let parsed = try? DispatchedSubcommand<Subcommand>.parseAsRoot(arguments),
      let dispatched = parsed as? DispatchedSubcommand<Subcommand>
    else { return nil }
    return dispatched.command
  }
}
