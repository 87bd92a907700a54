import BlogDocCore
import BlogDocSystem
import BlogDocXML

extension XMLRecordOracle {
  /// What `XMLRecordReader` did with some bytes: the records it handed over, in order, and
  /// the error it stopped with, if any.
  public struct ReaderOutcome: Sendable {
    public var records: [Record]
    public var error: ArchiveError?
  }

  /// Reads `bytes` with `XMLRecordReader` through a scratch file (the reader reads files).
  public static func readerOutcome(
    of bytes: [UInt8], recordPath: [String], maxDepth: Int = 256
  ) -> ReaderOutcome {
    let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    let path = "\(directory)/blogdoc-records-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).xml"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    precondition(descriptor >= 0, "Cannot create the scratch file \(path).")
    defer { unlink(path) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      precondition(count > 0 || errno == EINTR, "Cannot write the scratch file \(path).")
      written += max(count, 0)
    }
    close(descriptor)
    var outcome = ReaderOutcome(records: [], error: nil)
    do {
      try XMLRecordReader(recordPath: recordPath, maxDepth: maxDepth).read(file: path) {
        value, origin in
        precondition(
          origin.ordinal == outcome.records.count + 1,
          "Record \(origin.ordinal) arrived out of order.")
        outcome.records.append(Record(value: value, line: origin.line))
      }
    } catch let error as ArchiveError {
      outcome.error = error
    } catch {
      preconditionFailure("XMLRecordReader threw something other than an ArchiveError: \(error)")
    }
    return outcome
  }

  /// How the reader and the oracle disagree on `bytes`, or `nil` when they agree: both
  /// refuse (for any reason: the messages are the reader's business), or both accept and
  /// the reader's records equal the oracle's, value and line, in order.
  ///
  /// ```swift
  /// let bytes = Array("<rss><channel><generator/><item/></channel></rss>".utf8)
  /// print(XMLRecordOracle.disagreement(on: bytes, recordPath: ["rss", "channel", "item"]) ?? "agree")
  /// // Prints "agree"
  /// ```
  public static func disagreement(
    on bytes: [UInt8], recordPath: [String], maxDepth: Int = 256
  ) -> String? {
    precondition(
      bytes.count < maxInputSize,
      "The oracle does not model inputs of \(maxInputSize) bytes or more.")
    let expected = verdict(on: bytes, recordPath: recordPath, maxDepth: maxDepth)
    let actual = readerOutcome(of: bytes, recordPath: recordPath, maxDepth: maxDepth)
    switch (expected, actual.error) {
    case (.refused, .some):
      return nil
    case (.refused(let why), nil):
      return "The reader accepted bytes the oracle refuses (\(why)), yielding \(actual.records)."
    case (.records(let records), .some(let error)):
      return "The reader refused bytes the oracle accepts (\(records.count) records): \(error)"
    case (.records(let records), nil):
      guard records != actual.records else { return nil }
      return "The records differ.\n  oracle: \(records)\n  reader: \(actual.records)"
    }
  }
}
