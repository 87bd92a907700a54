/// Transparent huge pages under a large buffer, asked for with Linux's
/// `madvise(MADV_HUGEPAGE)`: a 29 MB file is then about 15 page faults instead of 7,200
/// (where the kernel allows them only on request, as `madvise` mode does). Elsewhere the
/// request is not made.
///
/// ```swift
/// HugePages.advise(UnsafeMutableRawBufferPointer(buffer))   // before filling it
/// ```
package enum HugePages {
  /// Asks for huge pages under the whole pages of `buffer`, when it spans two huge pages
  /// at least; does nothing elsewhere, or on another system than Linux.
  package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      let hugePage = 2 << 20
      guard buffer.count >= 2 * hugePage, let base = buffer.baseAddress else { return }
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let start = (Int(bitPattern: base) + page - 1) / page * page
      let end = (Int(bitPattern: base) + buffer.count) / page * page
      _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
    #endif
  }
}
