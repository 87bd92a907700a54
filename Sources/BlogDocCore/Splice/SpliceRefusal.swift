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
