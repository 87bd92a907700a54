extension Journal {
  /// Rewrites the journal keeping only its last `count` intact records.
  ///
  /// Ids do not change, so later records keep their numbers and new ones continue the
  /// sequence. Pointers to dropped records become `nil`: the undo history ends where the
  /// kept records end. Torn and damaged bytes are dropped too. Records this version cannot
  /// decode are kept as they are. The new file replaces the old atomically (temporary
  /// file, `fsync`, `rename`, directory `fsync`), so a reader sees one or the other.
  ///
  /// - Returns: Warnings met while reading the records kept.
  /// - Throws: ``StoreError`` when the new journal cannot be written.
  /// - Complexity: O(*m*) in the size of the records kept.
  @discardableResult
  public func trim(keepingLast count: Int, under lock: WorkspaceLock) throws(StoreError) -> [Warning] {
    precondition(count >= 0, "trim keeps zero or more records")
    precondition(
      lock.isHeld && lock.workspace.journalPath == path, "trimming the journal needs its workspace lock")
    let reader = readBackward()
    var kept: [RecordScanner.Record] = []
    while kept.count < count, let record = reader.nextRecord() {
      kept.append(record)
    }
    guard let scanner = reader.scanner else { return reader.warnings }
    guard !scanner.readFailed else {
      throw StoreError(.io, path: path, "Cannot read the journal to trim it.")
    }
    let keptIDs = Set(kept.map(\.sequence))
    var bytes: [UInt8] = []
    for record in kept.reversed() {
      let decoded = OperationCoder.decode(record.payload, sequence: record.sequence)
      guard case .success(var operation) = decoded else {
        bytes += RecordFrame.record(payload: record.payload, sequence: record.sequence)
        continue
      }
      operation.pointers = operation.pointers.keeping(keptIDs)
      operation.parentID = operation.parentID.flatMap { keptIDs.contains($0) ? $0 : nil }
      let payload = try OperationCoder.encode(operation, path: path)
      bytes += RecordFrame.record(payload: payload, sequence: record.sequence)
    }
    try AtomicFile.write(bytes, to: path)
    return reader.warnings
  }
}
