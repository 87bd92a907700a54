import ArgumentParser
import BlogDocCore
import Testing

@testable import BlogDocCommands
import BlogDocBlog

/// A tool of blog entries, so `edit` and `show` have a model to name.
private struct QuickTool: DocumentTool {
  typealias Entry = BlogEntry
  static let configuration = CommandConfiguration(
    commandName: "quick", subcommands: StandardCommands<QuickTool>.all)
  static func newEntry(id: String) -> BlogEntry { BlogEntry(id: id, title: "", postedDate: .epoch) }
}

/// `edit` and `show` parse their plain calls by a table (`quickParse`); whatever that parse
/// accepts, swift-argument-parser must accept too, with every property the same. Checked for
/// every argument list of up to three words from each command's vocabulary, and for
/// longer ones drawn from it.
@Suite("Quick parses agree with swift-argument-parser")
struct QuickParseTests {
  static let editWords = [
    "e.xml", "-", "--set", "title=X", "--add", "--remove", "--unset", "--entry", "--message", "-m",
    "--dry-run", "--json", "--", "-x", "--set=a", "-5", "",
  ]
  static let showWords = [
    "e.xml", "-", "--entry", "--field", "title", "--format", "xml", "json", "text", "--json", "--",
    "-x", "--format=xml", "",
  ]

  /// Every list of up to `length` words, then `count` longer ones (a fixed seed, so a
  /// failure repeats).
  static func argumentLists(of words: [String], upTo length: Int, longer count: Int) -> [[String]] {
    var lists: [[String]] = [[]]
    var frontier: [[String]] = [[]]
    for _ in 0..<length {
      frontier = frontier.flatMap { list in words.map { list + [$0] } }
      lists += frontier
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var list: [String] = []
      for _ in 0..<(4 + Int(state >> 61)) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        list.append(words[Int(state >> 33) % words.count])
      }
      lists.append(list)
    }
    return lists
  }

  /// Every quick parse of the lists drawn from `words` is one swift-argument-parser makes
  /// too, with the same `fields`; at least `minimum` lists are parsed quickly.
  func expectAgreement<Command: ParsableCommand>(
    of words: [String], minimum: Int, quick: ([String]) -> Command?, fields: (Command) -> [String]
  ) throws {
    var accepted = 0
    for arguments in Self.argumentLists(of: words, upTo: 3, longer: 3000) {
      guard let quickCommand = quick(arguments) else { continue }
      accepted += 1
      let parsed = try #require(
        try? Command.parse(arguments), "swift-argument-parser refuses \(arguments)")
      #expect(fields(quickCommand) == fields(parsed), "\(arguments)")
    }
    #expect(accepted >= minimum)
  }

  @Test func editAgrees() throws {
    try expectAgreement(of: Self.editWords, minimum: 100, quick: EditCommand<QuickTool>.quickParse)
    {
      [
        "\($0.files)", "\(String(describing: $0.entry))", "\($0.sets)", "\($0.adds)",
        "\($0.removes)",
        "\($0.unsets)", "\(String(describing: $0.change.message))", "\($0.change.dryRun)",
        "\($0.change.json)",
      ]
    }
  }

  @Test func showAgrees() throws {
    try expectAgreement(of: Self.showWords, minimum: 20, quick: ShowCommand<QuickTool>.quickParse) {
      [
        $0.file, "\(String(describing: $0.entry))", "\(String(describing: $0.field))",
        $0.format.rawValue,
        "\($0.json)",
      ]
    }
  }

  /// The plain calls the benchmarks time take the quick path.
  @Test func thePlainCallsAreQuick() {
    #expect(EditCommand<QuickTool>.quickParse(["e.xml", "--set", "title=X"])?.sets == ["title=X"])
    #expect(
      ShowCommand<QuickTool>.quickParse(["SampleDocs/hello-world.xml"])?.file
        == "SampleDocs/hello-world.xml")
  }
}
