extension StringProtocol {
  /// The text without leading and trailing whitespace scalars (FoundationEssentials has
  /// no `trimmingCharacters(in:)`).
  ///
  /// It works on scalars, not characters: a space followed by a combining mark is one
  /// `Character`, and trimming by characters would keep or drop the mark with it.
  package func trimmingWhitespace() -> String {
    let string = String(self)
    let scalars = string.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex {
      return string
    }
    return String(scalars[first...last])
  }
}

extension Unicode.Scalar {
  /// Unicode's White_Space property, with ASCII answered without a table lookup.
  package var isWhitespace: Bool {
    isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
  }
}
