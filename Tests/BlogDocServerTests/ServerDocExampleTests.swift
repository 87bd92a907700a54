// swift-format-ignore-file
// Each example is a line-for-line copy of its doc comment, so the formatter leaves it alone.
import BlogDocTestSupport
import Testing

/// BlogDocServer's public doc comments hold no example that says what it prints; one added
/// must be run by a test here, verbatim, as the other modules' are (see `DocExample`).
@Suite("BlogDocServer's doc examples print what they say")
struct ServerDocExampleTests {
  @Test func everyDocExampleThatPrintsIsRunHere() throws {
    let missing = try DocExample.examples(inModule: "BlogDocServer", missingFrom: [#filePath])
    #expect(missing.map(\.description) == [])
  }
}
