import BlogDocCore
import BlogDocXML
import BlogDocJSON

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

  /// The format `bytes` are written in, told by their first byte that is not a space
  /// (after an optional byte order mark): `<` is XML, `{` or `[` is JSON; `nil` otherwise.
  /// For a file whose name says nothing, such as the temporary files git hands a merge
  /// driver.
  ///
  /// ```swift
  /// print(DocumentFormat(content: Array("\u{FEFF}  <entry/>".utf8)) as Any)
  /// // Prints "Optional(BlogDocStore.DocumentFormat.xml)"
  /// ```
  ///
  /// - Complexity: O(*w*) for the *w* spaces before the first significant byte.
  public init?(content bytes: some Collection<UInt8>) {
    switch LeadingSyntax(bytes).kind {
    case .xml: self = .xml
    case .json: self = .json
    case .other: return nil
    }
  }

  /// The archiver for this format.
  public var archiveFormat: any ArchiveFormat {
    switch self {
    case .xml: XMLArchiveFormat()
    case .json: JSONArchiveFormat()
    }
  }
}
