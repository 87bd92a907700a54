import Ink

/// The inline Markdown of one paragraph, heading or list item as HTML, through Ink.
///
/// Ink reads emphasis, links and images. What it reads differently from CommonMark is
/// settled before it runs (``prepare(_:tokens:)``): backslash escapes, code spans,
/// autolinks, character references, `*` and `_` that cannot open or close emphasis, `~`,
/// runs of spaces, line breaks and every `<` become marks (``MarkdownMarks``) that Ink
/// copies as text, and ``restore(_:tokens:into:)`` writes them back. Text in which that
/// leaves no `*`, `_` or `[` skips Ink (the fast path): Ink would only have escaped it.
struct MarkdownInline {
  typealias Line = ArraySlice<UInt8>

  let marks: MarkdownMarks
  /// Link reference definitions: normalized label → destination.
  let definitions: [String: String]

  /// HTML set aside before Ink runs (a code span, an autolink, a decoded reference): `html`
  /// for the page, `text` for a URL or an image's alt text.
  struct Token {
    var html: [UInt8]
    var text: [UInt8]
  }

  /// Appends the HTML of `lines` (one paragraph's lines, as written) to `out`.
  ///
  /// - Parameter fastPath: Whether text without Markdown syntax may skip Ink (tests turn
  ///   it off to check that both paths agree).
  /// - Complexity: O(*n*) in the text's length.
  func render(_ lines: [Line], fastPath: Bool = true, into out: inout [UInt8]) {
    let joined = Self.join(lines)
    var tokens: [Token] = []
    let prepared = prepare(joined, tokens: &tokens)
    let sentinel = marks.bytes(MarkdownMarks.sentinel).count
    if fastPath, !prepared.contains(where: Self.isInkSyntax) {
      // Ink would copy this text through, escaping `<`, `>` and `&`: none is left unmarked
      // but `>`, which restore(_:tokens:into:) escapes as Ink does.
      restore(prepared[sentinel...], tokens: tokens, into: &out)
      return
    }
    let compact = hidingPlainRuns(prepared, tokens: &tokens)
    let parser = MarkdownParser(modifiers: [
      Modifier(target: .links) { [self] in link(html: $0.html, markdown: $0.markdown, tokens: tokens) },
      Modifier(target: .images) { [self] in image(html: $0.html, markdown: $0.markdown, tokens: tokens) },
    ])
    let html = Array(parser.html(from: String(decoding: compact, as: UTF8.self)).utf8)
    let opening = Array("<p>".utf8) + marks.bytes(MarkdownMarks.sentinel)
    guard html.starts(with: opening), html.count >= opening.count + 4 else {
      // Not one paragraph: never expected; the text, escaped, is still right to show.
      Self.appendPlain(joined, to: &out)
      return
    }
    restore(html[opening.count..<(html.count - 4)], tokens: tokens, into: &out)
  }

  // MARK: Lines

  /// The lines as one buffer: leading and trailing blanks dropped, `\n` between lines, and
  /// `\r` where a line ended in two spaces or a backslash (a hard break).
  static func join(_ lines: [Line]) -> [UInt8] {
    var joined: [UInt8] = []
    for (number, line) in lines.enumerated() {
      var text = line.drop { $0 == 0x20 || $0 == 0x09 }
      var trailingSpaces = 0
      while let last = text.last, last == 0x20 || last == 0x09 {
        if last == 0x20 { trailingSpaces += 1 }
        text = text.dropLast()
      }
      guard number < lines.count - 1 else {
        joined += text
        break
      }
      if trailingSpaces >= 2 {
        joined += text
        joined.append(0x0D)
      } else if text.last == UInt8(ascii: "\\") {
        joined += text.dropLast()
        joined.append(0x0D)
      } else {
        joined += text
        joined.append(0x0A)
      }
    }
    return joined
  }

  /// What Ink reads as syntax once ``prepare(_:tokens:)`` has marked the rest: emphasis
  /// and links (an image starts with `!`, but only `![` opens one).
  private static func isInkSyntax(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "[")
  }

  /// The length of the non-ASCII whitespace scalar at `index` (U+0085, U+00A0, U+1680,
  /// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F, U+3000), or 0.
  static func whitespaceLength(at index: Int, in text: [UInt8]) -> Int {
    func byte(_ offset: Int) -> UInt8? { index + offset < text.count ? text[index + offset] : nil }
    switch (text[index], byte(1), byte(2)) {
    case (0xC2, 0x85, _), (0xC2, 0xA0, _): return 2
    case (0xE1, 0x9A, 0x80), (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80): return 3
    case (0xE2, 0x80, let third?) where (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third): return 3
    default: return 0
    }
  }

  /// Text without syntax: escaped, line breaks as HTML.
  static func appendPlain(_ text: [UInt8], to out: inout [UInt8]) {
    for byte in text {
      switch byte {
      case 0x0A: out.append(0x0A)
      case 0x0D: out += Array("<br />\n".utf8)
      default: HTMLBytes.appendEscaped(byte, to: &out)
      }
    }
  }

  // MARK: Before Ink

  /// `text` as Ink should read it: the sentinel first (so Ink starts a paragraph, whatever
  /// the text starts with), then the text with everything Ink would misread marked.
  func prepare(_ text: [UInt8], tokens: inout [Token]) -> [UInt8] {
    var out = marks.bytes(MarkdownMarks.sentinel)
    out.reserveCapacity(text.count * 2)
    func token(html: [UInt8], text: [UInt8]) {
      appendToken(Token(html: html, text: text), to: &out, tokens: &tokens)
    }
    var index = 0
    while index < text.count {
      let byte = text[index]
      switch byte {
      case 0x0A:
        marks.append(MarkdownMarks.softBreak, to: &out)
      case 0x0D:
        marks.append(MarkdownMarks.hardBreak, to: &out)
      case UInt8(ascii: "\\"):
        if index + 1 < text.count, Self.isASCIIPunctuation(text[index + 1]) {
          marks.appendLiteral(text[index + 1], to: &out)
          index += 1
        } else {
          marks.appendLiteral(byte, to: &out)
        }
      case UInt8(ascii: "`"):
        let run = Self.runLength(of: byte, at: index, in: text)
        if let close = Self.closingRun(of: run, after: index + run, in: text) {
          let code = Self.codeSpanText(text[(index + run)..<close])
          token(html: Array("<code>".utf8) + HTMLBytes.escaped(code) + Array("</code>".utf8), text: code)
          index = close + run
        } else {
          for _ in 0..<run { marks.appendLiteral(byte, to: &out) }
          index += run
        }
        continue
      case UInt8(ascii: "<"):
        if let (length, html, url) = Self.autolink(at: index, in: text) {
          token(html: html, text: url)
          index += length
          continue
        }
        marks.append(MarkdownMarks.lessThan, to: &out)
      case UInt8(ascii: "&"):
        if let (decoded, length) = HTMLEntities.reference(at: index, in: text) {
          let bytes = Array(decoded.utf8)
          token(html: HTMLBytes.escaped(bytes[...]), text: bytes)
          index += length
          continue
        }
        marks.appendLiteral(byte, to: &out)
      case UInt8(ascii: "*"), UInt8(ascii: "_"):
        let run = Self.runLength(of: byte, at: index, in: text)
        let keep = Self.canDelimitEmphasis(byte, from: index, to: index + run, in: text)
        for _ in 0..<run {
          if keep { out.append(byte) } else { marks.appendLiteral(byte, to: &out) }
        }
        index += run
        continue
      case UInt8(ascii: "~"):
        marks.appendLiteral(byte, to: &out)
      case 0x20, 0x09:
        // Ink drops a blank followed by another; marked, it stays.
        if index + 1 < text.count, Self.isBlankOrWhitespace(at: index + 1, in: text) {
          marks.append(byte == 0x20 ? MarkdownMarks.space : MarkdownMarks.tab, to: &out)
        } else {
          out.append(byte)
        }
      case 0xC2, 0xE1, 0xE2, 0xE3:
        // Ink reads Unicode whitespace as blanks or line ends; as a token it is text.
        let length = Self.whitespaceLength(at: index, in: text)
        guard length > 0 else {
          out.append(byte)
          break
        }
        let scalar = Array(text[index..<(index + length)])
        token(html: scalar, text: scalar)
        index += length
        continue
      default:
        if byte < 0x20 || byte == 0x7F {
          // Ink reads a vertical tab or form feed as a line end.
          token(html: [byte], text: [byte])
        } else {
          out.append(byte)
        }
      }
      index += 1
    }
    return out
  }

  private func appendToken(_ token: Token, to out: inout [UInt8], tokens: inout [Token]) {
    marks.append(MarkdownMarks.tokenStart, to: &out)
    out += Array(String(tokens.count).utf8)
    marks.append(MarkdownMarks.tokenEnd, to: &out)
    tokens.append(token)
  }

  /// `prepared` with each long run of text Ink has nothing to do with set aside as a
  /// token, so Ink, which reads Character by Character, reads one mark instead.
  ///
  /// Ink gives such a run back unchanged but for escaping `>` (nothing else in it is
  /// syntax: `*`, `_`, brackets, parentheses and `!` end a run, and `<`, `&`, blanks that
  /// Ink would drop and line ends are marks already), so the token's HTML is the run,
  /// escaped.
  func hidingPlainRuns(_ prepared: [UInt8], tokens: inout [Token]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(prepared.count)
    var runStart = 0
    func endRun(at end: Int) {
      let run = prepared[runStart..<end]
      if run.count >= Self.shortestHiddenRun {
        appendToken(Token(html: HTMLBytes.escaped(run), text: Array(run)), to: &out, tokens: &tokens)
      } else {
        out += run
      }
    }
    var index = 0
    while index < prepared.count {
      let byte = prepared[index]
      if let kind = marks.kind(at: index, in: prepared) {
        endRun(at: index)
        var end = index + 3
        if kind == .tokenStart {
          while end < prepared.count, marks.kind(at: end, in: prepared) != .tokenEnd { end += 1 }
          end = min(end + 3, prepared.count)
        }
        out += prepared[index..<end]
        index = end
        runStart = end
      } else if Self.isInkSyntax(byte) || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(")
        || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "!")
      {
        endRun(at: index)
        out.append(byte)
        index += 1
        runStart = index
      } else {
        index += 1
      }
    }
    endRun(at: prepared.count)
    return out
  }

  /// Runs shorter than this stay for Ink: a token costs a few marks of its own.
  private static let shortestHiddenRun = 4

  private static func isBlankOrWhitespace(at index: Int, in text: [UInt8]) -> Bool {
    let byte = text[index]
    return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte < 0x20)
      || whitespaceLength(at: index, in: text) > 0
  }

  static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  private static func runLength(of byte: UInt8, at index: Int, in text: [UInt8]) -> Int {
    var end = index
    while end < text.count, text[end] == byte { end += 1 }
    return end - index
  }

  /// Where a run of exactly `length` backticks starts after `start`, if one does.
  private static func closingRun(of length: Int, after start: Int, in text: [UInt8]) -> Int? {
    var index = start
    while index < text.count {
      guard text[index] == UInt8(ascii: "`") else {
        index += 1
        continue
      }
      let run = runLength(of: UInt8(ascii: "`"), at: index, in: text)
      if run == length { return index }
      index += run
    }
    return nil
  }

  /// A code span's content: line ends as spaces, one space each side dropped when both are
  /// there and the content is not all spaces.
  private static func codeSpanText(_ raw: ArraySlice<UInt8>) -> [UInt8] {
    var code = raw.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    if code.count >= 2, code.first == 0x20, code.last == 0x20, code.contains(where: { $0 != 0x20 }) {
      code = Array(code.dropFirst().dropLast())
    }
    return code
  }

  /// Whether a run of `*` or `_` between `start` and `end` can open or close emphasis under
  /// CommonMark's flanking rules (non-ASCII counts as a letter).
  private static func canDelimitEmphasis(_ byte: UInt8, from start: Int, to end: Int, in text: [UInt8]) -> Bool {
    func kind(_ index: Int) -> (blank: Bool, punctuation: Bool) {
      guard index >= 0, index < text.count else { return (true, false) }
      let other = text[index]
      if other == 0x20 || other == 0x09 || other == 0x0A || other == 0x0D { return (true, false) }
      return (false, isASCIIPunctuation(other))
    }
    let before = kind(start - 1), after = kind(end)
    let left = !after.blank && (!after.punctuation || before.blank || before.punctuation)
    let right = !before.blank && (!before.punctuation || after.blank || after.punctuation)
    if byte == UInt8(ascii: "*") { return left || right }
    return (left && (!right || before.punctuation)) || (right && (!left || after.punctuation))
  }

  /// `<scheme:…>` or `<user@host>` at `index`: its length, its HTML (a link when the URL is
  /// safe, its text otherwise) and its URL.
  private static func autolink(at index: Int, in text: [UInt8]) -> (Int, [UInt8], [UInt8])? {
    guard let close = text[(index + 1)...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") || $0 <= 0x20 }),
      text[close] == UInt8(ascii: ">"), close > index + 1
    else { return nil }
    let inside = text[(index + 1)..<close]
    var url: [UInt8]
    if let colon = inside.firstIndex(of: UInt8(ascii: ":")), (2...32).contains(colon - inside.startIndex),
      inside[inside.startIndex].isASCIILetter,
      inside[inside.startIndex..<colon].allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == 0x2B || $0 == 0x2E || $0 == 0x2D })
    {
      url = Array(inside)
    } else if isEmail(inside) {
      url = Array("mailto:".utf8) + inside
    } else {
      return nil
    }
    let shown = HTMLBytes.escaped(inside)
    let target = String(decoding: url, as: UTF8.self)
    guard let safe = HTMLText.safeURL(target) else { return (close + 1 - index, shown, url) }
    let html = Array("<a href=\"".utf8) + HTMLBytes.hrefEscaped(safe) + Array("\">".utf8) + shown + Array("</a>".utf8)
    return (close + 1 - index, html, url)
  }

  private static func isEmail(_ text: ArraySlice<UInt8>) -> Bool {
    guard let at = text.firstIndex(of: UInt8(ascii: "@")), at > text.startIndex, at < text.endIndex - 1 else { return false }
    let local = text[..<at], domain = text[(at + 1)...]
    let localOK = local.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || Array(".!#$%&'*+/=?^_`{|}~-".utf8).contains($0) }
    let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let domainOK = labels.allSatisfy { label in
      (1...63).contains(label.count) && label.first != 0x2D && label.last != 0x2D
        && label.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == 0x2D }
    }
    return localOK && domainOK
  }

  // MARK: After Ink

  /// Ink's HTML with the marks written back: text `"` escaped, tokens in place.
  func restore(_ html: ArraySlice<UInt8>, tokens: [Token], into out: inout [UInt8]) {
    var index = html.startIndex
    var inTag = false
    while index < html.endIndex {
      let byte = html[index]
      if inTag {
        out.append(byte)
        if byte == UInt8(ascii: ">") { inTag = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "<") {
        inTag = true
        out.append(byte)
        index += 1
        continue
      }
      guard let kind = marks.kind(at: index, in: html) else {
        // Text `"` and `>`: Ink escapes neither `"` nor, before it runs, anything.
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ">") {
          HTMLBytes.appendEscaped(byte, to: &out)
        } else {
          out.append(byte)
        }
        index += 1
        continue
      }
      index += 3
      switch kind {
      case .lessThan: out += Array("&lt;".utf8)
      case .softBreak: out.append(0x0A)
      case .hardBreak: out += Array("<br />\n".utf8)
      case .sentinel, .tokenEnd: break
      case .space: out.append(0x20)
      case .tab: out.append(0x09)
      case .literal(let character): HTMLBytes.appendEscaped(character, to: &out)
      case .tokenStart:
        let (number, end) = Self.tokenNumber(at: index, in: html)
        if number < tokens.count { out += tokens[number].html }
        index = end
      }
    }
  }

  /// The token number written at `index` and the index after it.
  private static func tokenNumber(at index: Int, in bytes: ArraySlice<UInt8>) -> (Int, Int) {
    var number = 0
    var end = index
    while end < bytes.endIndex, bytes[end].isASCIIDigit {
      number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
      end += 1
    }
    return (number, end)
  }

  /// Marked text (Markdown as Ink got it, or Ink's HTML) as the plain text it stands for:
  /// tags dropped, marks and tokens written back, Ink's `&amp;`, `&lt;` and `&gt;` decoded.
  func plainText(_ bytes: ArraySlice<UInt8>, tokens: [Token], fromHTML: Bool) -> [UInt8] {
    var out: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if fromHTML, byte == UInt8(ascii: "<"), let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) {
        index = close + 1
        continue
      }
      if fromHTML, byte == UInt8(ascii: "&") {
        let entity = [("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">"))]
          .first { bytes[index...].starts(with: $0.0.utf8) }
        if let (name, character) = entity {
          out.append(character)
          index += name.utf8.count
          continue
        }
      }
      guard let kind = marks.kind(at: index, in: bytes) else {
        out.append(byte)
        index += 1
        continue
      }
      index += 3
      switch kind {
      case .lessThan: out.append(UInt8(ascii: "<"))
      case .softBreak, .hardBreak: out.append(0x0A)
      case .sentinel, .tokenEnd: break
      case .space: out.append(0x20)
      case .tab: out.append(0x09)
      case .literal(let character): out.append(character)
      case .tokenStart:
        let (number, end) = Self.tokenNumber(at: index, in: bytes)
        if number < tokens.count { out += tokens[number].text }
        index = end
      }
    }
    return out
  }
}

extension UInt8 {
  fileprivate var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
  fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}

extension MarkdownInline {
  /// `text` with backslash escapes and character references decoded (a code fence's info
  /// string, a definition's destination).
  static func unescaped(_ text: [UInt8]) -> [UInt8] {
    guard text.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }) else { return text }
    var out: [UInt8] = []
    var index = 0
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\\"), index + 1 < text.count, isASCIIPunctuation(text[index + 1]) {
        out.append(text[index + 1])
        index += 2
      } else if byte == UInt8(ascii: "&"), let (decoded, length) = HTMLEntities.reference(at: index, in: text) {
        out += Array(decoded.utf8)
        index += length
      } else {
        out.append(byte)
        index += 1
      }
    }
    return out
  }
}
