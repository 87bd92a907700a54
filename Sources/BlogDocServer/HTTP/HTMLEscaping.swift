/// Text made safe to put inside HTML: element content and quoted attribute values.
///
/// ```swift
/// print(HTMLEscaping.text("<b> & \"q\""))
/// // Prints "&lt;b&gt; &amp; &quot;q&quot;"
/// ```
package enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, so it can
  /// stand in element content and in a quoted attribute alike.
  package static func text(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// `text` percent-encoded for a path segment or query value of a URL: everything but
  /// letters, digits and `-._~` (slashes too, `keepingSlashes` aside).
  package static func urlComponent(_ text: String, keepingSlashes: Bool = false) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: "/") where keepingSlashes:
        encoded += "/"
      default:
        let digits = Array("0123456789ABCDEF".utf8)
        encoded += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
      }
    }
    return encoded
  }
}
