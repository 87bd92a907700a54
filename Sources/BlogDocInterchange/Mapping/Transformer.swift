import BlogDocCore

/// A named step that turns a remote value into what a field holds: the value
/// transformers of FDModel's key-path mappings, named so a mapping file can list them.
///
/// Each takes an `ArchiveValue` and gives an ``Transformer/Outcome``: a value, nothing
/// (the next candidate path is tried), or a rejection saying why (a warning, then the next
/// candidate).
///
/// ```swift
/// let tags = try Transformer(name: "comma-list").apply(to: .string("swift, linux"))
/// print(tags)
/// // Prints "value(BlogDocCore.ArchiveValue.array([BlogDocCore.ArchiveValue.string("swift"), BlogDocCore.ArchiveValue.string("linux")]))"
/// ```
public enum Transformer: Hashable, Sendable {
  /// Strips leading and trailing whitespace.
  case trim
  /// Lowercases the text.
  case lowercase
  /// `Hello, Wörld!` → `hello-world`, `Ada's Post` → `adas-post`: an id blogdoc accepts, by
  /// the rule `blogdoc new` and a chip use too (`Slug`), after percent-decoding
  /// (`caf%c3%a9` → `cafe`). Text with no letter it can spell (`日本`) gives no slug.
  case slug
  /// `a, b` → `["a", "b"]`; a list passes through, its items as they are, but one holding a
  /// list or an object, which has no one text, is refused.
  case commaList
  /// The first item of a list.
  case first
  /// The member `key` of each object in a list: `pluck:name`. With `pluck:#text`, a text
  /// item is kept as it is: an XML element without attributes is just its text.
  case pluck(String)
  /// The objects of a list whose member `key` is `value`: `where:@domain=post_tag`. With
  /// nothing after `=`, the items without that member too: `where:@rel=` takes an Atom
  /// `<link>` without `rel`, which is an alternate link.
  case filter(key: String, value: String)
  /// The items of a list whose member `key` is not `value`:
  /// `where-not:@scheme=http://schemas.google.com/g/2005#kind`.
  case filterOut(key: String, value: String)
  /// Numbers and booleans as text.
  case string
  /// `true` ↔ `false`.
  case not
  /// Text before the value: `prefix:post-`.
  case prefix(String)
  /// The first line that is not blank, trimmed.
  case firstLine
  /// Text longer than the given number of characters, cut at the last word boundary
  /// before it and ended with `…` (the result, `…` included, fits): `truncate:80`.
  case truncate(Int)
  /// The last segment of a URL's path, without an extension: `https://x.org/2024/hi/` → `hi`.
  case urlPath
  /// HTML as plain text: tags dropped, character references decoded.
  case htmlToText
  /// HTML as Markdown, keeping headings, emphasis, links and lists.
  case htmlToMarkdown
  /// A date in the given format, as an ISO 8601 timestamp; placeholders read as nothing.
  case date(DateFormat)
  /// `publish`, `published`, `public`, `live`, `future`, `scheduled` → `false`;
  /// `draft`, `pending`, `private`, `auto-draft`, `trash`, `unpublished` → `true`.
  case draftFromStatus
  /// `true` for any value: whether the record has one at all (a WordPress
  /// `wp:post_password` makes a draft). Empty text is absent before this runs.
  case present
  /// `true` when the text is exactly the argument, `false` for any other text:
  /// `equals:publish`.
  case equals(String)

  /// What a transformer gives.
  public enum Outcome: Hashable, Sendable {
    /// The transformed value.
    case value(ArchiveValue)
    /// Nothing to use: a placeholder or an empty result.
    case absent
    /// A value this transformer cannot read, with the reason.
    case rejected(String)
  }

  /// Every name a mapping file may use, for messages.
  public static let names = [
    "trim", "lowercase", "slug", "comma-list", "first", "pluck:KEY", "where:KEY=VALUE",
    "where-not:KEY=VALUE", "string",
    "not", "prefix:TEXT", "first-line", "truncate:N", "url-path", "html-to-text",
    "html-to-markdown", "date", "date:PATTERN",
    "draft-from-status", "present", "equals:TEXT",
  ]

  /// Reads a transformer's name as a mapping file writes it: `slug`, `date:yyyy-MM-dd`.
  ///
  /// - Throws: ``MappingError`` for an unknown name or a bad argument.
  public init(name: String) throws(MappingError) {
    let (head, argument) = Self.split(name)
    switch (head, argument) {
    case ("trim", nil): self = .trim
    case ("lowercase", nil): self = .lowercase
    case ("slug", nil): self = .slug
    case ("comma-list", nil): self = .commaList
    case ("first", nil): self = .first
    case ("pluck", let key?) where !key.isEmpty: self = .pluck(key)
    case ("where", let test?), ("where-not", let test?):
      guard let equals = test.firstIndex(of: "="), equals != test.startIndex else {
        throw MappingError("Expected '\(head):KEY=VALUE', found '\(name)'.")
      }
      let (key, value) = (String(test[..<equals]), String(test[test.index(after: equals)...]))
      self = head == "where" ? .filter(key: key, value: value) : .filterOut(key: key, value: value)
    case ("string", nil): self = .string
    case ("not", nil): self = .not
    case ("prefix", let text?): self = .prefix(text)
    case ("first-line", nil): self = .firstLine
    case ("truncate", let count?):
      guard let limit = Int(count), limit >= 2 else {
        throw MappingError(
          "Expected 'truncate:N' with N a whole number of characters of at least 2, found '\(name)'."
        )
      }
      self = .truncate(limit)
    case ("url-path", nil): self = .urlPath
    case ("html-to-text", nil): self = .htmlToText
    case ("html-to-markdown", nil): self = .htmlToMarkdown
    case ("date", nil): self = .date(.flexible)
    case ("date", let pattern?):
      do {
        self = .date(try DateFormat(pattern: pattern))
      } catch {
        throw MappingError("\(error)")
      }
    case ("draft-from-status", nil): self = .draftFromStatus
    case ("present", nil): self = .present
    case ("equals", let text?): self = .equals(text)
    default:
      let known = Self.names.map { $0.split(separator: ":").first.map(String.init) ?? $0 }
      if known.contains(head) {
        throw MappingError(
          "Transformer '\(head)' \(argument == nil ? "needs an argument" : "takes no argument"); the transformers are \(Self.names.joined(separator: ", "))."
        )
      }
      throw MappingError(
        "Unknown transformer '\(name)'; the transformers are \(Self.names.joined(separator: ", "))."
      )
    }
  }

  /// The name a mapping file writes.
  public var name: String {
    switch self {
    case .trim: "trim"
    case .lowercase: "lowercase"
    case .slug: "slug"
    case .commaList: "comma-list"
    case .first: "first"
    case .pluck(let key): "pluck:" + key
    case .filter(let key, let value): "where:\(key)=\(value)"
    case .filterOut(let key, let value): "where-not:\(key)=\(value)"
    case .string: "string"
    case .not: "not"
    case .prefix(let text): "prefix:" + text
    case .firstLine: "first-line"
    case .truncate(let limit): "truncate:\(limit)"
    case .urlPath: "url-path"
    case .htmlToText: "html-to-text"
    case .htmlToMarkdown: "html-to-markdown"
    case .date(.flexible): "date"
    case .date(.pattern(let pattern)): "date:" + pattern
    case .date: "date"
    case .draftFromStatus: "draft-from-status"
    case .present: "present"
    case .equals(let text): "equals:" + text
    }
  }

  private static func split(_ name: String) -> (String, String?) {
    guard let colon = name.firstIndex(of: ":") else { return (name, nil) }
    return (String(name[..<colon]), String(name[name.index(after: colon)...]))
  }
}
