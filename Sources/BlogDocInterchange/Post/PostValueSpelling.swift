import BlogDocCore

/// A front-matter value as a post's splice writes it: in YAML or TOML, in the style the
/// key already has (plain, `'single'` or `"double"` quotes; a flow `[a, b]` or block
/// `- a` list), or the style the file's other keys have for a new key.
///
/// ```swift
/// print(PostValueSpelling.yamlScalar("Hello: world", quote: nil))
/// // 'Hello: world' (a plain scalar cannot hold ": ")
/// ```
enum PostValueSpelling {
  /// `member`'s text for a YAML key whose value is written in `style`; a list's items each
  /// on its own line for a block list (without the last line break). `nil` for a value a
  /// splice does not write (a mapping).
  static func yaml(
    _ member: MarkdownExport.Member, style: PostKey.Style, lineBreak: String
  ) -> String? {
    switch (member, style) {
    case (.date(let timestamp), .scalar(let quote)), (.date(let timestamp), .flowList(let quote)):
      return quote.map { yamlQuoted(timestamp.iso8601, quote: $0) } ?? timestamp.iso8601
    case (.date(let timestamp), _):
      return timestamp.iso8601
    case (.value(.array(let items)), .blockList(let indent, let quote)):
      guard !items.isEmpty else { return "[]" }
      var lines: [String] = []
      for item in items {
        guard let text = yamlItem(item, quote: quote, inFlow: false) else { return nil }
        lines.append(indent + "- " + text)
      }
      return lines.joined(separator: lineBreak)
    case (.value(.array(let items)), .flowList(let quote)),
      (.value(.array(let items)), .scalar(let quote)):
      var texts: [String] = []
      for item in items {
        guard let text = yamlItem(item, quote: quote, inFlow: true) else { return nil }
        texts.append(text)
      }
      return "[" + texts.joined(separator: ", ") + "]"
    case (.value(let value), .scalar(let quote)), (.value(let value), .flowList(let quote)):
      return yamlItem(value, quote: quote, inFlow: false)
    default:
      return nil
    }
  }

  /// One scalar: a string in `quote`'s style, a boolean or number as it is.
  private static func yamlItem(_ value: ArchiveValue, quote: UInt8?, inFlow: Bool) -> String? {
    switch value {
    case .string(let text): yamlScalar(text, quote: quote, inFlow: inFlow)
    case .bool(let flag): flag ? "true" : "false"
    case .number(let literal): literal
    case .null, .array, .object: nil
    }
  }

  /// `text` as a YAML scalar: plain when `quote` is `nil` and a plain scalar reads back as
  /// the same string, else single-quoted when it can be, else double-quoted.
  static func yamlScalar(_ text: String, quote: UInt8?, inFlow: Bool = false) -> String {
    if quote == nil, isPlainSafe(text, inFlow: inFlow) { return text }
    return yamlQuoted(text, quote: quote ?? UInt8(ascii: "'"))
  }

  /// `text` in `quote` (`'` or `"`), or in double quotes when single quotes cannot hold it.
  static func yamlQuoted(_ text: String, quote: UInt8) -> String {
    if quote == UInt8(ascii: "'"), !text.unicodeScalars.contains(where: needsEscape) {
      return "'" + text.replacing("'", with: "''") + "'"
    }
    return TOMLWriter.string(text, alsoEscaping: needsEscape)
  }

  /// Whether YAML must escape `scalar` (a control character, a line or paragraph
  /// separator, a byte order mark, a non-character): single quotes cannot hold it.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// Whether `text` written plain reads back as the same string, judged conservatively:
  /// no indicator first, no `: ` or ` #`, no spaces around it, nothing YAML 1.1 reads as
  /// a boolean, null, number or date.
  static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return false
    }
    if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " "
      || last == ":"
    {
      return false
    }
    if text.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\t" }) { return false }
    if text.contains(": ") || text.contains(" #") { return false }
    if inFlow, text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) {
      return false
    }
    let reserved: Set<String> = [
      "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~",
    ]
    if reserved.contains(text.lowercased()) { return false }
    // Numbers, dates and times: anything made only of digits and their punctuation.
    let numeric = "0123456789+-._:eExXoObBabcdefABCDEF ".unicodeScalars
    if text.unicodeScalars.allSatisfy({ numeric.contains($0) }),
      text.unicodeScalars.contains(where: { ("0"..."9").contains($0) || $0 == "." })
    {
      return false
    }
    return true
  }

  /// `member`'s text for a TOML key whose value is written in `style`; `nil` for a value a
  /// splice does not write (a table).
  static func toml(_ member: MarkdownExport.Member, style: PostKey.Style) -> String? {
    let quote: UInt8? =
      switch style {
      case .scalar(let quote), .flowList(let quote): quote
      case .blockList(_, let quote): quote
      case .other: nil
      }
    switch member {
    case .date(let timestamp):
      return quote.map { tomlString(timestamp.iso8601, quote: $0) } ?? timestamp.iso8601
    case .value(.array(let items)):
      var texts: [String] = []
      for item in items {
        guard let text = tomlItem(item, quote: quote) else { return nil }
        texts.append(text)
      }
      return "[" + texts.joined(separator: ", ") + "]"
    case .value(let value):
      return tomlItem(value, quote: quote)
    }
  }

  private static func tomlItem(_ value: ArchiveValue, quote: UInt8?) -> String? {
    switch value {
    case .string(let text): tomlString(text, quote: quote ?? UInt8(ascii: "\""))
    case .object: nil
    default: TOMLWriter.value(value)
    }
  }

  /// `text` as a TOML literal string (`'…'`) when `quote` asks for one and it can hold
  /// `text`, else as a basic string.
  static func tomlString(_ text: String, quote: UInt8) -> String {
    let canBeLiteral = !text.unicodeScalars.contains {
      $0 == "'" || $0.value < 0x20 || $0.value == 0x7F
    }
    return quote == UInt8(ascii: "'") && canBeLiteral ? "'\(text)'" : TOMLWriter.string(text)
  }
}
