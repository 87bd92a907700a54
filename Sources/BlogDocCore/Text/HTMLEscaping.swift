/// The one HTML escaper: text made safe in the HTML blogdoc writes (rendered pages, the
/// Markdown renderer's output, the browser editor's pages).
///
/// One table: `&` is `&amp;`, `<` is `&lt;`, `>` is `&gt;`, and `"` is `&quot;` wherever a
/// quote could end a value. Two uses of it:
/// - ``text(_:)`` between tags, where a quote is only a quote and stays as typed;
/// - ``attribute(_:)`` inside a double-quoted attribute value (blogdoc writes no other
///   kind), where a quote would end the value.
///
/// The Markdown renderer escapes quotes in text too, as CommonMark's reference output does
/// (``append(_:to:quotes:)`` with `quotes: true`). `'` is never escaped: blogdoc writes
/// no single-quoted attribute.
///
/// ```swift
/// print(HTMLEscaping.text("<b> & \"q\""), HTMLEscaping.attribute("<b> & \"q\""))
/// // Prints "&lt;b&gt; &amp; "q" &lt;b&gt; &amp; &quot;q&quot;"
/// ```
package enum HTMLEscaping {
  /// `text` safe between tags: `&`, `<` and `>` escaped.
  ///
  /// - Complexity: O(*n*) in the text's UTF-8 length; no copy when nothing needs escaping.
  package static func text(_ text: String) -> String {
    escaping(text, quotes: false)
  }

  /// `text` safe inside a double-quoted attribute value: `&`, `<`, `>` and `"` escaped.
  ///
  /// - Complexity: O(*n*) in the text's UTF-8 length; no copy when nothing needs escaping.
  package static func attribute(_ text: String) -> String {
    escaping(text, quotes: true)
  }

  /// Appends `bytes` (UTF-8) to `out`, escaped; `"` too when `quotes`. Every byte escaped
  /// is ASCII, so no character is split.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package static func append(_ bytes: some Sequence<UInt8>, to out: inout [UInt8], quotes: Bool) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "\"") where quotes: out += Array("&quot;".utf8)
      default: out.append(byte)
      }
    }
  }

  /// `bytes` (UTF-8) escaped, quotes included: the Markdown renderer's buffers.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package static func escaped(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    append(bytes, to: &out, quotes: true)
    return out
  }

  private static func escaping(_ text: String, quotes: Bool) -> String {
    let special: (UInt8) -> Bool = {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || (quotes && $0 == UInt8(ascii: "\""))
    }
    guard text.utf8.contains(where: special) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    append(text.utf8, to: &out, quotes: quotes)
    return String(decoding: out, as: UTF8.self)
  }
}
