extension EditCommand {
  /// `edit`'s arguments parsed without swift-argument-parser, for the common shapes
  /// (`FILE… --set field=value …`), or `nil` for anything else; see ``SubcommandDispatch``.
  /// A test holds it to swift-argument-parser's parse of every short argument list.
  static func quickParse(_ arguments: some Collection<String>) -> Self? {
    guard
      let split = QuickArguments(
        arguments, options: ["entry", "set", "add", "remove", "unset", "message"],
        flags: ["dry-run", "json"], shortOptions: ["m": "message"]),
      !split.positionals.isEmpty, let entry = split.single("entry"),
      let message = split.single("message")
    else { return nil }
    var command = Self()
    command.files = split.positionals
    command.entry = entry
    command.sets = split.values["set"] ?? []
    command.adds = split.values["add"] ?? []
    command.removes = split.values["remove"] ?? []
    command.unsets = split.values["unset"] ?? []
    var change = ChangeOptions<Tool>()
    change.message = message
    change.dryRun = split.flags.contains("dry-run")
    change.json = split.flags.contains("json")
    command.change = change
    return command
  }
}
