/// Follows JSON text byte by byte and tells the bytes outside strings from those inside
/// them: what the splicer needs to respace or read separators without a full scan.
struct JSONStringState {
  private var isInString = false
  private var isEscaped = false

  /// Whether `byte`, the next byte of the text, is outside every string. A string's
  /// quotes count as inside it.
  mutating func isOutside(_ byte: UInt8) -> Bool {
    if isInString {
      if isEscaped {
        isEscaped = false
      } else if byte == UInt8(ascii: "\\") {
        isEscaped = true
      } else if byte == UInt8(ascii: "\"") {
        isInString = false
      }
      return false
    }
    if byte == UInt8(ascii: "\"") {
      isInString = true
      return false
    }
    return true
  }
}
