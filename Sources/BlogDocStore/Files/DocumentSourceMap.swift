import BlogDocCore
import BlogDocJSON
import BlogDocXML

/// Where a document's entries and fields lie in the bytes it was read from, in its
/// format's terms: what a splicing writer needs to change only the edited fields' bytes.
///
/// It holds its format's own map (a `SplicingArchiveFormat.SourceMap`) and the format,
/// so the store can splice without knowing which format a file is in.
///
/// ```swift
/// let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: "blog.xml")
/// map?.map(of: XMLArchiveFormat())?.record(id: "hello-world")
/// ```
public struct DocumentSourceMap: Hashable, Sendable {
  /// The format whose map this is.
  public let format: DocumentFormat
  /// The format's own map.
  let value: any Hashable & Sendable

  /// `map`, recorded by `format`'s reader.
  public init<F: SplicingArchiveFormat>(_ map: F.SourceMap, of format: F) {
    self.format = DocumentFormat(format)
    value = map
  }

  /// A JSON file's map (see `JSONSourceMap`).
  public static func json(_ map: JSONSourceMap) -> DocumentSourceMap {
    DocumentSourceMap(map, of: JSONArchiveFormat())
  }

  /// An XML file's map (see `XMLSourceMap`).
  public static func xml(_ map: XMLSourceMap) -> DocumentSourceMap {
    DocumentSourceMap(map, of: XMLArchiveFormat())
  }

  /// The map in `format`'s own terms, or `nil` when it is another format's.
  ///
  /// ```swift
  /// if let json = map.map(of: JSONArchiveFormat()) { json.record(id: "hello-world") }
  /// ```
  public func map<F: SplicingArchiveFormat>(of format: F) -> F.SourceMap? {
    guard self.format.rawValue == format.name else { return nil }
    return value as? F.SourceMap
  }

  /// An XML file's map, or `nil` for another format's.
  public var xml: XMLSourceMap? { map(of: XMLArchiveFormat()) }

  /// A JSON file's map, or `nil` for another format's.
  public var json: JSONSourceMap? { map(of: JSONArchiveFormat()) }

  /// The offset in the bytes where the entry whose id is `id` starts, or with `member`,
  /// where that member of it starts (its element, or its key in JSON); `nil` when the
  /// entry or the member is not there (or is an attribute in XML).
  ///
  /// ```swift
  /// map.offset(ofEntry: "hello-world", member: "title")   // the offset of "<title>"
  /// ```
  ///
  /// - Complexity: O(*m*) in the entry's members.
  public func offset(ofEntry id: String, member: String? = nil) -> Int? {
    format.archiveFormat.offset(ofEntry: id, member: member, in: self)
  }

  /// Maps are equal when they are of the same format and their own maps are equal.
  public static func == (a: DocumentSourceMap, b: DocumentSourceMap) -> Bool {
    a.format == b.format && AnyHashable(a.value) == AnyHashable(b.value)
  }

  /// Hashes the format and its own map.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(format)
    hasher.combine(AnyHashable(value))
  }
}
