import PropertyBased

/// A Markdown post as a static-site generator keeps it, and the fields an import must find
/// in it.
public struct GeneratedPost: Sendable, CustomStringConvertible {
  /// The generator whose shape the front matter has.
  public enum Shape: String, CaseIterable, Sendable {
    case hugoTOML, hugoYAML, zola
    /// Zola's with blank lines before `+++` and spaces or tabs after both fences.
    case zolaSpaced
    /// Jekyll's YAML with `category` (one, or a list) for `categories`.
    case jekyllCategory
    /// Eleventy's `---json` and Hugo's JSON object at the top.
    case eleventyJSON, hugoJSON
    /// jsonfeed.org's `@key value` lines.
    case headers
    /// Eleventy's `---js`, which blogdoc does not read: the post is a draft titled from its
    /// file, with nothing else mapped.
    case eleventyJS
  }

  public var shape: Shape
  /// The file's path, `posts/YYYY-MM-DD-name.md` or `content/name/index.md`.
  public var path: String
  public var text: String
  public var title: String
  public var summary: String?
  public var author: String?
  /// The posted date as `Timestamp.iso8601` writes it; for ``Shape/eleventyJS``, the file
  /// name's date, if it has one.
  public var date: String?
  public var tags: [String]
  public var categories: [String]
  public var isDraft: Bool
  /// The Markdown after the front matter.
  public var body: String
  /// `weight`, which no field maps, so an import keeps it with the entry's unknown fields
  /// (as text from ``Shape/headers``, inside the kept text from ``Shape/eleventyJS``).
  public var weight: Int

  public var description: String { "\(shape) \(path):\n\(text)" }
}

/// Front matter in the shapes Hugo, Zola, Jekyll, Eleventy and jsonfeed.org write (`hugo new`,
/// Zola's and Eleventy's documentation), with hostile text in every string.
///
/// Hugo writes TOML between `+++` (its default) or YAML between `---`, dates as TOML
/// date-times, and a theme's settings under `[params]`; Zola writes TOML only, with tags and
/// categories under `[taxonomies]` and its own extras under `[extra]`. Strings come as
/// basic, literal and multi-line strings; dates as offset or local date-times or local dates.
/// Zola and Hugo allow blank lines before the front matter; Eleventy names JSON or JavaScript
/// after the opening `---`; Hugo reads a JSON object at the top; jsonfeed.org's pages have
/// one-line `@key value` headers.
public enum FrontMatterGenerators {
  public static let post = Generator<GeneratedPost, Shrink.None<GeneratedPost>> { rng in
    makePost(shape: GeneratedPost.Shape.allCases.randomElement(using: &rng)!, using: &rng)
  }

  /// Posts of one shape only.
  public static func post(
    shape: GeneratedPost.Shape
  ) -> Generator<GeneratedPost, Shrink.None<GeneratedPost>> {
    Generator { rng in makePost(shape: shape, using: &rng) }
  }

  static func makePost(
    shape: GeneratedPost.Shape, using rng: inout any SeededRandomNumberGenerator
  ) -> GeneratedPost {
    func text(_ max: Int) -> String { Generators.makeText(using: &rng, maxLength: max) }
    func chance() -> Bool { Bool.random(using: &rng) }
    // What the schema refuses (blank titles, tags, repeats) is not what a generator writes.
    let title = "T" + Generators.oneLine(text(30))
    let tags = Array(
      Set((0..<Int.random(in: 0...4, using: &rng)).map { "t\($0)" + Generators.oneLine(text(8)) })
    ).sorted()
    let categories = Array(
      Set((0..<Int.random(in: 0...2, using: &rng)).map { "c\($0)" + Generators.oneLine(text(8)) })
    ).sorted()
    let summary: String? = chance() ? "S" + text(40) : nil
    let author: String? = chance() ? "A" + Generators.oneLine(text(10)) : nil
    let isDraft = chance()
    let (dateTOML, dateYAML, dateISO) = makeDate(using: &rng)
    let weight = Int.random(in: -5...100, using: &rng)
    let body = chance() ? "" : text(80)
    var post = GeneratedPost(
      shape: shape, path: "", text: "", title: title, summary: summary, author: author,
      date: dateISO, tags: tags,
      categories: categories, isDraft: isDraft, body: body, weight: weight)
    let datePrefix = String(dateISO.prefix(10))
    post.path = chance() ? "posts/\(datePrefix)-post.md" : "content/post/index.md"
    switch shape {
    case .hugoTOML:
      var lines = [
        "+++", "title = \(tomlString(title, using: &rng))", "date = \(dateTOML)",
        "draft = \(isDraft)",
      ]
      if let summary { lines.append("summary = \(tomlString(summary, using: &rng))") }
      lines.append("weight = \(weight)")
      lines.append("tags = [\(tags.map { tomlString($0, using: &rng) }.joined(separator: ", "))]")
      if !categories.isEmpty || chance() {
        lines.append(
          "categories = [\(categories.map { tomlString($0, using: &rng) }.joined(separator: ", "))]"
        )
      }
      if chance() { lines.append("# A comment, as archetypes leave them.") }
      if let author {
        lines += ["", "[params]", "author = \(tomlString(author, using: &rng))", "toc = true"]
      }
      lines += ["+++", ""]
      post.text = lines.joined(separator: "\n") + "\n" + body
    case .hugoYAML:
      var lines = ["---", "title: \(yamlString(title))", "date: \(dateYAML)", "draft: \(isDraft)"]
      if let summary { lines.append("summary: \(yamlString(summary))") }
      lines.append("weight: \(weight)")
      lines.append("tags: [\(tags.map(yamlString).joined(separator: ", "))]")
      lines.append("categories: [\(categories.map(yamlString).joined(separator: ", "))]")
      if let author {
        lines += ["params:", "  author: \(yamlString(author))"]
      }
      lines += ["---", ""]
      post.text = lines.joined(separator: "\n") + "\n" + body
    case .zola:
      var lines = ["+++", "title = \(tomlString(title, using: &rng))"]
      if let summary { lines.append("description = \(tomlString(summary, using: &rng))") }
      lines += ["date = \(dateTOML)", "draft = \(isDraft)"]
      if let author { lines.append("authors = [\(tomlString(author, using: &rng))]") }
      lines.append("weight = \(weight)")
      let tagList = "[\(tags.map { tomlString($0, using: &rng) }.joined(separator: ", "))]"
      let categoryList =
        "[\(categories.map { tomlString($0, using: &rng) }.joined(separator: ", "))]"
      if chance() {
        // Dotted keys say the same as the section.
        lines += ["taxonomies.tags = \(tagList)", "taxonomies.categories = \(categoryList)"]
      } else {
        lines += ["", "[taxonomies]", "tags = \(tagList)", "categories = \(categoryList)"]
      }
      lines += ["", "[extra]", "lang = \(tomlString(text(6), using: &rng))", "+++", ""]
      post.text = lines.joined(separator: "\n") + "\n" + body
    case .zolaSpaced, .jekyllCategory, .eleventyJSON, .hugoJSON, .headers, .eleventyJS:
      makeLenientText(of: &post, date: (dateTOML, dateYAML), body: body, using: &rng)
    }
    return post
  }

  /// A date as TOML and YAML write it, and as `Timestamp.iso8601` prints what it reads.
  static func makeDate(
    using rng: inout any SeededRandomNumberGenerator
  ) -> (toml: String, yaml: String, iso: String) {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let day =
      "\(Int.random(in: 1990...2099, using: &rng))-\(two(Int.random(in: 1...12, using: &rng)))-\(two(Int.random(in: 1...28, using: &rng)))"
    let time =
      "\(two(Int.random(in: 0...23, using: &rng))):\(two(Int.random(in: 0...59, using: &rng))):\(two(Int.random(in: 0...59, using: &rng)))"
    let fraction = [nil, ".5", ".250", ".123456789"].randomElement(using: &rng)! ?? ""
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return (day, day, day + "T00:00:00Z")
    case 1:
      return (
        "\(day)T\(time)\(fraction)", "\(day)T\(time)\(fraction)", "\(day)T\(time)\(fraction)Z"
      )
    case 2: return ("\(day) \(time)Z", "\(day) \(time)Z", "\(day)T\(time)Z")
    default:
      let offset = ["+01:00", "-07:00", "+05:30", "+00:00", "-00:00"].randomElement(using: &rng)!
      let stamp = "\(day)T\(time)\(fraction)\(offset)"
      return (stamp, stamp, stamp)
    }
  }

  /// `text` as a TOML string: literal when it can be, else basic (or multi-line basic).
  static func tomlString(_ text: String, using rng: inout any SeededRandomNumberGenerator) -> String
  {
    let hasControl = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    // By scalar: `'` and a combining mark after it are one Character, which is not `'`.
    if !hasControl, !text.unicodeScalars.contains("'"), Bool.random(using: &rng) {
      return "'\(text)'"
    }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        escaped +=
          "\\U" + String(repeating: "0", count: 8 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    // A multi-line string's first line break is dropped: start it with one.
    return Bool.random(using: &rng) ? "\"\"\"\n\(escaped)\"\"\"" : "\"\(escaped)\""
  }

  /// `text` as a YAML double-quoted scalar, every character outside printable ASCII escaped.
  static func yamlString(_ text: String) -> String {
    quoted(text, escaping: { $0.value < 0x20 || $0.value >= 0x7F }, as: "\\U", digits: 8)
  }

  /// `text` in double quotes, with `"` and `\` escaped by a backslash and each scalar
  /// `isEscaped` picks written as `prefix` and `digits` hex digits.
  static func quoted(
    _ text: String, escaping isEscaped: (Unicode.Scalar) -> Bool, as prefix: String, digits: Int
  ) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case _ where isEscaped(scalar):
        let hex = String(scalar.value, radix: 16)
        escaped += prefix + String(repeating: "0", count: digits - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
