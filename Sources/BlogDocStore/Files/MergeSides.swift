import BlogDocCore

/// The three versions of a document a merge driver is handed, decoded: the base, ours
/// with its source map (the result is spliced into ours's bytes), and theirs.
///
/// The base is read whole, and each side only where its bytes differ from the base's (see
/// ``SideDecoder``); a side that cannot be read so is read whole, as all three were
/// before. Either way the documents, the map and the errors are the same: a malformed
/// side is reported as ``DocumentFile/decode(_:from:as:named:options:)`` reports it,
/// ours's error before theirs's, theirs's before the base's.
///
/// ```swift
/// let sides = try MergeSides<BlogEntry>.decode(base: b, ours: o, theirs: t, as: .xml, named: "blog.xml")
/// let result = DocumentMerge.merge(base: sides.base ?? empty, ours: sides.ours, theirs: sides.theirs)
/// ```
package struct MergeSides<M: Model> {
  /// The common ancestor; `nil` when its bytes are empty or whitespace (git hands that
  /// when both sides added the file).
  package var base: ModelDocument<M>?
  /// Our version.
  package var ours: ModelDocument<M>
  /// Where ours's entries and fields lie in its bytes.
  package var oursMap: DocumentSourceMap
  /// Their version.
  package var theirs: ModelDocument<M>

  /// The three versions in `base`, `ours` and `theirs`, of `format`; messages name them
  /// `name (base)`, `name (ours)` and `name (theirs)`.
  ///
  /// - Parameter readsChangesOnly: Whether a side is read only where it differs from the
  ///   base; `false` reads all three whole (what tests compare with).
  /// - Throws: `ArchiveError` for the first version that does not read, in the order
  ///   ours, theirs, base.
  /// - Complexity: O(*n*) in the base's size, one decode; for each side, O(*n*) compared
  ///   with `memcmp` plus the decode of the entries it changed, or one decode when it is
  ///   read whole.
  package static func decode(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], as format: DocumentFormat, named name: String,
    readsChangesOnly: Bool = true
  ) throws -> MergeSides {
    // git hands an empty base when both sides added the file.
    let isBlank = base.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    if readsChangesOnly, !isBlank,
      let (decoded, map) = try? DocumentFile.decodeForEditing(
        M.self, from: base, as: format, named: "\(name) (base)", options: options(name))
    {
      let decoder = SideDecoder(base: decoded.document, bytes: base, map: map, format: format)
      let oursSide =
        try decoder.decode(ours, withSourceMap: true).flatMap { side in
          side.sourceMap.map { (document: side.document, sourceMap: $0) }
        } ?? decodeOurs(ours, format, name)
      let theirsDocument =
        try decoder.decode(theirs, withSourceMap: false)?.document
        ?? decodeTheirs(theirs, format, name)
      return MergeSides(
        base: decoded.document, ours: oursSide.document, oursMap: oursSide.sourceMap,
        theirs: theirsDocument)
    }
    let oursSide = try decodeOurs(ours, format, name)
    let theirsDocument = try decodeTheirs(theirs, format, name)
    let baseDocument =
      isBlank
      ? nil
      : try DocumentFile.decode(
        M.self, from: base, as: format, named: "\(name) (base)", options: options(name)
      ).document
    return MergeSides(
      base: baseDocument, ours: oursSide.document, oursMap: oursSide.sourceMap,
      theirs: theirsDocument)
  }

  /// Ours read whole, with its source map.
  private static func decodeOurs(
    _ bytes: [UInt8], _ format: DocumentFormat, _ name: String
  ) throws
    -> (document: ModelDocument<M>, sourceMap: DocumentSourceMap)
  {
    let (decoded, map) = try DocumentFile.decodeForEditing(
      M.self, from: bytes, as: format, named: "\(name) (ours)", options: options(name))
    return (decoded.document, map)
  }

  /// Theirs read whole.
  private static func decodeTheirs(
    _ bytes: [UInt8], _ format: DocumentFormat, _ name: String
  ) throws
    -> ModelDocument<M>
  {
    try DocumentFile.decode(
      M.self, from: bytes, as: format, named: "\(name) (theirs)", options: options(name)
    ).document
  }

  /// The options each version is read with: all three are the file `name`, whatever their
  /// messages call them, so that a document that takes its id from its file's name (a
  /// post's, from `2024-01-05-hello.md`) has the same id in the three.
  private static func options(_ name: String) -> DecodingOptions {
    DecodingOptions(sourceName: name)
  }
}
