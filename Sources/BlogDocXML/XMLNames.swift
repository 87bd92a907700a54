internal import BlogDocLibXML2

/// The names and namespaces of blogdoc's XML format, and the rules for what may be written
/// as an element or attribute name.
enum XMLNames {
  /// The namespace of blogdoc's own markup: the `bt:t` type attribute and `bt:member`.
  static let typeNamespace = "urn:blogdoc:type"
  /// The namespace the `xml:` prefix is bound to.
  static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
  /// The namespace of `xmlns` declarations, which no element or attribute may use.
  static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

  /// Names longer than this are written through `bt:member` (libxml2 refuses names over
  /// 50,000 bytes without `XML_PARSE_HUGE`; nothing legitimate comes close).
  static let longestWrittenName = 1_000

  /// Whether `byte` is XML whitespace: space, tab, line feed or carriage return.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Whether `name` is an XML 1.0 (fifth edition) name without a colon, which can be
  /// written as an element or attribute name as it is.
  ///
  /// ```swift
  /// print(XMLNames.isNCName("readingMinutes"), XMLNames.isNCName("my key"))
  /// // Prints "true false"
  /// ```
  static func isNCName(_ name: some StringProtocol) -> Bool {
    guard !name.isEmpty, name.utf8.count <= longestWrittenName else { return false }
    var isFirst = true
    for scalar in name.unicodeScalars {
      guard isFirst ? isNameStart(scalar.value) : isNameCharacter(scalar.value) else {
        return false
      }
      isFirst = false
    }
    return true
  }

  private static func isNameStart(_ value: UInt32) -> Bool {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F: true
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
      0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
      0xFDF0...0xFFFD, 0x10000...0xEFFFF:
      true
    default: false
    }
  }

  private static func isNameCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
    default: isNameStart(value)
    }
  }

  /// The namespace and local name of a Clark-notation key, `{uri}local`.
  static func clarkParts(of key: String) -> (uri: Substring, local: Substring)? {
    guard key.hasPrefix("{"), let close = key.firstIndex(of: "}") else { return nil }
    return (key[key.index(after: key.startIndex)..<close], key[key.index(after: close)...])
  }

  /// Whether `uri` can be declared as a namespace and read back unchanged: printable ASCII
  /// without "&" that libxml2's URI parser accepts, and not one of the namespaces XML
  /// reserves.
  static func isWritableNamespace(_ uri: String) -> Bool {
    guard uri.utf8.count <= longestWrittenName, uri != xmlNamespace, uri != xmlnsNamespace,
      isPrintableURI(uri)
    else { return false }
    guard !uri.isEmpty else { return true }
    // libxml2 refuses a namespace its URI parser refuses; ask it rather than guess.
    guard let parsed = xmlParseURI(uri) else { return false }
    xmlFreeURI(parsed)
    return true
  }

  private static func isPrintableURI(_ uri: String) -> Bool {
    var bytes = uri.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case 0x21...0x7E:
        switch byte {
        // "&": libxml2 hands a declared namespace's ampersand back as "&#38;" (found by
        // fuzzing), so such a key is written as a bt:member element instead.
        case UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"),
          UInt8(ascii: "\\"),
          UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"),
          UInt8(ascii: "}"):
          return false
        case UInt8(ascii: "%"):
          guard let high = bytes.next(), let low = bytes.next(), isHexDigit(high), isHexDigit(low)
          else { return false }
        default:
          continue
        }
      default:
        return false
      }
    }
    return true
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x46, 0x61...0x66: true
    default: false
    }
  }
}
