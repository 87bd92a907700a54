import BlogDocCore
import BlogDocXML

/// The byte formats a document file can have, chosen by its extension.
///
/// ```swift
/// print(DocumentFormat(path: "SampleDocs/hello-world.json") as Any)
/// // Prints "Optional(BlogDocStore.DocumentFormat.json)"
/// ```
public enum DocumentFormat: String, CaseIterable, Sendable {
  /// XML, in BlogDocXML's keyed archive format (`.xml`).
  case xml
  /// JSON, in BlogDocCore's keyed archive format (`.json`).
  case json

  /// The format named by `path`'s extension (`.xml`, `.json`, any case), if any.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// The archiver for this format.
  public var archiveFormat: any ArchiveFormat {
    switch self {
    case .xml: XMLArchiveFormat()
    case .json: JSONArchiveFormat()
    }
  }
}
