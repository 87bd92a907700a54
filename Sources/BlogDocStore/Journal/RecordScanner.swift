import BlogDocSystem

/// Walks a journal file from its end toward its start, one verified record at a time,
/// stepping over torn or damaged bytes.
///
/// Reads go through one cached window that starts at 4 KB and doubles up to 64 KB as the
/// walk goes further back, so finding the last record reads a few KB however long the
/// journal is, and a long walk reads each byte about once.
///
/// When a record fails its checks, the scanner searches backward in 64 KB chunks for the
/// footer prefix, accepts the first candidate that is a whole valid record, and reports the
/// bytes between as a warning: ``Journal/Warning/Kind/tornTail(bytesIgnored:)`` at the end
/// of the file, ``Journal/Warning/Kind/damaged(offset:bytesIgnored:)`` elsewhere.
final class RecordScanner {
  /// One verified record: its sequence number, payload, and where it lies in the file.
  struct Record {
    var sequence: Int
    var payload: [UInt8]
    var range: Range<Int>
  }

  let fd: Int32
  let size: Int
  let path: String
  /// Everything before this offset is still unread.
  private(set) var boundary: Int
  /// The end of the last valid record in the file, once the first record has been sought.
  private(set) var validEnd: Int?
  /// Bytes read from the file so far.
  private(set) var bytesRead = 0
  /// What was stepped over, in the order met.
  var warnings: [Journal.Warning] = []

  /// Whether a read failed (an I/O error); the scan stopped there and `validEnd` means nothing.
  private(set) var readFailed = false
  /// Whether the records are read only for their undo pointers: a large record's payload
  /// is then streamed and only its members around `files` are kept (see
  /// ``HeaderExtractor``), so reading the state after an import's intent does not hold it.
  var readsPointersOnly = false
  private var cacheStart = 0
  private var cache: [UInt8] = []
  private var windowSize = 4096
  private static let chunkSize = 65536

  /// A scanner over the `size` bytes of the file open as `fd` (which it does not close).
  init(fd: Int32, size: Int, path: String) {
    self.fd = fd
    self.size = size
    self.path = path
    self.boundary = size
  }

  /// The record before the ones already returned, or `nil` at the start of the file.
  func previous() -> Record? {
    while boundary > 0 {
      let end = boundary
      if let record = record(endingAt: end) {
        boundary = record.range.lowerBound
        if validEnd == nil { validEnd = record.range.upperBound }
        return record
      }
      if readFailed { break }
      let found = resynchronize(before: end)
      if readFailed { break }
      let start = found?.range.upperBound ?? 0
      if found == nil && end == size && !isTornFirstRecord() {
        warnings.append(Journal.Warning(.noReadableRecord(bytes: size), path: path))
      } else if end == size {
        warnings.append(Journal.Warning(.tornTail(bytesIgnored: end - start), path: path))
      } else {
        warnings.append(
          Journal.Warning(.damaged(offset: start, bytesIgnored: end - start), path: path))
      }
      guard let found else { break }
      boundary = found.range.lowerBound
      if validEnd == nil { validEnd = found.range.upperBound }
      return found
    }
    boundary = 0
    if validEnd == nil { validEnd = 0 }
    return nil
  }

  /// Whether the file, holding no valid record, is the start of one record that a crash
  /// cut short: it opens a JSON object and has no record footer anywhere. Anything else
  /// with no valid record (damage, a newer format) is kept aside rather than cut.
  /// - Complexity: Reads the whole file; only asked when nothing in it is readable.
  func isTornFirstRecord() -> Bool {
    guard let bytes = bytes(in: 0..<size), bytes.first == UInt8(ascii: "{") else { return false }
    return !bytes.indices.contains { index in
      [RecordFrame.prefix, [UInt8(ascii: "\n")] + RecordFrame.compactPrefix].contains {
        bytes[index...].starts(with: $0)
      }
    }
  }

  /// The valid record that ends exactly at `end`, if there is one.
  private func record(endingAt end: Int) -> Record? {
    guard end > 0, end <= size,
      let window = bytes(in: max(0, end - RecordFrame.maxTrailerSize)..<end),
      let (footer, trailerLength) = RecordFrame.footer(endingWith: window), footer.sequence > 0
    else { return nil }
    let start = end - trailerLength - footer.payloadLength
    guard start >= 0 else { return nil }
    let payload: [UInt8]
    if readsPointersOnly && footer.payloadLength > OperationCoder.largePayload {
      // Streamed, checksummed on the way, keeping only what the pointers need.
      var checksum = CRC32.Running()
      var header = HeaderExtractor()
      var offset = start
      while offset < start + footer.payloadLength {
        let next = min(offset + Self.chunkSize, start + footer.payloadLength)
        guard let part = readDirectly(offset..<next) else { return nil }
        checksum.add(part)
        header.add(part)
        offset = next
      }
      guard checksum.value == footer.checksum else { return nil }
      return Record(sequence: footer.sequence, payload: header.bytes, range: start..<end)
    } else if footer.payloadLength > Self.chunkSize {
      // A large record (an import's) is read into its own buffer: through the window it
      // would be read, then copied out of it, holding it twice.
      guard let read = readDirectly(start..<(start + footer.payloadLength)) else { return nil }
      payload = read
    } else {
      guard let read = bytes(in: start..<(start + footer.payloadLength)) else { return nil }
      payload = Array(read)
    }
    guard CRC32.checksum(payload) == footer.checksum else { return nil }
    return Record(sequence: footer.sequence, payload: payload, range: start..<end)
  }

  /// The last valid record ending before `end`, found by scanning back for footer prefixes
  /// of either format (a format-1 footer ends 64 bytes after its start, a compact one at
  /// the first newline after it).
  private func resynchronize(before end: Int) -> Record? {
    let prefixes = [RecordFrame.prefix, RecordFrame.compactPrefix]
    let longest = RecordFrame.prefix.count
    // A candidate footer starting at `f` ends after `f + prefix`, which must be before `end`.
    var limit = end - RecordFrame.compactPrefix.count
    while limit > 0 {
      let chunkEnd = min(limit + longest - 1, size)
      let chunkStart = max(0, chunkEnd - Self.chunkSize)
      guard let chunk = readDirectly(chunkStart..<chunkEnd) else { return nil }
      var candidate = limit - 1
      while candidate >= chunkStart {
        let offset = candidate - chunkStart
        if chunk[offset] == UInt8(ascii: "#"),
          let prefix = prefixes.first(where: { chunk[offset...].starts(with: $0) }),
          let footerEnd = footerEnd(
            startingAt: candidate, isCompact: prefix == RecordFrame.compactPrefix),
          footerEnd < end, let record = record(endingAt: footerEnd)
        {
          return record
        }
        candidate -= 1
      }
      limit = chunkStart
    }
    return nil
  }

  /// Where the footer that starts at `offset` ends: 64 bytes on for format 1, after the
  /// first newline for a compact one.
  private func footerEnd(startingAt offset: Int, isCompact: Bool) -> Int? {
    guard isCompact else { return offset + RecordFrame.footerSize }
    guard let line = readDirectly(offset..<min(size, offset + RecordFrame.maxTrailerSize)),
      let newline = line.firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    return offset + newline + 1
  }

  /// The bytes in `range`, from the cached window when it holds them.
  private func bytes(in range: Range<Int>) -> ArraySlice<UInt8>? {
    if range.lowerBound >= cacheStart, range.upperBound <= cacheStart + cache.count {
      return cache[(range.lowerBound - cacheStart)..<(range.upperBound - cacheStart)]
    }
    let start = max(0, min(range.lowerBound, range.upperBound - windowSize))
    windowSize = min(windowSize * 2, Self.chunkSize)
    guard let window = readDirectly(start..<range.upperBound) else { return nil }
    cacheStart = start
    cache = window
    return cache[(range.lowerBound - start)..<(range.upperBound - start)]
  }

  /// The bytes in `range`, read with `pread`; `nil` (and a warning) if the read fails.
  private func readDirectly(_ range: Range<Int>) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: range.count)
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes { raw in
        pread(fd, raw.baseAddress! + filled, raw.count - filled, off_t(range.lowerBound + filled))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let reason =
          count == 0 ? "the file shrank while being read" : String(cString: strerror(errno))
        warnings.append(Journal.Warning(.unreadable(reason: reason), path: path))
        readFailed = true
        return nil
      }
      filled += count
    }
    bytesRead += filled
    return buffer
  }
}
