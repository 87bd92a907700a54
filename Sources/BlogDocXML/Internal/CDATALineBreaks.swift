/// Normalizes the line breaks of CDATA sections as libxml2's push parser hands them over.
///
/// XML requires every CR LF and lone CR in the file to read as LF. libxml2 does this for
/// text, but hands CDATA sections over as written, in pieces of at most 300 bytes, so a
/// CR LF can be split between two pieces. A CR ending one piece and an LF starting the
/// next are one line break; a tree joins adjacent sections into one node, so the same
/// holds across them. Any other event between two pieces ends the run (``reset()``).
///
/// ```swift
/// var lineBreaks = CDATALineBreaks()
/// lineBreaks.normalize(piece1) { print(Array($0)) }   // "a\r"  → "a\n"
/// lineBreaks.normalize(piece2) { print(Array($0)) }   // "\nb"  → "b"
/// ```
struct CDATALineBreaks {
  private var endsInCR = false

  /// Forgets the last piece: what follows is not part of the same run of CDATA.
  @inline(__always)
  mutating func reset() {
    endsInCR = false
  }

  /// Calls `body` with `raw`, its line breaks normalized.
  mutating func normalize<E: Error>(
    _ raw: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    let skipsLineFeed = endsInCR && raw.first == 0x0A
    endsInCR = raw.last == 0x0D
    guard skipsLineFeed || raw.contains(0x0D) else { return try body(raw) }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(raw.count)
    for (index, byte) in raw.enumerated() where !(index == 0 && skipsLineFeed) {
      if byte == 0x0D {
        normalized.append(0x0A)
      } else if byte != 0x0A || index == 0 || raw[index - 1] != 0x0D {
        normalized.append(byte)
      }
    }
    try normalized.withUnsafeBufferPointer { bytes throws(E) in try body(bytes) }
  }
}
