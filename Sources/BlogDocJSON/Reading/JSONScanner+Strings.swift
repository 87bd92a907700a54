import BlogDocCore

extension JSONScanner {
  /// Reads the string that starts at the current position (a `"`), validating its UTF-8,
  /// decoding its escapes and refusing what blogdoc's `XMLCharacterRule` refuses.
  ///
  /// The scan stops only at quotes, backslashes, control characters and 0xEF (the lead
  /// byte of U+FFFE and U+FFFF); other non-ASCII bytes are validated once, by the standard
  /// library as it makes the `String`. Only when that fails is the string walked again to
  /// name the offending byte. Strings without escapes are made straight from the
  /// document's bytes; strings with escapes are decoded into ``scratch`` first.
  ///
  /// - Complexity: O(*n*) in the string's length, eight bytes at a time between escapes.
  mutating func readString() throws(ArchiveError) -> String {
    let start = position &+ 1
    var index = start
    var highBits: UInt8 = 0
    while true {
      index = skipPlain(from: index, highBits: &highBits)
      guard index < bytes.count else { throw unterminatedString(at: start &- 1) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try checkLength(index &- start, startingAt: start)
        let string = try makeString(
          UnsafeBufferPointer(rebasing: bytes[start..<index]), copiedASCII: highBits < 0x80,
          source: start..<index)
        position = index &+ 1
        return string
      } else if byte == UInt8(ascii: "\\") {
        return try readEscapedString(from: start, firstEscape: index, highBits: highBits)
      } else {
        highBits |= byte & 0x80
        index = try checkSpecial(at: index)
      }
    }
  }

  /// The rest of a string from its first escape, decoded into ``scratch``.
  private mutating func readEscapedString(
    from start: Int, firstEscape: Int, highBits: UInt8
  )
    throws(ArchiveError) -> String
  {
    var highBits = highBits
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
    var index = firstEscape
    var runStart = firstEscape
    while true {
      index = skipPlain(from: index, highBits: &highBits)
      guard index < bytes.count else { throw unterminatedString(at: start &- 1) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        try checkLength(scratch.count, startingAt: start)
        // Escapes decode to valid UTF-8, so only the copied bytes can break it.
        let string = try scratch.withUnsafeBufferPointer { utf8 throws(ArchiveError) in
          try makeString(utf8, copiedASCII: highBits < 0x80, source: start..<index)
        }
        position = index &+ 1
        return string
      } else if byte == UInt8(ascii: "\\") {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        index = try decodeEscape(at: index)
        runStart = index
      } else {
        highBits |= byte & 0x80
        index = try checkSpecial(at: index)
      }
    }
  }

  /// A `String` of `utf8`, decoded from the document's bytes in `source`.
  ///
  /// When every byte copied from the document is ASCII (`copiedASCII`), `utf8` cannot be
  /// invalid, since escapes always decode to valid UTF-8; this skips the generic validating
  /// initializer for the many short ASCII strings (keys, ids, dates, URLs).
  @inline(__always)
  private func makeString(
    _ utf8: UnsafeBufferPointer<UInt8>, copiedASCII: Bool, source: Range<Int>
  ) throws(ArchiveError) -> String {
    if copiedASCII { return String(decoding: utf8, as: UTF8.self) }
    guard let string = String(validating: utf8, as: UTF8.self) else {
      throw invalidUTF8(in: source)
    }
    return string
  }

  /// The offset of the first byte from `index` on that is a quote, a backslash, a control
  /// character or 0xEF; the bytes before it are copied as they are. `highBits` collects
  /// the high bit of every byte skipped, so it is below 0x80 while they are all ASCII.
  @inline(__always)
  private func skipPlain(from index: Int, highBits: inout UInt8) -> Int {
    var index = index
    let highs: UInt64 = 0x8080_8080_8080_8080
    var wordHighs: UInt64 = 0
    defer { highBits |= wordHighs == 0 ? 0 : 0x80 }
    while index &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if JSONSpecialBytes.contains(in: word) { break }
      wordHighs |= word & highs
      index &+= 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xEF {
        break
      }
      wordHighs |= UInt64(byte & 0x80)
      index &+= 1
    }
    return index
  }

  /// Checks the control character or 0xEF at `index`, returning the offset after it.
  ///
  /// A raw control character must be escaped in JSON; EF BF BE and EF BF BF are U+FFFE and
  /// U+FFFF, which `XMLCharacterRule` refuses. Any other 0xEF sequence is left to the
  /// UTF-8 validation of the whole string.
  @inline(__always)
  private func checkSpecial(at index: Int) throws(ArchiveError) -> Int {
    let byte = bytes[index]
    if byte < 0x20 { throw controlCharacter(byte, at: index) }
    if index &+ 2 < bytes.count, bytes[index &+ 1] == 0xBF, bytes[index &+ 2] >= 0xBE,
      bytes[index &+ 2] <= 0xBF
    {
      throw disallowed(bytes[index &+ 2] == 0xBE ? 0xFFFE : 0xFFFF, at: index)
    }
    return index &+ 1
  }

  /// The error naming the first byte in `range` that breaks UTF-8.
  private func invalidUTF8(in range: Range<Int>) -> ArchiveError {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] < 0x80 {
        index &+= 1
        continue
      }
      do throws(ArchiveError) {
        index = try validateUTF8Sequence(at: index, end: range.upperBound)
      } catch {
        return error
      }
    }
    return self.error("Invalid UTF-8 in a string.", at: range.lowerBound)
  }

  /// Checks the UTF-8 sequence whose first byte (0x80 or more) is at `index` and which
  /// must end before `end`, returning the offset after it. Refuses overlong forms, encoded
  /// surrogates, scalars past U+10FFFF and truncated sequences.
  private func validateUTF8Sequence(at index: Int, end: Int) throws(ArchiveError) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default:
      throw error("Invalid UTF-8 byte \(Self.hex(lead)) in a string.", at: index)
    }
    for offset in 1..<length {
      let at = index &+ offset
      guard at < end, (0x80...0xBF).contains(bytes[at]) else {
        throw error(
          "Incomplete UTF-8 sequence starting with byte \(Self.hex(lead)) in a string.", at: index)
      }
      if offset == 1 && !secondRange.contains(bytes[at]) {
        throw error("Invalid UTF-8 byte \(Self.hex(bytes[at])) in a string.", at: at)
      }
    }
    return index &+ length
  }

  /// Decodes the escape whose backslash is at `index` into ``scratch``, returning the
  /// offset after it.
  private mutating func decodeEscape(at index: Int) throws(ArchiveError) -> Int {
    guard index &+ 1 < bytes.count else { throw unterminatedString(at: index) }
    let byte = bytes[index &+ 1]
    let decoded: UInt8
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = byte
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "b"): throw disallowed(0x08, at: index)
    case UInt8(ascii: "f"): throw disallowed(0x0C, at: index)
    case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: index)
    default:
      let shown =
        (0x21...0x7E).contains(byte)
        ? "'\\" + String(UnicodeScalar(byte)) + "'" : "'\\' followed by \(Self.describe(byte))"
      throw error("Invalid escape \(shown) in a string.", at: index)
    }
    scratch.append(decoded)
    return index &+ 2
  }

  /// Decodes `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, whose backslash is at `index`.
  private mutating func decodeUnicodeEscape(at index: Int) throws(ArchiveError) -> Int {
    let first = try hexQuad(at: index &+ 2, escapeAt: index)
    var value = UInt32(first)
    var end = index &+ 6
    switch first {
    case 0xD800...0xDBFF:
      guard end &+ 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"),
        bytes[end &+ 1] == UInt8(ascii: "u")
      else { throw loneSurrogate(first, at: index) }
      let second = try hexQuad(at: end &+ 2, escapeAt: end)
      guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(first, at: index) }
      value = 0x10000 &+ ((UInt32(first) &- 0xD800) << 10) &+ (UInt32(second) &- 0xDC00)
      end &+= 6
    case 0xDC00...0xDFFF:
      throw loneSurrogate(first, at: index)
    default:
      break
    }
    guard let scalar = Unicode.Scalar(value) else { throw loneSurrogate(first, at: index) }
    guard XMLCharacterRule.allows(scalar) else { throw disallowed(value, at: index) }
    for unit in scalar.utf8 {
      scratch.append(unit)
    }
    return end
  }

  /// The four hexadecimal digits at `offset`, part of the escape at `escapeAt`.
  private func hexQuad(at offset: Int, escapeAt: Int) throws(ArchiveError) -> UInt16 {
    var value: UInt16 = 0
    for at in offset..<(offset &+ 4) {
      let digit: UInt8
      let byte: UInt8? = at < bytes.count ? bytes[at] : nil
      switch byte {
      case .some(let byte) where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
        digit = byte &- UInt8(ascii: "0")
      case .some(let byte) where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte):
        digit = byte &- UInt8(ascii: "a") &+ 10
      case .some(let byte) where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte):
        digit = byte &- UInt8(ascii: "A") &+ 10
      case .some(let byte):
        throw error(
          "Expected four hexadecimal digits after '\\u', found \(Self.describe(byte)).", at: at)
      case .none:
        throw unterminatedString(at: escapeAt)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  // MARK: - Errors

  private func checkLength(_ length: Int, startingAt start: Int) throws(ArchiveError) {
    guard length <= options.maxTextBytes else {
      throw ArchiveError(
        .limitExceeded,
        "A string is longer than the limit of \(options.maxTextBytes) bytes.",
        at: location(of: start &- 1))
    }
  }

  private func unterminatedString(at offset: Int) -> ArchiveError {
    error("Unterminated string: the document ends before its closing '\"'.", at: offset)
  }

  private func controlCharacter(_ byte: UInt8, at offset: Int) -> ArchiveError {
    let name = XMLCharacterRule.name(of: UnicodeScalar(byte))
    return error("Control character \(name) must be escaped in a string.", at: offset)
  }

  private func loneSurrogate(_ unit: UInt16, at offset: Int) -> ArchiveError {
    let digits = String(unit, radix: 16, uppercase: true)
    return error("Lone surrogate \\u\(digits) in a string.", at: offset)
  }

  private func disallowed(_ value: UInt32, at offset: Int) -> ArchiveError {
    // Every value passed here is a valid scalar below U+10000 that is not a surrogate.
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    return error(FieldValueError.disallowed(scalar).description, at: offset)
  }
}
