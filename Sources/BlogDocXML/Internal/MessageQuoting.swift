/// How error messages show text they found: quoted, shortened past 60 characters, with
/// backslashes, quotes and line breaks escaped so every message stays on one line.
///
/// ```swift
/// print(MessageQuoting.quoted("two\r\nlines"))
/// // Prints "\"two\\r\\nlines\""
/// ```
enum MessageQuoting {
  static func quoted(_ text: String) -> String {
    let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
    var escaped = "\""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
