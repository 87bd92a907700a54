/// The attributes libxml2's SAX2 parser hands `startElementNs`: five pointers each (local
/// name, prefix, namespace URI, value start, value end), namespace declarations left out.
///
/// Names are interned in the parser's dictionary; a value is a range of libxml2's buffer,
/// valid only during the callback, so a value that is kept is made a `String` here.
///
/// ```swift
/// // <entry id="a &amp; b"> gives one attribute:
/// print(attributes[0].localName, attributes[0].value)
/// // Prints "id a & b"
/// ```
struct SAXAttributes {
  let count: Int
  private let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?

  init(count: Int32, base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
    self.count = base == nil ? 0 : Int(count)
    self.base = base
  }

  var isEmpty: Bool { count == 0 }

  subscript(index: Int) -> Attribute {
    Attribute(fields: base.unsafelyUnwrapped + 5 * index)
  }

  /// One attribute, read in place.
  struct Attribute {
    let fields: UnsafeMutablePointer<UnsafePointer<UInt8>?>

    /// The local name, interned.
    var local: UnsafePointer<UInt8> { fields[0].unsafelyUnwrapped }
    /// The prefix as written, interned; `nil` for none.
    var prefix: UnsafePointer<UInt8>? { fields[1] }
    /// The namespace URI, interned; `nil` for none.
    var namespace: UnsafePointer<UInt8>? { fields[2] }

    var localName: String { String(cString: local) }
    var namespaceURI: String? { namespace.map { String(cString: $0) } }

    /// The qualified name as written (`wp:post_id`).
    var qualifiedName: String {
      prefix.map { String(cString: $0) + ":" + localName } ?? localName
    }

    /// The value, its references resolved.
    ///
    /// Without entity substitution (blogdoc never asks for it), libxml2 hands over an
    /// ampersand, written `&amp;` or `&#38;`, as the five characters `&#38;` for a tree
    /// builder to parse again; every other reference comes resolved. So `&#38;` is the
    /// only sequence with an `&` in a value, and it stands for one.
    var value: String {
      guard let start = fields[3], let end = fields[4] else { return "" }
      let bytes = UnsafeBufferPointer(start: start, count: start.distance(to: end))
      guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
      var resolved: [UInt8] = []
      resolved.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        resolved.append(bytes[index])
        index +=
          bytes[index] == UInt8(ascii: "&") && Self.isEscapedAmpersand(bytes, at: index) ? 5 : 1
      }
      return String(decoding: resolved, as: UTF8.self)
    }

    private static func isEscapedAmpersand(
      _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Bool {
      index + 4 < bytes.count && bytes[index + 1] == UInt8(ascii: "#")
        && bytes[index + 2] == UInt8(ascii: "3") && bytes[index + 3] == UInt8(ascii: "8")
        && bytes[index + 4] == UInt8(ascii: ";")
    }
  }
}
