/// The one rule for characters blogdoc stores: text must be XML 1.0 character data.
///
/// XML 1.0 cannot hold U+0000, the C0 controls other than tab, line feed and carriage
/// return, or U+FFFE and U+FFFF, and Swift strings cannot hold lone surrogates. JSON can
/// escape all of them, so a JSON document could carry text that no XML file can. To keep
/// every document convertible both ways, and to never write a file that cannot be read
/// back, blogdoc refuses these characters everywhere: when parsing a command-line value,
/// when reading JSON (including `\u0000`-style escapes and `\uD800` lone surrogates), and
/// when writing either format from a model built in code.
public enum XMLCharacterRule {
  /// Whether XML 1.0 can hold `scalar` as character data.
  @inline(__always)
  public static func allows(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
    return value != 0xFFFE && value != 0xFFFF
  }

  /// The first scalar of `text` that XML 1.0 cannot hold, if any.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, with a fast byte scan for the common case.
  public static func firstDisallowedScalar(in text: String) -> Unicode.Scalar? {
    var text = text
    let suspicious = text.withUTF8 { bytes in
      bytes.contains { $0 < 0x20 || $0 == 0xEF }
    }
    guard suspicious else { return nil }
    return text.unicodeScalars.first { !allows($0) }
  }

  /// How messages name a scalar: `U+0001`.
  public static func name(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
