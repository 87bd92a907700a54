/// Writes lines under nested prefixes (`> ` for a quote, `- ` then two spaces for a list
/// item), with blank lines only between blocks and no trailing whitespace.
///
/// ```swift
/// var writer = LineWriter()
/// writer.push(first: "- ", rest: "  ")
/// writer.writeLine("one")
/// writer.requestBlankLine()
/// writer.writeLine("two")
/// writer.pop()
/// print(writer.text)
/// // Prints "- one\n\n  two"
/// ```
///
/// A blank line is requested, not written: it appears only if a line follows at the same
/// level and a line was already written there, so blocks that write nothing (a rule in
/// plain text) never double a blank line, and none leads or trails the text.
struct LineWriter {
  private struct Level {
    var first: String
    var rest: String
  }

  /// The text so far, lines joined by "\n", no final newline.
  private(set) var text = ""
  private var levels: [Level] = []
  /// Levels `0..<writtenCount` have written a line, so they use their `rest` prefix.
  private var writtenCount = 0
  private var hasWrittenLine = false
  /// The level a blank line was requested at, if one is pending.
  private var blankLineLevel: Int?
  private var cachedPrefix: String?

  /// Whether the next line is the first of the innermost level (it carries a marker).
  var isAtFirstLineOfLevel: Bool { writtenCount < levels.count }

  mutating func push(first: String, rest: String) {
    levels.append(Level(first: first, rest: rest))
    cachedPrefix = nil
  }

  mutating func pop() {
    levels.removeLast()
    writtenCount = min(writtenCount, levels.count)
    if let level = blankLineLevel, level > levels.count { blankLineLevel = nil }
    cachedPrefix = nil
  }

  /// Asks for a blank line before the next line written at this level or inside it.
  mutating func requestBlankLine() {
    // An outer request still pending (its block wrote nothing yet) wins.
    blankLineLevel = min(blankLineLevel ?? levels.count, levels.count)
  }

  /// Writes `line` under the current prefixes; `isExact` keeps its trailing whitespace
  /// (code), otherwise it is trimmed.
  mutating func writeLine(_ line: some StringProtocol, isExact: Bool = false) {
    if let level = blankLineLevel {
      let hasWrittenAtLevel = level == 0 ? hasWrittenLine : level <= writtenCount
      if hasWrittenAtLevel {
        text += "\n"
        text += Self.trimmingTrailingWhitespace(levels[..<level].map(\.rest).joined())
      }
      blankLineLevel = nil
    }
    if hasWrittenLine { text += "\n" }
    let prefix = currentPrefix()
    if line.isEmpty {
      text += Self.trimmingTrailingWhitespace(prefix)
    } else {
      text += prefix
      text += isExact ? Substring(line) : Self.trimmingTrailingWhitespace(line)
    }
    hasWrittenLine = true
    if writtenCount < levels.count {
      writtenCount = levels.count
      cachedPrefix = nil
    }
  }

  private mutating func currentPrefix() -> String {
    if let cachedPrefix { return cachedPrefix }
    var prefix = ""
    for (index, level) in levels.enumerated() {
      prefix += index < writtenCount ? level.rest : level.first
    }
    cachedPrefix = prefix
    return prefix
  }

  /// `text` less trailing spaces and tabs, cut by scalars (a grapheme may end in a space,
  /// as U+0600 followed by one does).
  static func trimmingTrailingWhitespace(_ text: some StringProtocol) -> Substring {
    let scalars = Substring(text).unicodeScalars
    var end = scalars.endIndex
    while end > scalars.startIndex {
      let before = scalars.index(before: end)
      guard scalars[before] == " " || scalars[before] == "\t" else { break }
      end = before
    }
    return Substring(scalars[..<end])
  }
}
