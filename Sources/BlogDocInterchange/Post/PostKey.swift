/// One top-level key of a post's front matter, where it lies in the file: what
/// ``PostSourceMap`` records for each key and the splice replaces.
struct PostKey: Hashable, Sendable {
  /// How a value is written, which a new value of the same key keeps.
  enum Style: Hashable, Sendable {
    /// A scalar: plain, or quoted with `quote` (`'` or `"`; TOML's literal and basic strings).
    case scalar(quote: UInt8?)
    /// A flow list on the key's line: `[a, b]`, its items quoted with `quote`.
    case flowList(quote: UInt8?)
    /// A YAML block list, one `- item` a line, each line starting with `indent`.
    case blockList(indent: String, quote: UInt8?)
    /// Anything else (a mapping, a multi-line string, a TOML table): never spliced.
    case other
  }

  /// The key as the front matter names it (`title`; for a TOML table, its name).
  var name: String
  /// The bytes of the key's lines: from the key's first byte to the line break after its
  /// value's last line (the line break included).
  var lines: Range<Int>
  /// The bytes of the value as written: from the first byte after the separator
  /// (`: ` or ` = `) and the spaces after it, to the end of its last line before a comment
  /// or the line break.
  var value: Range<Int>
  /// How the value is written.
  var style: Style
  /// The offset just after the key's `:` or `=`, before the spaces that follow it.
  var separatorEnd: Int
  /// The TOML `[table]` or YAML mapping the key's line is in (`params`), `nil` at the top
  /// level; the key's ``name`` is its whole path (`params.author`).
  var section: String? = nil
  /// Whether this is a TOML `[table]` or `[[array]]` header, or a YAML key whose value is a
  /// mapping of keys on lines of their own: its keys are edited, never the whole.
  var isHeader = false
  /// The spaces or tabs before the key on its line.
  var indent = ""
}
