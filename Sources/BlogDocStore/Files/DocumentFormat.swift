import BlogDocCore
import BlogDocJSON
import BlogDocXML
import Synchronization

/// A byte format a document file can have, chosen by its extension or, for a name that
/// says nothing, by its content: XML and JSON, and any format a tool registers.
///
/// ```swift
/// print(DocumentFormat(path: "SampleDocs/hello-world.json") == .json)
/// // Prints "true"
/// ```
///
/// A tool adds a format of its own (a `SplicingArchiveFormat`) with ``register(_:)``
/// before it opens a store; from then on the store, ``DocumentFile`` and the commands read,
/// write, splice and undo files of that format as they do XML and JSON.
public struct DocumentFormat: RawRepresentable, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The archiver for this format.
  public let archiveFormat: any SplicingArchiveFormat

  /// XML, in BlogDocXML's keyed archive format (`.xml`).
  public static let xml = DocumentFormat(XMLArchiveFormat())
  /// JSON, in BlogDocJSON's keyed archive format (`.json`).
  public static let json = DocumentFormat(JSONArchiveFormat())

  /// The formats files can have, in the order content is matched against them: XML and
  /// JSON first, then each registered one.
  private static let registry = Mutex<[DocumentFormat]>([.xml, .json])

  /// `format`, as a document format.
  public init(_ format: some SplicingArchiveFormat) {
    archiveFormat = format
  }

  /// The format's name (`xml`), as its archiver gives it.
  public var rawValue: String { archiveFormat.name }

  /// The file extensions of the format, lowercase, without the dot.
  public var fileExtensions: [String] { archiveFormat.fileExtensions }

  /// The format's name (`xml`).
  public var description: String { rawValue }

  /// The registered format named `rawValue` (`xml`, `json`, …), if any.
  public init?(rawValue: String) {
    guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = format
  }

  /// Every registered format: XML, JSON, then the ones ``register(_:)`` added.
  public static var allCases: [DocumentFormat] { registry.withLock { $0 } }

  /// Adds `format` to the formats files can have, or replaces the registered one of the
  /// same name. Files with one of its extensions are read and written in it from then on,
  /// and a name that says nothing is matched against it after the formats before it.
  ///
  /// ```swift
  /// DocumentFormat.register(CardFormat())   // Examples/cards
  /// let format = try DocumentFile.format(of: "dune.card")   // the card format
  /// ```
  ///
  /// - Complexity: O(*f*) in the registered formats.
  public static func register(_ format: some SplicingArchiveFormat) {
    let added = DocumentFormat(format)
    registry.withLock { formats in
      if let index = formats.firstIndex(of: added) {
        formats[index] = added
      } else {
        formats.append(added)
      }
    }
  }

  /// The format named by `path`'s extension (`.xml`, `.json`, any case), if any.
  ///
  /// - Complexity: O(*f*) in the registered formats.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let suffix = path[path.index(after: dot)...].lowercased()
    guard let format = Self.allCases.first(where: { $0.fileExtensions.contains(suffix) }) else {
      return nil
    }
    self = format
  }

  /// The format `bytes` are written in, told by their start (for XML and JSON, the first
  /// byte that is not a space, after an optional byte order mark: `<` is XML, `{` or `[`
  /// is JSON); `nil` when no registered format recognizes them. For a file whose name says
  /// nothing, such as the temporary files git hands a merge driver.
  ///
  /// ```swift
  /// print(DocumentFormat(content: Array("\u{FEFF}  <entry/>".utf8)) as Any)
  /// // Prints "Optional(xml)"
  /// ```
  ///
  /// - Complexity: O(*w*) for the *w* spaces before the first significant byte, for each
  ///   registered format.
  public init?(content bytes: some Collection<UInt8>) {
    guard let format = Self.allCases.first(where: { $0.archiveFormat.recognizes(bytes) }) else {
      return nil
    }
    self = format
  }

  /// Formats are the same when their names are.
  public static func == (a: DocumentFormat, b: DocumentFormat) -> Bool {
    a.rawValue == b.rawValue
  }

  /// Hashes the format's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  /// The registered extensions as messages list them: `.xml or .json`, `.xml, .json or .card`.
  package static var extensionList: String {
    let names = allCases.flatMap(\.fileExtensions).map { "." + $0 }
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}
