import BlogDocCore
import BlogDocBlog
import FoundationEssentials
import PropertyBased

/// Random documents for property-based tests, shared by every test target.
///
/// Strings are hostile on purpose: markup characters, every kind of line break, astral
/// scalars, right-to-left marks, combining marks, `]]>`, leading and trailing spaces,
/// but only characters ``XMLCharacterRule`` allows (the rest are refused by design).
public enum Generators {
  /// Scalars that break naive escaping, line handling or UTF-8/UTF-16 assumptions.
  static let hostileScalars: [Unicode.Scalar] = [
    "<", ">", "&", "\"", "'", "]", "\\", "/", " ", "\t", "\n", "\r", "\u{85}", "\u{2028}",
    "\u{2029}", "\u{A0}", "\u{FEFF}", "\u{FFFD}", "\u{202E}", "\u{200F}", "\u{301}", "\u{7F}",
    "\u{9F}", "é", "ß", "ﬁ", "א", "ש", "ع", "中", "😀", "🧑", "\u{200D}", "💻", "𝄞", "𝕏",
    "\u{10FFFF}", "\u{E000}", Unicode.Scalar(0xFDD0)!, "$", "{", "}", "%", "#", "0", ":", ",",
  ]

  /// A hostile string of up to `maxLength` scalars.
  public static func hostileText(maxLength: Int = 40) -> Generator<String, Shrink.None<String>> {
    Generator { rng in
      makeText(using: &rng, maxLength: maxLength)
    }
  }

  /// `text` with each line break made an underscore: a value for a one-line field (a title,
  /// an author, a tag), which the schema refuses with a line break in it.
  public static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.map { LineBreakRule.isLineBreak($0) ? "_" : $0 })
    )
  }

  static func makeText(using rng: inout any SeededRandomNumberGenerator, maxLength: Int) -> String {
    let length = Int.random(in: 0...maxLength, using: &rng)
    var scalars = String.UnicodeScalarView()
    for _ in 0..<length {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4:
        scalars.append(hostileScalars.randomElement(using: &rng)!)
      case 4..<8:
        scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
      case 8:
        scalars.append("]"); scalars.append("]"); scalars.append(">")
      default:
        // Anywhere in Unicode that XML 1.0 allows.
        while true {
          let value = UInt32.random(in: 0x20...0x10FFFF, using: &rng)
          if let scalar = Unicode.Scalar(value), XMLCharacterRule.allows(scalar) {
            scalars.append(scalar)
            break
          }
        }
      }
    }
    return String(scalars)
  }

  /// A random blog entry with hostile strings and random unknown members.
  public static let blogEntry = Generator<BlogEntry, Shrink.None<BlogEntry>> { rng in
    makeEntry(id: "entry-\(UInt32.random(in: 0...UInt32.max, using: &rng))", using: &rng)
  }

  /// A random blog of up to `maxCount` entries with unique ids.
  public static func blogDocument(
    maxCount: Int = 8
  ) -> Generator<BlogDocument, Shrink.None<BlogDocument>> {
    Generator { rng in
      let count = Int.random(in: 0...maxCount, using: &rng)
      let entries = (0..<count).map { makeEntry(id: "entry-\($0)", using: &rng) }
      var unknown = ArchiveObject()
      if Bool.random(using: &rng) {
        unknown.append(key: "blogTitle", value: .string(makeText(using: &rng, maxLength: 10)))
      }
      return try! BlogDocument(entries: entries, unknownFields: unknown)
    }
  }

  static func makeEntry(id: String, using rng: inout any SeededRandomNumberGenerator) -> BlogEntry {
    func text(_ max: Int = 40) -> String { makeText(using: &rng, maxLength: max) }
    func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &rng) ? make() : nil }
    var entry = BlogEntry(id: id, title: oneLine(text()))
    entry.summary = maybe { text() }
    entry.authorName = maybe { oneLine(text(12)) }
    // One entry in eight is undated, as a WordPress draft is.
    entry.postedDate = Int.random(in: 0..<8, using: &rng) == 0 ? nil : makeTimestamp(using: &rng)
    entry.updatedDate = maybe { makeTimestamp(using: &rng) }
    entry.bodyText = text(200)
    entry.tagNames = (0..<Int.random(in: 0...5, using: &rng)).map { _ in oneLine(text(10)) }
    entry.categoryNames = (0..<Int.random(in: 0...2, using: &rng)).map { _ in oneLine(text(10)) }
    entry.isDraft = Bool.random(using: &rng)
    entry.permalink = maybe {
      URL(
        string: "https://example.org/p/\(UInt16.random(in: 0...UInt16.max, using: &rng))?q=a&b=%20")!
    }
    for index in 0..<Int.random(in: 0...3, using: &rng) {
      entry.unknownFields.append(
        key: "extra\(index)", value: makeArchiveValue(depth: 0, using: &rng))
    }
    return entry
  }

  static func makeTimestamp(using rng: inout any SeededRandomNumberGenerator) -> Timestamp {
    let digits = Int8.random(in: 0...9, using: &rng)
    var nanos = Int32.random(in: 0...999_999_999, using: &rng)
    var scale: Int32 = 1
    for _ in digits..<9 { scale *= 10 }
    nanos = nanos / scale * scale
    let offset: Int16? = Bool.random(using: &rng) ? nil : Int16.random(in: -720...840, using: &rng)
    return Timestamp(
      secondsSince1970: Int64.random(in: 0...4_102_444_800, using: &rng), nanoseconds: nanos,
      fractionDigits: digits, utcOffsetMinutes: offset)
  }

  /// A random JSON-shaped value, as unknown members hold them.
  public static let archiveValue = Generator<ArchiveValue, Shrink.None<ArchiveValue>> { rng in
    makeArchiveValue(depth: 0, using: &rng)
  }

  static func makeArchiveValue(
    depth: Int, using rng: inout any SeededRandomNumberGenerator
  )
    -> ArchiveValue
  {
    let choice = Int.random(in: 0..<(depth >= 3 ? 4 : 6), using: &rng)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2:
      let literals = [
        "0", "-0", "1.50", "12345678901234567890", "-9223372036854775809", "1e400", "2.5E-3",
      ]
      return .number(literals.randomElement(using: &rng)!)
    case 3: return .string(makeText(using: &rng, maxLength: 20))
    case 4:
      return .array(
        (0..<Int.random(in: 0...3, using: &rng)).map { _ in
          makeArchiveValue(depth: depth + 1, using: &rng)
        })
    default:
      var object = ArchiveObject()
      for index in 0..<Int.random(in: 0...3, using: &rng) {
        let key = ["k\(index)", "with space", "@attr", "#text", "ünï", "{urn:x}y"].randomElement(
          using: &rng)!
        guard object[key] == nil else { continue }
        object.append(key: key, value: makeArchiveValue(depth: depth + 1, using: &rng))
      }
      return .object(object)
    }
  }
}
