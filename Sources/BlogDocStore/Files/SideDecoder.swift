import BlogDocCore
import BlogDocSystem
import BlogDocXML
import BlogDocJSON

/// Decodes versions of a blog edited from one base (the sides of a merge) by reading only
/// the entries whose bytes changed, and taking every other entry from the base.
///
/// A merge driver is handed three versions of a file that usually differ in a few
/// entries. Reading each whole costs the same for 10,000 entries whether one changed or
/// all did. A side's bytes are compared with the base's from each end (at `memcmp` speed);
/// the entries of the base before and after the stretch that differs are the side's own
/// (the same bytes, read from the same state), so only that stretch is read, inside the
/// file's own prolog and root (the base's bytes around the base's content), and its
/// entries replace the base's there. The result shares the base's storage for every other
/// entry, so comparing it with the base, as a merge does, costs only what changed.
///
/// The result is what reading the side whole gives, source map included. Whatever it
/// cannot vouch for it does not guess at: it returns `nil`, and the caller reads the side
/// whole (which also gives the error, with its line and column, when the side is
/// malformed). That is a base that is a single entry, in an older format version, or read
/// from UTF-16 or another encoding; a side that differs in the prolog, the root's tags or
/// after the entries (JSON), whose changed stretch does not read as whole entries (with
/// the blog's own members the base has there), gives an id twice, or is over the size
/// limit.
///
/// ```swift
/// let (decoded, map) = try DocumentFile.decodeForEditing(BlogEntry.self, from: base, as: .xml, named: "b.xml")
/// let decoder = SideDecoder(base: decoded.document, bytes: base, map: map, format: .xml)
/// if let theirs = decoder.decode(theirBytes, withSourceMap: false)?.document { … }
/// ```
package struct SideDecoder<M: Model> {
  /// The base document.
  package let base: ModelDocument<M>
  private let bytes: [UInt8]
  private let map: DocumentSourceMap
  private let format: DocumentFormat
  /// The byte ranges of the base's entries, in order.
  private let records: [Range<Int>]
  /// What holds the entries (the root's content, the array's between its brackets), or
  /// `nil` when the base is not a shape the decoder reads sides of.
  private let content: Range<Int>?
  /// Whether the blog has members of its own that are elements among its entries (XML).
  private let hasOwnElements: Bool

  /// A decoder of sides of `base`, read from `bytes` with `map`.
  ///
  /// - Complexity: O(*n*) in the number of entries.
  package init(
    base: ModelDocument<M>, bytes: [UInt8], map: DocumentSourceMap, format: DocumentFormat
  ) {
    self.base = base
    self.bytes = bytes
    self.map = map
    self.format = format
    var records: [Range<Int>] = []
    var content: Range<Int>?
    // Only XML and JSON are read by their changes; a side of any other format is read whole.
    if format == .xml, let xml = map.xml {
      if xml.isUTF8, xml.formatVersion == M.schema.version, xml.records.count == base.count {
        records = xml.records.map(\.element.range)
        content = xml.root.content
      }
    } else if format == .json, let json = map.json {
      if json.formatVersion == M.schema.version, json.records.count == base.count,
        let array = json.recordArray,
        array.count >= 2
      {
        records = json.records.map(\.range)
        content = (array.lowerBound + 1)..<(array.upperBound - 1)
      }
    }
    self.records = base.layout == .collection ? records : []
    self.content = base.layout == .collection ? content : nil
    // The blog's own members in XML are its root's attributes (`@name`), which every
    // changed stretch is read with, and elements, which may lie between entries.
    hasOwnElements =
      format == .xml && base.unknownFields.members.contains { !$0.key.hasPrefix("@") }
  }

  /// The document `side` holds, and its source map when `withSourceMap`, read only where
  /// it differs from the base; `nil` when only reading it whole can say (see the type).
  ///
  /// - Complexity: O(*n*) in the bytes the side shares with the base at either end
  ///   (compared with `memcmp`), plus the decode of the entries it changed, plus O(*e*)
  ///   in the base's entries to move their source map.
  package func decode(
    _ side: [UInt8], withSourceMap: Bool
  ) -> (document: ModelDocument<M>, sourceMap: DocumentSourceMap?)? {
    guard let content, side.count <= DecodingOptions.default.maxDocumentBytes else { return nil }
    if Self.equal(side, bytes) { return (base, withSourceMap ? map : nil) }
    let changed: ChangedSpan? = bytes.withUnsafeBytes { base in
      side.withUnsafeBytes { side in
        ChangedSpan(base: base, side: side, records: records, content: content)
      }
    }
    guard let changed else { return nil }
    let piece: Range<Int>?
    if format == .json {
      piece = side.withUnsafeBytes { side in
        JSONSourceMap.elementList(
          in: changed.side, of: side, afterElement: changed.positions.lowerBound > 0,
          beforeElement: changed.positions.upperBound < records.count)
      }
    } else {
      piece = changed.side
    }
    guard let piece else { return nil }
    let wrapped = wrapping(side[piece], content: content)
    let read: DecodedDocument<M>
    var readMap: DocumentSourceMap?
    do {
      if withSourceMap {
        (read, readMap) = try DocumentFile.decodeForEditing(M.self, from: wrapped, as: format)
      } else {
        read = try format.archiveFormat.decode(M.self, from: wrapped, options: .default)
      }
    } catch {
      return nil
    }
    guard read.document.layout == .collection,
      read.document.unknownFields == ownMembers(in: changed.base, content: content),
      let document = base.replacingEntries(
        at: changed.positions, with: Array(read.document.entries))
    else { return nil }
    guard withSourceMap else { return (document, nil) }
    let shift = piece.lowerBound - content.lowerBound
    let delta = side.count - bytes.count
    switch (map.xml, readMap?.xml, map.json, readMap?.json) {
    case (let baseMap?, let readMap?, _, _) where readMap.records.count == read.document.count:
      let moved = readMap.records.map { record in
        var record = record
        record.move(by: shift)
        return record
      }
      let sideMap = side.withUnsafeBytes { side in
        baseMap.replacingRecords(
          changed.positions, with: moved, movingFollowingBy: delta, in: side,
          namespace: M.schema.namespace)
      }
      return (document, .xml(sideMap))
    case (_, _, let baseMap?, let readMap?) where readMap.records.count == read.document.count:
      let moved = readMap.records.map { record in
        var record = record
        record.move(by: shift)
        return record
      }
      let sideMap = side.withUnsafeBytes { side in
        baseMap.replacingRecords(changed.positions, with: moved, movingFollowingBy: delta, in: side)
      }
      return (document, .json(sideMap))
    default:
      return nil
    }
  }

  /// `piece` inside the base's own prolog and root (or root object and array), in place of
  /// the base's `content`: the state the side's reader is in when it reaches `piece`.
  private func wrapping(_ piece: ArraySlice<UInt8>, content: Range<Int>) -> [UInt8] {
    var wrapped: [UInt8] = []
    wrapped.reserveCapacity(content.lowerBound + piece.count + bytes.count - content.upperBound)
    wrapped += bytes[..<content.lowerBound]
    wrapped += piece
    wrapped += bytes[content.upperBound...]
    return wrapped
  }

  /// The blog's own members as read with only the base's `span` of its content: the base's
  /// own, unless members of the blog lie among its entries, when `span` is read for them;
  /// `nil` when it does not read.
  ///
  /// A changed stretch of a side that reads with the same members leaves the blog's own
  /// members as the base has them: those outside the stretch are the base's bytes.
  private func ownMembers(in span: Range<Int>, content: Range<Int>) -> ArchiveObject? {
    guard hasOwnElements else { return base.unknownFields }
    return try? format.archiveFormat.decode(
      M.self, from: wrapping(bytes[span], content: content), options: .default
    )
    .document.unknownFields
  }

  /// Whether `a` and `b` hold the same bytes.
  private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
      }
    }
  }
}
