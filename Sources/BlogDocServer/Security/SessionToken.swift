/// The secret a served page carries and every state-changing request must send back in its
/// `X-Blogdoc-Token` header.
///
/// Another site's page can make a browser send requests to the server, but it cannot read
/// the server's pages (the same-origin policy, with the Host check keeping out DNS
/// rebinding), so it cannot learn the token. A custom header also makes any cross-origin
/// `fetch` ask permission first (a CORS preflight), which the server never grants.
///
/// ```swift
/// let token = SessionToken()
/// token.matches(token.text)   // true
/// token.matches("guess")      // false
/// ```
package struct SessionToken: Sendable {
  /// 32 lowercase hexadecimal digits: 128 bits from the system's random source.
  package let text: String

  /// A new random token.
  package init() {
    var random = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef".utf8)
    text = String(decoding: (0..<32).map { _ in digits[Int(random.next() % 16)] }, as: UTF8.self)
  }

  /// A token of the given text (for tests).
  package init(text: String) {
    self.text = text
  }

  /// Whether `candidate` is the token, compared in time that does not depend on where the
  /// first difference is.
  package func matches(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    let given = Array(candidate.utf8)
    let expected = Array(text.utf8)
    guard given.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (a, b) in zip(given, expected) { difference |= a ^ b }
    return difference == 0
  }
}
