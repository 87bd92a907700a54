#if canImport(Glibc)
  import Glibc
#endif

extension Journal {
  /// The record format this version writes and reads: the `v1` of each footer.
  public static let formatVersion = 1

  /// Throws when the journal's last record was written in a newer format than
  /// ``formatVersion``: its records would read as damage, and writing would set the whole
  /// history aside. A journal that is missing, empty or damaged passes (the readers step
  /// around damage with warnings).
  ///
  /// ```swift
  /// try Journal(workspace).checkFormat()   // before anything is appended
  /// ```
  ///
  /// - Throws: ``StoreError`` (`.otherModel`) naming the format found.
  /// - Complexity: Reads the last footer only.
  public func checkFormat() throws(StoreError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let size = lseek(fd, 0, SEEK_END)
    let count = RecordFrame.footerSize
    guard size >= count else { return }
    var footer = [UInt8](repeating: 0, count: count)
    let read = footer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, size - off_t(count)) }
    guard read == count, let version = Self.footerVersion(footer), version > Self.formatVersion else { return }
    throw StoreError(
      .otherModel, path: path,
      "The journal was written by a newer version (record format v\(version)); this one reads v\(Self.formatVersion). Nothing was changed; use the newer version.")
  }

  /// The `N` of a footer line `#blogdoc-record vN …`, or `nil` when the bytes are not one.
  static func footerVersion(_ footer: [UInt8]) -> Int? {
    let start = Array("#blogdoc-record v".utf8)
    guard footer.starts(with: start) else { return nil }
    let digits = footer.dropFirst(start.count).prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty, digits.count < 6 else { return nil }
    return Int(String(decoding: digits, as: UTF8.self))
  }
}
