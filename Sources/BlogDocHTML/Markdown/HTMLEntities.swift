/// The character references a Markdown body may use (`&amp;`, `&copy;`, `&#169;`, `&#xA9;`).
///
/// CommonMark decodes every HTML5 entity; blogdoc knows the ones prose uses (below) and
/// every numeric reference. An unknown name stays as typed (`&amp;bogus;` in the page).
enum HTMLEntities {
  static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "shy": "\u{AD}",
    "copy": "©", "reg": "®", "trade": "™", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷",
    "micro": "µ", "para": "¶", "sect": "§", "middot": "·", "bull": "•", "hellip": "…", "prime": "′",
    "Prime": "″", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚",
    "ldquo": "“",
    "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›",
    "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "frac12": "½", "frac14": "¼", "frac34": "¾",
    "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "rArr": "⇒", "hearts": "♥",
    "check": "✓", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwj": "\u{200D}",
    "zwnj": "\u{200C}", "eacute": "é", "egrave": "è", "aacute": "á", "agrave": "à", "iacute": "í",
    "oacute": "ó", "uacute": "ú", "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö",
    "Uuml": "Ü", "szlig": "ß", "ccedil": "ç", "ntilde": "ñ", "alpha": "α", "beta": "β", "pi": "π",
    "lambda": "λ", "mu": "μ", "infin": "∞", "ne": "≠", "le": "≤", "ge": "≥", "asymp": "≈",
  ]

  /// The reference starting at `start` (an `&`) of `bytes` and its length in bytes, if it is
  /// one this type decodes.
  static func reference(at start: Int, in bytes: [UInt8]) -> (text: String, length: Int)? {
    var index = start + 1
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "#") {
      index += 1
      let hex = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
      if hex { index += 1 }
      let digitsStart = index
      var value: UInt32 = 0
      while index < bytes.count, index - digitsStart < (hex ? 6 : 7),
        let digit = digitValue(bytes[index], hex: hex)
      {
        value = value * (hex ? 16 : 10) + digit
        index += 1
      }
      guard index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        return nil
      }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (String(Character(scalar ?? "\u{FFFD}")), index + 1 - start)
    }
    let nameStart = index
    while index < bytes.count, index - nameStart < 32, isAlphanumeric(bytes[index]) { index += 1 }
    guard index > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: ";"),
      let text = named[String(decoding: bytes[nameStart..<index], as: UTF8.self)]
    else { return nil }
    return (text, index + 1 - start)
  }

  private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
