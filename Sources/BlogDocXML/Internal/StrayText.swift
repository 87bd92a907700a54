/// Text met directly inside an element that holds only elements (a collection's root, a
/// record), gathered until the next event so a refusal can quote it whole.
///
/// libxml2's SAX parser hands a run of text over in pieces (at a reference, a carriage
/// return, a buffer's end), where a tree has one node; the message quotes the node.
/// Text and CDATA sections are separate nodes, as in a tree.
///
/// ```swift
/// var stray = StrayText()
/// stray.append(piece, isBlank: false, isCDATA: false)   // "\n  stray\n  "
/// print(stray.isBlank, stray.string)
/// // Prints "false \n  stray\n  "
/// ```
struct StrayText {
  private(set) var bytes: [UInt8] = []
  /// Whether every piece so far is XML whitespace (or there is none).
  private(set) var isBlank = true
  /// Whether the pieces are a CDATA section's.
  private(set) var isCDATA = false

  var isEmpty: Bool { bytes.isEmpty && isBlank }

  /// Whether `piece` continues the same node: the same kind, or nothing gathered yet.
  func continues(isCDATA pieceIsCDATA: Bool) -> Bool {
    isEmpty || isCDATA == pieceIsCDATA
  }

  mutating func append(
    _ piece: UnsafeBufferPointer<UInt8>, isBlank pieceIsBlank: Bool, isCDATA: Bool
  ) {
    bytes.append(contentsOf: piece)
    isBlank = isBlank && pieceIsBlank
    self.isCDATA = isCDATA
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    isBlank = true
    isCDATA = false
  }
}
