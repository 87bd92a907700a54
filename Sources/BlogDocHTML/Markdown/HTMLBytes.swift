/// Link targets on UTF-8 bytes, for the Markdown renderer's buffers (text is escaped by
/// `HTMLEscaping`, the one escaper).
enum HTMLBytes {
  /// `url` as an `href` or `src` value the way CommonMark writes it: bytes outside
  /// ``hrefSafe`` percent-encoded, `&` and `'` as references.
  static func hrefEscaped(_ url: String) -> [UInt8] {
    var out: [UInt8] = []
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in url.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "'"): out += Array("&#x27;".utf8)
      case _ where hrefSafe(byte): out.append(byte)
      default: out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return out
  }

  private static func hrefSafe(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || Array("-_.+!*(),%#@?=;:/$~".utf8).contains(byte)
  }
}
