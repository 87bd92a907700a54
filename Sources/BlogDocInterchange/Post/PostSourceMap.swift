/// Where a Markdown post's front matter, its keys and its body lie in the file's bytes,
/// recorded as ``MarkdownPostFormat`` reads it: what its splice needs to change only an
/// edited key's value.
///
/// ```swift
/// let (_, map) = try MarkdownPostFormat().decodeWithSourceMap(
///   BlogEntry.self, from: buffer, options: .default)
/// // map says where `title:`'s value and the body are
/// ```
public struct PostSourceMap: Hashable, Sendable {
  /// The language of the front matter, as far as the splice writes it.
  enum Language: Hashable, Sendable {
    case yaml, toml
    /// JSON, `@key` lines or a language blogdoc does not read: kept, never spliced.
    case other
  }

  /// The path the post was read from (`DecodingOptions.sourceName`), which its id may
  /// come from; a read-back reads it as the same name.
  var sourceName: String?
  /// The front matter's language.
  var language: Language
  /// The offset of the opening fence's line: what comes before it (a byte order mark, blank
  /// lines) is not front matter.
  var opening: Int
  /// The bytes between the fences: the first key's line to the closing fence's line.
  var frontMatter: Range<Int>
  /// The bytes of the body, after the closing fence and the one blank line that follows it.
  var body: Range<Int>
  /// The file's line break: `\r\n` when the closing fence's line ends so, else `\n`.
  var lineBreak: String
  /// The front matter's top-level keys, in the file's order (empty for ``Language/other``).
  var keys: [PostKey]
  /// The key path each field of the entry is written under (`summary` → `description`).
  var fieldPaths: [String: String] = [:]

  /// The top-level key named `name`, if the front matter writes it.
  ///
  /// - Complexity: O(*k*) in the keys.
  func key(named name: String) -> PostKey? {
    keys.first { $0.name == name }
  }
}
