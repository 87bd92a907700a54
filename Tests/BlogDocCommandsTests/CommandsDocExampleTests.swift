// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocTestSupport
import Testing

/// BlogDocCommands's public doc comments hold no example that says what it prints; one added
/// must be run by a test here, verbatim, as the other modules' are (see `DocExample`).
@Suite("BlogDocCommands's doc examples print what they say")
struct CommandsDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocCommands", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }
}
