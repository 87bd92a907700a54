/// The arguments of a plain subcommand call, sorted by a table of the command's option
/// names, for a command's `quickParse`: `nil` for anything the table does not settle, so
/// the caller hands the call to swift-argument-parser, which is never wrong.
///
/// It knows `--name value`, `-n value` (a short name the table maps to a long one),
/// `--flag` and positional values, in any order. It refuses, among others, `--name=value`,
/// `--`, an unknown or clustered option, a value that starts with `-`, a missing value and
/// a repeated flag: each of those has rules of its own in swift-argument-parser.
///
/// ```swift
/// let split = QuickArguments(["e.xml", "--set", "title=X"], options: ["set"], flags: ["json"])
/// // split?.positionals == ["e.xml"], split?.values["set"] == ["title=X"]
/// ```
struct QuickArguments {
  /// The values that are not an option's, in order.
  private(set) var positionals: [String] = []

  /// Each option's values, in order, by long name.
  private(set) var values: [String: [String]] = [:]

  /// The flags given, by long name.
  private(set) var flags: Set<String> = []

  /// Splits `arguments`, or fails when one of them is not in the table's simple forms.
  ///
  /// - Complexity: O(*n*) in the number of arguments.
  init?<Arguments: Collection<String>>(
    _ arguments: Arguments, options: Set<String>, flags flagNames: Set<String>,
    shortOptions: [String: String] = [:]
  ) {
    var index = arguments.startIndex
    while index != arguments.endIndex {
      let argument = arguments[index]
      if argument.hasPrefix("-") && argument != "-" {
        let name: String
        if argument.hasPrefix("--") {
          name = String(argument.dropFirst(2))
        } else if let long = shortOptions[String(argument.dropFirst())] {
          name = long
        } else {
          return nil
        }
        if flagNames.contains(name) {
          guard flags.insert(name).inserted else { return nil }
        } else if options.contains(name) {
          index = arguments.index(after: index)
          guard index != arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
          values[name, default: []].append(arguments[index])
        } else {
          return nil
        }
      } else {
        positionals.append(argument)
      }
      index = arguments.index(after: index)
    }
  }

  /// The one value of `option`: `.some(nil)` when it is not given, `nil` when it is given
  /// more than once (which swift-argument-parser settles by its own rules).
  func single(_ option: String) -> String?? {
    let given = values[option] ?? []
    return given.count <= 1 ? .some(given.first) : nil
  }
}
