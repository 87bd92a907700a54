import BlogDocCore

extension Importer {
  /// Reads every record of `source` into the document, in batches of 256 (which the
  /// importer maps on every core and merges in order), keeping problems and warnings in
  /// source order.
  ///
  /// ```swift
  /// var importer = Importer(into: try BlogDocument(entries: []), mapping: source.mapping)
  /// let (records, skipped) = try importer.importRecords(of: source) { count in print(count, "records") }
  /// print(importer.summary)
  /// ```
  ///
  /// - Parameters:
  ///   - source: The file and format to read, with its mapping.
  ///   - progress: Called with the number of records read so far, after each batch.
  /// - Returns: How many records were read (refused ones too), and how many the mapping
  ///   does not take (a WordPress export's attachments and menu items, say).
  /// - Throws: What reading the source throws (``ImportError`` for an unreadable file);
  ///   records that cannot be imported are refusals in ``summary``, not errors.
  /// - Complexity: O(*r*) in the records, mapped in parallel.
  public mutating func importRecords(
    of source: ImportSource, progress: @escaping (Int) -> Void = { _ in }
  ) throws
    -> (records: Int, skipped: Int)
  {
    // The source's callbacks may be kept, so they work on a copy, put back at the end.
    var importer = self
    defer { self = importer }
    var count = 0
    var batch: [(record: ArchiveValue, origin: RecordOrigin)] = []
    func flush() {
      importer.add(contentsOf: batch)
      count += batch.count
      batch.removeAll(keepingCapacity: true)
      progress(count)
    }
    let skipped = try source.forEachRecord { record, origin in
      batch.append((record, origin))
      if batch.count == 256 { flush() }
    } unreadable: { problem in
      flush()  // Problems stay in source order.
      importer.refuse(problem)
      count += 1
    } skipped: { problem in
      flush()  // Warnings stay in source order.
      importer.noteSkippedFile(problem)
    }
    flush()
    return (count, skipped)
  }
}
