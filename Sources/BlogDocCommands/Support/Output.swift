import BlogDocSystem

/// Writes bytes straight to standard output or standard error, with no buffering to flush.
///
/// A command that exits right after printing (`throw ExitCode(65)`) loses nothing, and
/// standard output and standard error keep their order on one terminal.
///
/// ```swift
/// Output.write("Error: No such file.\n", to: 2)
/// ```
package enum Output {
  /// Writes every byte of `bytes` to the file descriptor `descriptor` (1, standard output,
  /// by default), retrying after an interrupted write; an error ends the write silently.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package static func write(_ bytes: [UInt8], to descriptor: Int32 = 1) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = BlogDocSystem.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += count
      }
    }
  }

  /// Writes `text` as UTF-8 to the file descriptor `descriptor` (1, standard output, by
  /// default).
  package static func write(_ text: String, to descriptor: Int32 = 1) {
    write(Array(text.utf8), to: descriptor)
  }
}
