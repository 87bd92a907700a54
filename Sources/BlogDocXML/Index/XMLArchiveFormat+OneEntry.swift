import BlogDocCore

extension XMLArchiveFormat {
  /// Reads the entry `id` of a blog alone, with the map of where it lies in `bytes`: for
  /// a command that shows or edits one entry of a large blog without building the others.
  ///
  /// One pass reads the whole document with libxml2, so a malformed byte anywhere still
  /// fails it, but builds only the ids (an index of the records); a second pass, skipping
  /// text, finds the entry's bytes; those bytes are then read inside the file's own prolog
  /// and root tags, by the same reader as a whole document, so namespaces
  /// and the format version apply as usual. The map's offsets are the file's: a splice of
  /// the edited entry writes into `bytes` (see ``XMLSplice``).
  ///
  /// It returns `nil`, rather than an error, whenever the document is not one it can read
  /// this way: malformed, a single entry, transcoded from another encoding, in another
  /// format version, a record without a plain id, two records with one id, or no record
  /// with `id`. The caller then reads the whole document, whose reader reports any error
  /// with its own message (errors are rare; one reader saying them keeps them the same).
  /// What it does not check is what only the other entries' fields would break: their
  /// values and the schema's rules on them (`validate` reads them all).
  ///
  /// ```swift
  /// if let (decoded, map) = XMLArchiveFormat().decodeEntryWithSourceMap(
  ///   BlogEntry.self, id: "hello-world", from: bytes)
  /// {
  ///   decoded.document.ids                  // ["hello-world"]
  ///   map.record(id: "hello-world")?.element  // where <entry> lies in `bytes`
  /// }
  /// ```
  ///
  /// - Complexity: O(*n*) in the input size for the two passes, which build one string
  ///   per entry (its id); the entry itself costs what reading it alone costs.
  public func decodeEntryWithSourceMap<M: Model>(
    _ type: M.Type, id: String, from bytes: UnsafeRawBufferPointer,
    options: DecodingOptions = .default
  ) -> (DecodedDocument<M>, XMLSourceMap)? {
    let index = RecordIndexSink(M.self)
    let input: ReadableInput
    do throws(ArchiveError) {
      input = try ReadableInput.prepare(bytes, options: options)
      var reader = try XMLArchiveReader(input: input, options: options, sink: index)
      try reader.read()
    } catch {
      return nil
    }
    guard !input.isTranscoded, index.isUsable, !index.isSingleRecord,
      index.version == M.schema.version, Set(index.ids).count == index.ids.count,
      let position = index.ids.firstIndex(of: id)
    else { return nil }
    let text = input.text
    let wanted = [0, index.recordOrdinals[position]]
    // The root's end is found from the file's end when it can be: the scan then stops at
    // the entry's end, not the file's.
    let rootEnd = XMLElementScanner.rootEnd(in: text)
    guard
      var found = XMLElementScanner.elements(wanted, in: text, leavingRootOpen: rootEnd != nil),
      let start = found[0].content?.lowerBound
    else { return nil }
    if let rootEnd {
      guard rootEnd.start >= found[1].range.upperBound else { return nil }
      found[0] = XMLSourceMap.Element(
        range: found[0].range.lowerBound..<rootEnd.end, content: start..<rootEnd.start)
    }
    let (root, entry) = (found[0], found[1])
    guard let content = root.content else { return nil }
    // The entry inside the file's own prolog and root tags.
    var alone = Array(bytes[0..<content.lowerBound])
    let shift = entry.range.lowerBound - alone.count
    alone += bytes[entry.range]
    alone += bytes[content.upperBound..<root.range.upperBound]
    let decoded: DecodedDocument<M>
    let aloneMap: XMLSourceMap
    do {
      (decoded, aloneMap) = try alone.withUnsafeBytes { bytes in
        try decodeWithSourceMap(M.self, from: bytes, options: options)
      }
    } catch {
      return nil
    }
    guard decoded.document.ids.elementsEqual([id]), aloneMap.records.count == 1 else {
      return nil
    }
    var map = XMLSourceMap()
    var record = aloneMap.records[0]
    record.move(by: shift)
    map.records = [record]
    map.root = root
    map.formatVersion = decoded.formatVersion
    map.holdsEveryRecord = false
    Self.readLayout(of: text, isTranscoded: false, namespace: M.schema.namespace, into: &map)
    map.name(records: [id])
    return (decoded, map)
  }
}
