import BlogDocCore

/// Turns a UTF-16 document into UTF-8 before libxml2 reads it, refusing unpaired
/// surrogates with their location.
///
/// libxml2 reads UTF-16 itself, but then blogdoc's own checks (NUL bytes, DOCTYPE, element
/// locations) would each need a UTF-16 variant. Transcoding once keeps them to one.
enum UTF16Transcoder {
  /// The byte order of `bytes` if they look like UTF-16: a byte-order mark, or a first
  /// `<` as a 16-bit code unit.
  static func byteOrder(of bytes: UnsafeRawBufferPointer) -> (bigEndian: Bool, bomLength: Int)? {
    guard bytes.count >= 2 else { return nil }
    switch (bytes[0], bytes[1]) {
    case (0xFE, 0xFF): return (true, 2)
    case (0xFF, 0xFE): return (false, 2)
    case (0x00, 0x3C): return (true, 0)
    case (0x3C, 0x00): return (false, 0)
    default: return nil
    }
  }

  /// The UTF-8 form of the UTF-16 text in `bytes` after the first `skipping` bytes, in a
  /// buffer the caller deallocates.
  ///
  /// - Complexity: O(*n*).
  static func transcode(
    _ bytes: UnsafeRawBufferPointer, bigEndian: Bool, skipping: Int
  )
    throws(ArchiveError) -> UnsafeMutableRawBufferPointer
  {
    let units = (bytes.count - skipping) / 2
    guard (bytes.count - skipping) % 2 == 0 else {
      throw ArchiveError(
        .malformed, "The document is UTF-16 but has an odd number of bytes (\(bytes.count)).")
    }
    // Each code unit becomes at most 3 bytes; a surrogate pair (2 units) becomes 4.
    let output = UnsafeMutableRawBufferPointer.allocate(byteCount: max(units * 3, 1), alignment: 1)
    var written = 0
    func unit(_ index: Int) -> UInt32 {
      let first = UInt32(bytes[skipping + 2 * index])
      let second = UInt32(bytes[skipping + 2 * index + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    func append(_ byte: UInt32) {
      output[written] = UInt8(truncatingIfNeeded: byte)
      written += 1
    }
    var index = 0
    while index < units {
      var scalar = unit(index)
      index += 1
      if (0xD800...0xDFFF).contains(scalar) {
        let next = index < units ? unit(index) : 0
        guard scalar < 0xDC00, (0xDC00...0xDFFF).contains(next) else {
          let location = ByteText(UnsafeRawBufferPointer(rebasing: output[..<written]))
            .location(of: written)
          output.deallocate()
          throw ArchiveError(
            .malformed,
            "Found an unpaired UTF-16 surrogate 0x\(String(scalar, radix: 16, uppercase: true)); the document is not valid UTF-16.",
            at: location)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (next - 0xDC00)
        index += 1
      }
      switch scalar {
      case ..<0x80:
        append(scalar)
      case ..<0x800:
        append(0xC0 | scalar >> 6)
        append(0x80 | scalar & 0x3F)
      case ..<0x10000:
        append(0xE0 | scalar >> 12)
        append(0x80 | scalar >> 6 & 0x3F)
        append(0x80 | scalar & 0x3F)
      default:
        append(0xF0 | scalar >> 18)
        append(0x80 | scalar >> 12 & 0x3F)
        append(0x80 | scalar >> 6 & 0x3F)
        append(0x80 | scalar & 0x3F)
      }
    }
    return UnsafeMutableRawBufferPointer(rebasing: output[..<written])
  }
}
