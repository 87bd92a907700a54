import BlogDocCore
import BlogDocSystem

/// Reads the repeated records of any XML file (the `<item>`s of an RSS or WordPress
/// export) one at a time, as format-neutral `ArchiveValue`s, without loading the file.
///
/// The file is fed to libxml2's SAX2 push parser in 64 KB chunks and each record is
/// built from its callbacks, then handed over and dropped, so memory stays at one
/// chunk plus one record however large the file is. The rules for untrusted input are
/// blogdoc's usual ones: no network, no DTD (a DOCTYPE is refused from the prolog's bytes
/// before libxml2 sees it), no entity but the predefined five, no NUL byte.
///
/// A record element becomes an object: attributes as `@name` members, child elements by
/// their qualified name (`wp:post_id`) in document order, and its own text as `#text`.
/// An element with neither attributes nor children is just its text. A child name that
/// repeats becomes one member holding an array, so `category` is every category.
///
/// An element whose attribute ``markupAttribute`` names (Atom's `type="xhtml"`) keeps what
/// it holds as markup instead: its `#text` is the child elements written back as XML text,
/// without namespace prefixes or declarations, so an HTML reader can take it.
///
/// ```swift
/// var titles: [String] = []
/// try XMLRecordReader(recordPath: ["rss", "channel", "item"]).read(file: "export.xml") { record, origin in
///   if case .string(let title)? = record.objectValue?["title"] { titles.append(title) }
/// }
/// ```
///
/// - Complexity: O(*n*) time in the file's size; O(largest record) memory.
public struct XMLRecordReader: Sendable {
  /// The qualified names from the root to a record element: the first of ``recordPaths``.
  public var recordPath: [String] { recordPaths[0] }
  /// Every path whose elements are records, in the order ``Origin/kind`` numbers them: a
  /// WordPress export's `<item>`s, and its channel's `<wp:category>`s before them.
  public var recordPaths: [[String]]
  /// The deepest nesting read inside a record.
  public var maxDepth: Int
  /// The attribute and value that make an element inside a record keep its content as
  /// markup (`("type", "xhtml")` for Atom), or `nil`.
  public var markupAttribute: (name: String, value: String)?

  /// Makes a reader of the elements at `recordPath`, refusing records nested deeper than
  /// `maxDepth`; an element with `markupAttribute` keeps its content as markup.
  public init(
    recordPath: [String], maxDepth: Int = 256, markupAttribute: (name: String, value: String)? = nil
  ) {
    self.init(recordPaths: [recordPath], maxDepth: maxDepth, markupAttribute: markupAttribute)
  }

  /// Makes a reader of the elements at each of `recordPaths` (at least one; none inside
  /// another), refusing records nested deeper than `maxDepth`; an element with
  /// `markupAttribute` keeps its content as markup.
  ///
  /// ```swift
  /// let reader = XMLRecordReader(recordPaths: [["rss", "channel", "item"], ["rss", "channel", "wp:category"]])
  /// try reader.read(file: "export.xml") { record, origin in
  ///   if origin.kind == 1 { print("a category") }
  /// }
  /// ```
  public init(
    recordPaths: [[String]], maxDepth: Int = 256,
    markupAttribute: (name: String, value: String)? = nil
  ) {
    precondition(!recordPaths.isEmpty, "An XMLRecordReader needs a record path.")
    self.recordPaths = recordPaths
    self.maxDepth = maxDepth
    self.markupAttribute = markupAttribute
  }

  /// The document's root element, as ``read(file:root:_:)`` hands it over before any record.
  public struct Root: Hashable, Sendable {
    /// Its qualified name (`rss`, `feed`).
    public var name: String
    /// Its namespace URI (`http://www.w3.org/2005/Atom`), or `nil` for none.
    public var namespace: String?
    /// The namespace URIs it declares, in document order.
    public var declaredNamespaces: [String]

    /// Makes a root element description.
    public init(name: String, namespace: String?, declaredNamespaces: [String]) {
      self.name = name
      self.namespace = namespace
      self.declaredNamespaces = declaredNamespaces
    }
  }

  /// Where a record starts: its position among the records and the line of its start tag.
  public struct Origin: Hashable, Sendable {
    /// The record's position among the file's records of its kind, from 1.
    public var ordinal: Int
    /// The line of the record's start tag, from 1, as libxml2 counts it.
    public var line: Int
    /// Which of ``XMLRecordReader/recordPaths`` the record is at (0 for the first).
    public var kind: Int

    /// Makes an origin for the record numbered `ordinal` whose start tag is on `line`.
    public init(ordinal: Int, line: Int, kind: Int = 0) {
      self.ordinal = ordinal
      self.line = line
      self.kind = kind
    }
  }

  /// Reads `path`, calling `root` with the root element and the line its start tag is on,
  /// then `body` with each record in file order.
  ///
  /// - Throws: `ArchiveError` (with line:column and the file's name) when the file is
  ///   not well-formed XML or breaks blogdoc's rules for untrusted input, and whatever
  ///   `root` or `body` throws; reading stops at the first error.
  public func read(
    file path: String, root: ((Root, Int) throws -> Void)? = nil,
    _ body: (ArchiveValue, Origin) throws -> Void
  ) throws {
    do {
      let feed = try ChunkFeed(path: path)
      try read(from: feed, root: root, body)
    } catch let error as ArchiveError {
      throw error.reading(path)
    }
  }

  private func read(
    from feed: ChunkFeed, root: ((Root, Int) throws -> Void)?,
    _ body: (ArchiveValue, Origin) throws -> Void
  ) throws {
    try withoutActuallyEscaping(body) { body in
      var reading = RecordReading(reader: self, root: root, body: body)
      try withUnsafeMutablePointer(to: &reading) { reading in
        try RecordReading.read(reading, from: feed)
      }
    }
  }
}
