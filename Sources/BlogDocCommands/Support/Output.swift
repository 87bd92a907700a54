#if canImport(Glibc)
  import Glibc
#endif

/// Writes bytes straight to standard output or standard error, with no buffering to flush.
public enum Output {
  public static func write(_ bytes: [UInt8], to descriptor: Int32 = 1) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += count
      }
    }
  }

  public static func write(_ text: String, to descriptor: Int32 = 1) {
    write(Array(text.utf8), to: descriptor)
  }
}
