import BlogDocCore

/// Where each entry and each of its fields lies in the XML bytes a document was read from,
/// and the layout those bytes use.
///
/// A splicing writer (``XMLSplice``) needs it to replace one field's text without
/// re-encoding the rest of the file: the element around the value (its start tag keeps its
/// attributes, their order and quoting, and its namespace prefix), the content between
/// the tags to overwrite, and the file's indentation and line ending to write new elements
/// in. The reader records it only when asked, through
/// ``XMLArchiveFormat/decodeWithSourceMap(_:from:options:)``; a plain decode keeps nothing.
///
/// ```swift
/// // <entry xmlns="urn:blogdoc:archive" formatVersion="2">
/// //     <id>a</id>
/// //     <title>T</title>
/// // </entry>
/// let (decoded, map) = try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: bytes)
/// map.indentUnit                                            // "    "
/// map.record(id: "a")?.member(named: "title")?.element?.content  // the range of the byte "T"
/// ```
///
/// Offsets count bytes from the start of the document, a byte-order mark included.
public struct XMLSourceMap: Hashable, Sendable {
  /// One element: from the `<` of its start tag to just after the `>` of its end tag.
  public struct Element: Hashable, Sendable {
    /// The whole element, start tag to end tag (or its `/>`).
    public var range: Range<Int>
    /// What lies between the start tag's `>` and the end tag's `<`; `nil` for an empty
    /// element written `<name/>`.
    public var content: Range<Int>?

    /// The start tag, `<` to `>` (or `/>`).
    public var startTag: Range<Int> { range.lowerBound..<(content?.lowerBound ?? range.upperBound) }
  }

  /// One field of a record, or one member the schema does not know.
  public struct Member: Hashable, Sendable {
    /// The member's key as the reader names it: the field's name, or an unknown member's
    /// key (`{uri}local` in another namespace, `@name` for an attribute of the entry).
    public var key: String
    /// The element holding the value; `nil` when the value is an attribute of the entry.
    public var element: Element?
  }

  /// One entry and its members in source order.
  public struct Record: Hashable, Sendable {
    /// The entry's id, as decoded.
    public var id: String
    /// The entry's element (the root, for a single-entry document).
    public var element: Element
    /// The members in the order the bytes hold them.
    public var members: [Member]

    /// The member named `key`, if the entry has one.
    ///
    /// - Complexity: O(*m*) in the number of members.
    public func member(named key: String) -> Member? {
      members.first { $0.key == key }
    }
  }

  /// The records in document order.
  public var records: [Record] = []
  /// The root element.
  public var root = Element(range: 0..<0, content: nil)
  /// The line ending the file uses: `"\n"`, `"\r\n"`, `"\r"`, or empty when it has none.
  public var lineEnding = ""
  /// The whitespace one nesting level adds at the start of a line (`"  "`, `"    "`,
  /// `"\t"`); empty when the root's first child shares the line of its start tag.
  public var indentUnit = ""
  /// Whether the bytes start with a UTF-8 byte-order mark (kept by a splice, as every byte
  /// outside the changed fields is).
  public var hasByteOrderMark = false
  /// Whether the offsets are those of the bytes as given: `false` for a document read
  /// from UTF-16 or declaring another encoding than UTF-8, which a splice does not write.
  public var isUTF8 = true
  /// The format version the bytes were written in.
  public var formatVersion = 0

  /// Where the root's first child element starts (an entry or a member of the blog).
  var firstChildStart: Int?
  /// Whether ``records`` are every entry of the file: `false` for the map of one entry
  /// read alone (``XMLArchiveFormat/decodeEntryWithSourceMap(_:id:from:options:)``),
  /// whose splice cannot be checked against a whole document, and which a writer must
  /// never replace the file with.
  public internal(set) var holdsEveryRecord = true
  /// Whether the root's default namespace (`xmlns="…"`) is the schema's, so elements the
  /// canonical writer writes without a prefix read as the schema's there.
  var defaultNamespaceIsSchema = true

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

  /// Names every record after the entry decoded at its position.
  mutating func name(records ids: some Sequence<String>) {
    positions = [:]
    positions.reserveCapacity(records.count)
    for (index, id) in zip(records.indices, ids) {
      records[index].id = id
      positions[id] = index
    }
  }
}
