import BlogDocBlog
import BlogDocCore
/// Before Ink: what it would read unlike CommonMark becomes tokens.
extension MarkdownInline {
  /// `text` (see ``join(_:)``) with every construct Ink must not see as a token: line
  /// breaks, backslash escapes, code spans, autolinks, `<`, character references, `*` and
  /// `_` runs that cannot open or close emphasis, `~`, blanks Ink would drop, Unicode
  /// whitespace and control characters (Ink reads some as line ends).
  func prepare(_ text: [UInt8], tokens: inout [Token]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count + text.count / 4)
    func token(html: [UInt8], text: [UInt8]) {
      Self.appendToken(Token(html: html, text: text), to: &out, tokens: &tokens)
    }
    func literal<C: Collection<UInt8>>(_ characters: C) {
      token(html: HTMLEscaping.escaped(characters), text: Array(characters))
    }
    var shortcutEnds: Set<Int> = []
    var index = 0
    while index < text.count {
      let byte = text[index]
      var length = 1
      switch byte {
      case UInt8(ascii: "["):
        // A shortcut reference `[label]` is `[label][]` to Ink, which reads only the latter.
        if let close = shortcutReferenceEnd(at: index, in: text) { shortcutEnds.insert(close) }
        out.append(byte)
      case UInt8(ascii: "]"):
        out.append(byte)
        if shortcutEnds.contains(index) { out += Array("[]".utf8) }
      case 0x0A:
        token(html: [0x0A], text: [0x0A])
      case 0x0D:
        token(html: Array("<br />\n".utf8), text: [0x0A])
      case UInt8(ascii: "\\"):
        if index + 1 < text.count, Self.isASCIIPunctuation(text[index + 1]) {
          literal(text[(index + 1)...(index + 1)])
          length = 2
        } else {
          literal([byte])
        }
      case UInt8(ascii: "`"):
        length = Self.runLength(of: byte, at: index, in: text)
        if let close = Self.closingRun(of: length, after: index + length, in: text) {
          let code = Self.codeSpanText(text[(index + length)..<close])
          token(
            html: Array("<code>".utf8) + HTMLEscaping.escaped(code) + Array("</code>".utf8),
            text: code)
          length = close + length - index
        } else {
          literal(text[index..<(index + length)])
        }
      case UInt8(ascii: "<"):
        if let (autolinkLength, html, url) = Self.autolink(at: index, in: text) {
          token(html: html, text: url)
          length = autolinkLength
        } else {
          literal([byte])
        }
      case UInt8(ascii: "&"):
        if let (decoded, referenceLength) = HTMLEntities.reference(at: index, in: text) {
          literal(Array(decoded.utf8))
          length = referenceLength
        } else {
          literal([byte])
        }
      case UInt8(ascii: "*"), UInt8(ascii: "_"):
        length = Self.runLength(of: byte, at: index, in: text)
        if Self.canDelimitEmphasis(byte, from: index, to: index + length, in: text) {
          out += text[index..<(index + length)]
        } else {
          literal(text[index..<(index + length)])
        }
      case UInt8(ascii: "~"):
        literal([byte])
      case 0x20, 0x09:
        // Ink drops a blank followed by another, and a trailing blank with a combining mark
        // on it (one Character to Ink, and whitespace); as a token it stays.
        if index + 1 < text.count,
          Self.isBlankOrWhitespace(at: index + 1, in: text)
            || Self.startsGraphemeExtension(at: index + 1, in: text)
        {
          literal([byte])
        } else {
          out.append(byte)
        }
      case 0xC2, 0xE1, 0xE2, 0xE3:
        // Ink reads Unicode whitespace as blanks or line ends; as a token it is text.
        length = max(Self.whitespaceLength(at: index, in: text), 1)
        if length > 1 { literal(text[index..<(index + length)]) } else { out.append(byte) }
      default:
        // Ink reads a vertical tab or form feed as a line end; U+0001 and U+0002 delimit tokens.
        if byte < 0x20 || byte == 0x7F { literal([byte]) } else { out.append(byte) }
      }
      index += length
    }
    return out
  }

  /// Where the `]` of `[label]` at `index` is, when nothing follows that makes it another
  /// kind of link and `label` is defined.
  private func shortcutReferenceEnd(at index: Int, in text: [UInt8]) -> Int? {
    // After a `]`, a bracket is the label of a full reference (`[text][label]`).
    guard !definitions.isEmpty, index == 0 || text[index - 1] != UInt8(ascii: "]"),
      let close = text[(index + 1)...].firstIndex(where: {
        $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "[")
      }),
      text[close] == UInt8(ascii: "]"), close > index + 1, text[close - 1] != UInt8(ascii: "\\"),
      close + 1 == text.count
        || (text[close + 1] != UInt8(ascii: "(") && text[close + 1] != UInt8(ascii: "["))
    else { return nil }
    let label = Self.normalizedLabel(Self.unescaped(Array(text[(index + 1)..<close])))
    return definitions[label] == nil ? nil : close
  }

  /// `prepared` with each stretch Ink has nothing to do with (text and tokens between its
  /// syntax: `*`, `_`, brackets, parentheses, `!`) made one token, so Ink, which reads
  /// Character by Character, reads a few characters instead of the stretch.
  func hidingPlainRuns(_ prepared: [UInt8], tokens: inout [Token]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(prepared.count / 2)
    var runStart = 0
    var runTokens = 0
    func endRun(at end: Int) {
      let run = prepared[runStart..<end]
      // A lone token, or a run shorter than a token, stays as it is.
      if run.count < 4
        || (runTokens == 1 && run.first == Self.tokenStart && run.last == Self.tokenEnd)
      {
        out += run
      } else {
        var html: [UInt8] = []
        restore(run, tokens: tokens, into: &html)
        let text = plainText(run, tokens: tokens, fromHTML: false)
        Self.appendToken(Token(html: html, text: text), to: &out, tokens: &tokens)
      }
      runTokens = 0
    }
    var index = 0
    while index < prepared.count {
      let byte = prepared[index]
      if byte == Self.tokenStart {
        runTokens += 1
        index = (prepared[index...].firstIndex(of: Self.tokenEnd) ?? prepared.count - 1) + 1
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

  // MARK: Characters

  private static func isBlankOrWhitespace(at index: Int, in text: [UInt8]) -> Bool {
    let byte = text[index]
    return byte == 0x20 || byte < 0x20 || whitespaceLength(at: index, in: text) > 0
  }

  /// Whether the scalar at `index` joins the character before it (a combining mark, a
  /// spacing mark, a joiner).
  private static func startsGraphemeExtension(at index: Int, in text: [UInt8]) -> Bool {
    guard text[index] >= 0xC0 else { return false }
    var bytes = text[index...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return false }
    return scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .spacingMark
      || scalar == "\u{200D}"
  }

  /// The length of the non-ASCII whitespace scalar at `index` (U+0085, U+00A0, U+1680,
  /// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F, U+3000), or 0.
  static func whitespaceLength(at index: Int, in text: [UInt8]) -> Int {
    func byte(_ offset: Int) -> UInt8? { index + offset < text.count ? text[index + offset] : nil }
    switch (text[index], byte(1), byte(2)) {
    case (0xC2, 0x85, _), (0xC2, 0xA0, _): return 2
    case (0xE1, 0x9A, 0x80), (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80): return 3
    case (0xE2, 0x80, let third?)
    where (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third): return 3
    default: return 0
    }
  }

  static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  static func runLength(of byte: UInt8, at index: Int, in text: [UInt8]) -> Int {
    var end = index
    while end < text.count, text[end] == byte { end += 1 }
    return end - index
  }

  /// Where a run of exactly `length` backticks starts after `start`, if one does.
  static func closingRun(of length: Int, after start: Int, in text: [UInt8]) -> Int? {
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
    if code.count >= 2, code.first == 0x20, code.last == 0x20, code.contains(where: { $0 != 0x20 })
    {
      code = Array(code.dropFirst().dropLast())
    }
    return code
  }

  /// Whether a run of `*` or `_` between `start` and `end` can open or close emphasis under
  /// CommonMark's flanking rules (non-ASCII counts as a letter).
  private static func canDelimitEmphasis(
    _ byte: UInt8, from start: Int, to end: Int, in text: [UInt8]
  ) -> Bool {
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
    guard
      let close = text[(index + 1)...].firstIndex(where: {
        $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") || $0 <= 0x20
      }),
      text[close] == UInt8(ascii: ">"), close > index + 1
    else { return nil }
    let inside = text[(index + 1)..<close]
    let url: [UInt8]
    if let colon = inside.firstIndex(of: UInt8(ascii: ":")),
      (2...32).contains(colon - inside.startIndex),
      isASCIILetter(inside[inside.startIndex]),
      inside[inside.startIndex..<colon].allSatisfy({
        isASCIILetter($0) || isASCIIDigit($0) || $0 == 0x2B || $0 == 0x2E || $0 == 0x2D
      })
    {
      url = Array(inside)
    } else if isEmail(inside) {
      url = Array("mailto:".utf8) + inside
    } else {
      return nil
    }
    let shown = HTMLEscaping.escaped(inside)
    guard let safe = LinkPolicy.shown.address(String(decoding: url, as: UTF8.self)) else {
      return (close + 1 - index, shown, url)
    }
    let html =
      Array("<a href=\"".utf8) + HTMLBytes.hrefEscaped(safe) + Array("\">".utf8) + shown
      + Array("</a>".utf8)
    return (close + 1 - index, html, url)
  }

  private static func isEmail(_ text: ArraySlice<UInt8>) -> Bool {
    guard let at = text.firstIndex(of: UInt8(ascii: "@")), at > text.startIndex,
      at < text.endIndex - 1
    else { return false }
    let local = text[..<at], domain = text[(at + 1)...]
    let localOK = local.allSatisfy {
      isASCIILetter($0) || isASCIIDigit($0) || Array(".!#$%&'*+/=?^_`{|}~-".utf8).contains($0)
    }
    let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let domainOK = labels.allSatisfy { label in
      (1...63).contains(label.count) && label.first != 0x2D && label.last != 0x2D
        && label.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == 0x2D }
    }
    return localOK && domainOK
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
  private static func isASCIIDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// `text` with backslash escapes and character references decoded (a code fence's info
  /// string, a definition's destination).
  static func unescaped(_ text: [UInt8]) -> [UInt8] {
    guard text.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }) else {
      return text
    }
    var out: [UInt8] = []
    var index = 0
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\\"), index + 1 < text.count, isASCIIPunctuation(text[index + 1]) {
        out.append(text[index + 1])
        index += 2
      } else if byte == UInt8(ascii: "&"),
        let (decoded, length) = HTMLEntities.reference(at: index, in: text)
      {
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
