import BlogDocCore

/// Writes an edited document back into the JSON bytes it was read from, replacing only the
/// bytes of what changed.
///
/// Re-encoding a hand-formatted file in canonical form rewrites every line of it: its
/// indentation, key order, number spelling and spacing. A splice keeps all of that. It
/// overwrites the value of each modified field in place, inserts an added field where the
/// schema's order puts it (indented like its neighbours), takes a removed field's member
/// out with its own line, and does the same for whole entries of a blog. New text is
/// escaped as the canonical writer escapes it and laid out with the file's indentation
/// and line ending.
///
/// A splice is only returned once it is proved: the new bytes are read back and must give
/// exactly the edited document. When the diff only modifies entries, only what was
/// spliced is read back, since every other byte is the source's: each replaced member
/// value on its own, as the reader reads a member, or an entry that gained or lost
/// members whole.
/// Anything it cannot do — an older format version, a changed layout or document-level
/// member, reordered entries — throws a ``JSONSplice/Refusal`` so the caller can write
/// the canonical form instead.
///
/// ```swift
/// let (decoded, map) = try JSONArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: bytes)
/// var edited = decoded.document
/// edited[id: "hello-world"]?.title = "New"        // however the document is edited
/// let spliced = try JSONSplice.splice(bytes, map: map, original: decoded.document, edited: edited)
/// // Only the bytes of "title"'s old value differ.
/// ```
///
/// - Complexity: O(*c*) in the size of the changed entries plus a copy of the file, when
///   the diff only modifies entries; O(*n*) in the file's size otherwise, the proof reading
///   the whole output once.
public enum JSONSplice {
  /// Why a splice was not made; the canonical writer should be used instead.
  public typealias Refusal = SpliceRefusal

  /// `source` with only `edited`'s differences from `original` spliced in.
  ///
  /// - Parameters:
  ///   - source: The bytes `original` was read from.
  ///   - map: Where things lie in `source`, from
  ///     ``JSONArchiveFormat/decodeWithSourceMap(_:from:options:)``.
  ///   - original: The document read from `source`.
  ///   - edited: The document to write.
  /// - Throws: ``Refusal`` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: O(*n*) in the size of `source`: it works out the diff first.
  public static func splice<M: Model>(
    _ source: [UInt8], map: JSONSourceMap, original: ModelDocument<M>,
    edited: ModelDocument<M>
  ) throws(Refusal) -> [UInt8] {
    try splice(
      source, map: map, original: original, edited: edited, diff: edited.difference(from: original))
  }

  /// `source` with the changes `diff` names spliced in, `diff` being exactly what turns
  /// `original` into `edited` (a transaction's diff, or `edited.difference(from: original)`).
  ///
  /// Only the entries `diff` names are visited, and of each only the fields its changes
  /// name. When it only modifies entries, each replaced member value is read back on its
  /// own (at the depth the reader reads it, so the same limits hold) into the original
  /// entry, which must then be the edited one; an entry that gained or lost members is
  /// read back whole. Every other byte is the source's, by construction. A diff that
  /// inserts, removes or moves entries has the whole output read back instead.
  ///
  /// ```swift
  /// var edited = original
  /// let diff = try edited.transaction("Retitle") { try $0.update(id: "a") { $0.title = "New" } }
  /// let spliced = try JSONSplice.splice(bytes, map: map, original: original, edited: edited, diff: diff)
  /// ```
  ///
  /// An entry it inserts whose id `entrySources` names is written as that text, an object
  /// as the file held it before the entry was removed (what a journal keeps, so an undone
  /// removal gives back the same bytes).
  /// A field it writes whose entry, name and new value one of `valueSources` names is
  /// written as that source's text (what a journal keeps, so an undone edit gives back
  /// the value's own spelling, see `FieldValueSource`).
  ///
  /// - Throws: ``Refusal`` when the splice cannot be proved to read back as `edited`.
  /// - Complexity: O(*c*) in the size of the changed entries plus a copy of `source` when
  ///   `diff` only modifies entries; O(*n*) in the size of `source` otherwise.
  public static func splice<M: Model>(
    _ source: [UInt8], map: JSONSourceMap, original: ModelDocument<M>,
    edited: ModelDocument<M>, diff: DocumentDiff<M>,
    entrySources: [String: RemovedEntrySource] = [:],
    valueSources: [FieldValueSource] = []
  ) throws(Refusal) -> [UInt8] {
    guard !diff.isEmpty else { return source }
    try SplicePlanner.checkSpliceable(
      original: original, edited: edited, diff: diff, formatVersion: map.formatVersion,
      mapDescribes: map.records.count == original.count && map.root.upperBound <= source.count)
    var splicer = JSONSplicer<M>(
      source: source, map: map, entrySources: entrySources, valueSources: valueSources)
    if let modified = modifiedEntries(diff, map: map, original: original, edited: edited) {
      // Indexing in place rather than binding each element keeps from copying two entries.
      for index in modified.indices {
        try splicer.spliceRecord(
          map.records[modified[index].position], from: modified[index].old, to: modified[index].new,
          fields: modified[index].fields)
      }
      let output = try splicer.edits.output()
      try prove(output, splicer: splicer, modified: modified, edited: edited)
      assert(
        keepsSource(outside: modified.map(\.position), of: splicer, in: output),
        "A splice must leave every byte outside the entries it changes as it was.")
      assert(
        fullyReads(output, as: edited), "A spliced file must read back as the edited document.")
      return output
    }
    switch original.layout {
    case .single:
      try splicer.spliceRecord(
        map.records[0], from: original.entries[0], to: edited.entries[0])
    case .collection:
      try splicer.spliceRecords(from: original, to: edited)
    }
    let output = try splicer.edits.output()
    try prove(output, reads: edited)
    return output
  }

  /// The entries `diff` modifies, with their source positions, ascending and each once,
  /// when it only modifies entries that keep their ids; `nil` when it does anything else.
  private static func modifiedEntries<M: Model>(
    _ diff: DocumentDiff<M>, map: JSONSourceMap, original: ModelDocument<M>,
    edited: ModelDocument<M>
  ) -> [(position: Int, old: M, new: M, fields: [FieldChange]?)]? {
    guard let modified = SplicePlanner.modifiedRecords(in: diff, position: map.position(ofID:))
    else { return nil }
    var entries: [(position: Int, old: M, new: M, fields: [FieldChange]?)] = []
    entries.reserveCapacity(modified.count)
    for (position, fields) in modified {
      let id = map.records[position].id
      guard let old = original[id: id], let new = edited[id: id], old.id == new.id else {
        return nil
      }
      entries.append((position, old, new, fields))
    }
    return entries
  }

  /// Throws unless each spliced entry of `output` reads back as the edited entry of the
  /// same id.
  ///
  /// An entry whose splice only replaced member values is proved member by member: each
  /// new value's bytes are read on their own, as the reader reads a member (through the
  /// field's kind, or kept as an unknown member), into the original entry, which must then
  /// equal the edited one. Every other byte of the entry is the source's, so the reader
  /// would build exactly that entry. An entry that gained or lost members is read back
  /// whole.
  ///
  /// - Complexity: O(*c*) in the size of the replaced values, plus the size of the
  ///   entries read back whole.
  private static func prove<M: Model>(
    _ output: [UInt8], splicer: JSONSplicer<M>,
    modified: [(position: Int, old: M, new: M, fields: [FieldChange]?)],
    edited: ModelDocument<M>
  ) throws(Refusal) {
    let options = DecodingOptions.default
    guard output.count <= options.maxDocumentBytes else {
      throw Refusal(reason: "The spliced bytes are past the size blogdoc reads.")
    }
    let edits = splicer.edits.sorted
    // How many arrays and objects enclose a member's value, as the reader counts them.
    let depth = edited.layout == .collection ? 3 : 2
    var next = 0
    var readWhole: [Int] = []
    for index in modified.indices {
      let position = modified[index].position
      let record = splicer.map.records[position]
      var entry = modified[index].old
      var isWhole = false
      while next < edits.count, edits[next].range.lowerBound < record.range.upperBound {
        let edit = edits[next]
        next += 1
        guard edit.range.lowerBound >= record.range.lowerBound,
          edit.range.upperBound <= record.range.upperBound
        else { throw Refusal(reason: "A change lies outside the entries the splice changes.") }
        guard let reading = edit.note else {
          isWhole = true
          continue
        }
        if !isWhole {
          try read(edit.bytes, as: reading, into: &entry, depth: depth, options: options)
        }
      }
      if isWhole {
        readWhole.append(position)
      } else if entry != modified[index].new {
        throw Refusal(
          reason:
            "The spliced entry \(FieldKind.quoted(record.id)) reads back as a different entry.")
      }
    }
    guard next == edits.count else {
      throw Refusal(reason: "A change lies outside the entries the splice changes.")
    }
    if !readWhole.isEmpty {
      try prove(output, splicer: splicer, positions: readWhole, read: edited)
    }
  }

  /// Reads `bytes` as one member's value, as the reader does, and stores it in `entry`.
  private static func read<M: Model>(
    _ bytes: [UInt8], as reading: JSONSplicer<M>.Reading, into entry: inout M, depth: Int,
    options: DecodingOptions
  ) throws(Refusal) {
    let key: String
    switch reading {
    case .field(let index): key = M.schema.fields[index].name
    case .unknown(let name): key = name
    }
    let value: ArchiveValue
    do {
      value = try bytes.withUnsafeBytes { bytes throws(ArchiveError) in
        var scanner = try JSONScanner(bytes, options: options)
        let value = try scanner.readValue(depth: depth)
        try scanner.expectEnd()
        return value
      }
    } catch let error as ArchiveError {
      throw Refusal(
        reason:
          "The spliced member \(FieldKind.quoted(key)) of \(FieldKind.quoted(entry.id)) does not read back: \(error.description)"
      )
    } catch {
      throw Refusal(
        reason:
          "The spliced member \(FieldKind.quoted(key)) of \(FieldKind.quoted(entry.id)) does not read back: \(error)"
      )
    }
    switch reading {
    case .field(let index):
      let field = M.schema.fields[index]
      let fieldValue: FieldValue
      do {
        fieldValue = try field.kind.value(from: value)
      } catch {
        throw Refusal(
          reason:
            "The spliced member \(FieldKind.quoted(key)) of \(FieldKind.quoted(entry.id)) does not read back: \(error.description)"
        )
      }
      guard field.setValue(fieldValue, in: &entry) else {
        throw Refusal(
          reason:
            "The spliced member \(FieldKind.quoted(key)) of \(FieldKind.quoted(entry.id)) reads back as another type."
        )
      }
    case .unknown(let name):
      entry.unknownFields[name] = value
    }
  }

  /// Throws unless each spliced entry of `output` at `positions` reads back, on its own,
  /// as the edited entry of the same id.
  private static func prove<M: Model>(
    _ output: [UInt8], splicer: JSONSplicer<M>, positions: [Int], read edited: ModelDocument<M>
  ) throws(Refusal) {
    let options = DecodingOptions.default
    let schema = M.schema
    let isCollection = edited.layout == .collection
    let opening = Array(
      "{\"formatVersion\":\(schema.version),\"\(isCollection ? schema.collectionName : schema.entryName)\":\(isCollection ? "[" : "")"
        .utf8)
    let closing = Array((isCollection ? "]}" : "}").utf8)
    let ranges = splicer.edits.outputRanges(of: positions.map { splicer.map.records[$0].range })
    for (position, range) in zip(positions, ranges) {
      let record = splicer.map.records[position]
      let wrapped = opening + output[range] + closing
      let decoded: DecodedDocument<M>
      do {
        decoded = try wrapped.withUnsafeBytes { bytes throws(ArchiveError) in
          try JSONArchiveFormat().decode(M.self, from: bytes, options: options)
        }
      } catch let error as ArchiveError {
        throw Refusal(
          reason:
            "The spliced entry \(FieldKind.quoted(record.id)) does not read back: \(error.description)"
        )
      } catch {
        throw Refusal(
          reason: "The spliced entry \(FieldKind.quoted(record.id)) does not read back: \(error)")
      }
      guard decoded.document.count == 1, decoded.document.entries[0] == edited[id: record.id] else {
        throw Refusal(
          reason:
            "The spliced entry \(FieldKind.quoted(record.id)) reads back as a different entry.")
      }
    }
  }

  /// Whether `output` holds the splicer's source byte for byte outside the records at
  /// `positions`: the debug builds' check of what a splice proved entry by entry relies on.
  private static func keepsSource<M: Model>(
    outside positions: [Int], of splicer: JSONSplicer<M>, in output: [UInt8]
  ) -> Bool {
    var sourceStart = 0
    var outputStart = 0
    let ranges = splicer.edits.outputRanges(of: positions.map { splicer.map.records[$0].range })
    for (position, range) in zip(positions, ranges) {
      let record = splicer.map.records[position].range
      guard
        splicer.source[sourceStart..<record.lowerBound].elementsEqual(
          output[outputStart..<range.lowerBound])
      else { return false }
      sourceStart = record.upperBound
      outputStart = range.upperBound
    }
    return splicer.source[sourceStart...].elementsEqual(output[outputStart...])
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
    try Refusal.checkReads(output, as: edited, through: JSONArchiveFormat())
  }
}
