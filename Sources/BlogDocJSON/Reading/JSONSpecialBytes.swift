import BlogDocCore

/// A word-at-a-time test for the bytes JSON strings treat specially, shared by the scanner
/// and the writer so both skip plain runs eight bytes at a time.
enum JSONSpecialBytes {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Whether any of the eight bytes of `word` is below 0x20, `"`, `\` or 0xEF (the lead
  /// byte of U+FFFE and U+FFFF). Bit tricks from "Bit Twiddling Hacks" (has-zero-byte).
  @inline(__always)
  static func contains(in word: UInt64) -> Bool {
    let control = (word &- ones &* 0x20) & ~word
    let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22))
    let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C))
    let ef = ((word ^ (ones &* 0xEF)) &- ones) & ~(word ^ (ones &* 0xEF))
    return (control | quote | backslash | ef) & highs != 0
  }
}
