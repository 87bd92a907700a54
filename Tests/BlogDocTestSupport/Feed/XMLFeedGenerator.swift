import PropertyBased

/// Random RSS 2.0 and Atom 1.0 feeds in the shapes WordPress, Blogger, Hugo and Jekyll's
/// jekyll-feed write (see ``GeneratedXMLFeed/Shape``), with what each entry holds, for
/// property tests and fuzz seeds of `blogdoc import --from rss` and `--from atom`.
///
/// Titles, terms, names and bodies mix in text that needs escaping (`a&b`, `x<y`, `]]>`,
/// `&amp;` as text) and non-ASCII text. Every entry gets an id of its own: its link ends in
/// a slug numbered by its position, and an entry without a link (a Blogger draft, an Atom
/// entry with only a `urn:` id) has a numbered `<id>`.
///
/// ```swift
/// await propertyCheck(input: XMLFeedGenerator.feed()) { feed in
///   // import feed.bytes with --from atom or --from rss (feed.shape.isAtom) …
/// }
/// ```
public enum XMLFeedGenerator {
  /// A random feed of any shape with up to `maxEntries` entries.
  public static func feed(
    maxEntries: Int = 6
  ) -> Generator<GeneratedXMLFeed, Shrink.None<GeneratedXMLFeed>> {
    Generator { rng in
      let shape = GeneratedXMLFeed.Shape.allCases.randomElement(using: &rng)!
      return makeFeed(shape, entries: Int.random(in: 0...maxEntries, using: &rng), using: &rng)
    }
  }

  static let words = [
    "harbour", "undo", "journal", "café", "naïve", "東京", "🚀", "a&b", "x<y", "“quoted”", "it’s",
    "]]>",
    "&amp;", "<b>", "Q&A", "zoë", "tea", "rain",
  ]
  static let slugWords = [
    "hello", "undo", "journal", "harbour", "notes", "release", "rain", "ferry",
  ]
  static let terms = ["Swift", "Travel & Places", "Cafés", "日本", "Q&A", "C++", "notes", "Undo <3"]
  static let names = ["Ada", "Zoë", "田中", "Grace H.", "O'Brien & Co"]

  /// A feed of `shape` with `count` entries.
  public static func makeFeed(
    _ shape: GeneratedXMLFeed.Shape, entries count: Int,
    using rng: inout any SeededRandomNumberGenerator
  ) -> GeneratedXMLFeed {
    var entries: [GeneratedXMLFeed.Entry] = []
    var items: [String] = []
    for index in 0..<count {
      let (entry, markup) = makeEntry(shape, index: index, using: &rng)
      entries.append(entry)
      items.append(markup)
    }
    return GeneratedXMLFeed(shape: shape, xml: document(shape, items: items), entries: entries)
  }

  static func makeEntry(
    _ shape: GeneratedXMLFeed.Shape, index: Int, using rng: inout any SeededRandomNumberGenerator
  ) -> (GeneratedXMLFeed.Entry, String) {
    let slug = slugWords.randomElement(using: &rng)! + "-\(index + 1)"
    let date = (
      year: Int.random(in: 2005...2025, using: &rng), month: Int.random(in: 1...12, using: &rng),
      day: Int.random(in: 1...28, using: &rng), hour: Int.random(in: 0...23, using: &rng),
      minute: Int.random(in: 0...59, using: &rng), second: Int.random(in: 0...59, using: &rng)
    )
    var entry = GeneratedXMLFeed.Entry(
      id: nil, title: phrase(Int.random(in: 1...4, using: &rng), using: &rng), titleIsHTML: false,
      link: nil,
      published: nil, updated: nil, content: nil, summary: nil, categories: [], authors: [],
      isDraft: false)
    let categories = Array(terms.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)))
    switch shape {
    case .wordpress:
      entry.link = "https://example.org/\(date.year)/\(two(date.month))/\(two(date.day))/\(slug)/"
      entry.id = "https://example.org/?p=\(100 + index)"
      entry.published = rfc822(date, zone: "+0000")
      entry.content = .html(html(using: &rng))
      entry.summary = Bool.random(using: &rng) ? .html(phrase(6, using: &rng) + " [&hellip;]") : nil
      entry.categories = categories.map { .init(term: $0, scheme: nil) }
      entry.authors = [names.randomElement(using: &rng)!]
      return (entry, wordpressItem(entry))
    case .hugo:
      entry.link = "https://example.org/posts/\(slug)/"
      entry.id = entry.link
      entry.published = rfc822(
        date,
        zone: ["+0000", "GMT", "-0700", "+0900", "EST", "EDT", "PST", "PDT"].randomElement(
          using: &rng)!)
      entry.content = .html(html(using: &rng))
      if Int.random(in: 0..<4, using: &rng) == 0 {
        entry.authors = ["ada@example.org (\(names.randomElement(using: &rng)!))"]
      }
      return (entry, hugoItem(entry))
    case .blogger:
      entry.id = "tag:blogger.com,1999:blog-7000.post-\(500 + index)"
      entry.isDraft = Int.random(in: 0..<3, using: &rng) == 0
      if !entry.isDraft {
        entry.link = "https://x.blogspot.com/\(date.year)/\(two(date.month))/\(slug).html"
      }
      entry.published = rfc3339(
        date, fraction: ".\(Int.random(in: 100...999, using: &rng))", zone: "-08:00")
      entry.updated = entry.published
      entry.content = .html(html(using: &rng))
      // Blogger's export holds the blog's comments, settings and template as entries too.
      let kind = [
        "post", "post", "post", "post", "post", "post", "page", "comment", "settings", "template",
      ].randomElement(using: &rng)!
      entry.categories =
        [
          .init(
            term: "http://schemas.google.com/blogger/2008/kind#\(kind)",
            scheme: "http://schemas.google.com/g/2005#kind")
        ]
        + (kind == "post"
          ? categories.map { .init(term: $0, scheme: "http://www.blogger.com/atom/ns#") } : [])
      entry.authors = [names.randomElement(using: &rng)!]
      return (entry, bloggerEntry(entry))
    case .jekyll:
      entry.link =
        "https://example.org/\(date.year)/\(two(date.month))/\(two(date.day))/\(slug).html"
      entry.id = entry.link
      entry.titleIsHTML = true
      entry.published = rfc3339(
        date, fraction: "", zone: ["+00:00", "+02:00", "-05:00"].randomElement(using: &rng)!)
      entry.updated = entry.published
      entry.content = .html(html(using: &rng))
      entry.summary =
        Bool.random(using: &rng) ? .html("<p>" + escaped(phrase(5, using: &rng)) + "</p>") : nil
      entry.categories = categories.map { .init(term: $0, scheme: nil) }
      if Bool.random(using: &rng) { entry.authors = [names.randomElement(using: &rng)!] }
      return (entry, jekyllEntry(entry))
    case .specAtom:
      entry.id = "urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344e\(hex4(index))"
      if Bool.random(using: &rng) { entry.link = "https://example.org/\(slug)" }
      entry.updated = rfc3339(
        date, fraction: "", zone: ["Z", "+05:30"].randomElement(using: &rng)!)
      if Bool.random(using: &rng) { entry.published = entry.updated }
      let text = phrase(Int.random(in: 1...8, using: &rng), using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: entry.content = .xhtml(html(using: &rng))
      case 1: entry.content = .text(text)
      case 2:
        entry.summary = [
          .text(text), .html("<p>" + escaped(text) + "</p>"),
          .xhtml("<p>" + escaped(text) + "</p>"),
        ].randomElement(using: &rng)!
      default:
        entry.content = .xhtml(html(using: &rng))
        entry.summary = .text(text)
      }
      entry.categories = categories.map {
        .init(term: $0, scheme: Bool.random(using: &rng) ? "https://example.org/tags" : nil)
      }
      entry.authors = Array(names.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)))
      return (entry, specEntry(entry))
    }
  }

  /// One to `count` words; never blank.
  static func phrase(_ count: Int, using rng: inout any SeededRandomNumberGenerator) -> String {
    (0..<max(1, count)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
  }

  /// HTML that is XHTML too (every element closed, attributes quoted), so that one body
  /// serves as `type="html"` and as `type="xhtml"`.
  static func html(using rng: inout any SeededRandomNumberGenerator) -> String {
    var blocks: [String] = []
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let text = escaped(phrase(Int.random(in: 1...6, using: &rng), using: &rng))
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: blocks.append("<p>\(text) <em>\(escaped(phrase(2, using: &rng)))</em> \(text)</p>")
      case 1:
        blocks.append(
          "<ul><li>\(text)</li><li><strong>\(escaped(phrase(1, using: &rng)))</strong></li></ul>")
      case 2: blocks.append("<h2>\(text)</h2>")
      case 3: blocks.append("<p>\(text)<br/>\(escaped(phrase(2, using: &rng)))</p>")
      case 4: blocks.append("<p><a href=\"https://example.org/a?x=1&amp;y=2\">\(text)</a></p>")
      default:
        blocks.append(
          "<p><img src=\"https://example.org/i.png\" alt=\"\(escaped(phrase(1, using: &rng), quote: true))\"/></p>"
        )
      }
    }
    return blocks.joined(separator: "\n")
  }

  static func escaped(_ text: String, quote: Bool = false) -> String {
    WXRWriter.escaped(text, quote: quote)
  }

  /// `index` as four lowercase hex digits.
  static func hex4(_ index: Int) -> String {
    let hex = String(index, radix: 16)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

  typealias DateParts = (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)

  static func rfc3339(_ date: DateParts, fraction: String, zone: String) -> GeneratedXMLFeed.Date {
    let written =
      "\(date.year)-\(two(date.month))-\(two(date.day))T\(two(date.hour)):\(two(date.minute)):\(two(date.second))\(fraction)\(zone)"
    return .init(
      year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
      second: date.second, fraction: fraction, zone: zone, written: written)
  }

  /// `Tue, 05 Mar 2019 10:20:00 +0000`, with the right weekday.
  static func rfc822(_ date: DateParts, zone: String) -> GeneratedXMLFeed.Date {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    // Sakamoto's method.
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let year = date.month < 3 ? date.year - 1 : date.year
    let weekday =
      (year + year / 4 - year / 100 + year / 400 + offsets[date.month - 1] + date.day) % 7
    let written =
      "\(weekdays[weekday]), \(two(date.day)) \(months[date.month - 1]) \(date.year) \(two(date.hour)):\(two(date.minute)):\(two(date.second)) \(zone)"
    return .init(
      year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
      second: date.second, fraction: "", zone: zone, written: written)
  }
}
