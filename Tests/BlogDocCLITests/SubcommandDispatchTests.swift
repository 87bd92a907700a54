import Foundation
import Testing

/// A plain subcommand call is parsed as that subcommand alone (`SubcommandDispatch`); these
/// are the calls at its border, each of which must print what the whole command tree
/// prints (the outputs were taken from the binary before the fast path existed).
@Suite("blogdoc: the fast subcommand path prints what the whole tree prints")
struct SubcommandDispatchTests {
  static let showUsage = """
    Usage: blogdoc show <file> [--entry <entry>] [--field <field>] [--format <format>] [--json]
      See 'blogdoc show --help' for more information.

    """

  static let editUsage = """
    Usage: blogdoc edit <files> ... [--entry <entry>] [--set <set> ...] [--add <add> ...] [--remove <remove> ...] [--unset <unset> ...] [--message <message>] [--dry-run] [--json]
      See 'blogdoc edit --help' for more information.

    """

  @Test(arguments: [["--version"], ["show", "SampleDocs/hello-world.xml", "--version"]])
  func versionIsPrintedWhereverItIsAsked(arguments: [String]) throws {
    let result = try BlogDocProcess.run(arguments)
    #expect(result == .init(status: 0, standardOutput: "0.1.0\n", standardError: ""))
  }

  @Test(arguments: [
    ["edit", "-h"], ["edit", "e.xml", "--help"], ["edit", "e.xml", "--set", "title=X", "-h"],
    ["help", "edit"],
  ])
  func helpInASubcommandCallIsTheSubcommandsHelp(arguments: [String]) throws {
    let result = try BlogDocProcess.run(arguments)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/help-edit.txt")
    #expect(
      result
        == .init(
          status: 0, standardOutput: try String(contentsOf: golden, encoding: .utf8),
          standardError: ""))
  }

  @Test(arguments: [
    (
      ["show"],
      "Error: Missing expected argument '<file>'\nHelp:  <file>  The document to print (- reads standard input).\n"
        + showUsage
    ),
    (["show", "h.xml", "--nope"], "Error: Unknown option '--nope'\n" + showUsage),
    (["show", "h.xml", "-x"], "Error: Unknown option '-x'\n" + showUsage),
    (
      ["show", "h.xml", "--json", "--format", "xml"],
      "Error: Please give either '--json' or '--format xml', not both.\n" + showUsage
    ),
    (
      ["edit", "h.xml", "--set"],
      "Error: Missing value for '--set <set>'\nHelp:  --set <set>  Set a field: field=value (lists: a,b).\n"
        + editUsage
    ),
    (
      ["edit", "h.xml", "--set", "title=X", "-m"],
      "Error: Missing value for '-m <message>'\nHelp:  -m <message>  Describe the change, for 'blogdoc log'.\n"
        + editUsage
    ),
  ])
  func aRefusedCallGetsTheWholeTreesMessage(arguments: [String], message: String) throws {
    try withTemporaryDirectory { directory in
      let result = try BlogDocProcess.run(arguments, in: directory)
      #expect(result == .init(status: 64, standardOutput: "", standardError: message))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }
  }
}
