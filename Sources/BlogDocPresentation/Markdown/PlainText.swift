import BlogDocCore

/// Markdown reduced to the words a reader reads, for excerpts and reading time.
///
/// Not a Markdown parser: it drops the markup that is not words (headings' `#`, emphasis,
/// code fences, link targets, HTML tags) and keeps everything else. What it gets wrong costs
/// a word in an excerpt, never a character of the document.
///
/// ```swift
/// print(PlainText.from("## Hello\n\nSee [the *docs*](https://x.org) <b>now</b>."))
/// // Prints "Hello\n\nSee the docs now."
/// ```
public enum PlainText {
  public static func from(_ markdown: String) -> String {
    var lines: [String] = []
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        inFence.toggle()
        continue
      }
      lines.append(inFence ? String(line) : inline(String(trimmed.drop { "#>".contains($0) }.drop { $0 == " " })))
    }
    return lines.joined(separator: "\n").trimmingWhitespace()
  }

  /// One line without emphasis marks, link targets, images' URLs and HTML tags.
  static func inline(_ line: String) -> String {
    var out = ""
    var characters = line[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      switch character {
      case "*", "_", "`", "~":
        continue
      case "!" where characters.first == "[":
        continue
      case "]" where characters.first == "(":
        // Skip the link target up to its closing parenthesis.
        if let close = characters.firstIndex(of: ")") { characters = characters[characters.index(after: close)...] }
      case "[", "]":
        continue
      case "<":
        // A tag (`<b>`, `</p>`, `<!-- … -->`) is skipped; a lone "<" (as in "a < b") stays.
        if let next = characters.first, next.isLetter || next == "/" || next == "!",
          let close = characters.firstIndex(of: ">")
        {
          characters = characters[characters.index(after: close)...]
        } else {
          out.append(character)
        }
      default:
        out.append(character)
      }
    }
    return out
  }

  /// Words in `text`: runs of letters or digits.
  public static func wordCount(_ text: String) -> Int {
    var count = 0
    var inWord = false
    for character in text {
      let isWordCharacter = character.isLetter || character.isNumber
      if isWordCharacter && !inWord { count += 1 }
      inWord = isWordCharacter
    }
    return count
  }

  /// The start of `text` up to `limit` characters, cut at a word boundary, with "…".
  public static func excerpt(_ text: String, limit: Int = 200) -> String {
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard flat.count > limit else { return flat }
    var cut = flat.prefix(limit)
    if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
    while let last = cut.last, last.isPunctuation { cut = cut.dropLast() }
    return cut + "…"
  }
}
