import BlogDocCore
import BlogDocXML
import BlogDocJSON

/// Where a document's entries and fields lie in the bytes it was read from, in its
/// format's terms: what a splicing writer needs to change only the edited fields' bytes.
///
/// ```swift
/// let (decoded, bytes, map) = try DocumentFile.readForEditing(BlogEntry.self, from: "blog.xml")
/// if case .xml(let xml) = map { xml.record(id: "hello-world") }
/// ```
public enum DocumentSourceMap: Hashable, Sendable {
  /// A JSON file's map (see `JSONSourceMap`).
  case json(JSONSourceMap)
  /// An XML file's map (see `XMLSourceMap`).
  case xml(XMLSourceMap)

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
    switch self {
    case .xml(let xml):
      guard let record = xml.record(id: id) else { return nil }
      guard let member else { return record.element.range.lowerBound }
      return record.member(named: member)?.element?.range.lowerBound
    case .json(let json):
      guard let record = json.record(id: id) else { return nil }
      guard let member else { return record.range.lowerBound }
      return record.member(named: member)?.keyStart
    }
  }
}
