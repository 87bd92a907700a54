/// The text of one element, gathered from the text and CDATA nodes libxml2 hands over.
///
/// Most elements hold exactly one text node, so the first piece becomes a `String` at once,
/// copied straight from libxml2's buffer; only a second piece (text around a CDATA
/// section, say) moves the text into a byte buffer.
///
/// ```swift
/// var text = TextAccumulator()
/// text.append(piece, isBlank: false)   // "a < b"
/// print(text.string, text.isBlank)
/// // Prints "a < b false"
/// ```
struct TextAccumulator {
  private var first: String?
  private var bytes: [UInt8] = []
  /// Whether every piece so far is XML whitespace (or there is none).
  private(set) var isBlank = true
  /// The length so far, in UTF-8 bytes.
  private(set) var count = 0

  /// Adds `piece`, which must be valid UTF-8 (libxml2 guarantees it).
  @inline(__always)
  mutating func append(_ piece: UnsafeBufferPointer<UInt8>, isBlank pieceIsBlank: Bool) {
    if count == 0 {
      first = String(decoding: piece, as: UTF8.self)
    } else {
      if let first {
        bytes.append(contentsOf: first.utf8)
        self.first = nil
      }
      bytes.append(contentsOf: piece)
    }
    count += piece.count
    isBlank = isBlank && pieceIsBlank
  }

  /// The text, exactly.
  var string: String {
    first ?? String(decoding: bytes, as: UTF8.self)
  }

  /// Empties the text for the next element.
  @inline(__always)
  mutating func removeAll() {
    guard count > 0 else { return }
    first = nil
    bytes.removeAll(keepingCapacity: true)
    isBlank = true
    count = 0
  }
}
