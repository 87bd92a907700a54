import BlogDocCore
import BlogDocXML

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
}
