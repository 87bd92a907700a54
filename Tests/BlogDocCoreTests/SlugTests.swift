import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

/// The one slug rule. blogdoc had three: `new`'s (`ada-s-post`), the import's (`adas-post`,
/// through ICU, which left `ø` as a break: `sm-rrebr-d`) and a chip's (`ada-s-post`, and
/// `café` kept as it was). The cases where they disagreed are the arguments below;
/// `IDFromNameTests` has more names.
@Suite("Slug")
struct SlugTests {
  @Test(
    arguments: [
      ("Ada's Post", "adas-post", nil),
      ("Don’t Panic", "dont-panic", nil),
      ("rock 'n' roll", "rock-n-roll", nil),
      ("café", "cafe", nil),
      ("Cafe\u{301} au lait", "cafe-au-lait", nil),
      ("Smørrebrød Łódź", "smorrebrod-lodz", nil),
      ("ＡＢＣ", "abc", nil),
      ("日本", "", "日"),
      ("", "", nil),
    ] as [(String, String, Character?)])
  func namesGiveTheirSlug(name: String, slug: String, unspellable: Character?) {
    #expect(Slug.spelling(of: name) == Slug.Spelling(slug: slug, unspellable: unspellable))
    #expect(Slug.make(from: name) == slug)
    #expect(BlogEntry.id(fromName: name) == (slug, unspellable))
  }

  @Test func aLongNameIsCutAtTheLimitWithoutATrailingHyphen() {
    #expect(
      Slug.make(from: String(repeating: "a", count: 250)) == String(repeating: "a", count: 200))
    #expect(
      Slug.make(from: String(repeating: "a", count: 199) + " b")
        == String(repeating: "a", count: 199))
    #expect(
      Slug.make(from: String(repeating: "ß", count: 150)) == String(repeating: "s", count: 200))
  }

  /// The naive oracle for ASCII text: lowercase, apostrophes out, runs of letters and digits
  /// joined by hyphens.
  @Test func asciiTextGivesItsLowercaseRunsJoinedByHyphens() async {
    let names = Generator<String, Shrink.None<String>> { rng in
      let alphabet = Array("aZ09 -_.!'x")
      return String(
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }
    await propertyCheck(count: 500, input: names) { name in
      let runs = name.lowercased().filter { $0 != "'" }.split { !($0.isLetter || $0.isNumber) }
      #expect(Slug.make(from: name) == runs.joined(separator: "-"), "\(name.debugDescription)")
    }
  }

  /// The naive oracle for one letter: any scalar named "LATIN … LETTER X [WITH …]" or
  /// "LATIN … LIGATURE XY" is its letters, looked up by name every time (the rule looks up
  /// only the Latin blocks, and Latin-1 and Extended-A once).
  static func naiveLetters(of scalar: Unicode.Scalar) -> String? {
    if scalar == "ß" || scalar == "ẞ" { return "ss" }
    var name = Substring(scalar.properties.name ?? "")
    if name.hasPrefix("FULLWIDTH ") { name = name.dropFirst(10) }
    for prefix in [
      "LATIN SMALL LETTER ", "LATIN CAPITAL LETTER ", "LATIN SMALL LIGATURE ",
      "LATIN CAPITAL LIGATURE ",
    ]
    where name.hasPrefix(prefix) {
      let base = name.dropFirst(prefix.count).components(separatedBy: " WITH ")[0]
      return (1...2).contains(base.count) && base.allSatisfy({ $0.isASCII && $0.isLetter })
        ? base.lowercased() : nil
    }
    return nil
  }

  @Test func everyLatinLetterIsSpelledByItsName() {
    for value in UInt32(0x80)...UInt32(0x1DFFF) {
      // Only scalars that stand as a Character of their own between two letters, and no
      // apostrophe (which the rule drops).
      guard let scalar = Unicode.Scalar(value), "a\(scalar)b".count == 3, scalar != "\u{2019}",
        scalar != "\u{2BC}"
      else { continue }
      let expected = Self.naiveLetters(of: scalar).map { "a\($0)b" } ?? "a-b"
      #expect(
        Slug.make(from: "a\(scalar)b") == expected, "U+\(String(value, radix: 16, uppercase: true))"
      )
    }
  }

  /// Whatever the text, the slug is empty or one `isSlug` (and so the blog's id rule) accepts.
  @Test func theSlugIsEmptyOrValid() async {
    let names = Generator<String, Shrink.None<String>> { rng in
      String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 0...260, using: &rng)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &rng))
          }))
    }
    await propertyCheck(count: 300, input: names) { name in
      let slug = Slug.make(from: name)
      #expect(slug.isEmpty || Slug.isSlug(slug), "\(name.debugDescription) gave \(slug)")
    }
  }

  @Test(arguments: [
    ("hello-world", true), ("a", true), ("2026", true), ("", false), ("-a", false), ("a-", false),
    ("a--b", false),
    ("Hello", false), ("café", false), (String(repeating: "a", count: 200), true),
    (String(repeating: "a", count: 201), false),
  ])
  func slugsAreRecognised(text: String, isSlug: Bool) {
    #expect(Slug.isSlug(text) == isSlug)
  }
}
