@testable import BlogDocHTML
import BlogDocTestSupport
import Testing

/// Link targets are checked on UTF-8 bytes, for speed; the result must be what the plain
/// Character-by-Character version gave, which is the oracle below.
@Suite("Safe link targets agree with their plain version")
struct SafeURLOracleTests {
  /// The Character-filtering safeURL blogdoc had before.
  static func naiveSafeURL(_ url: String) -> String? {
    let trimmed = url.trimmingWhitespace()
    let compact = trimmed.filter { !$0.isWhitespace && !($0.asciiValue.map { $0 < 0x20 } ?? false) }
    guard let colon = compact.firstIndex(of: ":") else { return trimmed }
    let scheme = compact[..<colon]
    if scheme.contains(where: { "/?#".contains($0) }) { return trimmed }
    return ["http", "https", "mailto"].contains(scheme.lowercased()) ? trimmed : nil
  }

  @Test func safeURLMatchesTheCharacterVersion() async {
    let parts = ["http", "HTTPS", "mailto", "javascript", "java\tscript", "data", ":", "/", "?", "#", " ", "\n",
      "a", "é", "\u{1}", "//x.org", "\u{A0}"]
    let url = Generator<String, Shrink.None<String>> { rng in
      (0..<Int.random(in: 0...6, using: &rng)).map { _ in parts.randomElement(using: &rng)! }.joined()
    }
    await propertyCheck(count: 1000, input: url) { url in
      #expect(HTMLText.safeURL(url) == Self.naiveSafeURL(url), "\(url.debugDescription)")
    }
  }
}
