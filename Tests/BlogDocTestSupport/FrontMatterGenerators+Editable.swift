import PropertyBased

/// A post written in one of the layouts real sites keep, with the byte range of each key's
/// value and of the body recorded as it was written: the naive oracle of what an edit of
/// one key may change.
public struct EditablePost: Sendable, CustomStringConvertible {
  /// YAML between `---` or TOML between `+++`.
  public var isTOML: Bool
  /// `_posts/YYYY-MM-DD-name.md`, `content/posts/name/index.md` or `name.md`.
  public var path: String
  public var text: String
  /// The line break every line ends with: `\n` or `\r\n`.
  public var lineBreak: String
  /// Each written key's value's bytes in ``text`` (`title`, `summary`, `tags`, `draft`).
  public var values: [String: Range<Int>]
  /// Each written key's whole lines in ``text``, line breaks included.
  public var lines: [String: Range<Int>]
  /// The body's bytes in ``text``.
  public var body: Range<Int>
  /// A number from 0 to 9 that picks the edit a test makes.
  public var editChoice: Int
  /// One line of hostile text for the edit's new value.
  public var editText: String

  public var description: String { "\(path):\n\(text.debugDescription)" }
}

extension FrontMatterGenerators {
  /// Posts as Jekyll, Hugo and Zola sites keep them: YAML or TOML; plain, single- and
  /// double-quoted (TOML: basic and literal) scalars; flow and block lists; comments and
  /// blank lines between keys; LF or CRLF; a byte order mark or blank lines before the
  /// fence; dated names, bundles and plain names; a `[params]` table after the keys.
  public static let editablePost = Generator<EditablePost, Shrink.None<EditablePost>> { rng in
    makeEditablePost(using: &rng)
  }

  static func makeEditablePost(using rng: inout any SeededRandomNumberGenerator) -> EditablePost {
    func chance() -> Bool { Bool.random(using: &rng) }
    let isTOML = chance()
    let lineBreak = chance() ? "\n" : "\r\n"
    var text = ""
    var values: [String: Range<Int>] = [:]
    var lines: [String: Range<Int>] = [:]
    if chance() { text += "\u{FEFF}" }
    if isTOML && chance() { text += lineBreak }
    text += (isTOML ? "+++" : "---") + lineBreak
    /// Appends `key` with `value` (and an optional comment), recording where it lies.
    func add(_ key: String, _ value: String, comment: String? = nil) {
      let start = text.utf8.count
      text += key + (isTOML ? " = " : ": ")
      let valueStart = text.utf8.count
      text += value
      values[key] = valueStart..<text.utf8.count
      if let comment { text += "  # " + comment }
      text += lineBreak
      lines[key] = start..<text.utf8.count
    }
    func scalar(_ value: String) -> String {
      isTOML ? tomlOneLine(value, using: &rng) : yamlScalar(value, using: &rng)
    }
    let title = "T" + Generators.oneLine(Generators.makeText(using: &rng, maxLength: 20))
    add("title", scalar(title), comment: chance() ? "the title" : nil)
    if chance() {
      let (toml, yaml, _) = makeDate(using: &rng)
      add("date", isTOML ? toml : yaml)
    }
    if chance() { text += (chance() ? "# " + "A note." : "") + lineBreak }
    if chance() { add("summary", scalar("S" + Generators.makeText(using: &rng, maxLength: 30))) }
    let tags = (0..<Int.random(in: 0...3, using: &rng)).map { "t\($0)" + (chance() ? "" : " x") }
    if !isTOML && !tags.isEmpty && chance() {
      // A block list, one `- item` a line, indented or not.
      let indent = chance() ? "  " : ""
      let start = text.utf8.count
      text += "tags:" + lineBreak
      let itemsStart = text.utf8.count
      text += tags.map { indent + "- " + scalar($0) }.joined(separator: lineBreak)
      values["tags"] = itemsStart..<text.utf8.count
      text += lineBreak
      lines["tags"] = start..<text.utf8.count
    } else {
      add("tags", "[" + tags.map(scalar).joined(separator: ", ") + "]")
    }
    if chance() { add("draft", chance() ? "true" : "false") }
    add("weight", "\(Int.random(in: 0...99, using: &rng))")
    if isTOML && chance() {
      text += lineBreak + "[params]" + lineBreak + "toc = true" + lineBreak
    }
    text += (isTOML ? "+++" : "---") + lineBreak
    if chance() { text += lineBreak }
    let bodyStart = text.utf8.count
    text += chance() ? "" : "B" + Generators.makeText(using: &rng, maxLength: 60) + lineBreak
    let path =
      ["_posts/2024-01-05-post.md", "content/posts/post/index.md", "post.md"]
      .randomElement(using: &rng)!
    return EditablePost(
      isTOML: isTOML, path: path, text: text, lineBreak: lineBreak, values: values,
      lines: lines, body: bodyStart..<text.utf8.count,
      editChoice: Int.random(in: 0...9, using: &rng),
      editText: Generators.oneLine(Generators.makeText(using: &rng, maxLength: 12)))
  }

  /// `text` as a TOML string on one line: literal when it can be and a coin says so, else
  /// basic.
  static func tomlOneLine(
    _ text: String, using rng: inout any SeededRandomNumberGenerator
  )
    -> String
  {
    let hasControl = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    if !hasControl, !text.unicodeScalars.contains("'"), Bool.random(using: &rng) {
      return "'\(text)'"
    }
    return quoted(text, escaping: { $0.value < 0x20 || $0.value == 0x7F }, as: "\\U", digits: 8)
  }

  /// `text` as a YAML scalar: plain when it is a simple phrase and a coin says so, else in
  /// single quotes when it can be, else in double quotes.
  static func yamlScalar(
    _ text: String, using rng: inout any SeededRandomNumberGenerator
  )
    -> String
  {
    let isPhrase =
      text.unicodeScalars.first.map { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
      ?? false
      && text.unicodeScalars.allSatisfy {
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
          || $0 == " "
      } && !text.hasSuffix(" ")
    if isPhrase && Bool.random(using: &rng) { return text }
    let canBeSingle = !text.unicodeScalars.contains { $0.value < 0x20 || $0.value >= 0x7F }
    if canBeSingle && Bool.random(using: &rng) {
      return "'" + text.replacing("'", with: "''") + "'"
    }
    return yamlString(text)
  }
}
