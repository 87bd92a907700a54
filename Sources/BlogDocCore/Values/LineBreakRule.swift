/// The one rule for one-line fields: a title, a tag or an address holds no line break.
///
/// A line break in a one-line field makes every line-based view of the document lie: `show`
/// prints `title: Evil` and, on the next line, what looks like another entry. A field's
/// ``FieldKind`` says whether it is one line (``FieldKind/isOneLine``); `.text` fields such
/// as a body are not. The rule counts every scalar Unicode calls a mandatory break: line
/// feed, carriage return, vertical tab, form feed, next line (U+0085), and the line and
/// paragraph separators (U+2028, U+2029).
///
/// ```swift
/// LineBreakRule.firstLineBreak(in: "Evil\npost")   // "\n"
/// LineBreakRule.describe("\u{2028}")             // "a line separator (U+2028)"
/// ```
public enum LineBreakRule {
  /// Whether `scalar` ends a line.
  @inline(__always)
  public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The first line break in `text`, if any.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, with a byte scan for the common case (no
  ///   byte that can start a line break).
  public static func firstLineBreak(in text: String) -> Unicode.Scalar? {
    var text = text
    let suspicious = text.withUTF8 { bytes in
      bytes.contains { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }
    }
    guard suspicious else { return nil }
    return text.unicodeScalars.first(where: isLineBreak)
  }

  /// How messages name a line break: `a line feed (U+000A)`.
  public static func describe(_ scalar: Unicode.Scalar) -> String {
    let name =
      switch scalar.value {
      case 0x0A: "a line feed"
      case 0x0B: "a vertical tab"
      case 0x0C: "a form feed"
      case 0x0D: "a carriage return"
      case 0x85: "a next-line character"
      case 0x2028: "a line separator"
      case 0x2029: "a paragraph separator"
      default: "a character"
      }
    return "\(name) (\(XMLCharacterRule.name(of: scalar)))"
  }
}
