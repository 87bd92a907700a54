import BlogDocCore
@testable import BlogDocPresentation
import BlogDocTestSupport
import Testing

/// Rendering a blog works on UTF-8 bytes and on both cores for speed; each rewrite must
/// give what the plain scalar-by-scalar (or one-thread) version gave. The oracles below are
/// those versions.
@Suite("Byte-level rewrites agree with their plain versions")
struct ByteLevelOracleTests {
  /// The scalar-by-scalar excerpt blogdoc had before.
  static func naiveExcerpt(_ text: String, limit: Int) -> String {
    var flat = String.UnicodeScalarView()
    var pendingSpace = false
    var count = 0
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !flat.isEmpty
        continue
      }
      if pendingSpace {
        flat.append(" ")
        count += 1
        pendingSpace = false
      }
      flat.append(scalar)
      count += 1
      if count > limit { break }
    }
    guard count > limit else { return String(flat) }
    var cut = flat.prefix(limit)
    if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
    let punctuation: Set<Unicode.GeneralCategory> = [
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation,
      .finalPunctuation, .otherPunctuation,
    ]
    while let last = cut.last, punctuation.contains(last.properties.generalCategory) {
      cut = cut.dropLast()
    }
    return String(String.UnicodeScalarView(cut)) + "…"
  }

  @Test func excerptsMatchTheScalarVersion() async {
    await propertyCheck(
      count: 500, input: Generators.hostileText(maxLength: 60), Gen.int(in: 0...30)
    ) { text, limit in
      #expect(
        PlainText.excerpt(text, limit: limit) == Self.naiveExcerpt(text, limit: limit),
        "\(text.debugDescription)")
    }
  }

  /// A chip's slug is the one slug rule's (`Slug`), which this view model once had its own
  /// copy of: it kept `café` and broke `Ada's` in two.
  @Test(arguments: [
    ("Swift on Linux!", "swift-on-linux"), ("Ada's Post", "adas-post"), ("café", "cafe"),
    ("日本", "x"),
  ])
  func chipSlugsFollowTheOneSlugRule(label: String, slug: String) {
    #expect(Chip(label: label, kind: .tag).slug == slug)
    #expect(
      Chip(label: label, kind: .tag).slug
        == (Slug.make(from: label).isEmpty ? "x" : Slug.make(from: label)))
  }
}
