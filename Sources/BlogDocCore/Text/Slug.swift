/// The one rule that turns a name into a slug (`Ada's Café` → `adas-cafe`): the id of a new
/// entry (`blogdoc new`, an import's `slug` transformer) and a chip's anchor both come from
/// here, so a title gives the same slug wherever it is made.
///
/// The rule, and why:
/// - Lowercase ASCII letters and digits, each run of anything else one hyphen, none at
///   either end, at most ``maximumLength`` bytes. A slug is the same in a URL, a file
///   name, an XML or HTML id and a shell argument, with nothing to escape, and anyone can
///   type it.
/// - An apostrophe inside a word is dropped, not a break: `Ada's Post` → `adas-post` and
///   `Don’t` → `dont`, as WordPress and Hugo make them. A possessive is one word; its
///   reader would not expect `ada-s-post`.
/// - A Latin letter with marks is its base letter (`café` → `cafe`, `Ø` → `o`, `Łódź` →
///   `lodz`), a ligature its letters (`æ` → `ae`, `œ` → `oe`) and `ß` is `ss`: what a
///   reader of the language writes when the marks are not to hand, where dropping the
///   letter (`caf`) or breaking on it (`caf-`) reads as a typo. Keeping `café` would give
///   a slug that changes with the way it is encoded (`cafe%CC%81`, `caf%C3%A9`).
/// - A letter or digit with no ASCII spelling (`日`) is left out and reported as
///   ``Spelling/unspellable``, so a caller can ask for an id rather than invent a poor one.
///
/// Existing ids never change: the rule makes new ones, and an id is never re-derived from
/// its title.
///
/// ```swift
/// print(Slug.make(from: "Ada's Post"), Slug.make(from: "Café Straße"), Slug.make(from: "日本"))
/// // Prints "adas-post cafe-strasse "
/// ```
package enum Slug {
  /// The longest slug, in bytes (every byte is one ASCII character).
  package static let maximumLength = 200

  /// A slug and the first letter or digit it had to leave out.
  package struct Spelling: Equatable, Sendable {
    /// The slug; empty when the text had no letter or digit with an ASCII spelling.
    package var slug: String
    /// The first letter or digit with no ASCII spelling (`日`), if any.
    package var unspellable: Character?

    package init(slug: String, unspellable: Character?) {
      self.slug = slug
      self.unspellable = unspellable
    }
  }

  /// The slug of `text`, which may be empty.
  ///
  /// - Complexity: O(*n*) in the text's length.
  package static func make(from text: String) -> String {
    spelling(of: text).slug
  }

  /// The slug of `text` and the first letter or digit it leaves out.
  ///
  /// - Complexity: O(*n*) in the text's length.
  package static func spelling(of text: String) -> Spelling {
    var slug: [UInt8] = []
    var unspellable: Character?
    var pendingHyphen = false
    func append(_ letters: some Sequence<UInt8>) {
      if pendingHyphen && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
      pendingHyphen = false
      slug += letters
    }
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // Most titles are ASCII: byte by byte, as the Character loop below would go.
      for byte in text.utf8 {
        if let letter = asciiLetterOrDigit(byte) {
          append(CollectionOfOne(letter))
        } else if byte != UInt8(ascii: "'") {
          pendingHyphen = true
        }
        if slug.count >= maximumLength { break }
      }
    } else {
      for character in text {
        if let spelled = asciiSpelling(of: character) {
          append(spelled.utf8)
        } else if !isApostrophe(character) {
          if unspellable == nil && (character.isLetter || character.isNumber) {
            unspellable = character
          }
          pendingHyphen = true
        }
        if slug.count >= maximumLength { break }
      }
    }
    if slug.count > maximumLength { slug.removeSubrange(maximumLength...) }
    while slug.last == UInt8(ascii: "-") { slug.removeLast() }
    return Spelling(slug: String(decoding: slug, as: UTF8.self), unspellable: unspellable)
  }

  /// Whether `text` is a slug: lowercase ASCII letters and digits in runs joined by single
  /// hyphens (`hello-world`), at most ``maximumLength`` bytes. Every non-empty result of
  /// ``make(from:)`` is one.
  ///
  /// - Complexity: O(*n*) in the text's length.
  package static func isSlug(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= maximumLength else { return false }
    var previousWasHyphen = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        previousWasHyphen = false
      case UInt8(ascii: "-") where !previousWasHyphen:
        previousWasHyphen = true
      default:
        return false
      }
    }
    return !previousWasHyphen
  }

  // MARK: - Spelling

  /// An ASCII letter (lowercased) or digit; `nil` for anything else.
  private static func asciiLetterOrDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
    default: nil
    }
  }

  /// An apostrophe, typed (`'`), typographic (`’`) or a modifier letter (`ʼ`).
  private static func isApostrophe(_ character: Character) -> Bool {
    character == "'" || character == "\u{2019}" || character == "\u{02BC}"
  }

  /// `character` as lowercase ASCII letters and digits, or `nil` when it is not a letter
  /// or digit or has no ASCII spelling. A Latin letter's spelling comes from its Unicode
  /// name ("LATIN SMALL LETTER U WITH DIAERESIS" is a `u`), so no table is kept here;
  /// combining marks after a base letter are dropped.
  private static func asciiSpelling(of character: Character) -> String? {
    var spelled = ""
    for scalar in character.unicodeScalars {
      if scalar.isASCII {
        guard let letter = asciiLetterOrDigit(UInt8(scalar.value)) else { return nil }
        spelled.unicodeScalars.append(Unicode.Scalar(letter))
      } else if scalar.properties.generalCategory == .nonspacingMark, !spelled.isEmpty {
        continue
      } else if let letters = latinSpelling(of: scalar) {
        spelled += letters
      } else {
        return nil
      }
    }
    return spelled.isEmpty ? nil : spelled
  }

  /// The ASCII letters of a Latin letter, `nil` for any other scalar. Only the Latin blocks
  /// are looked up by name, and the two most written (Latin-1 and Extended-A) once for all:
  /// a name lookup costs more than the rest of a title's slug. Measured on 100,000 titles of
  /// French, Danish, Polish and German words: every letter looked up took 6× the import's
  /// former ICU folding; this is on a par with it (ASCII titles take a quarter of its time).
  private static func latinSpelling(of scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0xDF, 0x1E9E: "ss"  // ß, ẞ
    case 0xC0...0x17F: latin1AndExtendedA[Int(scalar.value) - 0xC0]
    case 0x180...0x2AF, 0x1D00...0x1DBF, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
      0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF21...0xFF5A, 0x1DF00...0x1DFFF:
      latinLetters(named: scalar.properties.name ?? "")
    default: nil
    }
  }

  /// The spellings of U+00C0 to U+017F (`À` to `ſ`), by their names.
  private static let latin1AndExtendedA: [String?] = (0xC0...0x17F).map { value in
    Unicode.Scalar(UInt32(value)).flatMap { latinLetters(named: $0.properties.name ?? "") }
  }

  /// The base letters of a Latin letter's Unicode name: "LATIN CAPITAL LETTER O WITH
  /// STROKE" → "o", "LATIN SMALL LIGATURE OE" → "oe", "FULLWIDTH LATIN SMALL LETTER A" →
  /// "a"; `nil` for a name such as "LATIN SMALL LETTER ETH" whose letter has no one- or
  /// two-letter ASCII spelling.
  private static func latinLetters(named name: String) -> String? {
    var name = Substring(name)
    if name.hasPrefix("FULLWIDTH ") { name = name.dropFirst("FULLWIDTH ".count) }
    let prefixes = [
      "LATIN SMALL LETTER ", "LATIN CAPITAL LETTER ", "LATIN SMALL LIGATURE ",
      "LATIN CAPITAL LIGATURE ",
    ]
    guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { return nil }
    let rest = name.dropFirst(prefix.count)
    let base = rest.split(separator: " WITH ", maxSplits: 1).first ?? rest
    guard (1...2).contains(base.count), base.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    return base.lowercased()
  }
}
