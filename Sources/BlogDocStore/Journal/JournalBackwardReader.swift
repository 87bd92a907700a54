import BlogDocSystem

extension Journal {
  /// The journal's operations from newest to oldest, read lazily from the end of the file.
  ///
  /// Torn, damaged and undecodable records are skipped and reported in ``warnings``; a
  /// journal that does not exist reads as empty, one that cannot be opened as empty with a
  /// warning.
  ///
  /// ```swift
  /// let reader = journal.readBackward()
  /// for operation in reader.prefix(2) { print(operation.id, operation.message) }
  /// // Prints "3 Set the title."
  /// // Prints "2 Add a tag."
  /// print(reader.warnings, reader.bytesRead <= 4096)   // the first window from the end
  /// // Prints "[] true"
  /// ```
  public final class BackwardReader: Sequence, IteratorProtocol {
    /// What was stepped over so far.
    public var warnings: [Warning] { scanner?.warnings ?? openWarnings }
    /// How many bytes have been read from the file so far (for diagnostics and tests).
    public var bytesRead: Int { scanner?.bytesRead ?? 0 }

    /// The scanner underneath, `nil` when the file could not be opened.
    let scanner: RecordScanner?
    private let ownedDescriptor: Int32?
    private let openWarnings: [Warning]

    /// A reader that opens `path` itself (and closes it when done).
    init(path: String) {
      let fd = open(path, O_RDONLY | O_CLOEXEC)
      var info = stat()
      if fd >= 0, fstat(fd, &info) == 0 {
        scanner = RecordScanner(fd: fd, size: Int(info.st_size), path: path)
        openWarnings = []
      } else {
        let code = errno
        scanner = nil
        let reason = String(cString: strerror(code))
        openWarnings = code == ENOENT ? [] : [Warning(.unreadable(reason: reason), path: path)]
      }
      ownedDescriptor = fd >= 0 ? fd : nil
    }

    /// A reader of the first `size` bytes of the file open as `fd`, which stays open.
    init(borrowing fd: Int32, size: Int, path: String) {
      scanner = RecordScanner(fd: fd, size: size, path: path)
      ownedDescriptor = nil
      openWarnings = []
    }

    deinit {
      if let ownedDescriptor { close(ownedDescriptor) }
    }

    /// The next older operation that decodes, or `nil` at the start of the journal.
    ///
    /// - Complexity: Proportional to the bytes between this record and the previous one.
    public func next() -> Operation? {
      while let record = nextRecord() {
        if let operation = decode(record) { return operation }
      }
      return nil
    }

    /// The next older intact record, decoded or not.
    func nextRecord() -> RecordScanner.Record? {
      scanner?.previous()
    }

    /// The undo pointers of `record`, or `nil` (and a warning) if they do not decode.
    func decodePointers(_ record: RecordScanner.Record) -> UndoPointers? {
      value(OperationCoder.decodePointers(record.payload, sequence: record.sequence), of: record)
    }

    /// Whether to read operations without their files (``Operation/files`` empty): for
    /// counting them, a large record is then never held or decoded whole.
    public var skipsFiles = false {
      didSet { scanner?.readsPointersOnly = skipsFiles }
    }

    /// The operation in `record`, or `nil` (and a warning) if it does not decode.
    func decode(_ record: RecordScanner.Record) -> Operation? {
      let payload = skipsFiles ? OperationCoder.header(of: record.payload) : record.payload
      return value(OperationCoder.decode(payload, sequence: record.sequence), of: record)
    }

    /// The decoded value, or `nil` with a warning naming `record`.
    private func value<T>(
      _ result: Result<T, OperationCoder.DecodeFailure>, of record: RecordScanner.Record
    ) -> T? {
      switch result {
      case .success(let value):
        return value
      case .failure(let failure):
        scanner?.warnings.append(
          Warning(
            .undecodable(id: record.sequence, reason: failure.reason), path: scanner?.path ?? ""))
        return nil
      }
    }
  }
}
