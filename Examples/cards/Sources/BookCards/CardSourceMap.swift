/// Where each entry and field of a `.card` file lies in its bytes, recorded as it is read:
/// what ``CardFormat``'s splice needs to change only an edited value's bytes.
///
/// ```swift
/// let (_, map) = try CardFormat().decodeWithSourceMap(Book.self, from: buffer, options: .default)
/// map.record(id: "dune")?.member(named: "title")?.value   // the byte range of "Dune"
/// ```
public struct CardSourceMap: Hashable, Sendable {
  /// One `key: value` line.
  public struct Member: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// The offset of the key's first byte.
    public var keyStart: Int
    /// The bytes of the value as written (escaped), without the line end.
    public var value: Range<Int>
  }

  /// One entry: its lines, from its first member to its last member's line end.
  public struct Record: Hashable, Sendable {
    /// The entry's id.
    public var id: String
    /// The entry's bytes.
    public var range: Range<Int>
    /// Its members, in the file's order.
    public var members: [Member]

    /// The member whose key is `key`, if the entry has it.
    ///
    /// - Complexity: O(*m*) in the entry's members.
    public func member(named key: String) -> Member? {
      members.first { $0.key == key }
    }
  }

  /// The format version in the file's header.
  public var formatVersion: Int
  /// The entries, in the file's order.
  public var records: [Record]

  /// The entry whose id is `id`, if any.
  ///
  /// - Complexity: O(*n*) in the entries.
  public func record(id: String) -> Record? {
    records.first { $0.id == id }
  }
}
