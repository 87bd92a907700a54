import Foundation
import Testing

@testable import BlogDocCommands

/// `ShellWord`: a quoted word reads back as the shell reads it, checked against `/bin/sh`
/// itself, and `first(in:)` reads the first word of a command line as the shell does.
@Suite("Shell words")
struct ShellWordTests {
  static let texts = [
    "plain", "/usr/local/bin/blogdoc", "(entry)", "my post.xml", "it's", "say \"hi\"", "$HOME",
    "`date`",
    "back\\slash", "tab\there", "ünïcødé wörds", "a;b|c&d", "",
  ]

  /// What `/bin/sh` makes of `line`'s first word (printed by `printf %s`).
  static func shell(_ line: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "set -- \(line); printf %s \"$1\""]
    process.environment = ["HOME": "/home/someone", "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: texts)
  func aQuotedWordReadsBackAsTheShellReadsIt(text: String) throws {
    let line = ShellWord.quoted(text) + " merge %O"
    #expect(try Self.shell(line) == text)
    #expect(ShellWord.first(in: line) == text)
  }

  @Test func theFirstWordOfALineAsTheShellReadsIt() throws {
    for line in [
      "'/opt/my tools/blogdoc' merge", "/opt/my\\ tools/blogdoc merge", "  \"/a/\\\"b\" x",
      "'it'\\''s' x",
    ] {
      #expect(ShellWord.first(in: line) == (try Self.shell(line)), "\(line)")
    }
    #expect(ShellWord.first(in: "") == nil)
    #expect(ShellWord.first(in: "'open quote merge") == nil)
  }
}
