import BlogDocTestSupport
import BlogDocTool
import Foundation
import Testing

/// No argument and no environment value traps: every command line ends in a documented
/// exit code with, at worst, a one-line error.
@Suite("No input traps")
struct NoTrapPropertyTests {
  /// The exit codes `blogdoc --help` documents, 70 (an internal bug) left out: 1 for
  /// `format --check`, sysexits for the rest.
  static let documentedCodes: Set<Int32> = [0, 1, 64, 65, 66, 69, 73, 74, 75, 77]

  /// The commands that run and return on their own: not `serve`, which serves until it is
  /// stopped, nor `git-setup`, which changes git's configuration.
  static let commands = [
    "new", "show", "edit", "add", "remove", "fields", "undo", "redo", "log", "diff", "apply",
    "convert", "format", "validate", "trim", "merge", "resolve", "init", "render", "export",
    "import", "help", "nosuch",
  ]

  static let flags = [
    "-n", "--to", "--from", "--keep", "--entry", "--set", "--add", "--remove", "--unset",
    "--field", "--format", "--json", "--dry-run", "--force", "--partial", "--skip-missing",
    "--check", "--verbose", "--message", "--strict", "--dir", "--into", "--mapping", "--port",
    "--idle-timeout", "--help", "-h", "--version", "--",
  ]

  /// Values at the edges: huge and negative numbers, dates no year can have, odd Unicode
  /// (NUL bytes cannot be in a command line), files that are and are not there.
  static let values = [
    "999999999999", "-999999999999", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "99999999999999999999999", "0", "-1", "1", "", " ", "abc", "1e9",
    "99999-01-01", "0000-00-00", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59-23:59",
    "2026-02-30", "now", "\u{663}", "𝟙𝟚", "e\u{301}", "\u{202E}txt.xml", "🙂", "\u{FEFF}",
    "-", "@", "@-", "@@", "=", "title=", "title=🙂", "postedDate=99999-01-01",
    "postedDate=0000-00-00", "postedDate=now", "tagNames=", "id=", "id=🙂", "e.xml", "e.json",
    "blog.xml", "missing.xml", "../e.xml", "/", "md", "wxr", "hello-world",
    String(repeating: "9", count: 400),
  ]

  static let environments: [[String: String]] = [
    [:], ["SOURCE_DATE_EPOCH": "999999999999"], ["SOURCE_DATE_EPOCH": "-999999999999"],
    ["SOURCE_DATE_EPOCH": "99999999999999999999"], ["SOURCE_DATE_EPOCH": "abc"],
    ["SOURCE_DATE_EPOCH": "🙂"], ["SOURCE_DATE_EPOCH": ""], ["SOURCE_DATE_EPOCH": "0"],
    ["SOURCE_DATE_EPOCH": "253402300799"], ["SOURCE_DATE_EPOCH": "-62167219200"],
    ["TZ": "XXX-24:59"], ["TZ": "XXX+24:59"], ["TZ": "Nowhere/City"], ["TZ": "🙂"],
    ["EDITOR": "true", "BLOGDOC_EDITOR_NO_TTY": "1"], ["EDITOR": "", "VISUAL": ""],
    ["EDITOR": "/nonexistent/🙂", "BLOGDOC_EDITOR_NO_TTY": "1"],
    ["BLOGDOC_EDITOR_NO_TTY": "🙂"], ["NO_COLOR": ""],
  ]

  /// A word of a command line: a flag or a value, the flags as often as the values.
  static let word = Gen.frequency((1, Gen.element(of: flags)), (2, Gen.element(of: values)))
    .map { $0 ?? "" }

  /// Random command lines and environments through the built binary, in a workspace with
  /// an entry, a blog and a JSON entry: each exits with a documented code, never a signal.
  @Test func randomCommandLinesEndInADocumentedExitCode() async throws {
    await propertyCheck(
      count: 120,
      input: Gen.element(of: Self.commands).map { $0 ?? "show" }, Self.word.array(of: 0...5),
      Gen.element(of: Self.environments).map { $0 ?? [:] }
    ) { command, words, environment in
      try withTemporaryDirectory { directory in
        for (sample, name) in [
          ("hello-world.xml", "e.xml"), ("hello-world.json", "e.json"), ("blog.xml", "blog.xml"),
        ] {
          try FileManager.default.copyItem(
            at: BlogDocProcess.sampleDocs.appendingPathComponent(sample),
            to: directory.appendingPathComponent(name))
        }
        let result = try BlogDocProcess.run(
          [command] + words, in: directory, environment: environment)
        #expect(
          Self.documentedCodes.contains(result.status),
          "blogdoc \(([command] + words).map(\.debugDescription).joined(separator: " ")) with \(environment): \(result)"
        )
      }
    }
  }

  /// The parsers alone, in process, on many more command lines: a parse either gives a
  /// command or throws what `exit(withError:)` reports, and never traps.
  @Test func randomCommandLinesParseOrThrow() async {
    await propertyCheck(
      count: 1000,
      input: Gen.element(of: Self.commands).map { $0 ?? "show" }, Self.word.array(of: 0...6)
    ) { command, words in
      do {
        _ = try BlogDoc.parsedCommand([command] + words)
      } catch {
        let code = BlogDoc.exitCode(for: error).rawValue
        #expect(Self.documentedCodes.contains(code), "\([command] + words): \(code) for \(error)")
      }
    }
  }
}
