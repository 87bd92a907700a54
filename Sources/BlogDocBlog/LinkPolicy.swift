/// Which link addresses blogdoc keeps, shows and accepts: the one rule for a link's scheme,
/// stated once, with a named use for each place a link is judged.
///
/// An address from a post is untrusted: `javascript:alert(1)` in a link would run when it is
/// followed. An absolute address passes only with a scheme from the use's list; a relative
/// one (`/posts/a`, `#notes`, `photo.png`) cannot run anything and passes where the use
/// allows one. The uses, from the widest:
///
/// | use | schemes | relative | where |
/// |---|---|---|---|
/// | ``kept`` | `http`, `https`, `mailto`, `tel`, `sms`, `xmpp`, `ftp`, `ftps` | yes | links and images of imported bodies |
/// | ``shown`` | `http`, `https`, `mailto` | yes | links and images of a rendered page |
/// | ``permalink`` | `http`, `https` | no | an entry's `permalink` field |
///
/// Why an import keeps more than a page shows: the imported body is the author's text, and
/// export writes it out again. A `tel:` link is harmless and is the author's; dropping it
/// would lose it for good, so the body keeps it and a page shows its text without a link,
/// as it does for any scheme it does not show. Never kept anywhere: `javascript:`,
/// `vbscript:`, `data:`, `file:` and every scheme not listed.
///
/// An address is read as a browser reads it: tabs and line breaks anywhere are dropped and
/// control characters and spaces at either end trimmed (so `java\tscript:` is
/// `javascript:`), then the scheme is what comes before the first `:`, unless a `/`, `?` or
/// `#` comes first (then the colon is part of a relative path). Scheme letters match in any
/// case; anything else in a scheme (a space, a non-ASCII letter) matches no scheme.
///
/// ```swift
/// print(LinkPolicy.shown.address(" https://example.com/a\n") ?? "refused")
/// print(LinkPolicy.shown.address("JaVa\tScRiPt:alert(1)") ?? "refused")
/// let phone = "tel:+15550100"
/// print(LinkPolicy.kept.address(phone) ?? "refused", LinkPolicy.shown.address(phone) ?? "refused")
/// print(LinkPolicy.permalink.address("/posts/a") ?? "refused")
/// // Prints:
/// // https://example.com/a
/// // refused
/// // tel:+15550100 refused
/// // refused
/// ```
package struct LinkPolicy: Hashable, Sendable {
  /// The schemes an absolute address may have, in lowercase.
  package let schemes: Set<String>
  /// Whether an address without a scheme passes.
  package let allowsRelative: Bool
  /// ``schemes`` as UTF-8, compared in place with an address's first bytes.
  private let schemeBytes: [[UInt8]]

  private init(schemes: Set<String>, allowsRelative: Bool) {
    self.schemes = schemes
    self.allowsRelative = allowsRelative
    self.schemeBytes = schemes.map { Array($0.utf8) }
  }

  /// Web pages and mail: the links a rendered page shows as links.
  package static let shown = LinkPolicy(schemes: ["http", "https", "mailto"], allowsRelative: true)

  /// What an import keeps in a body: ``shown`` and the other harmless schemes posts hold.
  package static let kept = LinkPolicy(
    schemes: shown.schemes.union(["tel", "sms", "xmpp", "ftp", "ftps"]), allowsRelative: true)

  /// An entry's permalink: an absolute web address, since it names the post's page.
  package static let permalink = LinkPolicy(schemes: ["http", "https"], allowsRelative: false)

  /// `raw` as a browser would read it (see the type's overview), if this use lets it
  /// through; otherwise `nil`.
  ///
  /// - Complexity: O(*n*) in the address's length.
  package func address(_ raw: String) -> String? {
    let text = Self.cleaned(raw)
    return allows(cleaned: text) ? text : nil
  }

  /// Whether this use lets `raw` through.
  package func allows(_ raw: String) -> Bool {
    address(raw) != nil
  }

  /// Tabs and line breaks dropped anywhere; control characters and spaces trimmed at
  /// either end.
  private static func cleaned(_ raw: String) -> String {
    // Most addresses have nothing to drop or trim: checked on the bytes, with no copy.
    let utf8 = raw.utf8
    if let first = utf8.first, let last = utf8.last, first > 0x20, last > 0x20,
      !utf8.contains(where: {
        $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
      })
    {
      return raw
    }
    var scalars = raw.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
    while let first = scalars.first, first.value <= 0x20 { scalars = scalars.dropFirst() }
    while let last = scalars.last, last.value <= 0x20 { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Whether a cleaned address passes. Its scheme is the text before the first `:`, unless
  /// a `/`, `?` or `#` comes first; it is compared on the bytes, ASCII letters in any case,
  /// with no copy: this runs for every link of an import and a render.
  private func allows(cleaned text: String) -> Bool {
    let utf8 = text.utf8
    guard
      let end = utf8.firstIndex(where: {
        $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?")
          || $0 == UInt8(ascii: "#")
      }),
      utf8[end] == UInt8(ascii: ":")
    else { return allowsRelative }
    let scheme = utf8[..<end]
    return schemeBytes.contains { allowed in
      allowed.count == scheme.count
        && zip(allowed, scheme).allSatisfy {
          $0 == (UInt8(ascii: "A")...UInt8(ascii: "Z") ~= $1 ? $1 | 0x20 : $1)
        }
    }
  }
}
