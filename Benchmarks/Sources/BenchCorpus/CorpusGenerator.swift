import BlogDocCore
import BlogDocBlog
import FoundationEssentials

/// Deterministic, realistic blog entries for the benchmarks and `make-corpus`.
///
/// Every run with the same seed produces the same entries, byte for byte, on every
/// platform: the generator uses its own ``SplitMix64`` rather than the system RNG.
/// An entry has an id like `entry-00042`, a ~60-character title, a ~2 KB Markdown body
/// holding `<`, `&`, `"`, accented letters and emoji, 3–5 tags, 1–2 categories and dates
/// to the second. 10,000 entries archive to about 25 MB of XML.
///
/// ```swift
/// let entries = CorpusGenerator.entries(count: 2)
/// print(entries[1].id, entries[1].tagNames.count)
/// // Prints "entry-00001 4"
/// ```
public enum CorpusGenerator {
  /// The seed the benchmarks use.
  public static let defaultSeed: UInt64 = 0x5EED_B10C_D0C5_2026

  /// `count` entries, ids `entry-00000` upwards.
  public static func entries(count: Int, seed: UInt64 = defaultSeed) -> [BlogEntry] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { makeEntry(index: $0, random: &random) }
  }

  /// A blog document (collection layout) of `count` entries.
  public static func blog(count: Int, seed: UInt64 = defaultSeed) -> BlogDocument {
    // Ids are unique by construction.
    try! BlogDocument(entries: entries(count: count, seed: seed))
  }

  // MARK: - One entry

  static func makeEntry(index: Int, random: inout SplitMix64) -> BlogEntry {
    let id = "entry-" + zeroPadded(index, width: 5)
    // One post every ~7 hours from 2015-01-01T00:00:00Z, with jitter to the second.
    let posted = 1_420_070_400 + Int64(index) * 25_200 + Int64(random.int(in: 0..<20_000))
    let offset: Int16? = random.chance(1, in: 8) ? random.pick([60, 120, -300, 330]) : nil
    let updated: Timestamp? =
      random.chance(1, in: 3)
      ? Timestamp(
        secondsSince1970: posted + Int64(random.int(in: 600..<5_000_000)), utcOffsetMinutes: offset)
      : nil
    let permalink =
      random.chance(9, in: 10)
      ? URL(string: "https://blog.example.com/\(2015 + index / 1250)/\(id)?ref=feed&lang=en")
      : nil
    return BlogEntry(
      id: id,
      title: makeTitle(random: &random),
      summary: random.chance(7, in: 10) ? makeSentence(words: 18...26, random: &random) : nil,
      authorName: random.chance(4, in: 5) ? random.pick(authors) : nil,
      postedDate: Timestamp(secondsSince1970: posted, utcOffsetMinutes: offset),
      updatedDate: updated,
      bodyText: makeBody(random: &random),
      tagNames: random.distinct(random.int(in: 3..<6), from: tags),
      categoryNames: random.distinct(random.int(in: 1..<3), from: categories),
      isDraft: random.chance(1, in: 20),
      permalink: permalink
    )
  }

  /// About 60 characters, sometimes with `&`, an accent or an emoji.
  static func makeTitle(random: inout SplitMix64) -> String {
    var title = random.pick(titleOpeners)
    while title.count < 52 {
      title += " " + random.pick(words)
    }
    switch random.int(in: 0..<6) {
    case 0: title += " & more"
    case 1: title += " 🚀"
    case 2: title += " (café edition)"
    default: break
    }
    return title
  }

  /// A Markdown body of roughly 2 KB of UTF-8.
  static func makeBody(random: inout SplitMix64) -> String {
    let target = random.int(in: 1_400..<1_800)
    var body = "## " + makeSentence(words: 4...7, random: &random, period: false) + "\n\n"
    var block = 0
    while body.utf8.count < target {
      switch block % 4 {
      case 0, 2:
        body += makeParagraph(random: &random)
      case 1:
        let items = (0..<random.int(in: 3..<5)).map { _ in
          "- " + makeSentence(words: 5...10, random: &random)
        }
        body += items.joined(separator: "\n")
      default:
        body += random.pick(codeBlocks)
      }
      body += "\n\n"
      block += 1
    }
    body += "_Thanks for reading — questions? Write to \"me\" <me@example.com>._\n"
    return body
  }

  static func makeParagraph(random: inout SplitMix64) -> String {
    var sentences: [String] = []
    for _ in 0..<random.int(in: 3..<6) {
      var sentence = makeSentence(words: 8...18, random: &random)
      switch random.int(in: 0..<8) {
      case 0: sentence += " See [the docs](https://example.com/docs?q=swift&page=2)."
      case 1: sentence += " Use `Array<Int>` when `a < b && b > c`."
      case 2: sentence += " As they say, \"it's fine\"."
      case 3: sentence += " 🎉"
      default: break
      }
      sentences.append(sentence)
    }
    return sentences.joined(separator: " ")
  }

  static func makeSentence(
    words range: ClosedRange<Int>, random: inout SplitMix64, period: Bool = true
  ) -> String {
    let count = random.int(in: range.lowerBound..<(range.upperBound + 1))
    var sentence = ""
    for index in 0..<count {
      var word = random.pick(words)
      if index == 0 {
        word = word.prefix(1).uppercased() + word.dropFirst()
      } else if random.chance(1, in: 12) {
        word = "*" + word + "*"
      }
      sentence += index == 0 ? word : " " + word
    }
    return period ? sentence + "." : sentence
  }

  static func zeroPadded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  // MARK: - Vocabulary

  static let words = [
    "swift", "value", "types", "memory", "the", "a", "of", "and", "to", "with", "in", "for",
    "compiler", "protocol", "generic", "café", "naïve", "résumé", "façade", "déjà", "vu", "über",
    "snapshot", "undo", "document", "editor", "parser", "stream", "buffer", "linux", "server",
    "library", "closure", "actor", "task", "queue", "latency", "throughput", "benchmark", "cache",
    "copy-on-write", "structure", "is", "was", "we", "you", "it", "fast", "small", "simple",
    "careful", "honest", "elegant", "weird", "über-fast", "Zürich", "São", "Paulo", "naïveté",
    "coffee", "☕", "✨", "🦀", "🐧", "measure", "again", "then", "because", "until", "every", "field",
  ]

  static let titleOpeners = [
    "Notes on", "Why I stopped using", "A closer look at", "How we rebuilt", "Lessons from",
    "Understanding", "The case for", "Ten things about", "Revisiting", "Shipping",
  ]

  static let tags = [
    "swift", "linux", "xml", "json", "performance", "memory", "concurrency", "testing", "cli",
    "design", "undo", "libxml2", "foundation", "generics", "macros", "server", "tooling", "docs",
    "café", "résumé", "c-interop", "benchmarks", "parsing", "unicode", "emoji-🎉", "security",
    "build", "packaging", "ci", "git", "editors", "vim", "emacs", "xcode", "vscode", "debugging",
    "profiling", "valgrind", "allocators", "arc",
  ]

  static let categories = [
    "Programming", "Tools", "Life & Work", "Travel", "Reviews", "Tutorials", "Opinion",
    "Café Notes",
  ]

  static let authors = [
    "Zoë Ångström", "José Núñez", "Ada Lovelace", "Grace Hopper", "Björn Ødegaard",
    "Chloé Dubois", "Kenji Satō", "Priya Raman",
  ]

  static let codeBlocks = [
    """
    ```swift
    if a < b && b > c {
      print("héllo, \\(name) — <b>bold</b> & \\"quoted\\"")
    }
    ```
    """,
    """
    ```xml
    <entry id="x">&lt;escaped&gt; &amp; "quoted" 'single'</entry>
    ```
    """,
    """
    ```sh
    swift build -c release 2>&1 | grep -E "error|warning" > log.txt && echo "ok ✅"
    ```
    """,
    """
    ```c
    for (int i = 0; i < n && p[i] != '\\0'; i++) { sum += p[i] << 2; }
    ```
    """,
  ]
}

/// Sebastiano Vigna's SplitMix64: small, fast and the same on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `range`, by modulo (the bias is irrelevant for test data and keeps it portable).
  mutating func int(in range: Range<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(in: 0..<denominator) < numerator
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[int(in: 0..<items.count)]
  }

  /// `count` different items from `items`, in the order drawn.
  mutating func distinct(_ count: Int, from items: [String]) -> [String] {
    var chosen: [String] = []
    while chosen.count < count {
      let item = pick(items)
      if !chosen.contains(item) { chosen.append(item) }
    }
    return chosen
  }
}
