import BlogDocCore
import Ink

/// The inline Markdown of one paragraph, heading or list item as HTML, through Ink.
///
/// Ink reads emphasis, links and images. Everything it would read unlike CommonMark is
/// settled before it runs (``prepare(_:tokens:)``): backslash escapes, code spans,
/// autolinks, character references, `*` and `_` that cannot open or close emphasis, `~`,
/// runs of blanks, line breaks and every `<` become *tokens*: HTML set aside, which Ink
/// sees as `U+0001`, a number and `U+0002` and copies as text, and which
/// ``restore(_:tokens:into:)`` puts back. A body's own control characters are tokens
/// too, so those two never mean anything else. Text in which that leaves no `*`, `_` or `[`
/// skips Ink (the fast path): Ink would only have escaped its `>`.
struct MarkdownInline {
  typealias Line = ArraySlice<UInt8>

  /// Link reference definitions: normalized label → destination.
  let definitions: [String: String]

  /// HTML set aside before Ink runs: `html` for the page, `text` for a URL or an image's
  /// alt text.
  struct Token {
    var html: [UInt8]
    var text: [UInt8]
  }

  static let tokenStart: UInt8 = 0x01
  static let tokenEnd: UInt8 = 0x02

  /// Appends the HTML of `lines` (one paragraph's lines, as written) to `out`.
  ///
  /// - Parameter fastPath: Whether text Ink would only escape may skip Ink (tests turn it
  ///   off to check that both paths agree).
  /// - Complexity: O(*n*) in the text's length.
  func render(_ lines: [Line], fastPath: Bool = true, into out: inout [UInt8]) {
    var tokens: [Token] = []
    let prepared = prepare(Self.join(lines), tokens: &tokens)
    if fastPath, !prepared.contains(where: Self.isInkSyntax) {
      restore(prepared[...], tokens: tokens, into: &out)
      return
    }
    // A first token, empty, makes Ink start a paragraph whatever the text starts with.
    var input: [UInt8] = []
    Self.appendToken(Token(html: [], text: []), to: &input, tokens: &tokens)
    input += hidingPlainRuns(prepared, tokens: &tokens)
    let parser = MarkdownParser(modifiers: [
      Modifier(target: .links) { [self] in
        link(html: $0.html, markdown: $0.markdown, tokens: tokens)
      },
      Modifier(target: .images) { [self] in
        image(html: $0.html, markdown: $0.markdown, tokens: tokens)
      },
    ])
    let html = Array(parser.html(from: String(decoding: input, as: UTF8.self)).utf8)
    guard html.starts(with: "<p>".utf8), html.count >= 7, html.suffix(4).elementsEqual("</p>".utf8)
    else {
      // Not one paragraph: never expected; the text, escaped, is still right to show.
      out += HTMLEscaping.escaped(plainText(prepared[...], tokens: tokens, fromHTML: false))
      return
    }
    restore(html[3..<(html.count - 4)], tokens: tokens, into: &out)
  }

  /// What Ink reads as syntax once ``prepare(_:tokens:)`` has set the rest aside: emphasis
  /// and links (an image starts with `!`, but only `![` opens one).
  static func isInkSyntax(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "[")
  }

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

  // MARK: Tokens

  static func appendToken(_ token: Token, to out: inout [UInt8], tokens: inout [Token]) {
    out.append(tokenStart)
    out += Array(String(tokens.count).utf8)
    out.append(tokenEnd)
    tokens.append(token)
  }

  /// The token whose number starts at `index`, and the index after its end.
  private static func token(
    at index: Int, in bytes: ArraySlice<UInt8>, tokens: [Token]
  ) -> (Token?, Int) {
    var number = 0
    var end = index
    while end < bytes.endIndex, (0x30...0x39).contains(bytes[end]) {
      number = number &* 10 &+ Int(bytes[end] - 0x30)
      end += 1
    }
    if end < bytes.endIndex, bytes[end] == tokenEnd { end += 1 }
    return (number < tokens.count ? tokens[number] : nil, end)
  }

  /// Ink's HTML (or text Ink never saw) with the tokens put back, and text `"` and `>`
  /// escaped (Ink escapes `>`; before it runs, nothing is).
  func restore(_ html: ArraySlice<UInt8>, tokens: [Token], into out: inout [UInt8]) {
    var index = html.startIndex
    var inTag = false
    while index < html.endIndex {
      let byte = html[index]
      index += 1
      if inTag {
        // Every `<` is a tag Ink or blogdoc wrote: the body's are tokens.
        out.append(byte)
        if byte == UInt8(ascii: ">") { inTag = false }
      } else if byte == UInt8(ascii: "<") {
        inTag = true
        out.append(byte)
      } else if byte == Self.tokenStart {
        let (token, end) = Self.token(at: index, in: html, tokens: tokens)
        if let token { out += token.html }
        index = end
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ">") {
        HTMLEscaping.append(CollectionOfOne(byte), to: &out, quotes: true)
      } else {
        out.append(byte)
      }
    }
  }

  /// Text Ink got, or HTML Ink wrote, as the plain text it stands for: tokens as their
  /// text, and for HTML, tags dropped and Ink's `&amp;`, `&lt;` and `&gt;` decoded.
  func plainText(_ bytes: ArraySlice<UInt8>, tokens: [Token], fromHTML: Bool) -> [UInt8] {
    var out: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == Self.tokenStart {
        let (token, end) = Self.token(at: index + 1, in: bytes, tokens: tokens)
        if let token { out += token.text }
        index = end
        continue
      }
      if fromHTML, byte == UInt8(ascii: "<"),
        let close = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = close + 1
        continue
      }
      if fromHTML, byte == UInt8(ascii: "&") {
        let entity = [
          ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
        ]
        .first { bytes[index...].starts(with: $0.0.utf8) }
        if let (name, character) = entity {
          out.append(character)
          index += name.utf8.count
          continue
        }
      }
      out.append(byte)
      index += 1
    }
    return out
  }
}
