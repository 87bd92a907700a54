import BlogDocXML

/// What an XML source is, told from its root element: a WordPress export, an RSS feed or an
/// Atom feed, so that a file given to the wrong `--from` is named for what it is.
///
/// A WordPress export is RSS whose root declares one of WordPress's export namespaces
/// (`xmlns:wp="http://wordpress.org/export/1.2/"`); plain RSS (a blog's own feed) declares
/// none.
///
/// ```swift
/// let root = XMLRecordReader.Root(name: "feed", namespace: "http://www.w3.org/2005/Atom", declaredNamespaces: [])
/// print(XMLSourceKind(root))
/// // Prints "atom"
/// ```
enum XMLSourceKind: Hashable, Sendable {
  case wxr
  case rss
  case atom
  /// Some other XML, with its root element's name.
  case other(String)

  init(_ root: XMLRecordReader.Root) {
    if root.name == "rss" {
      self =
        root.declaredNamespaces.contains { $0.hasPrefix("http://wordpress.org/export/") }
        ? .wxr : .rss
    } else if root.name == "feed" || root.namespace == "http://www.w3.org/2005/Atom" {
      self = .atom
    } else {
      self = .other(root.name)
    }
  }

  /// The import format that reads this kind, if any.
  var format: ImportFormat? {
    switch self {
    case .wxr: .wxr
    case .rss: .rss
    case .atom: .atom
    case .other: nil
    }
  }

  /// `a WordPress export`, `an RSS feed`, …, for messages.
  var described: String {
    switch self {
    case .wxr: "a WordPress export"
    case .rss: "an RSS feed without WordPress's export elements"
    case .atom: "an Atom feed"
    case .other(let name): "XML whose root element is <\(name)>"
    }
  }

  /// The root element of the XML file at `path`, read with the record reader and nothing
  /// past the root's start tag; `nil` when the file has none that can be read.
  static func of(file path: String) -> XMLSourceKind? {
    struct Found: Error { var kind: XMLSourceKind }
    do {
      try XMLRecordReader(recordPath: []).read(
        file: path, root: { root, _ in throw Found(kind: XMLSourceKind(root)) }
      ) { _, _ in }
    } catch let found as Found {
      return found.kind
    } catch {}
    return nil
  }
}
