import BlogDocCore
import Testing

@testable import BlogDocInterchange

@Suite struct FrontMatterTests {
  @Test func frontMatterBodyAndFileName() throws {
    let text =
      "---\ntitle: \"Hi: there\"\ntags: [a, b]\nweight: 10\ndate: 2024-01-05 10:00:00 +0100\n---\n\nHello.\n---\nStill body.\n"
    let record = try FrontMatterFile.record(text: text, name: "posts/2024-01-05-hi-there.md")
    #expect(
      record
        == .object([
          "title": .string("Hi: there"), "tags": .array([.string("a"), .string("b")]),
          "weight": .number("10"),
          "date": .string("2024-01-05 10:00:00 +0100"),
          "$body": .string("Hello.\n---\nStill body.\n"), "$file": .string("hi-there"),
          "$fileDate": .string("2024-01-05"),
        ]))
  }

  @Test func windowsLineEndings() throws {
    let record = try FrontMatterFile.record(
      text: "---\r\ntitle: Hi\r\n---\r\n\r\nBody\r\n", name: "hi.md")
    #expect(record.objectValue?["title"] == .string("Hi"))
    #expect(record.objectValue?["$body"] == .string("Body\r\n"))
  }

  @Test func noFrontMatterIsAllBody() throws {
    let record = try FrontMatterFile.record(
      text: "---\nno closing line\n", name: "content/hello/index.md")
    #expect(
      record == .object(["$body": .string("---\nno closing line\n"), "$file": .string("hello")]))
  }

  @Test func badFrontMatterIsLocatedInTheFile() {
    #expect(
      throws: ArchiveError(
        .malformed, "The front matter is not valid YAML: did not find expected ',' or ']'.",
        at: SourceLocation(line: 3, column: 2))
    ) {
      try FrontMatterFile.record(text: "---\ntitle: [unclosed\nx: 1\n---\n", name: "a.md")
    }
    #expect(
      throws: ArchiveError(
        .malformed, "Expected the front matter to be a mapping of keys to values.",
        at: SourceLocation(line: 2, column: 1))
    ) {
      try FrontMatterFile.record(text: "---\n- a\n- b\n---\n", name: "a.md")
    }
  }

  @Test func aliasesCannotMultiplyTheFrontMatter() {
    var yaml = "---\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = "*a\(level - 1)"
      yaml +=
        "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
    }
    yaml += "---\n"
    #expect(
      throws: ArchiveError(
        .limitExceeded,
        "The front matter expands to more than 100000 values; YAML aliases may multiply it.",
        at: SourceLocation(line: 2, column: 1))
    ) {
      try FrontMatterFile.record(text: yaml, name: "bomb.md")
    }
  }
}
