import BlogDocCore

/// Compact JSON written piece by piece and drained in chunks, so a large value is never
/// built as a tree nor held whole: for this package's journal, whose record of an import
/// holds every imported entry.
///
/// The bytes are exactly those `ArchiveValue.compactJSONBytes()` writes for the value the
/// calls describe: no spaces, strings escaped as Foundation escapes them.
///
/// ```swift
/// var stream = CompactJSONStream()
/// var output: [UInt8] = []
/// stream.beginObject()
/// stream.key("tags")
/// stream.beginArray()
/// for tag in ["swift", "xml"] {
///   try stream.value(.string(tag))
///   stream.drain(ifAtLeast: 65_536) { output += $0 }
/// }
/// stream.endArray()
/// stream.endObject()
/// stream.drain { output += $0 }
/// print(String(decoding: output, as: UTF8.self))
/// // Prints "{"tags":["swift","xml"]}"
/// ```
///
/// - Complexity: O(*n*) in the output. It holds what was written since the last drain.
package struct CompactJSONStream {
  private var writer = JSONWriter(capacity: 0)
  /// Whether each open container has a member or item yet, innermost last.
  private var hasContent: [Bool] = []
  /// Whether the next value is a member's, right after its key.
  private var isAfterKey = false

  /// An empty stream.
  package init() {
    writer.writesAnyString = true
  }

  /// The number of bytes written since the last drain.
  package var pendingByteCount: Int { writer.pendingByteCount }

  /// Opens an object (`{`).
  package mutating func beginObject() {
    separate()
    writer.appendByte(UInt8(ascii: "{"))
    hasContent.append(false)
  }

  /// Closes the innermost object (`}`).
  package mutating func endObject() {
    hasContent.removeLast()
    writer.appendByte(UInt8(ascii: "}"))
  }

  /// Opens an array (`[`).
  package mutating func beginArray() {
    separate()
    writer.appendByte(UInt8(ascii: "["))
    hasContent.append(false)
  }

  /// Closes the innermost array (`]`).
  package mutating func endArray() {
    hasContent.removeLast()
    writer.appendByte(UInt8(ascii: "]"))
  }

  /// Writes a member's key; its value comes next.
  package mutating func key(_ name: String) {
    separate()
    // Nothing is refused while `writesAnyString` is set.
    try? writer.writeString(name)
    writer.appendByte(UInt8(ascii: ":"))
    isAfterKey = true
  }

  /// Writes a whole value: a member's, after ``key(_:)``, or an array's item.
  ///
  /// - Throws: `ArchiveError` (`.unwritable`) for a number literal that is not JSON.
  package mutating func value(_ value: ArchiveValue) throws(ArchiveError) {
    separate()
    try writer.writeCompactValue(value)
  }

  /// Hands the bytes written since the last drain to `body` when there are at least
  /// `minimum` of them, then forgets them (keeping the buffer's room).
  ///
  /// - Throws: What `body` throws; the bytes are forgotten all the same.
  package mutating func drain<E: Error>(
    ifAtLeast minimum: Int = 1, _ body: ([UInt8]) throws(E) -> Void
  ) throws(E) {
    guard writer.pendingByteCount >= max(minimum, 1) else { return }
    try writer.drainOutput(body)
  }

  /// A comma before a container's second and later members or items.
  private mutating func separate() {
    if isAfterKey {
      isAfterKey = false
      return
    }
    guard let last = hasContent.indices.last else { return }
    if hasContent[last] { writer.appendByte(UInt8(ascii: ",")) }
    hasContent[last] = true
  }
}
