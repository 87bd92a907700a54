/// The text of one element, gathered from the pieces of text and CDATA libxml2 hands over.
///
/// libxml2's SAX parser splits a run of text at every reference (`&amp;`, `&#233;`), at a
/// carriage return and where its buffer ends, so a body of a few kilobytes can come in a
/// hundred pieces. They are copied into one buffer, kept from element to element, and the
/// text becomes a `String` once, when it is asked for.
///
/// ```swift
/// var text = TextAccumulator()
/// text.append(piece, isBlank: false)   // "a < b"
/// print(text.string, text.isBlank)
/// // Prints "a < b false"
/// ```
struct TextAccumulator {
  private var storage: [UInt8] = []
  /// Whether every piece so far is XML whitespace (or there is none).
  private(set) var isBlank = true
  /// The length so far, in UTF-8 bytes.
  private(set) var count = 0

  /// Adds `piece`, which must be valid UTF-8 (libxml2 guarantees it).
  @inline(__always)
  mutating func append(_ piece: UnsafeBufferPointer<UInt8>, isBlank pieceIsBlank: Bool) {
    isBlank = isBlank && pieceIsBlank
    guard let source = piece.baseAddress, !piece.isEmpty else { return }
    let end = count + piece.count
    if end > storage.count {
      storage.append(contentsOf: repeatElement(0, count: max(end - storage.count, storage.count)))
    }
    let start = count
    storage.withUnsafeMutableBufferPointer {
      ($0.baseAddress.unsafelyUnwrapped + start).update(from: source, count: piece.count)
    }
    count = end
  }

  /// The text, exactly.
  var string: String {
    storage.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
    }
  }

  /// Empties the text for the next element, keeping the buffer.
  @inline(__always)
  mutating func removeAll() {
    isBlank = true
    count = 0
  }
}
