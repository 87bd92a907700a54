import BlogDocCore
import BlogDocSystem

/// A document's bytes with the few searches the reader needs around libxml2: finding a
/// byte or a marker, and turning an offset into a line:column.
///
/// Lines are counted by line feeds, columns in bytes from 1, as ``SourceLocation`` says.
struct ByteText {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes.assumingMemoryBound(to: UInt8.self)
  }

  var count: Int { bytes.count }

  @inline(__always)
  subscript(offset: Int) -> UInt8 { bytes[offset] }

  /// The offset of the first `byte` at or after `start`.
  ///
  /// - Complexity: O(*n*), with `memchr`'s vectorised scan.
  func firstOffset(of byte: UInt8, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The offset just past the first occurrence of `marker` at or after `start`.
  func offset(after marker: StaticString, from start: Int) -> Int? {
    let count = marker.utf8CodeUnitCount
    let marker = UnsafeBufferPointer(start: marker.utf8Start, count: count)
    var position = start
    while let candidate = firstOffset(of: marker[0], from: position) {
      guard candidate + count <= bytes.count else { return nil }
      if (1..<count).allSatisfy({ bytes[candidate + $0] == marker[$0] }) {
        return candidate + count
      }
      position = candidate + 1
    }
    return nil
  }

  /// Whether `marker` is at `offset`.
  func hasMarker(_ marker: StaticString, at offset: Int) -> Bool {
    let count = marker.utf8CodeUnitCount
    guard offset >= 0, offset + count <= bytes.count else { return false }
    return (0..<count).allSatisfy { bytes[offset + $0] == marker.utf8Start[$0] }
  }

  /// The line and column of `offset`.
  ///
  /// - Complexity: O(*offset*).
  func location(of offset: Int) -> SourceLocation {
    var cursor = LineCursor()
    return cursor.location(of: offset, in: self)
  }

  /// A position that advances through the text counting lines, so a run of increasing
  /// offsets costs one pass in total.
  struct LineCursor {
    private var countedUpTo = 0
    private var line = 1
    private var lineStart = 0

    /// The line and column of `offset`; restarts from the beginning if `offset` is behind.
    mutating func location(of offset: Int, in text: ByteText) -> SourceLocation {
      if offset < countedUpTo { self = LineCursor() }
      let end = min(offset, text.count)
      var index = countedUpTo
      while index < end {
        if text[index] == 0x0A {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      countedUpTo = end
      return SourceLocation(line: line, column: offset - lineStart + 1)
    }
  }
}
