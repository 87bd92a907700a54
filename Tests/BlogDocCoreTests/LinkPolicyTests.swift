import BlogDocBlog
import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

/// The one link policy. blogdoc had three: the import's (8 schemes, browser-like cleaning),
/// the page's (http, https, mailto; judged with every space removed, so `ht tp:` passed) and
/// the permalink check (http or https, read from the first bytes). The cases where they
/// disagreed come first below.
@Suite("LinkPolicy")
struct LinkPolicyTests {
  /// The plain Character-by-Character version of the rule, as the overview states it.
  static func naiveAddress(_ raw: String, schemes: Set<String>, allowsRelative: Bool) -> String? {
    var text = raw.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
    while let first = text.unicodeScalars.first, first.value <= 0x20 {
      text.unicodeScalars.removeFirst()
    }
    while let last = text.unicodeScalars.last, last.value <= 0x20 {
      text.unicodeScalars.removeLast()
    }
    guard let colon = text.firstIndex(of: ":"),
      !text[..<colon].contains(where: { "/?#".contains($0) })
    else {
      return allowsRelative ? text : nil
    }
    let scheme = String(text[..<colon].map { $0.isASCII ? Character($0.lowercased()) : $0 })
    return schemes.contains(scheme) ? text : nil
  }

  @Test(
    arguments: [
      // (address, kept, shown, permalink): nil where the use refuses it.
      ("tel:+15550100", "tel:+15550100", nil, nil),
      ("mailto:ada@example.com", "mailto:ada@example.com", "mailto:ada@example.com", nil),
      (
        "HTTPS://example.com/a", "HTTPS://example.com/a", "HTTPS://example.com/a",
        "HTTPS://example.com/a"
      ),
      ("/posts/a", "/posts/a", "/posts/a", nil),
      ("ht tp://example.com", nil, nil, nil),
      ("java\tscript:alert(1)", nil, nil, nil),
      ("\u{1}javascript:alert(1)", nil, nil, nil),
      (
        " https://example.com/a\tb\n", "https://example.com/ab", "https://example.com/ab",
        "https://example.com/ab"
      ),
      ("data:text/html,<b>", nil, nil, nil),
      ("vbscript:x", nil, nil, nil),
      ("file:///etc/passwd", nil, nil, nil),
      ("a/b:c", "a/b:c", "a/b:c", nil),
      ("#notes", "#notes", "#notes", nil),
      ("", "", "", nil),
      ("ｈttp://x", nil, nil, nil),
    ] as [(String, String?, String?, String?)])
  func eachUseJudgesTheSameWay(address: String, kept: String?, shown: String?, permalink: String?) {
    #expect(LinkPolicy.kept.address(address) == kept)
    #expect(LinkPolicy.shown.address(address) == shown)
    #expect(LinkPolicy.permalink.address(address) == permalink)
  }

  @Test func theUsesNestFromPermalinkToKept() {
    #expect(LinkPolicy.permalink.schemes.isSubset(of: LinkPolicy.shown.schemes))
    #expect(LinkPolicy.shown.schemes.isSubset(of: LinkPolicy.kept.schemes))
    #expect(
      LinkPolicy.kept.schemes == ["http", "https", "mailto", "tel", "sms", "xmpp", "ftp", "ftps"])
  }

  @Test func everyUseMatchesThePlainVersion() async {
    let parts = [
      "http", "HTTPS", "mailto", "tel", "javascript", "java\tscript", "data", ":", "/", "?", "#",
      " ", "\n", "\r\n",
      "a", "é", "\u{1}", "//x.org", "\u{A0}", "\t",
    ]
    let address = Generator<String, Shrink.None<String>> { rng in
      (0..<Int.random(in: 0...6, using: &rng)).map { _ in parts.randomElement(using: &rng)! }
        .joined()
    }
    await propertyCheck(count: 1000, input: address) { address in
      for policy in [LinkPolicy.kept, .shown, .permalink] {
        let naive = Self.naiveAddress(
          address, schemes: policy.schemes, allowsRelative: policy.allowsRelative)
        #expect(policy.address(address) == naive, "\(address.debugDescription)")
      }
    }
  }

  /// The blog's permalink rule is the policy's, with its whole message.
  @Test func aPermalinkMustBeAWebAddress() throws {
    for (permalink, isValid) in [
      ("https://example.com/a", true), ("HTTP://example.com", true), ("mailto:a@b.c", false),
      ("tel:1", false),
    ] {
      let entry = BlogEntry(id: "a", title: "A", permalink: URL(string: permalink)!)
      let messages = entry.validate().filter { $0.field == "permalink" }.map(\.message)
      #expect(
        messages == (isValid ? [] : ["Expected an http or https address, found \"\(permalink)\"."]))
    }
  }
}
