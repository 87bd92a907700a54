import BlogDocCore

extension JSONScanner {
  /// Reads the number that starts at the current position (`-` or a digit), checking
  /// RFC 8259's grammar, and returns its literal text unchanged.
  ///
  /// Numbers stay text so that `12345678901234567890` and `1.50` survive exactly; the
  /// field's kind decides later whether the literal fits an `Int64` or a `Double`.
  ///
  /// ```swift
  /// // -0.5e+10 → "-0.5e+10";  01 → "Leading zeros are not allowed in a number."
  /// ```
  ///
  /// - Complexity: O(*n*) in the literal's length.
  mutating func readNumber() throws(ArchiveError) -> String {
    let start = position
    if peek == UInt8(ascii: "-") { position &+= 1 }
    if peek == UInt8(ascii: "0") {
      position &+= 1
      if let next = peek, Self.isDigit(next) {
        throw error("Leading zeros are not allowed in a number.", at: start)
      }
    } else {
      guard skipDigits() else { throw unexpected("a digit after '-'") }
    }
    if peek == UInt8(ascii: ".") {
      position &+= 1
      guard skipDigits() else { throw unexpected("a digit after the decimal point") }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      position &+= 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position &+= 1 }
      guard skipDigits() else { throw unexpected("a digit in the exponent") }
    }
    guard position - start <= options.maxTextBytes else {
      throw ArchiveError(
        .limitExceeded, "A number is longer than the limit of \(options.maxTextBytes) bytes.",
        at: location(of: start))
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  /// Skips one or more digits, returning whether there was at least one.
  @inline(__always)
  private mutating func skipDigits() -> Bool {
    let start = position
    while let byte = peek, Self.isDigit(byte) { position &+= 1 }
    return position > start
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
