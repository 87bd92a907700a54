/// Text met directly inside an element that holds only elements (a collection's root, a
/// record), gathered until the next event so a refusal can quote it whole.
///
/// libxml2's SAX parser hands a run of text over in pieces (at a reference, a carriage
/// return, a buffer's end), where a tree has one node; the message quotes the node.
/// Text and CDATA sections are separate nodes, as in a tree. Nearly all such text is the
/// indentation between elements, so a piece is copied into a buffer allocated once, and
/// only its first ``capacity`` bytes: a message shows no more than 60 characters.
///
/// ```swift
/// var stray = StrayText()
/// stray.append(piece, isBlank: false, isCDATA: false)   // "\n  stray\n  "
/// print(stray.isBlank, stray.string)
/// // Prints "false \n  stray\n  "
/// ```
struct StrayText {
  /// How many bytes are kept: at least 61 characters of any UTF-8, past which
  /// ``MessageQuoting`` shortens a quote anyway.
  static let capacity = 256

  private var storage = [UInt8](repeating: 0, count: StrayText.capacity)
  private var count = 0
  /// Whether any piece was met since the last ``removeAll()``.
  private(set) var isEmpty = true
  /// Whether every piece so far is XML whitespace (or there is none).
  private(set) var isBlank = true
  /// Whether the pieces are a CDATA section's.
  private(set) var isCDATA = false

  /// Whether a piece of `isCDATA`'s kind continues the same node: the same kind, or
  /// nothing gathered yet.
  @inline(__always)
  func continues(isCDATA pieceIsCDATA: Bool) -> Bool {
    isEmpty || isCDATA == pieceIsCDATA
  }

  @inline(__always)
  mutating func append(
    _ piece: UnsafeBufferPointer<UInt8>, isBlank pieceIsBlank: Bool, isCDATA: Bool
  ) {
    let kept = min(piece.count, Self.capacity - count)
    if kept > 0, let source = piece.baseAddress {
      storage.withUnsafeMutableBufferPointer {
        ($0.baseAddress.unsafelyUnwrapped + count).update(from: source, count: kept)
      }
      count += kept
    }
    isEmpty = false
    isBlank = isBlank && pieceIsBlank
    self.isCDATA = isCDATA
  }

  /// The text kept, a character cut in two at the end shown as U+FFFD.
  var string: String {
    String(decoding: storage[..<count], as: UTF8.self)
  }

  @inline(__always)
  mutating func removeAll() {
    count = 0
    isEmpty = true
    isBlank = true
    isCDATA = false
  }
}
