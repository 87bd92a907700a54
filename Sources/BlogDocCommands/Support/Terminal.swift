import BlogDocSystem

/// Whether to colour output: only on a terminal, and never with `NO_COLOR` set to a
/// non-empty value (no-color.org: an empty one is ignored).
///
/// ```swift
/// print(Terminal.paint("+ hello", 32))   // green on a terminal, plain in a pipe
/// ```
package enum Terminal {
  /// Whether standard output is a terminal and `NO_COLOR` is unset or empty; read once.
  package static let isColorEnabled: Bool = {
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    return isatty(1) == 1
  }()

  /// `text` in the ANSI colour `code` (31 red, 32 green, 33 yellow), when colour is on.
  package static func paint(_ text: String, _ code: Int) -> String {
    isColorEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// A diff's lines, coloured by their first character (`+` green, `-` red, `~` yellow).
  package static func paintDiff(_ text: String) -> String {
    guard isColorEnabled else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      switch line.first {
      case "+": paint(String(line), 32)
      case "-": paint(String(line), 31)
      case "~", "↕": paint(String(line), 33)
      default: String(line)
      }
    }.joined(separator: "\n")
  }
}
