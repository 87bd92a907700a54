import BlogDocCore
import BlogDocTestSupport
import Testing

/// `FieldKind.quoted(_:limit:from:)` slices plain ASCII by bytes; a scalar-at-a-time oracle
/// says what it must give, for any text.
@Suite("Quoted values in diffs")
struct QuotedTextTests {
  /// The rule, one scalar at a time: up to `limit` scalars from `start`, escapes, and "…"
  /// where text is cut.
  static func oracle(_ text: String, limit: Int, from start: Int) -> String {
    let scalars = Array(text.unicodeScalars.dropFirst(start))
    var shown = start > 0 ? "…" : ""
    for scalar in scalars.prefix(limit) {
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}":
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    if scalars.count > limit { shown += "…" }
    return "\"" + shown + "\""
  }

  @Test func quotingMatchesTheOracle() async {
    let pieces = Gen.element(of: [
      "a", "Z", " ", "~", "\"", "\\", "\n", "é", "日", "\u{7F}", "\u{85}", "\u{2028}", "🧑‍💻", "x",
    ]).compactMap { $0 }
      .array(of: 0...90)
    await propertyCheck(count: 1000, input: pieces, Gen.int(in: 0...70), Gen.int(in: 0...40)) {
      pieces, limit, start in
      let text = pieces.joined()
      #expect(
        FieldKind.quoted(text, limit: limit, from: start)
          == Self.oracle(text, limit: limit, from: start))
    }
  }
}
