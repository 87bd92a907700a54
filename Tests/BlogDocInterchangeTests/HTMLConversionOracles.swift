import BlogDocTestSupport

/// Naive oracles for the HTML conversion tests: each is a few obvious lines, written
/// without looking at the converter.
enum HTMLConversionOracles {
  static let asciiWhitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}"]

  static func htmlEscaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Runs of ASCII whitespace as one space, none at either end.
  static func whitespaceNormalized(_ text: String) -> String {
    text.unicodeScalars.split(whereSeparator: asciiWhitespace.contains)
      .map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
  }

  /// Empty or only no-break spaces: a paragraph the converters leave out.
  static func showsNothing(_ normalized: String) -> Bool {
    normalized.unicodeScalars.allSatisfy { $0 == "\u{A0}" || $0 == " " }
  }

  /// What CommonMark lets a backslash escape.
  static let asciiPunctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars)

  /// The naive unescape: a backslash before ASCII punctuation goes, by scalars.
  static func backslashEscapesRemoved(_ markdown: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = markdown.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      guard let next = scalars.next() else {
        result.append(scalar)
        break
      }
      if !asciiPunctuation.contains(next) { result.append(scalar) }
      result.append(next)
    }
    return String(result)
  }

  /// The numbers of the words `w0`, `w1`… in `text`, in order.
  static func words(in text: String) -> [Int] {
    var words: [Int] = []
    let scalars = Array(text.unicodeScalars)
    for index in scalars.indices where scalars[index] == "w" {
      let digits = scalars[(index + 1)...].prefix { ("0"..."9").contains($0) }
      if let number = Int(String(String.UnicodeScalarView(digits))) { words.append(number) }
    }
    return words
  }

  /// `line` without leading quote markers, list markers and indentation.
  static func droppingContainerMarkers(_ line: Substring) -> Substring {
    var rest = line
    while true {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if rest.first == ">" || rest.first == " " {
        rest = rest.dropFirst()
      } else if rest.hasPrefix("- ") || rest == "-" {
        rest = rest.dropFirst()
      } else if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") {
        rest = rest.dropFirst(digits.count + 1)
      } else {
        return rest
      }
    }
  }

  /// Trailing whitespace outside code blocks, two blank lines in a row, or a blank line
  /// at either end. A line is blank when only quote markers and spaces are left.
  static func layoutProblems(inMarkdown markdown: String) -> [String] {
    guard !markdown.isEmpty else { return [] }
    var problems: [String] = []
    var openFence: Int?
    var previousWasBlank = true
    for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let content = droppingContainerMarkers(line)
      let backticks = content.prefix { $0 == "`" }.count
      if let fence = openFence {
        if backticks >= fence, content.allSatisfy({ $0 == "`" }) { openFence = nil }
        previousWasBlank = false
        continue
      }
      if backticks >= 3 { openFence = backticks }
      if line.last == " " || line.last == "\t" {
        problems.append("line \(number + 1) ends in whitespace")
      }
      let isBlank = line.allSatisfy { $0 == ">" || $0 == " " }
      if isBlank, previousWasBlank { problems.append("line \(number + 1) is an extra blank line") }
      previousWasBlank = isBlank
    }
    if previousWasBlank { problems.append("the last line is blank") }
    return problems
  }

  /// Markdown syntax that paragraphs of escaped text must not hold: an unescaped
  /// `* _ [ ] ` < ~` anywhere, an `&` that starts an entity, and at a line's start an
  /// unescaped `# > - + =` or an ordered-list marker (`1.` or `1)` then a space).
  static func unescapedSyntax(inParagraphs markdown: String) -> [String] {
    var problems: [String] = []
    let scalars = Array(markdown.unicodeScalars)
    var index = 0
    var isLineStart = true
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        isLineStart = true
        index += 1
        continue
      }
      if isLineStart {
        isLineStart = false
        if "#>-+=".unicodeScalars.contains(scalar) {
          problems.append("a line starts with \(scalar)")
        }
        let digits = scalars[index...].prefix { ("0"..."9").contains($0) }.count
        let after = index + digits
        if digits > 0, after < scalars.count, scalars[after] == "." || scalars[after] == ")",
          after + 1 == scalars.count || scalars[after + 1] == " " || scalars[after + 1] == "\n"
        {
          problems.append("a line starts with an ordered-list marker")
        }
      }
      if scalar == "\\", index + 1 < scalars.count, asciiPunctuation.contains(scalars[index + 1]) {
        index += 2
        continue
      }
      if "*_[]`<~".unicodeScalars.contains(scalar) { problems.append("an unescaped \(scalar)") }
      if scalar == "&" {
        let name = scalars[(index + 1)...].prefix {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "#")
        }
        let end = index + 1 + name.count
        if !name.isEmpty, end < scalars.count, scalars[end] == ";" { problems.append("an entity") }
      }
      index += 1
    }
    return problems
  }

  /// A rendered page's text: tags dropped (by scalars), references decoded.
  static func textOfPage(_ html: String) -> String {
    var text = String.UnicodeScalarView()
    var isInTag = false
    for scalar in html.unicodeScalars {
      if scalar == "<" {
        isInTag = true
      } else if scalar == ">", isInTag {
        isInTag = false
      } else if !isInTag {
        text.append(scalar)
      }
    }
    return RenderedTable.decoded(String(text))
  }
}
