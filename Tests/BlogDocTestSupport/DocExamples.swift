import FoundationEssentials
import Testing

/// Checks that every example in a public doc comment that says what it prints is run by a
/// test, and prints that.
///
/// A doc example is a ` ```swift ` block in the `///` comment of a `public` or `open`
/// declaration under `Sources/`; it says what it prints with `// Prints "…"` (at the end of
/// a line or on a line of its own; in the quotes `\n` is a line break and `\\` a
/// backslash) or with `// Prints:` followed by `//` lines of output (a last `//` line alone
/// is the text's final line feed). A test target copies each such block, verbatim (leading
/// spaces aside), into a test function that shadows `print` with a ``DocExamplePrinter``
/// and ends with ``DocExamplePrinter/check(function:file:sourceLocation:)``, which compares
/// what was printed with the `// Prints` comments of the function's own lines. One test of
/// the target then checks with ``examples(inModule:missingFrom:)`` that no block is missing,
/// so a doc example that prints something else than it says fails either way.
///
/// ```swift
/// @Test func schema() throws {
///   let printer = DocExamplePrinter()
///   func print(_ items: Any...) { printer.print(items) }
///   let schema = BlogEntry.schema
///   print(schema.entryName)
///   // Prints "entry"
///   printer.check()
/// }
/// ```
public struct DocExample: Hashable, Sendable, CustomStringConvertible {
  /// The source file, from the package root (`Sources/BlogDocCore/Schema/Schema.swift`).
  public var file: String
  /// The line of the block's opening ` ```swift `, counting from 1.
  public var line: Int
  /// The block's lines without their `///` and the one space after it.
  public var code: String

  /// `file:line`, as a compiler names a place.
  public var description: String { "\(file):\(line)" }

  /// The package root, found from this file's place in Tests/BlogDocTestSupport.
  public static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../..").standardizedFileURL.path

  /// The doc examples of the module under `Sources/module` that say what they print.
  public static func examples(inModule module: String) throws -> [DocExample] {
    let directory = packageRoot + "/Sources/" + module
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var examples: [DocExample] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: directory + "/" + path, encoding: .utf8)
      examples += publicExamples(in: text, file: "Sources/\(module)/\(path)")
    }
    return examples.filter { !expectedPrints(in: $0.code).isEmpty }
      .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  /// The doc examples of `module` whose code is not, line for line (leading spaces aside),
  /// in one of the files `sources`.
  public static func examples(
    inModule module: String, missingFrom sources: [String]
  ) throws -> [DocExample] {
    let sourceLines = try sources.map(ArticleCode.lines(ofFile:))
    return try examples(inModule: module).filter { example in
      !sourceLines.contains { ArticleCode.isBlock(example.code, in: $0) }
    }
  }

  /// The ` ```swift ` blocks of the `///` comments in `text` that document a public or open
  /// declaration.
  public static func publicExamples(in text: String, file: String) -> [DocExample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var examples: [DocExample] = []
    var pending: [DocExample] = []  // the blocks of the comment being read
    var block: (line: Int, lines: [Substring])?
    for (index, line) in lines.enumerated() {
      let trimmed = stripped(line)
      guard trimmed.hasPrefix("///") else {
        block = nil
        // Attributes and plain comments may stand between a doc comment and its declaration.
        let declares =
          trimmed.hasPrefix("public ") || trimmed.hasPrefix("open ")
          || trimmed.hasPrefix("@") && (trimmed.contains(" public ") || trimmed.contains(" open "))
        if trimmed.hasPrefix("@") && !declares || trimmed.hasPrefix("//") { continue }
        // The comment ended: keep its blocks if what it documents is public.
        if declares { examples += pending }
        pending = []
        continue
      }
      var content = trimmed.dropFirst(3)
      if content.first == " " { content = content.dropFirst() }
      if block == nil, stripped(content) == "```swift" {
        block = (index + 1, [])
      } else if let open = block, stripped(content) == "```" {
        pending.append(
          DocExample(file: file, line: open.line, code: open.lines.joined(separator: "\n")))
        block = nil
      } else {
        block?.lines.append(content)
      }
    }
    return examples
  }

  /// What the `// Prints` comments of `code` say is printed, in order; a line break is
  /// `\n` inside the quotes of `// Prints "…"` (and `\\` a backslash), and a real one in
  /// `// Prints:` blocks.
  public static func expectedPrints(in code: String) -> [String] {
    var expected: [String] = []
    var block: [String]?
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = stripped(line)
      if block != nil {
        if trimmed.hasPrefix("// ") || trimmed == "//" {
          block!.append(String(trimmed.dropFirst(trimmed == "//" ? 2 : 3)))
          continue
        }
        expected.append(block!.joined(separator: "\n"))
        block = nil
      }
      guard let marker = line.range(of: "// Prints") else { continue }
      let rest = line[marker.upperBound...]
      if rest == ":" {
        block = []
      } else if rest.hasPrefix(" \""), let close = rest.lastIndex(of: "\""),
        close > rest.index(after: rest.startIndex)
      {
        expected.append(unescaped(rest[rest.index(rest.startIndex, offsetBy: 2)..<close]))
      }
    }
    if let block { expected.append(block.joined(separator: "\n")) }
    return expected
  }

  /// `text` with `\n` made a line feed and `\\` a backslash; any other backslash stays.
  static func unescaped(_ text: Substring) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "\\", next < text.endIndex, text[next] == "n" || text[next] == "\\" {
        result.append(text[next] == "n" ? "\n" : "\\")
        index = text.index(after: next)
      } else {
        result.append(text[index])
        index = next
      }
    }
    return result
  }

  static func stripped(_ line: Substring) -> Substring {
    line.drop { $0 == " " }
  }
}

/// Collects what a doc example prints, for ``DocExample``: a test function shadows `print`
/// with it, runs the example's code and calls ``check(function:file:sourceLocation:)``.
public final class DocExamplePrinter: @unchecked Sendable {
  // @unchecked: one test function owns it and uses it from its own task only.
  /// Each `print` call's text, as `print` would write it without the line feed.
  public private(set) var printed: [String] = []

  public init() {}

  /// Records `items` as `print(_:)` would write them: separated by spaces.
  public func print(_ items: [Any]) {
    printed.append(items.map { "\($0)" }.joined(separator: " "))
  }

  /// Expects the printed texts to be those the `// Prints` comments of the calling test
  /// function say, in order: the comments from its `func` line to the next `@Test`.
  public func check(
    function: String = #function, file: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let name = function.prefix { $0 != "(" }
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      Issue.record("Cannot read \(file).", sourceLocation: sourceLocation)
      return
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") }) else {
      Issue.record("No function \(name) in \(file).", sourceLocation: sourceLocation)
      return
    }
    let end =
      lines[(start + 1)...].firstIndex { DocExample.stripped($0).hasPrefix("@Test") }
      ?? lines.endIndex
    let expected = DocExample.expectedPrints(in: lines[start..<end].joined(separator: "\n"))
    #expect(!expected.isEmpty, "\(name) has no // Prints comment.", sourceLocation: sourceLocation)
    #expect(printed == expected, sourceLocation: sourceLocation)
  }
}
