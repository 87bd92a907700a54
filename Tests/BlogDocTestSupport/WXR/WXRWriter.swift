/// Writes WXR markup the way WordPress's `export_wp()` does: tab-indented lines, values in
/// CDATA through `wxr_cdata()` (which splits a `]]>` as `]]]]><![CDATA[>`), escaped text
/// elsewhere.
struct WXRWriter {
  private(set) var text = ""

  mutating func line(_ depth: Int, _ markup: String) {
    text += String(repeating: "\t", count: depth) + markup + "\n"
  }

  /// `<name><![CDATA[value]]></name>`.
  mutating func cdata(_ depth: Int, _ name: String, _ value: String) {
    line(depth, "<\(name)>\(Self.cdata(value))</\(name)>")
  }

  /// `<name>value</name>`, `value` escaped.
  mutating func plain(_ depth: Int, _ name: String, _ value: String) {
    line(depth, "<\(name)>\(Self.escaped(value))</\(name)>")
  }

  /// An empty element in one of the three forms WordPress versions and plugins write.
  mutating func empty(_ depth: Int, _ name: String, form: Int) {
    switch form % 3 {
    case 0: line(depth, "<\(name)><![CDATA[]]></\(name)>")
    case 1: line(depth, "<\(name)></\(name)>")
    default: line(depth, "<\(name)/>")
    }
  }

  static func cdata(_ value: String) -> String {
    "<![CDATA[" + splittingCDATAEnd(value) + "]]>"
  }

  /// `value` with every `]]>` split as `]]]]><![CDATA[>`, matched by scalar, as PHP's
  /// `str_replace` matches bytes: by `Character`, `>` and a combining mark after it are
  /// one, and `replacing(_:with:)` would miss `]]>\u{301}`.
  static func splittingCDATAEnd(_ value: String) -> String {
    var result = String.UnicodeScalarView()
    var brackets = 0
    for scalar in value.unicodeScalars {
      if scalar == ">" && brackets >= 2 { result.append(contentsOf: "]]><![CDATA[".unicodeScalars) }
      brackets = scalar == "]" ? brackets + 1 : 0
      result.append(scalar)
    }
    return String(result)
  }

  /// `value` as `esc_html()` leaves it: markup characters as references, and CR as
  /// `&#13;` so it survives line-break normalization.
  static func escaped(_ value: String, quote: Bool = false) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quote: result += "&quot;"
      case "\r": result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
