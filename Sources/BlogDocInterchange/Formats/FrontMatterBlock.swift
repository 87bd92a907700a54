import BlogDocCore

/// Where a Markdown file's front matter is, in which language, and where its body starts.
///
/// Sites write front matter in more shapes than a first line of `---`:
/// - YAML between `---` lines (Jekyll, Hugo, Eleventy), closed by `...` too;
/// - TOML between `+++` lines (Hugo, Zola);
/// - a language named after the opening `---`, as Eleventy (gray-matter) reads it:
///   `---yaml`, `---json` and `---toml` are read, `---js` and any other are ``Language/unread``;
/// - a JSON object at the top, as Hugo reads it (`{` followed by `"` or `}`);
/// - `@key value` lines at the top, as jsonfeed.org's pages write them, up to the first line
///   that is not one (a blank line, or the body itself where no blank line comes first); one
///   of them must be `@title`, `@pubDate` or `@date`, so a post that starts with an
///   `@mention` stays Markdown.
///
/// Blank lines before the opening line, and spaces and tabs around a fence, are allowed, as
/// Hugo and Zola allow them. A fence without its closing line is no front matter: the file
/// is Markdown that starts with a rule.
///
/// ```swift
/// let block = FrontMatterBlock(in: "\n+++  \ntitle = 'Hi'\n+++\t\nBody.\n")!
/// print(block.language, block.line, block.text == "title = 'Hi'\n", block.rest)
/// // Prints "toml 3 true Body."
/// ```
///
/// - Complexity: O(*n*) in the length of the front matter and the lines before it.
struct FrontMatterBlock {
  /// The language the front matter is written in.
  enum Language: Equatable {
    case yaml, toml, json
    /// `@key value` lines.
    case headers
    /// A language blogdoc does not read (`---js`): the text is kept, not interpreted.
    case unread
  }

  /// The language of ``text``.
  var language: Language
  /// The opening line without the spaces around it: `---`, `---js`, `+++`; for JSON, `{`;
  /// for headers, `@`.
  var fence: String
  /// The front matter without its fences; for JSON, from the line of `{` to `}`.
  var text: Substring
  /// The file's line, from 1, that ``text`` starts on.
  var line: Int
  /// The file after the front matter's last line and its line break.
  var rest: Substring

  /// The header keys one of which marks `@key` lines as front matter.
  static let headerKeys: Set<Substring> = ["title", "pubDate", "date"]

  /// The front matter at the top of `text`, or `nil` when the file has none.
  init?(in text: Substring) {
    let utf8 = text.utf8
    var lineStart = utf8.startIndex
    var line = 1
    // Blank lines before the front matter, as Hugo and Zola allow.
    while lineStart < utf8.endIndex {
      let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
      let trimmed = text[lineStart..<lineEnd].trimmingWhitespace()
      if !trimmed.isEmpty {
        guard let found = Self.block(opening: trimmed, at: lineStart, line: line, in: text) else {
          return nil
        }
        self = found
        return
      }
      guard lineEnd < utf8.endIndex else { return nil }
      lineStart = utf8.index(after: lineEnd)
      line += 1
    }
    return nil
  }

  private init(_ language: Language, fence: String, text: Substring, line: Int, rest: Substring) {
    self.language = language
    self.fence = fence
    self.text = text
    self.line = line
    self.rest = rest
  }

  /// The block that the line `opening` (trimmed), starting at `start`, opens.
  private static func block(
    opening: String, at start: String.Index, line: Int, in text: Substring
  ) -> Self? {
    if opening == "+++" {
      return fenced(.toml, fence: opening, closers: ["+++"], after: start, line: line, in: text)
    }
    if opening.hasPrefix("---") {
      let tag = opening.dropFirst(3).trimmingWhitespace()
      if tag.isEmpty {
        return fenced(
          .yaml, fence: opening, closers: ["---", "..."], after: start, line: line, in: text)
      }
      // gray-matter's language names; `----` or `--- -` is a rule, not a fence.
      guard let first = tag.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
        tag.unicodeScalars.allSatisfy({
          $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
        })
      else { return nil }
      let language: Language =
        switch tag.lowercased() {
        case "yaml", "yml": .yaml
        case "json": .json
        case "toml": .toml
        default: .unread
        }
      return fenced(
        language, fence: "---" + tag, closers: ["---"], after: start, line: line, in: text)
    }
    if opening.hasPrefix("{") { return json(at: start, line: line, in: text) }
    if opening.hasPrefix("@") { return headers(at: start, line: line, in: text) }
    return nil
  }

  /// The lines after the opening line at `start` up to the next line that is one of
  /// `closers`. Lines are split on LF bytes, so CRLF files work too.
  private static func fenced(
    _ language: Language, fence: String, closers: [String], after start: String.Index, line: Int,
    in text: Substring
  ) -> Self? {
    let utf8 = text.utf8
    guard let openingEnd = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let contentStart = utf8.index(after: openingEnd)
    var lineStart = contentStart
    while lineStart < utf8.endIndex {
      let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
      let next = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
      if closers.contains(text[lineStart..<lineEnd].trimmingWhitespace()) {
        return Self(
          language, fence: fence, text: text[contentStart..<lineStart], line: line + 1,
          rest: text[next...])
      }
      lineStart = next
    }
    return nil  // No closing line: the whole file is Markdown that starts with a rule.
  }

  /// A JSON object from the `{` on the line at `start` to its matching `}`, found as Hugo
  /// finds it (braces counted outside strings), with nothing but spaces after it on its line.
  private static func json(at start: String.Index, line: Int, in text: Substring) -> Self? {
    let utf8 = text.utf8
    guard let open = utf8[start...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
    // An object starts with a key or ends at once: `{{< shortcode >}}` and `{% raw %}` do not.
    let afterOpen = utf8[utf8.index(after: open)...]
    guard let next = afterOpen.first(where: { !Self.isJSONSpace($0) }),
      next == UInt8(ascii: "\"") || next == UInt8(ascii: "}")
    else { return nil }
    var depth = 0
    var inString = false
    var index = open
    while index < utf8.endIndex {
      let byte = utf8[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index = utf8.index(after: index)
          if index == utf8.endIndex { return nil }
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { break }
      }
      index = utf8.index(after: index)
    }
    guard index < utf8.endIndex else { return nil }
    let close = utf8.index(after: index)
    let lineEnd = utf8[close...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
    guard text[close..<lineEnd].trimmingWhitespace().isEmpty else { return nil }
    let rest = lineEnd < utf8.endIndex ? text[utf8.index(after: lineEnd)...] : text[lineEnd...]
    return Self(.json, fence: "{", text: text[start..<close], line: line, rest: rest)
  }

  /// The `@key value` lines from `start` up to the first line that is not one.
  private static func headers(at start: String.Index, line: Int, in text: Substring) -> Self? {
    let utf8 = text.utf8
    var lineStart = start
    var hasKnownKey = false
    while lineStart < utf8.endIndex {
      let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
      guard let (key, _) = header(text[lineStart..<lineEnd]) else { break }
      hasKnownKey = hasKnownKey || headerKeys.contains(key)
      lineStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
    }
    guard hasKnownKey else { return nil }
    return Self(
      .headers, fence: "@", text: text[start..<lineStart], line: line, rest: text[lineStart...])
  }

  /// `@key value` → (`key`, `value`), the value without the spaces around it; `nil` for a
  /// line that is not a header. A key is an ASCII letter, then letters, digits, `_` and `-`.
  static func header(_ line: Substring) -> (key: Substring, value: String)? {
    let scalars = line.unicodeScalars
    guard scalars.first == "@" else { return nil }
    let keyStart = scalars.index(after: scalars.startIndex)
    let keyEnd =
      scalars[keyStart...].firstIndex {
        !($0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"))
      } ?? scalars.endIndex
    guard keyStart < keyEnd, scalars[keyStart].properties.isAlphabetic else { return nil }
    let value = line[keyEnd...]
    // The key ends at a space or the line's end (`@title:` is not a header).
    guard value.unicodeScalars.first.map({ $0.isWhitespace }) ?? true else { return nil }
    return (line[keyStart..<keyEnd], value.trimmingWhitespace())
  }

  private static func isJSONSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
