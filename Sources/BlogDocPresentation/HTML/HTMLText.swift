/// Escaping for text and attribute values in the HTML blogdoc writes.
enum HTMLText {
  /// `text` safe between tags: `&`, `<` and `>` escaped.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }

  /// `text` safe inside a double-quoted attribute value.
  static func attribute(_ text: String) -> String {
    escaped(text).replacing("\"", with: "&quot;")
  }

  /// `url` if its scheme is one a page may link to (http, https, mailto, or none: a
  /// relative link or an anchor); otherwise `nil` (`javascript:`, `data:`, `file:`, …).
  ///
  /// ```swift
  /// print(HTMLText.safeURL("JavaScript:alert(1)") as Any, HTMLText.safeURL("/posts/a") as Any)
  /// // Prints "nil Optional("/posts/a")"
  /// ```
  static func safeURL(_ url: String) -> String? {
    let trimmed = url.trimmingWhitespace()
    // Browsers drop tabs and line breaks inside a scheme ("java\tscript:"): judge without them.
    let compact = trimmed.filter { !$0.isWhitespace && !($0.asciiValue.map { $0 < 0x20 } ?? false) }
    guard let colon = compact.firstIndex(of: ":") else { return trimmed }
    let scheme = compact[..<colon]
    if scheme.contains(where: { "/?#".contains($0) }) { return trimmed }
    return ["http", "https", "mailto"].contains(scheme.lowercased()) ? trimmed : nil
  }
}
