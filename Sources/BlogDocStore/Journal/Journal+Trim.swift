extension Journal {
  /// Rewrites the journal keeping only its last `count` operations: what `blogdoc log`
  /// lists, so an operation written as an intent and its commit counts once (and an
  /// abandoned intent, with its abort, not at all).
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
  package func trim(
    keepingLast count: Int, under lock: WorkspaceLock
  ) throws(StoreError) -> [Warning] {
    precondition(count >= 0, "trim keeps zero or more records")
    precondition(
      lock.isHeld && lock.workspace.journalPath == path,
      "trimming the journal needs its workspace lock")
    let reader = readBackward()
    var kept: [RecordScanner.Record] = []
    var operations = 0
    var concluded: [Int: Operation.Kind] = [:]
    while operations < count, let record = reader.nextRecord() {
      kept.append(record)
      guard
        case .success(let operation) = OperationCoder.decode(
          record.payload, sequence: record.sequence)
      else { continue }
      switch operation.kind {
      case .commit, .abort:
        if let intent = operation.concludes { concluded[intent] = operation.kind }
      case .intent:
        if concluded[operation.id] != .abort && operation.steps == nil { operations += 1 }
      case .edit, .undo, .redo:
        // A step of an undo or redo of several operations that was aborted is none.
        if operation.pendingIntent.map({ concluded[$0] != .abort }) ?? true { operations += 1 }
      }
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
      // A step keeps naming its intent even when the intent goes: it counts only if the
      // intent's commit (kept, since it is newer) says so.
      let intent = operation.kind == .intent ? nil : operation.pendingIntent
      operation.pointers = operation.pointers.keeping(keptIDs)
      if let intent { operation.pendingIntent = intent }
      operation.parentID = operation.parentID.flatMap { keptIDs.contains($0) ? $0 : nil }
      let payload = try OperationCoder.encode(operation, path: path)
      bytes += RecordFrame.record(payload: payload, sequence: record.sequence)
    }
    try AtomicFile.write(bytes, to: path)
    return reader.warnings
  }
}
