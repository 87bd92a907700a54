/// Appends text to an XML byte buffer, escaping what XML needs escaped and refusing what
/// XML 1.0 cannot hold, in one pass over the UTF-8 bytes.
///
/// Most text needs no escaping at all, so the scan copies each run of plain bytes with a
/// single append and only stops at the few bytes a 256-entry table marks.
///
/// ```swift
/// var bytes: [UInt8] = []
/// _ = XMLEscaping.append("a < b\r\n", as: .text, to: &bytes)
/// print(String(decoding: bytes, as: UTF8.self))
/// // Prints "a &lt; b&#13;\n"
/// ```
enum XMLEscaping {
  /// Where the text goes, which decides what is escaped.
  enum Context: Int {
    /// Character data: `&`, `<`, `>` and carriage return (which a parser would fold into
    /// a line feed) are escaped.
    case text = 0
    /// A double-quoted attribute value: also `"`, and tab and line feed, which attribute
    /// normalisation would turn into spaces.
    case attribute = 256
  }

  private enum ByteClass {
    static let plain: UInt8 = 0
    static let ampersand: UInt8 = 1
    static let lessThan: UInt8 = 2
    static let greaterThan: UInt8 = 3
    static let carriageReturn: UInt8 = 4
    static let quote: UInt8 = 5
    static let tab: UInt8 = 6
    static let lineFeed: UInt8 = 7
    /// A C0 control XML 1.0 cannot hold.
    static let disallowed: UInt8 = 8
    /// 0xEF, which starts U+FFFE (EF BF BE) and U+FFFF (EF BF BF).
    static let maybeNonCharacter: UInt8 = 9
  }

  /// Byte classes for text (first 256) and attributes (next 256).
  private static let classes: [UInt8] = {
    var table = [UInt8](repeating: ByteClass.plain, count: 512)
    for base in [0, 256] {
      for byte in 0..<0x20 { table[base + byte] = ByteClass.disallowed }
      table[base + 0x26] = ByteClass.ampersand
      table[base + 0x3C] = ByteClass.lessThan
      table[base + 0x3E] = ByteClass.greaterThan
      table[base + 0x0D] = ByteClass.carriageReturn
      table[base + 0xEF] = ByteClass.maybeNonCharacter
      table[base + 0x09] = base == 0 ? ByteClass.plain : ByteClass.tab
      table[base + 0x0A] = base == 0 ? ByteClass.plain : ByteClass.lineFeed
    }
    table[256 + 0x22] = ByteClass.quote
    return table
  }()

  /// Appends `string` escaped for `context`.
  ///
  /// - Returns: The first scalar XML 1.0 cannot hold, if any; `bytes` then holds a partial
  ///   write the caller discards.
  /// - Complexity: O(*n*) in the UTF-8 length of `string`.
  static func append(
    _ string: String, as context: Context, to bytes: inout [UInt8]
  )
    -> Unicode.Scalar?
  {
    var string = string
    return string.withUTF8 { source in
      classes.withUnsafeBufferPointer { classes in
        let base = context.rawValue
        let count = source.count
        var runStart = 0
        var index = 0
        while index < count {
          let byteClass = classes[base &+ Int(source[index])]
          if byteClass == ByteClass.plain {
            index &+= 1
            continue
          }
          if byteClass == ByteClass.maybeNonCharacter {
            if index + 2 < count, source[index + 1] == 0xBF, source[index + 2] >= 0xBE {
              return Unicode.Scalar(0xFFFE + UInt32(source[index + 2] - 0xBE))
            }
            index &+= 1
            continue
          }
          if byteClass == ByteClass.disallowed {
            return Unicode.Scalar(source[index])
          }
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
          switch byteClass {
          case ByteClass.ampersand: bytes.append(contentsOf: "&amp;".utf8)
          case ByteClass.lessThan: bytes.append(contentsOf: "&lt;".utf8)
          case ByteClass.greaterThan: bytes.append(contentsOf: "&gt;".utf8)
          case ByteClass.carriageReturn: bytes.append(contentsOf: "&#13;".utf8)
          case ByteClass.quote: bytes.append(contentsOf: "&quot;".utf8)
          case ByteClass.tab: bytes.append(contentsOf: "&#9;".utf8)
          default: bytes.append(contentsOf: "&#10;".utf8)
          }
          index &+= 1
          runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count]))
        return nil
      }
    }
  }
}
