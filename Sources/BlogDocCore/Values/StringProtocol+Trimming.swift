extension StringProtocol {
  /// The text without leading and trailing whitespace scalars (FoundationEssentials has
  /// no `trimmingCharacters(in:)`).
  ///
  /// It works on scalars, not characters: a space followed by a combining mark is one
  /// `Character`, and trimming by characters would keep or drop the mark with it.
  package func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
