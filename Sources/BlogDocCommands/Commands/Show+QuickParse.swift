extension ShowCommand {
  /// `show`'s arguments parsed without swift-argument-parser, for the common shapes
  /// (`FILE [--entry ID] [--field NAME] [--format F | --json]`), or `nil` for anything
  /// else, a call ``validate()`` refuses included; see ``SubcommandDispatch``. A test holds
  /// it to swift-argument-parser's parse of every short argument list.
  static func quickParse(_ arguments: some Collection<String>) -> Self? {
    guard
      let split = QuickArguments(
        arguments, options: ["entry", "field", "format"], flags: ["json"]),
      split.positionals.count == 1, let entry = split.single("entry"),
      let field = split.single("field"),
      let formatName = split.single("format")
    else { return nil }
    var command = Self()
    command.file = split.positionals[0]
    command.entry = entry
    command.field = field
    if let formatName {
      guard let format = Format(rawValue: formatName) else { return nil }
      command.format = format
    } else {
      command.format = .text
    }
    command.json = split.flags.contains("json")
    guard (try? command.validate()) != nil else { return nil }
    return command
  }
}
