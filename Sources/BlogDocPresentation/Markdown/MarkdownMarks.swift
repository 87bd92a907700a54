/// Private-use characters that stand in for text Ink must not interpret.
///
/// Before Ink sees a paragraph, blogdoc replaces what Ink would get wrong (a raw `<`, a
/// backslash-escaped `*`, a code span, a line break, a run of spaces) with characters from a
/// 256-scalar window of the Private Use Area that the body does not use. Ink copies them
/// through as text; ``MarkdownInline`` turns them back afterwards. Every mark is three UTF-8
/// bytes (`0xEE` or `0xEF`, then two continuation bytes).
struct MarkdownMarks: Sendable {
  /// The window's first scalar: U+E000 + 256·k.
  let base: UInt32

  /// What a mark stands for, by its offset in the window.
  enum Kind: Equatable {
    case lessThan, softBreak, hardBreak, sentinel, tokenStart, tokenEnd, space, tab
    /// An ASCII character that must reach the page as itself (`\*`, a lone `_`, a `~`).
    case literal(UInt8)
  }

  static let lessThan: UInt32 = 0, softBreak: UInt32 = 1, hardBreak: UInt32 = 2, sentinel: UInt32 = 3
  static let tokenStart: UInt32 = 4, tokenEnd: UInt32 = 5, space: UInt32 = 6, tab: UInt32 = 7

  /// The first window `text` holds no scalar of, or `nil` when it touches all 25.
  init?(unusedIn text: String) {
    // Their UTF-8 forms start with 0xEE or 0xEF; most text has neither.
    guard text.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF }) else {
      base = 0xE000
      return
    }
    var used = Set<UInt32>()
    for scalar in text.unicodeScalars where (0xE000...0xF8FF).contains(scalar.value) {
      used.insert((scalar.value - 0xE000) >> 8)
    }
    guard let window = (0..<25).first(where: { !used.contains(UInt32($0)) }) else { return nil }
    base = 0xE000 + UInt32(window) << 8
  }

  /// The UTF-8 bytes of the mark at `offset`.
  func bytes(_ offset: UInt32) -> [UInt8] {
    let value = base + offset
    return [0xE0 | UInt8(value >> 12), 0x80 | UInt8((value >> 6) & 0x3F), 0x80 | UInt8(value & 0x3F)]
  }

  /// Appends the mark at `offset` to `out`.
  func append(_ offset: UInt32, to out: inout [UInt8]) {
    let value = base + offset
    out.append(0xE0 | UInt8(value >> 12))
    out.append(0x80 | UInt8((value >> 6) & 0x3F))
    out.append(0x80 | UInt8(value & 0x3F))
  }

  /// Appends a mark for the ASCII `byte` as literal text.
  func appendLiteral(_ byte: UInt8, to out: inout [UInt8]) {
    append(0x80 + UInt32(byte), to: &out)
  }

  /// The mark whose three bytes start at `index` of `bytes`, if one does.
  func kind<C: RandomAccessCollection>(at index: C.Index, in bytes: C) -> Kind? where C.Element == UInt8 {
    let lead = bytes[index]
    guard lead == 0xEE || lead == 0xEF, bytes.distance(from: index, to: bytes.endIndex) >= 3 else { return nil }
    let second = bytes[bytes.index(after: index)], third = bytes[bytes.index(index, offsetBy: 2)]
    let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    guard value >= base, value < base + 256 else { return nil }
    switch value - base {
    case Self.lessThan: return .lessThan
    case Self.softBreak: return .softBreak
    case Self.hardBreak: return .hardBreak
    case Self.sentinel: return .sentinel
    case Self.tokenStart: return .tokenStart
    case Self.tokenEnd: return .tokenEnd
    case Self.space: return .space
    case Self.tab: return .tab
    case let offset where offset >= 0x80: return .literal(UInt8(offset - 0x80))
    default: return nil
    }
  }
}
