/// How many bytes this process has read from a TCP connection: what the kernel counts as
/// received, less what is still queued for reading. Linux only (`tcp_info`); elsewhere
/// ``count(_:)`` is `nil` by construction.
///
/// Glibc's copy of `struct tcp_info` ends before `tcpi_bytes_received`, so the field is read
/// at its offset in the kernel's struct (`linux/tcp.h`: byte 128, since Linux 4.1).
///
/// ```swift
/// TCPBytesRead.count(connection)   // 1_024 on Linux; nil on macOS
/// ```
package enum TCPBytesRead {
  /// Whether this system tells the count at all (Linux); where it does not, ``count(_:)``
  /// is always `nil`.
  package static var isSupported: Bool { OperatingSystem.isLinux }

  /// The bytes read so far from the connection `descriptor`, or `nil` when it is not a TCP
  /// socket, the kernel is older than 4.1, or the system does not say.
  package static func count(_ descriptor: Int32) -> UInt64? {
    #if os(Linux)
      var info = [UInt8](repeating: 0, count: 256)
      var length = socklen_t(info.count)
      guard getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_INFO, &info, &length) == 0,
        length >= 136
      else { return nil }
      let received = info.withUnsafeBytes {
        $0.loadUnaligned(fromByteOffset: 128, as: UInt64.self)
      }
      var queued: Int32 = 0
      guard ioctl(descriptor, UInt(FIONREAD), &queued) == 0 else { return nil }
      return received &- UInt64(max(queued, 0))
    #else
      return nil
    #endif
  }
}
