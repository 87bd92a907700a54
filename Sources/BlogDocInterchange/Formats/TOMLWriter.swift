import BlogDocCore

// Written by hand: TOMLKit writes through toml++, which sorts a table's keys and cannot write
// a date-time's fraction digits or `Z` as the entry's `Timestamp` holds them.

/// Writes TOML 1.0 front matter: `key = value` lines in the order given, then each table as
/// a `[section]`, the way Hugo's and Zola's own files look.
///
/// Strings are basic strings on one line, with `"`, `\` and every control character
/// escaped, so any text reads back as itself. Numbers are written as an import reads them
/// back (`1.50` as `1.5`); those TOML cannot hold (an integer outside 64 bits, a float that
/// overflows) are written as strings.
/// TOML has no null: a member whose value is null is left out, and so is a null array item.
///
/// ```swift
/// var writer = TOMLWriter()
/// writer.add("title", .string("Hi \"you\""))
/// writer.add("params", .object(["weight": .number("3")]))
/// print(writer.text, terminator: "")
/// // Prints:
/// // title = "Hi \"you\""
/// //
/// // [params]
/// // weight = 3
/// ```
struct TOMLWriter {
  private var lines = ""
  private var sections = ""

  /// The text written so far, ending in a line break (or empty).
  var text: String { lines + sections }

  /// Adds a member; a table becomes a section after all the plain members.
  mutating func add(_ key: String, _ value: ArchiveValue) {
    if case .object(let members) = value {
      sections += "\n[\(Self.key(key))]\n"
      for member in members {
        if let written = Self.value(member.value) {
          sections += "\(Self.key(member.key)) = \(written)\n"
        }
      }
    } else if let written = Self.value(value) {
      lines += "\(Self.key(key)) = \(written)\n"
    }
  }

  /// Adds a date-time, written as TOML's own (offset) date-time.
  mutating func add(_ key: String, _ timestamp: Timestamp) {
    lines += "\(Self.key(key)) = \(timestamp.iso8601)\n"
  }

  /// A key, bare when TOML allows it.
  static func key(_ key: String) -> String {
    let isBare =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "-"):
          true
        default: false
        }
      }
    return isBare ? key : string(key)
  }

  /// A value on one line (tables inline), or nil for null.
  static func value(_ value: ArchiveValue) -> String? {
    switch value {
    case .null: return nil
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let literal): return number(literal) ?? string(literal)
    case .string(let text): return string(text)
    case .array(let items): return "[" + items.compactMap(self.value).joined(separator: ", ") + "]"
    case .object(let members):
      let written = members.compactMap { member in
        self.value(member.value).map { "\(key(member.key)) = \($0)" }
      }
      return written.isEmpty ? "{}" : "{ " + written.joined(separator: ", ") + " }"
    }
  }

  /// A basic string that reads back as exactly `text`; also a YAML double-quoted scalar
  /// when `alsoEscaping` picks the scalars YAML must escape and TOML need not.
  static func string(
    _ text: String, alsoEscaping isEscaped: (Unicode.Scalar) -> Bool = { _ in false }
  ) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\u{08}": result += "\\b"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\u{0C}": result += "\\f"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || isEscaped(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A JSON number literal as TOML writes it, in the form an import reads back (`-0` is
  /// `0`, `1.50` is `1.5`); nil for an integer outside 64 bits or a float that overflows.
  private static func number(_ literal: String) -> String? {
    if !literal.contains(where: { ".eE".contains($0) }) { return Int64(literal).map { "\($0)" } }
    return Double(literal).flatMap { $0.isFinite ? "\($0)" : nil }
  }
}
