import BlogDocCore

/// Where each entry and each of its members lies in the JSON bytes a document was read from,
/// and the layout those bytes use.
///
/// A splicing writer (``JSONSplice``) needs it to replace one field's value without
/// re-encoding the rest of the file: the value's byte range to overwrite, the member's
/// span (key through value) to remove, and the file's indentation and line ending to
/// write new text in. The reader records it only when asked, through
/// ``JSONArchiveFormat/decodeWithSourceMap(_:from:options:)``; a plain decode keeps nothing.
///
/// ```swift
/// // {
/// //     "formatVersion": 2,
/// //     "entry": {
/// //         "id": "a",
/// //         "title": "T"
/// //     }
/// // }
/// let (decoded, map) = try JSONArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: bytes)
/// map.indentUnit                                   // "    "
/// map.record(id: "a")?.member(named: "title")?.value  // the range of the bytes "T", quotes included
/// ```
///
/// Offsets count bytes from the start of the document.
public struct JSONSourceMap: Hashable, Sendable {
  /// One member of a record object: `"key": value`.
  public struct Member: Hashable, Sendable {
    /// The member's name, decoded.
    public var key: String
    /// The offset of the key's opening quote.
    public var keyStart: Int
    /// The offset just after the key's closing quote.
    public var keyEnd: Int
    /// The bytes of the value, from its first byte to just after its last.
    public var value: Range<Int>

    /// The member from its key's opening quote to the end of its value.
    public var span: Range<Int> { keyStart..<value.upperBound }
  }

  /// One record object (an entry) and its members in source order.
  public struct Record: Hashable, Sendable {
    /// The entry's id, as decoded.
    public var id: String
    /// The object, from its `{` to just after its `}`.
    public var range: Range<Int>
    /// The members in the order the bytes hold them.
    public var members: [Member]

    /// The member named `key`, if the object has one.
    ///
    /// - Complexity: O(*m*) in the number of members.
    public func member(named key: String) -> Member? {
      members.first { $0.key == key }
    }
  }

  /// The records in document order.
  public var records: [Record] = []
  /// The collection's array of records, from `[` to just after `]`; `nil` for a single entry.
  public var recordArray: Range<Int>?
  /// The root object, from `{` to just after `}`.
  public var root: Range<Int> = 0..<0
  /// The line ending the file uses: `"\n"`, `"\r\n"`, or empty when it has no line break.
  public var lineEnding = ""
  /// The whitespace one nesting level adds at the start of a line (`"  "`, `"    "`,
  /// `"\t"`); empty when the root's first member shares the line of its `{`.
  public var indentUnit = ""
  /// Whether the bytes start with a UTF-8 byte-order mark (the reader skips it; a splice
  /// keeps it, as every byte outside the changed members).
  public var hasByteOrderMark = false
  /// The format version the bytes were written in.
  public var formatVersion = 0

  private var positions: [String: Int] = [:]

  /// Makes an empty map; the reader fills it.
  public init() {}

  /// The record of the entry whose id is `id`.
  ///
  /// - Complexity: O(1) on average.
  public func record(id: String) -> Record? {
    positions[id].map { records[$0] }
  }

  /// The position in ``records`` of the entry whose id is `id`.
  public func position(ofID id: String) -> Int? {
    positions[id]
  }

  /// Names every record after the entry decoded at its position, and reads the layout
  /// facts from `bytes`.
  mutating func finish(ids: some Sequence<String>, bytes: UnsafeBufferPointer<UInt8>) {
    positions = [:]
    positions.reserveCapacity(records.count)
    for (index, id) in zip(records.indices, ids) {
      records[index].id = id
      positions[id] = index
    }
    lineEnding = ""
    indentUnit = ""
    hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    if let newline = bytes.firstIndex(of: 0x0A) {
      lineEnding = newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    } else if bytes.contains(0x0D) {
      lineEnding = "\r"
    }
    // The root's first member sits one level in: its leading whitespace is the unit.
    var index = root.lowerBound + 1
    var lineStart: Int?
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == 0x0A || bytes[index] == 0x0D { lineStart = index + 1 }
      index += 1
    }
    if let lineStart, lineStart <= index {
      indentUnit = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), as: UTF8.self)
    }
  }
}
