/// A word of a POSIX shell command line: how to write any text as one word, so that a
/// command a message suggests or git's configuration holds pastes and runs as meant, and
/// how to read the first word of such a line back.
///
/// ```swift
/// ShellWord.quoted("my post.xml")                       // "\"my post.xml\""
/// ShellWord.first(in: "\"/opt/my tools/blogdoc\" merge %O")   // "/opt/my tools/blogdoc"
/// ```
enum ShellWord {
  /// `text` as one shell word: bare when it holds only safe characters, else in double
  /// quotes with `"`, `\`, `$` and `` ` `` escaped.
  ///
  /// - Complexity: O(*n*) in the text's length.
  static func quoted(_ text: String) -> String {
    let safe =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_./:,+@%=".unicodeScalars.contains(scalar)
      }
    guard !safe else { return text }
    var quoted = "\""
    for character in text {
      if "\"\\$`".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }

  /// The first word of the command line `line` as the shell reads it (quotes and
  /// backslashes taken away), or `nil` when the line is empty or a quote is left open.
  /// Expansions (`$HOME`, `~`) are kept as written.
  ///
  /// - Complexity: O(*n*) in the line's length.
  static func first(in line: String) -> String? {
    var word = ""
    var started = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        // In double quotes a backslash escapes only these; elsewhere, anything.
        if quote == "\"", !"\"\\$`".contains(character) { word.append("\\") }
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("'", _):
        word.append(character)
      case (_, "\\"):
        escaped = true
        started = true
      case (nil, "'"), (nil, "\""):
        quote = character
        started = true
      case (nil, " "), (nil, "\t"), (nil, "\n"):
        if started { return word }
      default:
        word.append(character)
        started = true
      }
    }
    return started && quote == nil && !escaped ? word : nil
  }
}
