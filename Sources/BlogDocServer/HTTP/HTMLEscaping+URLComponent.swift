import BlogDocCore

extension HTMLEscaping {
  /// `text` percent-encoded for a path segment or query value of a URL: everything but
  /// letters, digits and `-._~` (slashes too, `keepingSlashes` aside).
  package static func urlComponent(_ text: String, keepingSlashes: Bool = false) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: "/") where keepingSlashes:
        encoded += "/"
      default:
        let digits = Array("0123456789ABCDEF".utf8)
        encoded +=
          "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
      }
    }
    return encoded
  }
}
