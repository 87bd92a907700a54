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
  /// The bytes to write in place of the canonical form, when the format can keep more of
  /// the file than its writer would (a Markdown post whose front matter is written anew and
  /// whose body stays as it was); `nil` to write the canonical form.
  public var rewrite: [UInt8]?

  /// A refusal for `reason`; with `rewrite`, the bytes the caller writes instead of the
  /// canonical form, still saying `reason`.
  ///
  /// ```swift
  /// let refusal = SpliceRefusal(reason: "The title could not be found.", rewrite: Array("x".utf8))
  /// print(refusal.rewrite?.count ?? 0)
  /// // Prints "1"
  /// ```
  public init(reason: String, rewrite: [UInt8]? = nil) {
    self.reason = reason
    self.rewrite = rewrite
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
