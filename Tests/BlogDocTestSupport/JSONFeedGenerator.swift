import BlogDocCore
import PropertyBased

/// A JSON Feed as real software writes one, with what an import of it must give.
public struct GeneratedFeed: Sendable, CustomStringConvertible {
  /// What one item is, as the generator made it.
  public struct Item: Sendable, Hashable {
    /// What an import must say about an item made to be refused.
    public enum Defect: String, Sendable, Hashable, CaseIterable {
      /// No title and no text to derive one from.
      case untitledAndEmpty
      /// No `url`, `id` or `title`: nothing names it.
      case noIdentity
      /// The same tag twice.
      case repeatedTag
      /// A tag of spaces.
      case blankTag
    }

    /// The entry id the built-in mapping must give it (`nil` for ``Defect/noIdentity``).
    public var entryID: String?
    /// The title the item has, when it has one.
    public var title: String?
    /// Whether the import must derive a title from the item's text.
    public var derivesTitle: Bool
    public var defect: Defect?
  }

  /// The feed's bytes, as text.
  public var json: String
  public var items: [Item]

  public var description: String { json }
}

/// JSON Feeds in the shapes real software writes: JSON Feed 1.0 (`author`) and 1.1
/// (`authors`), micro.blog's untitled items with only `content_html` or `content_text`,
/// link posts with `external_url`, podcasts with `attachments`, dates with offsets and
/// fractions (a modified date before the published one, a date no reader takes), URLs
/// relative to the site, `_extensions` and other custom keys, `summary`, `image`, `banner_image`;
/// written compactly or indented, with `\/` and `\uXXXX` escapes as PHP's `json_encode`
/// writes them. About one item in seven has a ``GeneratedFeed/Item/Defect``.
///
/// ```swift
/// var rng = Xoshiro(seed: (1, 2, 3, 4))
/// let feed = JSONFeedGenerator.feed().run(using: &rng)
/// print(feed.items.count, feed.json.hasPrefix("{"))
/// // Prints "3 true" (for instance)
/// ```
public enum JSONFeedGenerator {
  public static func feed(maxItems: Int = 6) -> Generator<GeneratedFeed, Shrink.None<GeneratedFeed>>
  {
    Generator { rng in
      makeFeed(maxItems: maxItems, using: &rng)
    }
  }

  static let words = [
    "harbour", "undo", "journal", "swift", "kyoto", "tea", "notes", "release", "café", "naïve",
    "日本",
    "fsync", "crash", "rain", "walk", "ferry", "Zoë", "100%", "<b>", "&amp;", "#tag", "“quoted”",
  ]

  static func makeFeed(
    maxItems: Int, using rng: inout any SeededRandomNumberGenerator
  ) -> GeneratedFeed {
    let isVersion11 = Bool.random(using: &rng)
    var feed = ArchiveObject()
    feed.append(
      key: "version",
      value: .string(
        isVersion11 ? "https://jsonfeed.org/version/1.1" : "https://jsonfeed.org/version/1"))
    feed.append(key: "title", value: .string("Feed " + phrase(2, using: &rng)))
    feed.append(key: "home_page_url", value: .string("https://example.org/"))
    feed.append(key: "feed_url", value: .string("https://example.org/feed.json"))
    if Bool.random(using: &rng) {
      feed.append(key: "description", value: .string(phrase(6, using: &rng)))
    }
    if isVersion11 {
      feed.append(
        key: "language", value: .string(["en", "en-GB", "ja"].randomElement(using: &rng)!))
      feed.append(key: "authors", value: .array([author(using: &rng)]))
    } else {
      feed.append(key: "author", value: author(using: &rng))
    }
    if Bool.random(using: &rng) {
      feed.append(
        key: "_microblog",
        value: .object([
          "about": .string("https://micro.blog/about/feeds"), "username": .string("manton"),
        ]))
    }
    var items: [ArchiveValue] = []
    var expected: [GeneratedFeed.Item] = []
    for index in 0..<Int.random(in: 0...maxItems, using: &rng) {
      let (item, expectation) = makeItem(index, isVersion11: isVersion11, using: &rng)
      items.append(item)
      expected.append(expectation)
    }
    feed.append(key: "items", value: .array(items))
    var writer = FeedWriter(
      isIndented: Bool.random(using: &rng), escapesSlashes: Bool.random(using: &rng),
      escapesNonASCII: Int.random(in: 0..<4, using: &rng) == 0)
    writer.write(.object(feed), depth: 0)
    return GeneratedFeed(json: writer.text, items: expected)
  }

  static func makeItem(
    _ index: Int, isVersion11: Bool, using rng: inout any SeededRandomNumberGenerator
  )
    -> (ArchiveValue, GeneratedFeed.Item)
  {
    var defect: GeneratedFeed.Item.Defect?
    if Int.random(in: 0..<7, using: &rng) == 0 {
      defect = GeneratedFeed.Item.Defect.allCases.randomElement(using: &rng)!
    }
    let slug = "post-\(index)-" + ["a", "notes", "x1"].randomElement(using: &rng)!
    let shape = Int.random(in: 0..<4, using: &rng)  // article, micro post, link, podcast
    var item = ArchiveObject()
    var entryID: String?
    // Identity: a URL (its path names the entry), else a tag URI or a plain number.
    let hasURL = defect != .noIdentity && Int.random(in: 0..<5, using: &rng) > 0
    // Some feeds give a URL relative to the site's (a permalink no import can take as it is).
    let site = Int.random(in: 0..<4, using: &rng) == 0 ? "" : "https://example.org"
    let url =
      site + "/\(2020 + index % 5)/0\(1 + index % 9)/" + slug
      + (Bool.random(using: &rng) ? "/" : ".html")
    switch (hasURL, defect == .noIdentity, Bool.random(using: &rng)) {
    case (true, _, _):
      item.append(key: "id", value: .string(Bool.random(using: &rng) ? url : "\(index)"))
      item.append(key: "url", value: .string(url))
      entryID = slug
    case (false, false, true):
      item.append(key: "id", value: .string("tag:example.org,2024:\(index)"))
      entryID = "tag-example-org-2024-\(index)"
    case (false, false, false):
      item.append(key: "id", value: .string("\(index)"))
      entryID = "\(index)"
    case (false, true, _):
      break
    }
    // Titles: micro posts have none; others sometimes carry hostile text.
    var title: String?
    if shape != 1 && defect != .noIdentity && defect != .untitledAndEmpty {
      title =
        Bool.random(using: &rng)
        ? phrase(4, using: &rng)
        : "T " + Generators.oneLine(Generators.makeText(using: &rng, maxLength: 30))
      item.append(key: "title", value: .string(title!))
    }
    var hasText = false
    if defect != .untitledAndEmpty {
      hasText = true
      let text = phrase(Int.random(in: 1...30, using: &rng), using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        item.append(key: "content_text", value: .string(text + "\n\n" + phrase(5, using: &rng)))
      case 1:
        item.append(
          key: "content_html",
          value: .string(
            "<p>" + escapedHTML(text)
              + " <a href=\"https://example.org/\">link</a></p>\n<p>More.</p>"))
      default:
        item.append(key: "content_html", value: .string("<p>" + escapedHTML(text) + "</p>"))
        item.append(key: "content_text", value: .string(text))
      }
    }
    if shape == 2 {
      item.append(key: "external_url", value: .string("https://elsewhere.example/\(index)"))
    }
    if title != nil && Bool.random(using: &rng) {
      item.append(key: "summary", value: .string(phrase(8, using: &rng)))
    }
    if Bool.random(using: &rng) {
      item.append(key: "image", value: .string("https://example.org/img/\(index).jpg"))
    }
    if Int.random(in: 0..<4, using: &rng) == 0 {
      item.append(key: "banner_image", value: .string("https://example.org/banner/\(index).jpg"))
    }
    // Dates in any order (a modified date before the published one breaks a rule), and now
    // and then one no reader takes.
    if Bool.random(using: &rng) {
      item.append(key: "date_published", value: .string(date(using: &rng)))
    }
    if Bool.random(using: &rng) {
      item.append(key: "date_modified", value: .string(date(using: &rng)))
    }
    if Int.random(in: 0..<6, using: &rng) == 0 {
      let key = Bool.random(using: &rng) ? "date_published" : "date_modified"
      item.members.removeAll { $0.key == key }
      item.append(
        key: key,
        value: .string(
          ["2024-13-01", "yesterday", "2024-02-30T10:00:00Z"].randomElement(using: &rng)!))
    }
    if isVersion11 && Bool.random(using: &rng) {
      item.append(
        key: "authors",
        value: .array((0..<Int.random(in: 1...2, using: &rng)).map { _ in author(using: &rng) }))
    } else if !isVersion11 && Bool.random(using: &rng) {
      item.append(key: "author", value: author(using: &rng))
    }
    var tags = Array(
      Set((0..<Int.random(in: 0...3, using: &rng)).map { _ in words.randomElement(using: &rng)! })
    ).sorted()
    switch defect {
    case .repeatedTag: tags += ["dup", "dup"]
    case .blankTag: tags += ["ok", "  "]
    default: break
    }
    if !tags.isEmpty { item.append(key: "tags", value: .array(tags.map(ArchiveValue.string))) }
    if shape == 3 {
      item.append(
        key: "attachments",
        value: .array([
          .object([
            "url": .string("https://cdn.example.org/\(index).mp3"),
            "mime_type": .string("audio/mpeg"),
            "size_in_bytes": .number("\(Int.random(in: 1000...90_000_000, using: &rng))"),
            "duration_in_seconds": .number("2887"),
          ])
        ]))
    }
    if Bool.random(using: &rng) {
      item.append(
        key: "_microblog",
        value: .object([
          "is_bookmark": .bool(Bool.random(using: &rng)), "rating": .number("4.5"),
          "nothing": .null,
        ]))
    }
    let expectation = GeneratedFeed.Item(
      entryID: entryID, title: title, derivesTitle: title == nil && hasText && defect == nil,
      defect: defect)
    return (.object(item), expectation)
  }

  static func phrase(_ count: Int, using rng: inout any SeededRandomNumberGenerator) -> String {
    (0..<count).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
  }

  static func escapedHTML(_ text: String) -> String {
    text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(
      ">", with: "&gt;")
  }

  static func author(using rng: inout any SeededRandomNumberGenerator) -> ArchiveValue {
    var author = ArchiveObject()
    author.append(
      key: "name",
      value: .string(
        ["Ada Lovelace", "Grace Hopper", "Zoë Ångström", "manton"].randomElement(using: &rng)!))
    if Bool.random(using: &rng) {
      author.append(key: "url", value: .string("https://example.org/about/"))
    }
    if Bool.random(using: &rng) {
      author.append(key: "avatar", value: .string("https://example.org/avatar.png"))
    }
    return .object(author)
  }

  /// RFC 3339 as feeds write it: `Z` or an offset, with or without a fraction.
  static func date(using rng: inout any SeededRandomNumberGenerator) -> String {
    let day = String(format2: Int.random(in: 1...28, using: &rng))
    let hour = String(format2: Int.random(in: 0...23, using: &rng))
    let fraction = ["", ".5", ".503", ".000000", ".123456789"].randomElement(using: &rng)!
    let zone = ["Z", "+01:00", "-05:00", "+05:30", "+00:00"].randomElement(using: &rng)!
    return
      "20\(Int.random(in: 10...30, using: &rng))-0\(Int.random(in: 1...9, using: &rng))-\(day)T\(hour):04:09\(fraction)\(zone)"
  }
}

extension String {
  fileprivate init(format2 value: Int) {
    self = value < 10 ? "0\(value)" : "\(value)"
  }

  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}

/// Writes JSON text the ways feed software does.
private struct FeedWriter {
  var isIndented: Bool
  var escapesSlashes: Bool
  var escapesNonASCII: Bool
  var text = ""

  mutating func write(_ value: ArchiveValue, depth: Int) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let literal): text += literal
    case .string(let string): writeString(string)
    case .array(let items):
      writeList(items.count, open: "[", close: "]", depth: depth) { writer, index in
        writer.write(items[index], depth: depth + 1)
      }
    case .object(let object):
      let members = Array(object.members)
      writeList(members.count, open: "{", close: "}", depth: depth) { writer, index in
        writer.writeString(members[index].key)
        writer.text += writer.isIndented ? ": " : ":"
        writer.write(members[index].value, depth: depth + 1)
      }
    }
  }

  mutating func writeList(
    _ count: Int, open: String, close: String, depth: Int,
    _ element: (inout FeedWriter, Int) -> Void
  ) {
    text += open
    for index in 0..<count {
      if index > 0 { text += "," }
      if isIndented { text += "\n" + String(repeating: "  ", count: depth + 1) }
      element(&self, index)
    }
    if isIndented && count > 0 { text += "\n" + String(repeating: "  ", count: depth) }
    text += close
  }

  mutating func writeString(_ string: String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "/" where escapesSlashes: text += "\\/"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20 || (escapesNonASCII && scalar.value > 0x7E):
        for unit in String(scalar).utf16 { text += "\\u" + hex4(unit) }
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  func hex4(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
