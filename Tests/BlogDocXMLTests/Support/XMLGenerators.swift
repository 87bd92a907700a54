import BlogDocCore
import BlogDocBlog
import FoundationEssentials
import PropertyBased

/// Random documents aimed at the XML format's corners: text that needs escaping or
/// character references, and unknown members whose keys and shapes exercise every way
/// the writer can name an element (plain, Clark notation, `bt:member`, attributes, mixed
/// text), including repeated keys.
///
/// Strings hold only characters ``XMLCharacterRule`` allows; ``disallowedText`` adds one
/// that it does not.
enum XMLGenerators {
  /// Pieces that break naive escaping, line handling or UTF-8 assumptions.
  static let hostilePieces: [String] = [
    "<", ">", "&", "&amp;", "\"", "'", "]]>", "]]]]><![CDATA[>", "<![CDATA[", "-->", "<?", "?>",
    "\r", "\n", "\r\n", "\n\r", "\t", " ", "  ", "\u{85}", "\u{2028}", "\u{A0}", "\u{FEFF}",
    "\u{FFFD}", "\u{202E}", "\u{200F}", "e\u{301}", "🚀", "🧑‍💻", "🇫🇷", "𝄞", "𝕏", "\u{10FFFF}",
    "שלום", "مرحبا", "Zürich", "中文", "&#13;", "{urn:x}", "@", "#text", "bt:t",
  ]

  /// Hostile text of up to `maxPieces` pieces.
  static func text(maxPieces: Int = 12) -> Generator<String, Shrink.None<String>> {
    Generator { rng in makeText(maxPieces: maxPieces, using: &rng) }
  }

  static func makeText(maxPieces: Int, using rng: inout any SeededRandomNumberGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...maxPieces, using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<5:
        text += hostilePieces.randomElement(using: &rng)!
      case 5..<9:
        text += String(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
      default:
        while true {
          let value = UInt32.random(in: 0x20...0x10FFFF, using: &rng)
          if let scalar = Unicode.Scalar(value), XMLCharacterRule.allows(scalar) {
            text.unicodeScalars.append(scalar)
            break
          }
        }
      }
    }
    return text
  }

  /// Keys for unknown members nested in objects.
  static let nestedKeys = [
    "k", "item", "entry", "ünï", "a.b-c_d", "my key", "", "1st", "xmlns", "bt:member",
    "@attr", "@other", "@xmlns", "@name", "@{urn:x}a", "@{urn:blogdoc:type}t",
    "@{urn:blogdoc:type}u", "@{http://www.w3.org/XML/1998/namespace}lang", "@{}empty",
    "#text", "{urn:x}y", "{}bare", "{urn:blogdoc:type}member", "{urn:blogdoc:type}other",
    "{urn:blogdoc:archive}z", "{not a uri}x", "{http://www.w3.org/2000/xmlns/}x",
  ]

  /// Keys for unknown members of a record or a blog (never a field name of the schema).
  static let topLevelKeys = [
    "mood", "entry", "blog", "item", "my key", "@attr", "#text", "{urn:x}y", "{}bare",
    "{urn:blogdoc:archive}z", "ünï",
  ]

  static let numberLiterals = [
    "0", "-0", "1.50", "12345678901234567890", "-9223372036854775809", "1e400", "2.5E-3",
  ]

  static func makeValue(
    depth: Int, using rng: inout any SeededRandomNumberGenerator
  )
    -> ArchiveValue
  {
    switch Int.random(in: 0..<(depth >= 3 ? 4 : 6), using: &rng) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2: return .number(numberLiterals.randomElement(using: &rng)!)
    case 3: return .string(makeText(maxPieces: 6, using: &rng))
    case 4:
      return .array(
        (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeValue(depth: depth + 1, using: &rng)
        })
    default:
      var object = ArchiveObject()
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        // Repeated keys are allowed: an object keeps them, in order.
        object.append(
          key: nestedKeys.randomElement(using: &rng)!,
          value: makeValue(depth: depth + 1, using: &rng))
      }
      return .object(object)
    }
  }

  static func makeTimestamp(using rng: inout any SeededRandomNumberGenerator) -> Timestamp {
    let digits = Int8.random(in: 0...9, using: &rng)
    var scale: Int32 = 1
    for _ in digits..<9 { scale *= 10 }
    let nanoseconds = Int32.random(in: 0...999_999_999, using: &rng) / scale * scale
    let offset: Int16? = Bool.random(using: &rng) ? nil : Int16.random(in: -720...840, using: &rng)
    return Timestamp(
      secondsSince1970: Int64.random(in: -2_000_000_000...4_102_444_800, using: &rng),
      nanoseconds: nanoseconds, fractionDigits: digits, utcOffsetMinutes: offset)
  }

  static func makeEntry(id: String, using rng: inout any SeededRandomNumberGenerator) -> BlogEntry {
    func text(_ pieces: Int = 12) -> String { makeText(maxPieces: pieces, using: &rng) }
    func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &rng) ? make() : nil }
    var entry = BlogEntry(id: id, title: text())
    entry.summary = maybe { text() }
    entry.authorName = maybe { text(4) }
    // One entry in eight is undated, as a WordPress draft is.
    entry.postedDate = Int.random(in: 0..<8, using: &rng) == 0 ? nil : makeTimestamp(using: &rng)
    entry.updatedDate = maybe { makeTimestamp(using: &rng) }
    entry.bodyText = text(60)
    entry.tagNames = (0..<Int.random(in: 0...4, using: &rng)).map { _ in text(4) }
    entry.categoryNames = (0..<Int.random(in: 0...2, using: &rng)).map { _ in text(4) }
    entry.isDraft = Bool.random(using: &rng)
    entry.permalink = maybe {
      URL(
        string: "https://example.org/p/\(UInt16.random(in: 0...UInt16.max, using: &rng))?q=a&b=%20")!
    }
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      entry.unknownFields.append(
        key: topLevelKeys.randomElement(using: &rng)!, value: makeValue(depth: 0, using: &rng))
    }
    return entry
  }

  /// A random entry, in a single-entry document.
  static let entryDocument = Generator<BlogDocument, Shrink.None<BlogDocument>> { rng in
    ModelDocument(
      entry: makeEntry(id: "entry-\(UInt16.random(in: 0...UInt16.max, using: &rng))", using: &rng))
  }

  /// A random blog of up to 5 entries, with random blog-level unknown members.
  static let blogDocument = Generator<BlogDocument, Shrink.None<BlogDocument>> { rng in
    let entries = (0..<Int.random(in: 0...5, using: &rng)).map {
      makeEntry(id: "entry-\($0)", using: &rng)
    }
    var unknown = ArchiveObject()
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      unknown.append(
        key: topLevelKeys.randomElement(using: &rng)!, value: makeValue(depth: 0, using: &rng))
    }
    return try! BlogDocument(entries: entries, unknownFields: unknown)
  }

  /// Characters XML 1.0 cannot hold.
  static let disallowedScalars: [Unicode.Scalar] =
    ([0x0, 0x1, 0x8, 0xB, 0xC, 0x1B, 0x1F, 0xFFFE, 0xFFFF] as [UInt32]).map { Unicode.Scalar($0)! }

  /// Hostile text with one disallowed character somewhere in it, and that character.
  static let disallowedText = Generator<
    (String, Unicode.Scalar), Shrink.None<(String, Unicode.Scalar)>
  > { rng in
    let scalar = disallowedScalars.randomElement(using: &rng)!
    var text = makeText(maxPieces: 8, using: &rng)
    var scalars = Array(text.unicodeScalars)
    scalars.insert(scalar, at: Int.random(in: 0...scalars.count, using: &rng))
    text = String(String.UnicodeScalarView(scalars))
    return (text, scalar)
  }
}
