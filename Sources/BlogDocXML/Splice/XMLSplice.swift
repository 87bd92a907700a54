import BlogDocCore

/// Writes an edited document back into the XML bytes it was read from, replacing only the
/// bytes of what changed.
///
/// Re-encoding a hand-formatted file in canonical form rewrites every line of it and drops
/// its comments. A splice keeps all of that: the XML declaration, a byte-order mark,
/// comments and processing instructions, whitespace, attribute order and quoting, and
/// namespace prefixes. It overwrites the content of each modified text field (in a CDATA
/// section when the old text was one, with the file's line ending), rewrites only the
/// changed items of a list, inserts an added field or entry where the canonical order puts
/// it, indented like its neighbours, and takes a removed one out with its own line.
///
/// A splice is only returned once it is proved: every entry it wrote is read back, inside
/// the file's own root start tag (so its namespace declarations hold), and must give
/// exactly the edited entry; a single-entry document is read back whole. Every other byte
/// is the source's, by construction. Anything it cannot do (an older format version, a
/// file read from UTF-16 or another encoding, a changed document-level member, an
/// attribute of an entry, moved entries) throws a `SpliceRefusal` so the caller can
/// write the canonical form instead.
///
/// ```swift
/// let (decoded, map) = try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: bytes)
/// var edited = decoded.document
/// edited[id: "hello-world"]?.title = "New"
/// let spliced = try XMLSplice.splice(bytes, map: map, original: decoded.document, edited: edited)
/// // Only the bytes between <title> and </title> differ.
/// ```
///
/// - Complexity: O(*c*) in the size of the changed entries plus a copy of the file for a
///   blog; O(*n*) in the file's size for a single entry, which is read back whole.
public enum XMLSplice {
  /// Why a splice was not made; the canonical writer should be used instead.
  public typealias Refusal = SpliceRefusal

  /// `source` with only `edited`'s differences from `original` spliced in.
  ///
  /// - Throws: ``Refusal`` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: O(*n*) in the size of `source`: it works out the diff first.
  public static func splice<M: Model>(
    _ source: [UInt8], map: XMLSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>
  ) throws(Refusal) -> [UInt8] {
    try splice(
      source, map: map, original: original, edited: edited, diff: edited.difference(from: original))
  }

  /// `source` with the changes `diff` names spliced in, `diff` being exactly what turns
  /// `original` into `edited` (a transaction's diff, or `edited.difference(from: original)`).
  ///
  /// ```swift
  /// var edited = original
  /// let diff = try edited.transaction("Retitle") { try $0.update(id: "a") { $0.title = "New" } }
  /// let spliced = try XMLSplice.splice(bytes, map: map, original: original, edited: edited, diff: diff)
  /// ```
  ///
  /// An entry it inserts whose id `entrySources` names is written as that text, an
  /// element as the file held it before the entry was removed (what a journal keeps, so an
  /// undone removal gives back the same bytes); it is proved as every written entry is.
  /// A field it writes whose entry, name and new value one of `valueSources` names is
  /// written as that source's element (what a journal keeps, so an undone edit gives back
  /// the value's own spelling, see `FieldValueSource`).
  ///
  /// - Throws: ``Refusal`` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: O(*c*) in the size of the entries `diff` names plus a copy of `source`,
  ///   for a blog; O(*n*) for a single entry.
  public static func splice<M: Model>(
    _ source: [UInt8], map: XMLSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, entrySources: [String: RemovedEntrySource] = [:],
    valueSources: [FieldValueSource] = []
  ) throws(Refusal) -> [UInt8] {
    guard !diff.isEmpty else { return source }
    try SplicePlanner.checkSpliceable(
      original: original, edited: edited, diff: diff, formatVersion: map.formatVersion,
      isUTF8: map.isUTF8,
      mapDescribes: map.records.count == original.count && map.root.range.upperBound <= source.count
        && !map.root.range.isEmpty)
    var splicer = XMLSplicer<M>(
      source: source, map: map, entrySources: entrySources, valueSources: valueSources)
    let touched: [String]
    switch original.layout {
    case .single:
      try splicer.spliceRecord(map.records[0], from: original.entries[0], to: edited.entries[0])
      touched = []
    case .collection:
      if let modified = SplicePlanner.modifiedRecords(in: diff, position: map.position(ofID:)) {
        for (position, fields) in modified {
          let record = map.records[position]
          guard let old = original[id: record.id], let new = edited[id: record.id] else {
            throw Refusal(reason: "The source map does not describe this document.")
          }
          try splicer.spliceRecord(record, from: old, to: new, fields: fields)
        }
        touched = modified.map { map.records[$0.position].id }
      } else {
        touched = try splicer.spliceRecords(from: original, to: edited)
      }
    }
    let output = try splicer.edits.output()
    if original.layout == .single {
      try prove(output, reads: edited)
    } else {
      try prove(entries: touched, splicer: splicer, edited: edited)
      assert(
        !map.holdsEveryRecord || fullyReads(output, as: edited),
        "A spliced file must read back as the edited document.")
    }
    return output
  }

  /// Throws unless the entries `ids`, as the splicer writes them, read back as the edited
  /// ones: they are read together inside the file's root start tag. Every byte around them
  /// is the source's.
  ///
  /// - Complexity: O(*c*) in the size of those entries.
  private static func prove<M: Model>(
    entries ids: [String], splicer: XMLSplicer<M>, edited: ModelDocument<M>
  ) throws(Refusal) {
    guard !ids.isEmpty else { return }
    let root = splicer.map.root
    var wrapped = splicer.withoutSelfClosing(root)
    for id in ids {
      guard let entry = edited[id: id] else { continue }
      let bytes: [UInt8]
      if let record = splicer.map.record(id: id) {
        bytes = try splicer.edits.bytes(of: record.element.range)
      } else if let text = splicer.entrySources[id]?.text {
        bytes = text
      } else {
        do {
          bytes = try splicer.style.record(entry, indent: [])
        } catch {
          throw Refusal(reason: error.description)
        }
      }
      wrapped += bytes
    }
    wrapped += splicer.endTag(of: root)
    let decoded: DecodedDocument<M>
    do {
      decoded = try wrapped.withUnsafeBytes { bytes throws(ArchiveError) in
        try XMLArchiveFormat().decode(M.self, from: bytes, options: .default)
      }
    } catch let error as ArchiveError {
      throw Refusal(reason: "The spliced entries do not read back: \(error.description)")
    } catch {
      throw Refusal(reason: "The spliced entries do not read back: \(error)")
    }
    guard decoded.document.entries.map(\.id) == ids,
      decoded.document.entries.allSatisfy({ edited[id: $0.id] == $0 })
    else {
      throw Refusal(reason: "The spliced entries read back as different entries.")
    }
  }

  /// Whether `output` reads back whole as `edited`: the debug builds' check of a splice
  /// proved entry by entry.
  private static func fullyReads<M: Model>(_ output: [UInt8], as edited: ModelDocument<M>) -> Bool {
    (try? prove(output, reads: edited)) != nil
  }

  /// Throws unless `output` reads back as exactly `edited`.
  private static func prove<M: Model>(
    _ output: [UInt8], reads edited: ModelDocument<M>
  ) throws(Refusal) {
    try Refusal.checkReads(output, as: edited, through: XMLArchiveFormat())
  }
}
