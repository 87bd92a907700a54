import BlogDocSystem

extension Journal {
  /// The record format this version writes: the `v2` of each footer. It reads format 1
  /// too (see `RecordFrame`), and a journal may hold records of both.
  ///
  /// Format 2 (issue 23) writes a compact footer, and records leave out members that say
  /// nothing (see `Journal.Operation`'s coding): a small edit costs ~650 bytes, not ~820.
  /// A program that reads format 1 only finds the last footer unreadable, so format 2 is a
  /// new number rather than a change of format 1.
  public static let formatVersion = 2

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
    let count = min(Int(size), RecordFrame.maxTrailerSize)
    guard count > 0 else { return }
    var window = [UInt8](repeating: 0, count: count)
    let read = window.withUnsafeMutableBytes {
      pread(fd, $0.baseAddress, count, size - off_t(count))
    }
    let newline = UInt8(ascii: "\n")
    guard read == count, window.last == newline else { return }
    // The last line, after the last newline before the final one (or from the window's start).
    let footer = Array(
      window.dropLast().lastIndex(of: newline).map { window[($0 + 1)...] } ?? window[...])
    guard let version = Self.footerVersion(footer), version > Self.formatVersion else { return }
    throw StoreError(
      .otherModel, path: path,
      "The journal was written by a newer version (record format v\(version)); this one reads v\(Self.formatVersion). Nothing was changed; use the newer version."
    )
  }

  /// The `N` of a footer line `#blogdoc-record vN …` (format 1's form) or `#vN …` (the
  /// compact form of later ones), or `nil` when the bytes are not one.
  static func footerVersion(_ footer: [UInt8]) -> Int? {
    guard
      let start = [Array("#blogdoc-record v".utf8), Array("#v".utf8)].first(
        where: footer.starts(with:))
    else {
      return nil
    }
    let digits = footer.dropFirst(start.count).prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty, digits.count < 6 else { return nil }
    return Int(String(decoding: digits, as: UTF8.self))
  }
}
