/// Why a splicing writer (`JSONSplice`, BlogDocXML's `XMLSplice`) did not splice an edit
/// into the bytes a document was read from: the caller should write the canonical form
/// instead, and say why once.
///
/// ```swift
/// do {
///   bytes = try JSONSplice.splice(bytes, map: map, original: original, edited: edited)
/// } catch {
///   print("Writing it whole: \(error.reason)")
/// }
/// ```
public struct SpliceRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// A sentence saying what could not be kept.
  public var reason: String

  /// A refusal for `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason, as one sentence.
  public var description: String { reason }
}

extension SpliceRefusal {
  /// Throws unless `output` reads back, whole, through `format` as exactly `edited`: the
  /// proof a splicing writer gives when it cannot prove entry by entry.
  ///
  /// - Complexity: O(*n*) in the size of `output`, one decode.
  package static func checkReads<M: Model>(
    _ output: [UInt8], as edited: ModelDocument<M>, through format: some ArchiveFormat
  ) throws(SpliceRefusal) {
    let decoded: DecodedDocument<M>
    do {
      decoded = try format.decode(M.self, from: output, options: .default)
    } catch {
      throw SpliceRefusal(reason: "The spliced bytes do not read back: \(error.description)")
    }
    guard decoded.document == edited else {
      throw SpliceRefusal(reason: "The spliced bytes read back as a different document.")
    }
  }
}
