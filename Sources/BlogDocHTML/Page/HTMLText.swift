/// Escaping for text and attribute values in the HTML blogdoc writes.
enum HTMLText {
  /// `text` safe between tags: `&`, `<` and `>` escaped.
  static func escaped(_ text: String) -> String {
    escaping(text, quotes: false)
  }

  /// `text` safe inside a double-quoted attribute value.
  static func attribute(_ text: String) -> String {
    escaping(text, quotes: true)
  }

  /// Byte by byte over UTF-8: every byte escaped is ASCII, so no character is split.
  private static func escaping(_ text: String, quotes: Bool) -> String {
    let special: (UInt8) -> Bool = { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || (quotes && $0 == 0x22) }
    guard text.utf8.contains(where: special) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case 0x26: out += Array("&amp;".utf8)
      case 0x3C: out += Array("&lt;".utf8)
      case 0x3E: out += Array("&gt;".utf8)
      case 0x22 where quotes: out += Array("&quot;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `url` if its scheme is one a page may link to (http, https, mailto, or none: a
  /// relative link or an anchor); otherwise `nil` (`javascript:`, `data:`, `file:`, …).
  ///
  /// ```swift
  /// print(HTMLText.safeURL("JavaScript:alert(1)") as Any, HTMLText.safeURL("/posts/a") as Any)
  /// // Prints "nil Optional("/posts/a")"
  /// ```
  /// - Complexity: O(*n*) in the URL's length, scalar by scalar.
  static func safeURL(_ url: String) -> String? {
    let trimmed = url.trimmingWhitespace()
    // Browsers drop tabs and line breaks inside a scheme ("java\tscript:"): judge without them.
    var scheme: [UInt8] = []
    var isPlainASCII = true
    for scalar in trimmed.unicodeScalars where !scalar.isWhitespace && scalar.value >= 0x20 {
      switch scalar {
      case ":":
        let name = String(decoding: scheme, as: UTF8.self)
        return isPlainASCII && ["http", "https", "mailto"].contains(name) ? trimmed : nil
      case "/", "?", "#":
        return trimmed
      default:
        if scalar.isASCII, scheme.count < 6 {
          scheme.append(UInt8(scalar.value) | ((0x41...0x5A).contains(scalar.value) ? 0x20 : 0))
        } else {
          isPlainASCII = false
        }
      }
    }
    return trimmed
  }
}
