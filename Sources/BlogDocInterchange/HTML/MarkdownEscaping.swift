/// Backslash escapes that keep text literal in CommonMark, and the syntax for code,
/// link destinations and titles.
///
/// ```swift
/// print(MarkdownEscaping.text("*not* [a link] & <b>, 3.5!"))
/// // Prints "\*not\* \[a link\] & \<b>, 3.5!"
/// print(MarkdownEscaping.lineStarts("# no heading\n1. no list"))
/// // Prints "\# no heading\n1\. no list"
/// ```
///
/// Everything works on Unicode scalars, never `Character`s: a combining mark after `*`
/// makes one grapheme with it, and must not hide the `*` from the escaper.
enum MarkdownEscaping {
  /// Escapes what Markdown would read as syntax anywhere in a line: `\ * _ [ ] ` < ~`,
  /// and `&` where it starts something that looks like an entity (`&copy;`). Ordinary
  /// punctuation (`. , ! ( ) # -`) is left alone; line starts are ``lineStarts(_:)``'s job.
  static func text(_ text: String) -> String {
    guard text.utf8.contains(where: isInlineSyntaxByte) else { return text }
    return escaping(text) { scalar, rest in
      "\\*_[]`<~".unicodeScalars.contains(scalar) || (scalar == "&" && startsEntity(rest))
    }
  }

  private static func isInlineSyntaxByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: "~"), UInt8(ascii: "&"):
      true
    default:
      false
    }
  }

  /// `text` with a backslash before each scalar for which `needsEscape(scalar, rest)`.
  private static func escaping(
    _ text: String, where needsEscape: (Unicode.Scalar, Substring.UnicodeScalarView) -> Bool
  ) -> String {
    var escaped = String.UnicodeScalarView()
    let scalars = Substring(text).unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if needsEscape(scalar, scalars[index...]) { escaped.append("\\") }
      escaped.append(scalar)
    }
    return String(escaped)
  }

  /// Whether `&` followed by `rest` reads as an entity or character reference.
  private static func startsEntity(_ rest: Substring.UnicodeScalarView) -> Bool {
    var count = 0
    for scalar in rest.prefix(33) {
      if scalar == ";" { return count > 0 }
      guard scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
      else { return false }
      count += 1
    }
    return false
  }

  /// Escapes what would start a block at the beginning of each line of a paragraph: `#`,
  /// `>`, `-`, `+`, `=` (headings, quotes, lists, rules, setext underlines), the `.`
  /// or `)` of `1.` / `1)` followed by a space, and the first `|` or `:` of a line that
  /// would be a table's delimiter row (`|:--|`).
  ///
  /// All of these are ASCII, so the work is on UTF-8 bytes: a backslash inserted before an
  /// ASCII byte never splits a scalar.
  static func lineStarts(_ paragraph: String) -> String {
    var paragraph = paragraph
    return paragraph.withUTF8 { bytes in
      var insertions: [Int] = []
      var lineStart = 0
      while lineStart < bytes.count {
        if let offset = escapeOffset(atLineStart: lineStart, in: bytes) {
          insertions.append(offset)
        }
        guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { break }
        lineStart = newline + 1
      }
      guard !insertions.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
      var escaped: [UInt8] = []
      escaped.reserveCapacity(bytes.count + insertions.count)
      var copied = 0
      for offset in insertions {
        escaped += bytes[copied..<offset]
        escaped.append(UInt8(ascii: "\\"))
        copied = offset
      }
      escaped += bytes[copied...]
      return String(decoding: escaped, as: UTF8.self)
    }
  }

  /// Where a line starting at `start` needs a backslash: before `#`, `>`, `-`, `+` or `=`,
  /// or before the `.` or `)` of an ordered-list marker (1 to 9 digits, then a space or
  /// the line's end).
  private static func escapeOffset(
    atLineStart start: Int, in bytes: UnsafeBufferPointer<UInt8>
  )
    -> Int?
  {
    if "#>-+=".utf8.contains(bytes[start]) { return start }
    if bytes[start] == UInt8(ascii: "|") || bytes[start] == UInt8(ascii: ":"),
      isTableDelimiterRow(from: start, in: bytes)
    {
      return start
    }
    var index = start
    while index < bytes.count, index - start < 10, (0x30...0x39).contains(bytes[index]) {
      index += 1
    }
    guard index > start, index - start <= 9, index < bytes.count,
      bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
    else { return nil }
    let next = index + 1
    let isMarker = next == bytes.count || bytes[next] == 0x20 || bytes[next] == 0x0A
    return isMarker ? index : nil
  }

  /// Whether the line from `start` holds only `|`, `:`, `-` and blanks, with a `-`: under a
  /// line with as many cells, a GFM table's delimiter row. Escaping its first byte keeps it
  /// text.
  private static func isTableDelimiterRow(
    from start: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var hasDash = false
    var index = start
    while index < bytes.count, bytes[index] != 0x0A {
      switch bytes[index] {
      case UInt8(ascii: "-"): hasDash = true
      case UInt8(ascii: "|"), UInt8(ascii: ":"), 0x20, 0x09: break
      default: return false
      }
      index += 1
    }
    return hasDash
  }

  /// Escapes a heading's final run of `#`, which CommonMark would take for a closing
  /// sequence when a space (or nothing) precedes it: `Item #` stays `Item #`.
  static func headingEnd(_ heading: String) -> String {
    let scalars = Array(heading.unicodeScalars)
    var start = scalars.count
    while start > 0, scalars[start - 1] == "#" { start -= 1 }
    guard start < scalars.count, start == 0 || scalars[start - 1] == " " else { return heading }
    var escaped = String.UnicodeScalarView(scalars[..<start])
    escaped.append("\\")
    escaped.append(contentsOf: scalars[start...])
    return String(escaped)
  }

  /// A code span whose fence is longer than any run of backticks in `code`.
  ///
  /// ```swift
  /// print(MarkdownEscaping.codeSpan("a `b` c"))
  /// // Prints "``a `b` c``"
  /// ```
  static func codeSpan(_ code: String) -> String {
    let fence = String(repeating: "`", count: longestRun(of: "`", in: code) + 1)
    let first = code.unicodeScalars.first
    let last = code.unicodeScalars.last
    let pad = first == "`" || last == "`" || (first == " " && last == " ") ? " " : ""
    return fence + pad + code + pad + fence
  }

  /// The length of the longest run of `scalar` in `text`.
  static func longestRun(of scalar: Unicode.Scalar, in text: String) -> Int {
    var longest = 0
    var run = 0
    for current in text.unicodeScalars {
      run = current == scalar ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// A link or image destination: bare, or in `<…>` when it holds a space, a
  /// parenthesis, an angle bracket or a control character (or is empty).
  static func destination(_ url: String) -> String {
    // Printable ASCII without a backslash, an ampersand, parentheses or angle brackets (most
    // addresses) is written as it is: nothing needs brackets or a backslash.
    let isPlain =
      !url.isEmpty
      && url.utf8.allSatisfy { byte in
        byte > 0x20 && byte < 0x7F && !"\\&()<>".utf8.contains(byte)
      }
    if isPlain { return url }
    let needsBrackets =
      url.isEmpty
      || url.unicodeScalars.contains { scalar in
        scalar.value <= 0x20 || scalar.value == 0x7F || "()<>".unicodeScalars.contains(scalar)
      }
    let escaped = escaping(url) { scalar, rest in
      scalar == "\\" || (needsBrackets && (scalar == "<" || scalar == ">"))
        || (scalar == "&" && startsEntity(rest))
    }
    return needsBrackets ? "<" + escaped + ">" : escaped
  }

  /// A link title in double quotes, or "" for none.
  static func title(_ title: String?) -> String {
    guard let title else { return "" }
    let escaped = escaping(title) { scalar, rest in
      scalar == "\\" || scalar == "\"" || (scalar == "&" && startsEntity(rest))
    }
    return " \"" + escaped + "\""
  }
}
