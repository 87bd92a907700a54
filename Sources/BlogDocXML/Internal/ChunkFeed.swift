import BlogDocCore
import BlogDocSystem

/// Feeds a file to libxml2 in chunks, making blogdoc's checks on the bytes first.
///
/// The first chunk is checked as ``ReadableInput`` checks a whole document: not UTF-16
/// (records are streamed from UTF-8 only), and no DOCTYPE in the prolog, which must end
/// within it. Every chunk is checked for NUL bytes, which libxml2 would stop at silently.
/// A check that fails sets ``refusal`` and ends the stream with an error.
final class ChunkFeed {
  static let chunkSize = 64 * 1024

  private let descriptor: Int32
  private var pending: [UInt8]
  /// How much of ``pending`` libxml2 has taken.
  private var taken = 0
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  /// Why the feed stopped, when it was a check of blogdoc's rather than libxml2's.
  private(set) var refusal: ArchiveError?

  init(path: String) throws(ArchiveError) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ArchiveError(.malformed, "Cannot open the file: \(String(cString: strerror(errno))).")
    }
    pending = []
    // From here the instance is whole, so a throw runs deinit, which closes the file.
    pending = try readChunk()
    try checkProlog(pending)
  }

  deinit {
    close(descriptor)
  }

  /// Copies the next bytes into `buffer`: the count, 0 at the end, -1 on a refusal or a
  /// read error.
  func fill(_ buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int32 {
    do {
      if taken == pending.count {
        pending = try readChunk()
        taken = 0
      }
      let count = min(capacity, pending.count - taken)
      pending.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(
          from: bytes.baseAddress! + taken, byteCount: count)
      }
      taken += count
      return Int32(count)
    } catch {
      refusal = error
      return -1
    }
  }

  private func readChunk() throws(ArchiveError) -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
    var count = 0
    while true {
      count = chunk.withUnsafeMutableBytes {
        BlogDocSystem.read(descriptor, $0.baseAddress, $0.count)
      }
      if count >= 0 || errno != EINTR { break }
    }
    guard count >= 0 else {
      throw ArchiveError(.malformed, "Cannot read the file: \(String(cString: strerror(errno))).")
    }
    chunk.removeLast(chunk.count - count)
    for (index, byte) in chunk.enumerated() {
      if byte == 0 {
        throw ArchiveError.nul(
          at: SourceLocation(line: line, column: offset + index - lineStart + 1))
      }
      if byte == 0x0A {
        line += 1
        lineStart = offset + index + 1
      }
    }
    offset += count
    return chunk
  }

  private func checkProlog(_ bytes: [UInt8]) throws(ArchiveError) {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(ArchiveError) in
        if UTF16Transcoder.byteOrder(of: buffer) != nil {
          throw ArchiveError(
            .malformed,
            "The file is UTF-16; blogdoc streams records from UTF-8 files only. Convert it first, for example with iconv."
          )
        }
        let text = ByteText(buffer)
        switch ReadableInput.prolog(of: text) {
        case .doctype(let offset):
          throw ArchiveError.doctype(at: text.location(of: offset))
        case .root:
          return
        case .unfinished:
          // A file shorter than a chunk is all here, and libxml2 reports what is wrong with it.
          guard buffer.count < Self.chunkSize else {
            throw ArchiveError(
              .limitExceeded,
              "The prolog before the root element is longer than \(Self.chunkSize / 1024) KB; blogdoc does not read such files."
            )
          }
        }
      }
    }
    try result.get()
  }
}
