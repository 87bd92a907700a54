import BlogDocStore
import BlogDocSystem
import Synchronization

/// Standard input read to its end, for a `-` (or `@-`) that stands for it: a pipe or a
/// terminal, which `FileBytes` refuses as not a regular file.
package enum StandardInput {
  /// Whether this process has begun to read standard input.
  private static let began = Atomic<Bool>(false)

  /// Whether this process has begun to read standard input: a program that takes the call
  /// over from here would find it read.
  package static var wasRead: Bool { began.load(ordering: .relaxed) }

  /// Every byte up to end of file.
  ///
  /// - Throws: `StoreError` (`.io`) when reading fails.
  static func readAll() throws(StoreError) -> [UInt8] {
    began.store(true, ordering: .relaxed)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { BlogDocSystem.read(0, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoreError(
          .io, path: "-", "Cannot read standard input: \(String(cString: strerror(errno))).")
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
  }
}
