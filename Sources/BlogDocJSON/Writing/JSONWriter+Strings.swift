import BlogDocCore

extension JSONWriter {
  /// Writes `text` as a JSON string, escaping `"`, `\`, tab, line feed and carriage return,
  /// and copying every other run of bytes unchanged.
  ///
  /// The other control characters (including backspace and form feed) and U+FFFE and
  /// U+FFFF are refused rather than escaped: `XMLCharacterRule` forbids them in every
  /// format, so no reader would accept them back.
  ///
  /// ```swift
  /// // Line 1\n"quoted" \ 😀  →  "Line 1\n\"quoted\" \\ 😀"
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, eight bytes at a time between escapes.
  mutating func writeString(_ text: String) throws(ArchiveError) {
    guard writesAnyString || text.utf8.count <= limits.maxTextBytes else {
      throw ArchiveError(
        .unwritable,
        "A string of \(text.utf8.count) bytes is longer than the limit of \(limits.maxTextBytes) bytes that readers accept."
      )
    }
    var text = text
    let refused = text.withUTF8 { utf8 in appendEscaped(utf8) }
    if let refused {
      throw ArchiveError(.unwritable, FieldValueError.disallowed(refused).description)
    }
  }

  /// Appends the quoted, escaped form of `utf8`, or returns the first scalar it refuses.
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    appendByte(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    while true {
      index = Self.skipPlain(utf8, from: index)
      guard index < utf8.count else { break }
      let byte = utf8[index]
      let escaped: UInt8
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped = byte
      case 0x0A: escaped = UInt8(ascii: "n")
      case 0x0D: escaped = UInt8(ascii: "r")
      case 0x09: escaped = UInt8(ascii: "t")
      case 0x08 where writesAnyString: escaped = UInt8(ascii: "b")
      case 0x0C where writesAnyString: escaped = UInt8(ascii: "f")
      case 0x00..<0x20 where writesAnyString:
        let hex = Array("0123456789abcdef".utf8)
        appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        for byte in [
          UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)],
          hex[Int(byte & 0xF)],
        ] {
          appendByte(byte)
        }
        index += 1
        runStart = index
        continue
      case 0xEF:
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF; a String's UTF-8 is always complete.
        if !writesAnyString, index + 2 < utf8.count, utf8[index + 1] == 0xBF,
          utf8[index + 2] >= 0xBE
        {
          return utf8[index + 2] == 0xBE ? "\u{FFFE}" : "\u{FFFF}"
        }
        index += 1
        continue
      default:
        return Unicode.Scalar(byte)
      }
      appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      appendByte(UInt8(ascii: "\\"))
      appendByte(escaped)
      index += 1
      runStart = index
    }
    appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    appendByte(UInt8(ascii: "\""))
    return nil
  }

  /// The offset of the first byte from `index` on that is a quote, a backslash, a control
  /// character or 0xEF (which may start U+FFFE or U+FFFF); the bytes before it are copied.
  @inline(__always)
  private static func skipPlain(_ utf8: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    var index = index
    if let base = utf8.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index &+ 8 <= utf8.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if JSONSpecialBytes.contains(in: word) { break }
        index &+= 8
      }
    }
    while index < utf8.count {
      let byte = utf8[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xEF {
        break
      }
      index &+= 1
    }
    return index
  }
}
