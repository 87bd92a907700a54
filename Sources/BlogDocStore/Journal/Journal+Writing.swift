import BlogDocSystem

extension Journal {
  /// Appends the record `build` makes from the journal's current state at the end of the
  /// file opened `O_APPEND`, then `fsync`s. The record is streamed in parts of 64 KB as it
  /// is encoded (checksummed on the way, its footer last), so a record smaller than that
  /// is one `write`.
  ///
  /// A torn tail is cut off first (`ftruncate` to the end of the last valid record), so
  /// the file stays a sequence of whole records. Damage further back is left in place:
  /// readers step over it. A file with no valid record at all is renamed to
  /// `journal.unreadable-N` (with a warning) and a new journal started, unless it is the
  /// start of a first record a crash cut short, which is cut off like any torn tail.
  ///
  /// With `durable` false the record is written but not `fsync`ed: only for a commit, whose
  /// loss in a crash recovery repairs (the files are found at "after" and committed again).
  func appendRecord(
    under lock: WorkspaceLock, durable: Bool = true,
    _ build: (inout AppendContext) throws(StoreError) -> Operation
  ) throws(StoreError) -> (operation: Operation, warnings: [Warning]) {
    let (operations, warnings) = try appendRecords(under: lock, durable: durable) {
      (context) throws(StoreError) in
      [try build(&context)]
    }
    return (operations[0], warnings)
  }

  /// Appends the records `build` makes, in order, as ``appendRecord(under:durable:_:)``
  /// appends one: in one opening of the file, `fsync`ed once after the last (with
  /// `durable`). If any cannot be written, the file is cut back to its size before the
  /// first, so either all are appended or none. The records' ids must follow one another
  /// from the context's ``AppendContext/id``.
  func appendRecords(
    under lock: WorkspaceLock, durable: Bool = true,
    _ build: (inout AppendContext) throws(StoreError) -> [Operation]
  ) throws(StoreError) -> (operations: [Operation], warnings: [Warning]) {
    precondition(lock.isHeld, "appending to the journal needs the workspace lock")
    precondition(lock.workspace.journalPath == path, "the lock is for another workspace's journal")
    Self.noteAppending()
    var info = stat()
    var existed = stat(path, &info) == 0
    var fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .system("create", path: path, errno: errno) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw .system("read", path: path, errno: errno) }

    var reader = BackwardReader(borrowing: fd, size: Int(info.st_size), path: path)
    var state = State(reading: reader)
    guard let scanner = reader.scanner, !scanner.readFailed, var validEnd = scanner.validEnd else {
      throw StoreError(.io, path: path, "Cannot read the journal to append to it.")
    }
    var setAside: [Warning] = []
    if validEnd == 0 && info.st_size > 0 && !scanner.isTornFirstRecord() {
      // Nothing readable, yet more than a torn first record: a damaged journal or one from
      // a newer blogdoc. Keep it rather than cut it to nothing, and start a new one.
      let aside = try moveAside()
      setAside = [Warning(.setAside(movedTo: aside), path: path)]
      close(fd)
      fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw .system("create", path: path, errno: errno) }
      existed = false
      info.st_size = 0
      reader = BackwardReader(borrowing: fd, size: 0, path: path)
      state = State(reading: reader)
      validEnd = 0
    }
    if validEnd < Int(info.st_size) {
      guard ftruncate(fd, off_t(validEnd)) == 0 else {
        throw .system("repair", path: path, errno: errno)
      }
    }

    let id = (state.lastID ?? 0) + 1
    guard id <= RecordFrame.maxSequence else {
      throw StoreError(
        .journal, path: path, "The journal has used every record number; trim it to continue.")
    }
    var context = AppendContext(path: path, id: id, state: state, fd: fd, size: validEnd)
    let operations = try build(&context)
    for (offset, operation) in operations.enumerated() {
      precondition(operation.id == id + offset, "appended records follow one another")
      try writeRecord(
        of: operation, to: fd, restoringSize: validEnd,
        durable: durable && offset == operations.count - 1)
    }
    if !existed {
      // Make the new file's name durable too.
      _ = AtomicFile.syncDirectory(AtomicFile.directoryName(of: path))
    }
    return (operations, setAside + state.warnings + context.warnings)
  }

  /// Renames the journal to the first free `journal.unreadable-N` beside it; returns the
  /// new path.
  private func moveAside() throws(StoreError) -> String {
    for number in 1...1000 {
      let aside = "\(path).unreadable-\(number)"
      var info = stat()
      guard lstat(aside, &info) != 0 else { continue }
      guard rename(path, aside) == 0 else { throw .system("move aside", path: path, errno: errno) }
      return aside
    }
    throw StoreError(
      .journal, path: path, "Too many unreadable journals are kept beside this one; remove some.")
  }

  /// Streams `operation`'s record to the end of `fd` and `fsync`s; on failure cuts the
  /// file back to `size` (best effort: a leftover part is a torn tail the next append
  /// removes).
  private func writeRecord(
    of operation: Operation, to fd: Int32, restoringSize size: Int, durable: Bool
  )
    throws(StoreError)
  {
    let chunkSize = 1 << 16
    var pending: [UInt8] = []
    pending.reserveCapacity(chunkSize + chunkSize / 2)
    var checksum = CRC32.Running()
    var length = 0
    do throws(StoreError) {
      try OperationCoder.write(operation, path: path, chunkSize: chunkSize) {
        (part) throws(StoreError) in
        checksum.add(part)
        length += part.count
        pending += part
        if pending.count >= chunkSize {
          try write(pending, to: fd)
          pending.removeAll(keepingCapacity: true)
        }
      }
      guard length <= RecordFrame.maxPayloadLength else {
        throw StoreError(
          .journal, path: path,
          "Operation \(operation.id) is too large to record (\(length) bytes).")
      }
      pending += RecordFrame.trailer(
        payloadLength: length, checksum: checksum.value, sequence: operation.id)
      try write(pending, to: fd)
    } catch {
      _ = ftruncate(fd, off_t(size))
      throw error
    }
    guard !durable || fsync(fd) == 0 else {
      let code = errno
      _ = ftruncate(fd, off_t(size))
      throw .system("write", path: path, errno: code)
    }
  }

  /// Writes all of `bytes` at the end of `fd`.
  private func write(_ bytes: [UInt8], to fd: Int32) throws(StoreError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        BlogDocSystem.write(fd, raw.baseAddress! + written, raw.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system("write", path: path, errno: errno)
      }
      written += count
    }
  }
}
